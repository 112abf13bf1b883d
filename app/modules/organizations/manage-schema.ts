import { z } from "zod";
import { pageNumberField } from "~/lib/page-number";
import { messages, phoneText, POSTCODE_PATTERN } from "~/lib/validation";
import { ACTIVITY_TYPE_IDS, NON_PROFIT_TYPE_IDS } from "./profile-types";
import { ORGANIZATION_TYPES, SETTABLE_ORGANIZATION_STATUSES } from "./schema";

/*
 * The schemas of the organization management pages (/organizations, add,
 * edit, approve, move): one per form, shared by the component (on-blur
 * validation) and the action (the same rules without JavaScript). The API
 * validates again with schema.ts; these shape what a person types into what
 * the API takes. Messages are translation keys.
 */

export const ORGANIZATION_PAGE_SIZES = [10, 25, 50, 100] as const;
/** Statuses a manager sees in lists: deleted organizations are gone for everyone. */
export const LISTED_STATUSES = SETTABLE_ORGANIZATION_STATUSES;

const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional()).catch(undefined);
const perPage = (fallback: number) =>
  z.coerce
    .number()
    .refine((n) => (ORGANIZATION_PAGE_SIZES as readonly number[]).includes(n))
    .default(fallback)
    .catch(fallback);
const page = pageNumberField();

/** The filters of /organizations (a GET form: shareable URLs). */
export const OrganizationListSchema = z.object({
  status: optionalParam(z.enum(LISTED_STATUSES)),
  type: optionalParam(z.enum(ORGANIZATION_TYPES)),
  q: optionalParam(z.string().trim().min(1).max(200)),
  perPage: perPage(25),
  page,
});
export type OrganizationList = z.infer<typeof OrganizationListSchema>;

export const parseOrganizationList = (params: URLSearchParams): OrganizationList => OrganizationListSchema.parse(Object.fromEntries(params));

/** The paging of /organizations/approve. */
export const parseQueuePage = (params: URLSearchParams) =>
  z.object({ page, perPage: perPage(25) }).parse(Object.fromEntries(params));

/** The list's filters as the API's `filter[...]` query. */
export function organizationApiFilter(list: Pick<OrganizationList, "status" | "type" | "q">): Record<string, string> {
  const filter: Record<string, string> = {};
  if (list.status) filter["filter[status]"] = list.status;
  if (list.type) filter["filter[type]"] = list.type;
  if (list.q) filter["filter[q]"] = list.q;
  return filter;
}

const optionalText = (max: number) => z.string().trim().max(max, { error: messages.maxLength(max) }).optional();

/** The add and edit form. The non-profit profile is sent only for the type NonProfit. */
export const OrganizationFormSchema = z.object({
  name: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(200, { error: messages.maxLength(200) }),
  type: z.enum(ORGANIZATION_TYPES, { error: messages.required }),
  status: z.enum(SETTABLE_ORGANIZATION_STATUSES, { error: messages.required }),
  website: z.url({ protocol: /^https?$/, error: messages.url }).max(500, { error: messages.maxLength(500) }).optional(),
  email: z.email({ error: messages.email }).max(254, { error: messages.maxLength(254) }).optional(),
  phoneNumber: phoneText(40).optional(),
  description: optionalText(5000),
  street: optionalText(200),
  houseNumber: optionalText(20),
  postalCode: z.string().trim().max(12, { error: messages.maxLength(12) }).regex(POSTCODE_PATTERN, { error: messages.postcode }).optional(),
  city: optionalText(120),
  nonProfitTypeId: z.number({ error: messages.invalid }).int().refine((id) => (NON_PROFIT_TYPE_IDS as number[]).includes(id), { error: messages.invalid }).optional(),
  showOnSocialMap: z.boolean().default(false),
  activityTypeIds: z.array(z.number().int().refine((id) => (ACTIVITY_TYPE_IDS as number[]).includes(id), { error: messages.invalid })).default([]),
});
export type OrganizationForm = z.infer<typeof OrganizationFormSchema>;

/** The API's attributes for a form (camelCase: the client sends them snake_case); emptied fields become null. */
export function organizationAttributes(value: OrganizationForm) {
  return {
    name: value.name,
    organizationType: value.type,
    status: value.status,
    website: value.website ?? null,
    email: value.email ?? null,
    phoneNumber: value.phoneNumber || null,
    description: value.description || null,
    address: { street: value.street || null, houseNumber: value.houseNumber || null, postalCode: value.postalCode || null, city: value.city || null },
    ...(value.type === "NonProfit"
      ? { profile: { nonProfitTypeId: value.nonProfitTypeId ?? null, showOnSocialMap: value.showOnSocialMap, activityTypeIds: value.activityTypeIds } }
      : {}),
  };
}

const FIELD_OF_ATTRIBUTE: Record<string, keyof OrganizationForm> = {
  name: "name",
  organization_type: "type",
  status: "status",
  website: "website",
  email: "email",
  phone_number: "phoneNumber",
  description: "description",
  street: "street",
  house_number: "houseNumber",
  postal_code: "postalCode",
  city: "city",
  non_profit_type_id: "nonProfitTypeId",
  show_on_social_map: "showOnSocialMap",
  activity_type_ids: "activityTypeIds",
};

/** A JSON:API pointer (`/data/attributes/address/postal_code`) as the form's field (`postalCode`), or null. */
export function organizationFieldOfPointer(pointer: string | undefined): keyof OrganizationForm | null {
  const parts = pointer?.split("/").filter(Boolean) ?? [];
  const at = parts.indexOf("attributes");
  if (at < 0) return null;
  const names = parts.slice(at + 1).filter((part) => !/^\d+$/.test(part));
  return FIELD_OF_ATTRIBUTE[names[names.length - 1] ?? ""] ?? null;
}

/** A decision in the approve queue; the message is optional. */
export const ApproveDecisionSchema = z.object({
  id: z.guid(),
  decision: z.enum(["approved", "denied"]),
  message: z.string().trim().max(5000, { error: messages.maxLength(5000) }).optional(),
});

export const MoveFormSchema = z.object({
  volunteerCenterId: z.guid({ error: messages.required }),
});

export const DeleteIntentSchema = z.object({ intent: z.literal("delete"), id: z.guid() });
