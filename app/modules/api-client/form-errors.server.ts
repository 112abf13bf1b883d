import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { camelCase } from "~/lib/case";
import { apiFieldErrors, asApiError, lastSegmentField, type ApiErrorItem } from "./client.server";

/*
 * An API refusal shown on the conform form that caused it: each error at the field its pointer names, the rest
 * above the form. Every page's action catches its API call into this, so the pages differ only in their options.
 */

export type ApiFormErrorOptions = {
  /** The form's fields: an error pointing anywhere else is the form's. Left out, any field a pointer names is one. */
  fields?: readonly string[];
  /** Pointer → form field; by default the pointer's last segment, camelCased. */
  fieldOf?: (pointer: string | undefined) => string | null | undefined;
  /** The words of an error (a code's own translation key); by default its detail, else its title. */
  message?: (error: ApiErrorItem) => string;
  /** Fields the reply leaves out of the values it sends back (passwords). */
  hideFields?: string[];
  /** The statuses shown on the form (with their own status); anything else is thrown on. */
  statuses?: readonly number[];
};

/** The name of the hidden field a form sends its Idempotency-Key in. */
const IDEMPOTENCY_KEY = "idempotencyKey";

/** The API's words for an error: its detail, else its title. */
export const apiMessage = (error: ApiErrorItem) => error.detail || error.title;

/**
 * Codes with the translation keys of their own words (code → key); the rest in the words of the key `otherwise` where
 * a page gives one (a page for visitors, which must never show the API's English), else the API's.
 */
export const codeKeys =
  (keys: Readonly<Record<string, string>>, otherwise?: string) =>
  (error: ApiErrorItem): string =>
    Object.hasOwn(keys, error.code) ? keys[error.code]! : (otherwise ?? apiMessage(error));

/** Codes with their own words under `prefix` (`${prefix}.${code}`); the rest as codeKeys says. */
export const codeMessages = (prefix: string, codes: readonly string[], otherwise?: string) =>
  codeKeys(Object.fromEntries(codes.map((code) => [code, `${prefix}.${code}`])), otherwise);

/** `/data/attributes/x` → x; a relationship `/data/relationships/x` → `xId` (as readAttributes reads it); else none. */
export function attributeOrRelationshipField(pointer: string | undefined): string | null {
  const parts = pointer?.split("/").filter(Boolean) ?? [];
  if (parts[0] !== "data" || !parts[2]) return null;
  if (parts[1] === "attributes") return camelCase(parts[2]);
  return parts[1] === "relationships" ? `${camelCase(parts[2])}Id` : null;
}

/** A 422 of the API (or another of `statuses`) as the form's reply with that status; anything else is thrown on. */
export function replyWithApiErrors<T>(submission: Submission<T>, thrown: unknown, options: ApiFormErrorOptions = {}) {
  const { fields, message = apiMessage, hideFields, statuses = [422] } = options;
  const error = asApiError(thrown);
  if (!error || !statuses.includes(error.status)) throw thrown;
  const pointed = options.fieldOf ?? lastSegmentField;
  const fieldOf = (pointer: string | undefined) => {
    const field = pointed(pointer);
    // A form's idempotency key is a hidden field, with nowhere to show an error: its errors are the form's.
    return field && field !== IDEMPOTENCY_KEY && (!fields || fields.includes(field)) ? field : null;
  };
  const fieldErrors = apiFieldErrors(error, { fieldOf, message });
  const formErrors = error.errors.filter((e) => !fieldOf(e.source?.pointer)).map(message);
  // A key the API refused as used for another request (a tampered form, or one carried over from another page) is not
  // sent back: the form comes back with the page's fresh key, so sending it again works.
  const keyReused = error.errors.some((e) => e.code === "idempotency_key_reused");
  return data(submission.reply({ fieldErrors, formErrors, hideFields: keyReused ? [...(hideFields ?? []), IDEMPOTENCY_KEY] : hideFields }), { status: error.status });
}

/**
 * A post the page's own schema refused: errors of names the page has no field for (a tampered hidden value: an
 * intent, a status) are said above its form, as replyWithApiErrors does for the API's; `fields` keep theirs.
 */
export function replyWithFieldlessErrors<T>(submission: Exclude<Submission<T>, { status: "success" }>, fields: readonly string[] = []) {
  const errors = Object.entries(submission.error ?? {}) as Array<[string, string[] | null]>;
  const formErrors = [...new Set(errors.flatMap(([name, messages]) => (fields.includes(name) ? [] : (messages ?? []))))];
  return data(submission.reply({ formErrors }), { status: 400 });
}
