import { z } from "zod";
import { pageNumberField } from "~/lib/page-number";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/modules/auth/password-policy";
import { emailField, messages } from "~/lib/validation";
import { supportedLanguages } from "~/modules/i18n/languages";

/*
 * The users pages' forms and list parameters (browser-safe: no database
 * imports). The API validates the same data again with its own schemas.
 */

/** Spec §6; the database enum is the source (a unit test keeps them equal). */
export const USER_ROLES = [
  "admin",
  "volunteer",
  "content_manager",
  "mentor",
  "student",
  "organization_superuser",
  "center_superuser",
  "page_manager",
] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ["active", "invited", "inactive", "archived"] as const;
export const SIGNUP_METHODS = ["signed_up", "created_by_admin", "imported", "unknown"] as const;
/** Statuses the people who run the center set by hand; "invited" ends by accepting. */
export const SETTABLE_STATUSES = ["active", "inactive", "archived"] as const;
export const GENDERS = ["male", "female", "other"] as const;

/** Spec §9: the admin user list asks for pages of 1000 — the largest size and the default. */
export const USER_PAGE_SIZES = [25, 50, 100, 250, 1000] as const;
export const DEFAULT_USER_PAGE_SIZE = 1000;

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values).optional()).catch(undefined);

export const UserListSchema = z.object({
  role: optionalChoice(USER_ROLES),
  status: optionalChoice(USER_STATUSES),
  organization: z.preprocess((value) => (value === "" ? undefined : value), z.guid().optional()).catch(undefined),
  q: z.preprocess((value) => (typeof value === "string" ? value.trim() || undefined : undefined), z.string().max(200).optional()).catch(undefined),
  page: pageNumberField(),
  perPage: z.coerce
    .number()
    .refine((size) => (USER_PAGE_SIZES as readonly number[]).includes(size))
    .catch(DEFAULT_USER_PAGE_SIZE),
});
export type UserList = z.infer<typeof UserListSchema>;

/** How a user is named on the pages: the full name, else the e-mail address. */
export const displayName = (user: { fullName?: string | null; email: string }) => user.fullName || user.email;

export const parseUserList = (params: URLSearchParams) => UserListSchema.parse(Object.fromEntries(params));

// A field left empty is missing from the form data (conform): that is "required" too, not a type error.
const name = (max: number) => z.string({ error: messages.required }).trim().max(max, { error: messages.maxLength(max) });
const optionalText = (max: number) => z.preprocess((value) => (typeof value === "string" ? value.trim() : value), name(max).optional());

/** /users/add: an invitation by e-mail with roles and organizations. */
export const UserInviteFormSchema = z.object({
  email: emailField(),
  firstName: name(100).min(1, { error: messages.required }),
  lastName: optionalText(100),
  roles: z.array(z.enum(USER_ROLES, { error: messages.invalid }), { error: messages.required }).min(1, { error: messages.required }),
  organizationIds: z.array(z.guid({ error: messages.invalid })).max(50).optional(),
  // Where the center offers more than Dutch: the invitation's language and the account's (decision 076).
  locale: z.enum(supportedLanguages, { error: messages.invalid }).optional(),
});

/** /users/{id}/edit: the profile, and the status for the people who run the center. */
export const UserEditFormSchema = z.object({
  firstName: name(100).min(1, { error: messages.required }),
  lastName: optionalText(100),
  phoneNumber: optionalText(40),
  jobTitle: optionalText(120),
  gender: z.enum(GENDERS, { error: messages.invalid }).optional(),
  status: z.enum(SETTABLE_STATUSES, { error: messages.invalid }).optional(),
});

/** /users/{id}/add_role: one role added or removed per post. */
export const RoleChangeFormSchema = z.object({
  intent: z.enum(["add", "remove"]),
  role: z.enum(USER_ROLES),
});

/** The actions on /users/{id}, told apart by intent. */
export const UserActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend") }),
  z.object({ intent: z.literal("status"), status: z.enum(SETTABLE_STATUSES) }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("impersonate") }),
]);

/**
 * The /confirm page's form for an invited user: choose a password and accept
 * the terms. Whether both passwords match is the API's answer (a 422 on
 * password_confirmation), shown on that field.
 */
export const AcceptInvitationSchema = z.object({
  confirmationToken: z.string({ error: messages.invalid }).min(1, { error: messages.invalid }),
  password: z
    .string({ error: messages.required })
    .min(PASSWORD_MIN_LENGTH, { error: messages.minLength(PASSWORD_MIN_LENGTH) })
    .max(PASSWORD_MAX_LENGTH, { error: messages.maxLength(PASSWORD_MAX_LENGTH) }),
  passwordConfirmation: z.string({ error: messages.required }),
  acceptTerms: z.literal("on", { error: messages.required }),
});
