import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { escapeHtml, paragraph, type MailContent } from "~/modules/mail/messages.server";

/*
 * The mails of the volunteer's own account, in the reader's language: text
 * and a simple HTML part, links as their own paragraph.
 */

type Part = { text: string } | { link: string; label: string };

function compose(language: Language, subjectKey: string, values: Record<string, unknown>, parts: Array<string | Part>): MailContent {
  const t = tFor(language, "profile");
  const resolved = parts.map((part) => (typeof part === "string" ? { text: t(part, values) } : part));
  return {
    subject: t(subjectKey, values),
    text: resolved.map((part) => ("text" in part ? part.text : `${part.label}: ${part.link}`)).join("\n\n"),
    html: resolved
      .map((part) => ("text" in part ? paragraph(part.text) : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`))
      .join("\n"),
  };
}

const greeting = (name: string) => (name ? "mail.greeting" : "mail.greetingNoName");

/** Somebody signed up with an address that already has an account: the owner hears it, the visitor sees nothing different. */
export function alreadyRegisteredMail(language: Language, input: { appName: string; firstName: string; loginLink: string; recoverLink: string }): MailContent {
  const t = tFor(language, "profile");
  const values = { appName: input.appName, name: input.firstName };
  return compose(language, "mail.alreadyRegistered.subject", values, [
    greeting(input.firstName),
    "mail.alreadyRegistered.intro",
    { link: input.loginLink, label: t("mail.alreadyRegistered.login") },
    { link: input.recoverLink, label: t("mail.alreadyRegistered.recover") },
    "mail.alreadyRegistered.ignore",
    "mail.signature",
  ]);
}

/** To the new address: the link that makes the change happen. */
export function emailChangeMail(language: Language, input: { appName: string; firstName: string; link: string; days: number }): MailContent {
  const t = tFor(language, "profile");
  const values = { appName: input.appName, name: input.firstName, days: input.days };
  return compose(language, "mail.emailChange.subject", values, [
    greeting(input.firstName),
    "mail.emailChange.intro",
    { link: input.link, label: t("mail.emailChange.action") },
    "mail.emailChange.validity",
    "mail.emailChange.ignore",
    "mail.signature",
  ]);
}

/** To the new address when it already belongs to an account: nothing changes, and the page said no more than "check your mail". */
export function emailTakenMail(language: Language, input: { appName: string }): MailContent {
  return compose(language, "mail.emailTaken.subject", { appName: input.appName }, ["mail.greetingNoName", "mail.emailTaken.intro", "mail.emailTaken.ignore", "mail.signature"]);
}

/** To the old address: somebody asked to move the account to another address. */
export function emailChangeNoticeMail(language: Language, input: { appName: string; firstName: string; newEmail: string }): MailContent {
  const values = { appName: input.appName, name: input.firstName, newEmail: input.newEmail };
  return compose(language, "mail.emailChangeNotice.subject", values, [greeting(input.firstName), "mail.emailChangeNotice.intro", "mail.emailChangeNotice.notYou", "mail.signature"]);
}

/** GDPR art. 17 and 19: an organization that received the volunteer's data is told to erase it. */
export function erasureRequestMail(
  language: Language,
  input: { appName: string; organizationName: string; personName: string; personEmail: string; items: string[] },
): MailContent {
  const t = tFor(language, "profile");
  const values = { appName: input.appName, organization: input.organizationName, person: input.personName, email: input.personEmail };
  return compose(language, "mail.erasure.subject", values, [
    "mail.greetingNoName",
    "mail.erasure.intro",
    { text: input.items.map((item) => `- ${item}`).join("\n") },
    "mail.erasure.request",
    { text: t("mail.erasure.legal") },
    "mail.signature",
  ]);
}
