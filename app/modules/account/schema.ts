import { z } from "zod";
import { apiMessages } from "~/lib/api-messages";
import { emailField, messages } from "~/lib/validation";
import { supportedLanguages } from "~/modules/i18n/languages";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/modules/auth/password-policy";
import { COLOR_MODES } from "~/modules/theme/color-mode";
import { FONT_SIZES, SHAPES } from "~/modules/theme/appearance";

/*
 * The forms of the volunteer's own account (one schema per form, shared by the
 * component and the action) and the bodies of the account API calls
 * (snake_case, strict: nothing else rides along).
 */

const newPassword = () =>
  z
    .string({ error: messages.required })
    .min(PASSWORD_MIN_LENGTH, { error: messages.minLength(PASSWORD_MIN_LENGTH) })
    .max(PASSWORD_MAX_LENGTH, { error: messages.maxLength(PASSWORD_MAX_LENGTH) });

const name = (max = 100) => z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(max, { error: messages.maxLength(max) });
const optionalText = (max: number) => z.string().trim().max(max, { error: messages.maxLength(max) }).optional();
/** A checkbox: "on" when ticked, absent otherwise. */
const checkbox = () => z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

export const SignupSchema = z
  .object({
    firstName: name(),
    lastName: name(),
    email: emailField(),
    password: newPassword(),
    passwordConfirmation: z.string({ error: messages.required }),
    acceptTerms: z.literal("on", { error: "profile:signup.acceptTermsRequired" }),
  })
  .refine((value) => value.password === value.passwordConfirmation, { error: messages.passwordMismatch, path: ["passwordConfirmation"] });

export const RegistrationBodySchema = z.object({
  data: z.object({
    type: z.enum(["registrations", "users", "user"]),
    attributes: z
      .object({
        first_name: name(),
        last_name: name(),
        email: emailField(),
        password: z.string(),
        password_confirmation: z.string(),
        accept_terms: z.literal(true, { error: apiMessages.acceptTerms }),
        locale: z.enum(supportedLanguages, { error: messages.languageNotOffered }).optional(),
      })
      .strict(),
  }),
});

export const GENDERS = ["male", "female", "other"] as const;

export const PersonalDataSchema = z.object({
  firstName: name(),
  lastName: name(),
  phoneNumber: optionalText(40),
  jobTitle: optionalText(120),
  gender: z.enum(GENDERS, { error: messages.invalid }).optional(),
});

export const EmailChangeSchema = z.object({
  email: emailField(),
  currentPassword: z.string({ error: messages.required }).min(1, { error: messages.required }),
});

export const EmailChangeBodySchema = z
  .object({ email: emailField(), current_password: z.string().min(1, { error: messages.required }) })
  .strict();

export const EmailConfirmBodySchema = z.object({ token: z.string().min(1, { error: messages.required }) }).strict();

export const NOTIFICATION_KINDS = ["applicationUpdates", "newVacancies", "newsletter", "newMessages"] as const;

export const SettingsSchema = z.object({
  locale: z.enum(["nl", "en"], { error: messages.invalid }).optional(),
  applicationUpdates: checkbox(),
  newVacancies: checkbox(),
  newsletter: checkbox(),
  newMessages: checkbox(),
});

export const SettingsBodySchema = z
  .object({
    locale: z.enum(supportedLanguages, { error: messages.languageNotOffered }).optional(),
    notification_settings: z
      .object({ application_updates: z.boolean(), new_vacancies: z.boolean(), newsletter: z.boolean(), new_messages: z.boolean() })
      .partial()
      .strict()
      .optional(),
    /** The user's own appearance (sidebar Customize, decision 048); keys left out keep their value. */
    appearance: z
      .object({ color_mode: z.enum(COLOR_MODES), shape: z.enum(SHAPES), font_size: z.enum(FONT_SIZES) })
      .partial()
      .strict()
      .optional(),
  })
  .strict();

/** spec §3 digest days: 0 = Sunday … 6 = Saturday; the form sends the ticked boxes. */
export const DigestSchema = z.object({
  digestDays: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.coerce.number().int().min(0, { error: messages.invalid }).max(6, { error: messages.invalid })).max(7),
  ),
});

export const DeleteAccountSchema = z.object({
  password: z.string({ error: messages.required }).min(1, { error: messages.required }),
  understood: z.literal("on", { error: "profile:delete.understoodRequired" }),
});

export const DeleteAccountBodySchema = z.object({ password: z.string().min(1, { error: messages.required }) }).strict();

export const ReadRepliesBodySchema = z.object({ ids: z.array(z.guid()).max(100) }).strict();
