import { messages } from "~/lib/validation-messages";

/** Rules for a new password; shared by the API and the forms' schemas. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A problem with a new password. Its detail is a message key of the `errors` namespace, as the forms' schemas give
 * (newPassword in app/modules/account/schema.ts): the API says it in the request's language (messageText).
 */
export type PasswordProblem = { field: "password" | "password_confirmation"; code: string; detail: string };

export function passwordProblems(password: unknown, confirmation: unknown): PasswordProblem[] {
  if (typeof password !== "string" || password === "") {
    return [{ field: "password", code: "blank", detail: messages.required }];
  }
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push({ field: "password", code: "too_short", detail: messages.minLength(PASSWORD_MIN_LENGTH) });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push({ field: "password", code: "too_long", detail: messages.maxLength(PASSWORD_MAX_LENGTH) });
  }
  if (confirmation !== password) {
    problems.push({ field: "password_confirmation", code: "confirmation", detail: messages.passwordMismatch });
  }
  return problems;
}
