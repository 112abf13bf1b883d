import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { supportedLanguages } from "~/modules/i18n/languages";
import { TemplateFiltersSchema, TemplateUpdateSchema, TemplateWordingSchema } from "./schema";
import type { TemplateResource } from "./templates.server";

export const notificationTemplateResource = defineResource<TemplateResource>({
  type: "notification_templates",
  description:
    "The wording of one e-mail the platform sends for the volunteer center, in one language (spec §3 Notification template: name, subject, body, active). The id is the mail's key and language, e.g. `password_reset.nl`. Every mail has a template: the center's own wording where it has one (`customized`), else the default text. The body is Markdown with {{placeholders}}; each template lists the placeholders it offers, and any other is a 422 on its field. Optional mails can be switched off (`active: false`); the others are always sent. DELETE restores the default. For admin, center_superuser and content_manager of the center.",
  attributes: {
    id: attr(s.id),
    key: attr(s.text),
    /** The mail's name, in the request's language. */
    name: attr(s.text),
    /** When the mail is sent, in the request's language. */
    description: attr(s.text),
    locale: attr(z.enum(supportedLanguages)),
    subject: attr(s.text),
    body: attr(s.text),
    active: attr(s.bool),
    optional: attr(s.bool),
    customized: attr(s.bool),
    placeholders: attr(s.texts),
    updatedAt: attr(s.timestamp),
  },
  filters: TemplateFiltersSchema,
  page: { defaultSize: 100, maxSize: 100 },
  paths: { collection: "/notification-templates", member: "/notification-templates/:id" },
  writes: {
    update: { attributes: TemplateUpdateSchema },
    other: {
      "POST /notification-templates/:id/preview": { attributes: TemplateWordingSchema },
      "POST /notification-templates/:id/test_mail": { attributes: TemplateWordingSchema },
    },
  },
});
