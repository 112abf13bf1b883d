import type { Submission } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";

/*
 * Shared by the account pages: the toast after a save, and API 422/429
 * answers mapped onto the form (a field when the pointer names one).
 */

export const apiOf = (context: Readonly<RouterContextProvider>) => context.get(apiContext);

export function flashSuccess(context: Readonly<RouterContextProvider>, key: string, options: Record<string, unknown> = {}) {
  const t = context.get(i18nContext).t;
  context.get(sessionContext).flash("toast", { color: "success", message: String(t(key, options)) });
}

/** Error codes with their own words in profile.json (apiErrors.<code>). */
const KNOWN_CODES = ["invalid_password", "same_email", "taken", "last_admin", "too_many_attempts", "invalid_token", "too_short", "confirmation"];

/** Pointer → form field: `/data/attributes/first_name` or `/current_password` → firstName / currentPassword. */
export function fieldOfPointer(pointer: string | undefined): string | undefined {
  const last = pointer?.split("/").filter(Boolean).at(-1);
  return last?.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
}

export function replyWithApiErrors<T>(submission: Submission<T>, thrown: unknown, fields: readonly string[], hideFields: string[] = []) {
  const error = asApiError(thrown);
  if (!error || (error.status !== 422 && error.status !== 429)) throw thrown;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const e of error.errors) {
    const message = KNOWN_CODES.includes(e.code) ? `profile:apiErrors.${e.code}` : e.detail || e.title;
    const field = fieldOfPointer(e.source?.pointer);
    if (field && fields.includes(field)) (fieldErrors[field] ??= []).push(message);
    else formErrors.push(message);
  }
  return data(submission.reply({ fieldErrors, formErrors, hideFields }), { status: error.status });
}
