import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { asApiError } from "~/modules/api-client/client.server";
import { fieldOfPointer } from "~/modules/vacancies/manage-schema";

/** API error codes the form explains in its own words; other messages are shown as the API gave them. */
const KNOWN_CODES = ["expires_in_past", "invalid_transition", "invalid_contact_person", "invalid_organization"];

/**
 * A 422 of the API on the form: each error with a `source.pointer` on its
 * field, the rest above the form. Anything else is thrown on.
 */
export function replyWithApiErrors<T>(submission: Submission<T>, thrown: unknown, fields: readonly string[]) {
  const error = asApiError(thrown);
  if (!error || error.status !== 422) throw thrown;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const e of error.errors) {
    const message = KNOWN_CODES.includes(e.code) ? `manage:apiErrors.${e.code}` : e.detail || e.title;
    const field = fieldOfPointer(e.source?.pointer);
    if (field && fields.includes(field)) (fieldErrors[field] ??= []).push(message);
    else formErrors.push(message);
  }
  return data(submission.reply({ fieldErrors, formErrors }), { status: 422 });
}
