import { z } from "zod";

/*
 * Zod messages are translation keys of the `errors` namespace, optionally
 * with a count: "validation.minLength:8". Forms translate them in the
 * visitor's language (spec §5: default message sets in nl and en).
 */
export const messages = {
  required: "validation.required",
  email: "validation.email",
  url: "validation.url",
  invalid: "validation.invalid",
  passwordMismatch: "validation.passwordMismatch",
  slugFormat: "validation.slugFormat",
  slugReserved: "validation.slugReserved",
  minLength: (count: number) => `validation.minLength:${count}`,
  maxLength: (count: number) => `validation.maxLength:${count}`,
} as const;

export function parseMessage(message: string): { key: string; count?: number } {
  const [key, count] = message.split(":");
  return count !== undefined && /^\d+$/.test(count) ? { key: key!, count: Number(count) } : { key: message };
}

/** A required, trimmed text field. */
export const requiredText = (max = 255) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(max, { error: messages.maxLength(max) });

export const emailField = () =>
  requiredText(254).pipe(z.email({ error: messages.email }));

/**
 * Who responds to a vacancy or signs up for an activity's date without an account: name, e-mail, an optional
 * phone number and the idempotency key that makes a retried submit the same response (spread into a schema).
 */
export const contactShape = () => ({
  name: requiredText(200),
  email: emailField(),
  phoneNumber: z
    .string()
    .trim()
    .max(30, { error: messages.maxLength(30) })
    .regex(/^[+()\d\s-]*$/, { error: messages.invalid })
    .optional(),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
