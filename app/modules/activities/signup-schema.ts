import { z } from "zod";
import { emailField, messages } from "~/lib/validation";

/*
 * The sign-up form of an activity's occurrence (issue 14, decision 040), shared by the page and
 * POST /activity_occurrences/{id}/signups. Messages are translation keys of the errors namespace.
 */
export const SignupSchema = z.object({
  name: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(200, { error: messages.maxLength(200) }),
  email: emailField(),
  phoneNumber: z
    .string()
    .trim()
    .max(30, { error: messages.maxLength(30) })
    .regex(/^[+()\d\s-]*$/, { error: messages.invalid })
    .optional(),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export type SignupInput = z.infer<typeof SignupSchema>;
