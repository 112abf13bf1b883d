import { z } from "zod";
import { messages, phoneText, POSTCODE_PATTERN } from "~/lib/validation";
import { organizationTypeEnum } from "~/modules/db/schema";
import { ACTIVITY_TYPE_IDS, NON_PROFIT_TYPE_IDS } from "./profile-types";

/** Statuses a person can set (spec §4); "deleted" only comes from DELETE. */
export const SETTABLE_ORGANIZATION_STATUSES = ["approved", "pending", "denied", "archived"] as const;
export const ORGANIZATION_TYPES = organizationTypeEnum.enumValues;

const optionalText = (max: number) => z.string().trim().max(max, { error: messages.maxLength(max) }).nullable();

/** The address of an organization (spec §3 Address), snake_case as the request sends it. */
export const AddressAttributesSchema = z
  .object({
    street: optionalText(200),
    house_number: optionalText(20),
    postal_code: optionalText(12).refine((value) => !value || POSTCODE_PATTERN.test(value), { error: messages.postcode }),
    city: optionalText(120),
    country: z.string().trim().length(2, { error: messages.invalid }).toUpperCase(),
  })
  .partial()
  .strict();

/** The non-profit profile (spec §3): a type, whether it shows on the social map, activity types. */
export const ProfileAttributesSchema = z
  .object({
    non_profit_type_id: z
      .number({ error: messages.invalid })
      .int()
      .refine((id) => (NON_PROFIT_TYPE_IDS as number[]).includes(id), { error: messages.invalid })
      .nullable(),
    show_on_social_map: z.boolean({ error: messages.invalid }),
    activity_type_ids: z
      .array(z.number({ error: messages.invalid }).int().refine((id) => (ACTIVITY_TYPE_IDS as number[]).includes(id), { error: messages.invalid }))
      .max(ACTIVITY_TYPE_IDS.length),
  })
  .partial()
  .strict();

export type AddressAttributes = z.infer<typeof AddressAttributesSchema>;
export type ProfileAttributes = z.infer<typeof ProfileAttributesSchema>;

const detailAttributes = {
  name: z.string().trim().min(1, { error: messages.required }).max(200, { error: messages.maxLength(200) }),
  website: z.url({ error: messages.url }).max(500).nullable(),
  phone_number: phoneText(40).nullable(),
  email: z.email({ error: messages.email }).max(254).nullable(),
  description: z.string().max(5000, { error: messages.maxLength(5000) }).nullable(),
  address: AddressAttributesSchema,
  profile: ProfileAttributesSchema,
};

/**
 * The body of PUT /organizations/{id} (spec §7): `{data: {type: "organizations",
 * id, attributes: {status}}}`, attributes in snake_case. Besides the status the
 * same body may carry the organization's details, its type (center roles only),
 * its address and its non-profit profile (both partial: absent keys stay as they are).
 */
export const OrganizationUpdateSchema = z.object({
  data: z.object({
    type: z.literal("organizations"),
    id: z.string(),
    attributes: z
      .object({
        status: z.enum(SETTABLE_ORGANIZATION_STATUSES, { error: messages.invalid }),
        organization_type: z.enum(ORGANIZATION_TYPES, { error: messages.invalid }),
        ...detailAttributes,
      })
      .partial()
      .strict(),
  }),
});

/**
 * The body of PUT /organizations/{id}/approve (spec §7): the status body. The
 * center may add a message for the organization as the document's top-level
 * `meta: {message}` (JSON:API allows meta on any document); it is e-mailed with
 * the decision.
 */
export const OrganizationApproveSchema = z.object({
  data: z.object({
    type: z.literal("organizations"),
    id: z.string(),
    attributes: z.object({ status: z.enum(SETTABLE_ORGANIZATION_STATUSES, { error: messages.invalid }) }).strict(),
  }),
  meta: z
    .object({ message: z.string().trim().max(5000, { error: messages.maxLength(5000) }).nullable().optional() })
    .strict()
    .optional(),
});

/** POST /organizations: a new organization of the request's center, with its address and profile. */
export const OrganizationCreateSchema = z.object({
  data: z.object({
    type: z.literal("organizations"),
    attributes: z
      .object({
        ...detailAttributes,
        organization_type: z.enum(ORGANIZATION_TYPES, { error: messages.invalid }),
        status: z.enum(SETTABLE_ORGANIZATION_STATUSES, { error: messages.invalid }),
      })
      .partial({ website: true, phone_number: true, email: true, description: true, address: true, profile: true, status: true })
      .strict(),
  }),
});

/** PUT /organizations/{id}/move: the organization (and its vacancies) to another center of the tenant. */
export const OrganizationMoveSchema = z.object({
  data: z.object({
    type: z.literal("organizations"),
    id: z.string(),
    attributes: z.object({ volunteer_center_id: z.guid({ error: messages.invalid }) }).strict(),
  }),
});
