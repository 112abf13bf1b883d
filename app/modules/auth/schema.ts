import { z } from "zod";
import { emailField, messages } from "~/lib/validation";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy";

/** One schema per form, shared by the component (on-blur validation) and the action. */
export const LoginSchema = z.object({
  email: emailField(),
  password: z.string({ error: messages.required }).min(1, { error: messages.required }),
  redirectTo: z.string().optional(),
});

export const RecoverSchema = z.object({
  email: emailField(),
});

export const ResetPasswordSchema = z
  .object({
    resetPasswordToken: z.string({ error: messages.invalid }).min(1, { error: messages.invalid }),
    password: z
      .string({ error: messages.required })
      .min(PASSWORD_MIN_LENGTH, { error: messages.minLength(PASSWORD_MIN_LENGTH) })
      .max(PASSWORD_MAX_LENGTH, { error: messages.maxLength(PASSWORD_MAX_LENGTH) }),
    passwordConfirmation: z.string({ error: messages.required }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: messages.passwordMismatch,
    path: ["passwordConfirmation"],
  });
