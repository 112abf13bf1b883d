import type { Submission, SubmissionResult } from "@conform-to/react";

// No zod here: useLazyForm uses this too, and its pages load it with their start-up code (issue 10).

type Values = SubmissionResult["initialValue"];

/** A field's value by its conform name (`email`, `contact.email`, `tags[0]`) in a form's values. */
function valueAt(values: unknown, name: string): unknown {
  let value = values;
  for (const key of name.match(/[^.[\]]+/g) ?? []) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A value as the server sends the posted values back (conform's reply): no empty texts, lists or groups, no files (they
 * do not come back).
 */
function posted(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(posted);
  if (typeof value === "object" && value !== null && !(value instanceof Blob)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, posted(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value === "" || value === null || value instanceof Blob ? undefined : value;
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return a === b;
}

/** The errors of the last post at fields the browser finds nothing wrong with and that still hold what was posted. */
function unchangedServerErrors(submission: Submission<unknown, string[], unknown>, lastResult: SubmissionResult<string[]> | null | undefined) {
  const own = submission.status === "success" ? null : submission.error;
  const initialValue: Values = lastResult?.initialValue;
  const kept: Record<string, string[]> = {};
  for (const [name, errors] of Object.entries(lastResult?.error ?? {})) {
    if (!name || !errors?.length || own?.[name]) continue;
    if (same(posted(valueAt(submission.payload, name)), valueAt(initialValue, name))) kept[name] = errors;
  }
  return kept;
}

/**
 * The browser's check of a form (onValidate), keeping what only the server found. A field's check when it loses focus
 * reports the errors of the whole form, and conform drops every error it does not report: an error of the last post
 * the browser's schema cannot find (an expiry date in the past, an e-mail address in use) went at the next blur of any
 * field, while the error summary still listed it. Such an error stays while its field holds the value that was posted;
 * once the visitor changes it, the browser's check decides, and if they change it back, it is back. A submit the
 * browser finds nothing wrong with still goes to the server, which checks it again.
 */
export function keepServerErrors<S extends Submission<unknown, string[], unknown>>(submission: S, lastResult: SubmissionResult<string[]> | null | undefined): S {
  // null: the check could not say yet (conform's VALIDATION_UNDEFINED), and conform reports nothing.
  if (submission.status === "success" || submission.error === null) return submission;
  const kept = unchangedServerErrors(submission, lastResult);
  if (Object.keys(kept).length === 0) return submission;
  return {
    ...submission,
    error: { ...submission.error, ...kept },
    reply: (options?: Parameters<S["reply"]>[0]) => {
      const result = submission.reply(options);
      return { ...result, error: { ...result.error, ...kept } };
    },
  };
}
