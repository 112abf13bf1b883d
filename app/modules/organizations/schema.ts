import { z } from "zod";
import { messages } from "~/lib/validation";

/** Statuses a person can set (spec §4); "deleted" only comes from DELETE. */
export const SETTABLE_ORGANIZATION_STATUSES = ["approved", "pending", "denied", "archived"] as const;

/**
 * The body of PUT /organizations/{id}/approve and PUT /organizations/{id} (spec §7):
 * `{data: {type: "organizations", id, attributes: {status}}}`, attributes in snake_case.
 */
export const OrganizationUpdateSchema = z.object({
  data: z.object({
    type: z.literal("organizations"),
    id: z.string(),
    attributes: z
      .object({
        status: z.enum(SETTABLE_ORGANIZATION_STATUSES, { error: messages.invalid }),
        name: z.string().trim().min(1, { error: messages.required }).max(200),
        website: z.url({ error: messages.url }).nullable(),
        phone_number: z.string().max(40).nullable(),
        email: z.email({ error: messages.email }).nullable(),
        description: z.string().max(5000).nullable(),
      })
      .partial()
      .strict(),
  }),
});

export const OrganizationApproveSchema = z.object({
  data: z.object({
    type: z.literal("organizations"),
    id: z.string(),
    attributes: z.object({ status: z.enum(SETTABLE_ORGANIZATION_STATUSES, { error: messages.invalid }) }).strict(),
  }),
});
