import { z } from "zod";
import { emailField, messages, phoneText, POSTCODE_PATTERN, requiredText } from "~/lib/validation";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/modules/auth/password-policy";

/** The types an organization may sign up as; a volunteer center is made by the center itself. */
export const SIGNUP_ORGANIZATION_TYPES = ["NonProfit", "School", "Company"] as const;

/** A translation key of another namespace: the form shows it like the `errors` messages. */
const ACCEPT_TERMS = "socialmap:signup.acceptTermsRequired";

const optionalText = (max: number) => z.string().trim().max(max, { error: messages.maxLength(max) }).optional();

/** "www.example.nl" is what people type; it is stored with https:// in front. */
const websiteField = z
  .string()
  .trim()
  .max(200, { error: messages.maxLength(200) })
  .transform((value) => (/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, error: messages.url }))
  .optional();

/**
 * One form, two things: the organization and its first user. The fields of
 * POST /api/v1/organization_signups (`data.attributes`, in snake_case there).
 */
const signupFields = {
  organizationName: requiredText(200),
  organizationType: z.enum(SIGNUP_ORGANIZATION_TYPES, { error: messages.required }),
  website: websiteField,
  phoneNumber: phoneText(30).optional(),
  organizationEmail: z.string().trim().max(254, { error: messages.maxLength(254) }).pipe(z.email({ error: messages.email })).optional(),
  description: optionalText(5000),
  street: requiredText(200),
  houseNumber: requiredText(20),
  postalCode: requiredText(10).pipe(z.string().regex(POSTCODE_PATTERN, { error: messages.postcode })),
  city: requiredText(100),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
  password: z
    .string({ error: messages.required })
    .min(PASSWORD_MIN_LENGTH, { error: messages.minLength(PASSWORD_MIN_LENGTH) })
    .max(PASSWORD_MAX_LENGTH, { error: messages.maxLength(PASSWORD_MAX_LENGTH) }),
  passwordConfirmation: z.string({ error: messages.required }),
  acceptTerms: z.boolean({ error: ACCEPT_TERMS }).refine((value) => value, { error: ACCEPT_TERMS }),
};

type SignupShape = { password: string; passwordConfirmation: string };
const passwordsMatch: [(value: SignupShape) => boolean, { error: string; path: string[] }] = [
  (value) => value.password === value.passwordConfirmation,
  { error: messages.passwordMismatch, path: ["passwordConfirmation"] },
];

/** The API's body: exactly these attributes, nothing else (roles, status and tenant are not for the public to set). */
export const OrganizationSignupSchema = z.object(signupFields).strict().refine(...passwordsMatch);

/** The page's form: the same fields plus the hidden key that makes a double submit harmless. */
export const OrganizationSignupFormSchema = z
  .object({ ...signupFields, idempotencyKey: z.string().trim().min(8).max(100).optional() })
  .refine(...passwordsMatch);

export type OrganizationSignupInput = z.infer<typeof OrganizationSignupSchema>;
