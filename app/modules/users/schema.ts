import { z } from "zod";
import { messages } from "~/lib/validation";
import { roleEnum } from "~/modules/db/schema";
import { supportedLanguages } from "~/modules/i18n/languages";

/*
 * Bodies of the users' writing calls (spec §7), attributes in snake_case.
 * Every schema is strict: roles, status, tenant and center cannot ride along
 * in a profile update (no mass assignment); they have their own calls.
 */
export const ROLE_VALUES = roleEnum.enumValues;

const profileFields = {
  first_name: z.string().trim().max(100, { error: messages.maxLength(100) }),
  last_name: z.string().trim().max(100, { error: messages.maxLength(100) }),
  phone_number: z.string().trim().max(40, { error: messages.maxLength(40) }).nullable(),
  job_title: z.string().trim().max(120, { error: messages.maxLength(120) }).nullable(),
  gender: z.enum(["male", "female", "other"], { error: messages.invalid }).nullable(),
  // spec §3: the days on which the weekly summary is received (0 = Sunday … 6 = Saturday).
  digest_days: z.array(z.number().int().min(0).max(6)).max(7),
};

/**
 * The organizations of a user (spec §3 User organizations and organizationId): `organization_ids`, or
 * `organization_id` as the shorthand for one (null for none). Both at once must say the same.
 */
const membershipFields = {
  organization_ids: z.array(z.guid()).max(50),
  organization_id: z.guid().nullable(),
};

type MembershipAttributes = { organization_ids?: string[]; organization_id?: string | null };

function sameOrganizations(attributes: MembershipAttributes, context: z.core.$RefinementCtx) {
  const { organization_ids: ids, organization_id: id } = attributes;
  if (ids === undefined || id === undefined) return;
  const listed = new Set(ids);
  if (id === null ? listed.size === 0 : listed.size === 1 && listed.has(id)) return;
  context.addIssue({ code: "custom", message: messages.organizationIdMismatch, path: ["organization_id"] });
}

/** The organizations a write names, from either attribute; undefined when it names none (leave them). */
export function organizationIdsOf(attributes: MembershipAttributes): string[] | undefined {
  if (attributes.organization_ids !== undefined) return [...new Set(attributes.organization_ids)];
  if (attributes.organization_id !== undefined) return attributes.organization_id === null ? [] : [attributes.organization_id];
  return undefined;
}

/** The attribute a write named its organizations by, for the pointer of an error about them. */
export const organizationsPointer = (attributes: MembershipAttributes) =>
  `/data/attributes/${attributes.organization_ids === undefined && attributes.organization_id !== undefined ? "organization_id" : "organization_ids"}`;

export const ProfileAttributesSchema = z.object(profileFields).partial().strict();

/** PATCH /api/v1/current_user: `{user: {...}}`. */
export const CurrentUserUpdateSchema = z.object({ user: ProfileAttributesSchema }).strict();

/** PATCH /api/v1/users/{id}: the profile, the organizations (by whom: see the route), and for the people who run the center the status. */
export const UserUpdateSchema = z.object({
  data: z.object({
    type: z.enum(["users", "user"]),
    id: z.string().optional(),
    attributes: z
      .object({ ...profileFields, ...membershipFields, status: z.enum(["active", "inactive", "archived"], { error: messages.invalid }) })
      .partial()
      .strict()
      .superRefine(sameOrganizations),
  }),
});

/** POST /api/v1/users: an invitation by e-mail with roles and organizations. */
export const UserCreateSchema = z.object({
  data: z.object({
    type: z.enum(["users", "user"]),
    attributes: z
      .object({
        email: z.email({ error: messages.email }).max(254),
        first_name: profileFields.first_name.min(1, { error: messages.required }),
        last_name: profileFields.last_name,
        phone_number: profileFields.phone_number,
        job_title: profileFields.job_title,
        roles: z.array(z.enum(ROLE_VALUES, { error: messages.invalid })).min(1, { error: messages.required }).max(8),
        ...membershipFields,
        // The invitation's language and the new account's own (decision 076): one the center offers (checked by the route).
        locale: z.enum(supportedLanguages, { error: messages.languageNotOffered }),
      })
      .partial({ last_name: true, phone_number: true, job_title: true, organization_ids: true, organization_id: true, locale: true })
      .strict()
      .superRefine(sameOrganizations),
  }),
});

/** PUT add_role / DELETE remove_role: `{role}` or the JSON:API form `{data: {attributes: {role}}}`. */
export const RoleChangeSchema = z.union([
  z.object({ role: z.enum(ROLE_VALUES, { error: messages.invalid }) }),
  z.object({ data: z.object({ attributes: z.object({ role: z.enum(ROLE_VALUES, { error: messages.invalid }) }) }) }),
]);

export function roleOf(body: z.infer<typeof RoleChangeSchema>) {
  return "role" in body ? body.role : body.data.attributes.role;
}

/**
 * POST /api/v1/confirm: the token, and for an invited user (who has no
 * password yet) the chosen password, its confirmation and accepting the terms.
 */
export const ConfirmSchema = z.object({
  confirmation_token: z.string().min(1, { error: messages.required }),
  password: z.string().optional(),
  password_confirmation: z.string().optional(),
  accept_terms: z.boolean().optional(),
});


/** POST /api/v1/sign_in_as_user: `{user_id}` or `{data: {attributes: {user_id}}}`. */
export const SignInAsSchema = z.union([
  z.object({ user_id: z.guid({ error: messages.invalid }) }),
  z.object({ data: z.object({ attributes: z.object({ user_id: z.guid({ error: messages.invalid }) }) }) }),
]);
