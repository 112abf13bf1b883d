import type { RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { codeMessages, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { NOTIFICATION_KINDS } from "~/modules/account/schema";

/*
 * Shared by the account pages: the toast after a save, and how API 422/429
 * answers land on their forms (a field when the pointer names one).
 */

export const apiOf = (context: Readonly<RouterContextProvider>) => context.get(apiContext);

export function flashSuccess(context: Readonly<RouterContextProvider>, key: string, options: Record<string, unknown> = {}) {
  const t = context.get(i18nContext).t;
  context.get(sessionContext).flash("toast", { color: "success", message: String(t(key, options)) });
}

const ACCOUNT_CODES = ["invalid_password", "same_email", "taken", "last_admin", "too_many_attempts", "invalid_token", "too_short", "confirmation"];

/**
 * The account forms show the API's 422 and 429 (too many attempts) with the API's status, at the field the
 * pointer's last segment names (`/data/attributes/first_name`, `/current_password`); error codes with their own
 * words in profile.json (apiErrors.<code>).
 */
export const ACCOUNT_FORM_ERRORS = { message: codeMessages("profile:apiErrors", ACCOUNT_CODES), statuses: [422, 429] } satisfies ApiFormErrorOptions;

/**
 * The sign-up form, for visitors: as the account forms, with words for a website that has no volunteer center to sign
 * up with (no_center), and the page's own words for any other refusal — a visitor never reads the API's English.
 */
export const SIGNUP_FORM_ERRORS = {
  ...ACCOUNT_FORM_ERRORS,
  message: codeMessages("profile:apiErrors", [...ACCOUNT_CODES, "no_center"], "profile:signup.refused"),
} satisfies ApiFormErrorOptions;

/**
 * The settings form. The API refuses a language the center does not offer (language_not_offered) only when the page
 * shows no language choice: the center stopped offering English after the page was loaded (the page comes back
 * without the choice), or a tampered form. So it is said above the form, in the page's words; the notification boxes
 * keep their own fields.
 */
export const SETTINGS_FORM_ERRORS = {
  ...ACCOUNT_FORM_ERRORS,
  fields: NOTIFICATION_KINDS,
  message: (error) => (error.code === "language_not_offered" ? "profile:edit.settings.languageNotOffered" : ACCOUNT_FORM_ERRORS.message(error)),
} satisfies ApiFormErrorOptions;
