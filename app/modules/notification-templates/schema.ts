import { z } from "zod";

/** Editing a notification template (issue 13): the API and the editor validate with it. */
export const TemplateUpdateSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(20_000),
  active: z.boolean().optional(),
});
export type TemplateUpdate = z.output<typeof TemplateUpdateSchema>;

/** Who words the center's mails. */
export const TEMPLATE_ROLES = ["admin", "center_superuser", "content_manager"] as const;

/** A template's address: its key and language, e.g. `application_received.nl`. */
export const templateId = (key: string, locale: string) => `${key}.${locale}`;
export function parseTemplateId(id: string): { key: string; locale: "nl" | "en" } | null {
  const match = /^([a-z_]{1,60})\.(nl|en)$/.exec(id);
  return match ? { key: match[1]!, locale: match[2] as "nl" | "en" } : null;
}
