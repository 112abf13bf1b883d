import { z } from "zod";
import { messages, requiredText } from "~/lib/validation";
import { supportedLanguages, type Language } from "~/modules/i18n/languages";

/** Editing a notification template (issue 13): the API and the editor validate with it. */
export const TemplateUpdateSchema = z.object({
  subject: requiredText(200),
  body: requiredText(20_000),
  active: z.boolean({ error: messages.invalid }).optional(),
});
export type TemplateUpdate = z.output<typeof TemplateUpdateSchema>;

/** A preview or a test mail of the wording as typed (saved or not). */
export const TemplateWordingSchema = TemplateUpdateSchema.pick({ subject: true, body: true });

/** Who words the center's mails. */
export const TEMPLATE_ROLES = ["admin", "center_superuser", "content_manager"] as const;

/** A template's address: its key and language, e.g. `application_received.nl`. */
export const templateId = (key: string, locale: string) => `${key}.${locale}`;
export function parseTemplateId(id: string): { key: string; locale: Language } | null {
  const match = /^([a-z_]{1,60})\.(nl|en)$/.exec(id);
  return match ? { key: match[1]!, locale: match[2] as Language } : null;
}

/** `filter[...]` of the list: one language. */
export const TemplateFiltersSchema = z.object({ locale: z.enum(supportedLanguages).optional() }).strict();
export type TemplateFilters = z.infer<typeof TemplateFiltersSchema>;

/**
 * The editor's form (/notification_templates/:id/edit): save, preview or send a test of the wording as typed.
 * `active` is a checkbox, shown for optional mails only. The reset to the default is a form of its own.
 */
export const TemplateFormSchema = z.object({
  intent: z.enum(["save", "preview", "test"], { error: messages.invalid }),
  subject: TemplateUpdateSchema.shape.subject,
  body: TemplateUpdateSchema.shape.body,
  active: z.literal("on").optional(),
});
