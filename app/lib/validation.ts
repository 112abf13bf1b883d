import { z } from "zod";
import { messages } from "./validation-messages";

// The messages in a module without zod, for the browser's forms (issue 10).
export { messages, parseMessage } from "./validation-messages";

/** A phone number as people write it: digits, spaces, +, ( ) and - (every form that asks for one, and the API). */
const PHONE_PATTERN = /^[+()\d\s-]*$/;
/** A Dutch postcode: four digits, an optional space, two letters ("7311 AA", "7311aa"). */
export const POSTCODE_PATTERN = /^\d{4}\s?[a-z]{2}$/i;

/** A trimmed phone number of at most `max` characters, written as PHONE_PATTERN allows (blank passes: optional or nullable as the caller says). */
export const phoneText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.maxLength(max) })
    .regex(PHONE_PATTERN, { error: messages.phone });

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
  phoneNumber: phoneText(30).optional(),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
