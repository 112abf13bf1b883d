import type { Language, Namespace } from "./languages";
import enAccounts from "../../../locales/en/accounts.json";
import enContent from "../../../locales/en/content.json";
import nlContent from "../../../locales/nl/content.json";
import enAuth from "../../../locales/en/auth.json";
import enCommon from "../../../locales/en/common.json";
import enErrors from "../../../locales/en/errors.json";
import enFeedback from "../../../locales/en/feedback.json";
import enForms from "../../../locales/en/forms.json";
import enGallery from "../../../locales/en/gallery.json";
import enMail from "../../../locales/en/mail.json";
import enManage from "../../../locales/en/manage.json";
import enPages from "../../../locales/en/pages.json";
import enVacancies from "../../../locales/en/vacancies.json";
import nlAccounts from "../../../locales/nl/accounts.json";
import nlAuth from "../../../locales/nl/auth.json";
import nlCommon from "../../../locales/nl/common.json";
import nlErrors from "../../../locales/nl/errors.json";
import nlFeedback from "../../../locales/nl/feedback.json";
import nlForms from "../../../locales/nl/forms.json";
import nlGallery from "../../../locales/nl/gallery.json";
import nlMail from "../../../locales/nl/mail.json";
import nlManage from "../../../locales/nl/manage.json";
import nlPages from "../../../locales/nl/pages.json";
import nlVacancies from "../../../locales/nl/vacancies.json";
import enOrganizations from "../../../locales/en/organizations.json";
import enUsers from "../../../locales/en/users.json";
import enProfile from "../../../locales/en/profile.json";
import enSocialmap from "../../../locales/en/socialmap.json";
import nlOrganizations from "../../../locales/nl/organizations.json";
import nlUsers from "../../../locales/nl/users.json";
import nlProfile from "../../../locales/nl/profile.json";
import nlSocialmap from "../../../locales/nl/socialmap.json";
import nlHelp from "../../../locales/nl/help.json";
import enHelp from "../../../locales/en/help.json";
import enMenus from "../../../locales/en/menus.json";
import nlMenus from "../../../locales/nl/menus.json";
import enMedia from "../../../locales/en/media.json";
import nlMedia from "../../../locales/nl/media.json";
import enEditor from "../../../locales/en/editor.json";
import nlEditor from "../../../locales/nl/editor.json";
import enTemplates from "../../../locales/en/templates.json";
import nlTemplates from "../../../locales/nl/templates.json";
import enNotifications from "../../../locales/en/notifications.json";
import nlNotifications from "../../../locales/nl/notifications.json";
import enConversations from "../../../locales/en/conversations.json";
import nlConversations from "../../../locales/nl/conversations.json";
import enSettings from "../../../locales/en/settings.json";
import nlSettings from "../../../locales/nl/settings.json";
import enDesign from "../../../locales/en/design.json";
import nlDesign from "../../../locales/nl/design.json";
import nlAnalytics from "../../../locales/nl/analytics.json";
import enAnalytics from "../../../locales/en/analytics.json";

/** All translations, e-mail texts included: for the server only (the browser fetches namespaces from /locales). */
export const resources = {
  nl: { common: nlCommon, accounts: nlAccounts, errors: nlErrors, auth: nlAuth, mail: nlMail, pages: nlPages, feedback: nlFeedback, forms: nlForms, gallery: nlGallery, vacancies: nlVacancies, manage: nlManage, organizations: nlOrganizations, users: nlUsers, profile: nlProfile, socialmap: nlSocialmap, content: nlContent, menus: nlMenus, media: nlMedia, editor: nlEditor, templates: nlTemplates, notifications: nlNotifications, conversations: nlConversations, help: nlHelp, settings: nlSettings, design: nlDesign, analytics: nlAnalytics },
  en: { common: enCommon, accounts: enAccounts, errors: enErrors, auth: enAuth, mail: enMail, pages: enPages, feedback: enFeedback, forms: enForms, gallery: enGallery, vacancies: enVacancies, manage: enManage, organizations: enOrganizations, users: enUsers, profile: enProfile, socialmap: enSocialmap, content: enContent, menus: enMenus, media: enMedia, editor: enEditor, templates: enTemplates, notifications: enNotifications, conversations: enConversations, help: enHelp, settings: enSettings, design: enDesign, analytics: enAnalytics },
} as const satisfies Record<Language, Record<Namespace, unknown>>;
