import { z } from "zod";
import { dateMessages, messages } from "./validation-messages";

// The messages in a module without zod, for the browser's forms (issue 10).
export { dateMessages, messages, parseMessage } from "./validation-messages";

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

/** A wall-clock moment as `<input type="datetime-local">` sends it: YYYY-MM-DDTHH:MM, no seconds, no offset. */
const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A day as `<input type="date">` sends it: YYYY-MM-DD, and a day that exists (no 2026-02-31). Every page's date field
 * says anything else in the same words as the activity calendar and /analytics ('Vul een geldige datum in
 * (jjjj-mm-dd).'); a schema the API also answers with passes its own message, which the API keeps.
 */
export const dateField = (error: string = dateMessages.invalidDate) => z.iso.date({ error });

/** Whether a typed value is a day dateField takes (the GET filters that say their own mistakes). */
export const isDay = (value: string) => dateField().safeParse(value).success;

/**
 * A wall-clock moment as `<input type="datetime-local">` sends it (LOCAL_DATE_TIME_PATTERN, on a day that exists).
 * One check, not an aborting one: a form's checks between fields still run beside its message.
 */
export const dateTimeField = (error: string = dateMessages.invalidDateTime) =>
  z.string().refine((value) => LOCAL_DATE_TIME_PATTERN.test(value) && isDay(value.slice(0, 10)), { error });

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
