import { parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { keepServerErrors } from "./server-errors";

/*
 * useZodForm's settings (validation when a field loses focus, spec §5) for the public forms whose JavaScript at start
 * must stay small (issue 10, decision 054): zod and the schema are not in the page's start-up code. The browser's
 * constraints (required, lengths, patterns) come with the loader's data, computed on the server from the same schema
 * (getZodConstraint); the schema's check is loaded when the visitor first moves into the form, or at once when the
 * page shows the answer to a post. A field that loses focus before it has arrived is checked when it arrives; a submit
 * before then goes to the action, which checks every post, as it does without JavaScript.
 */

export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/** A form's check in the browser: parseWithZod with its schema. */
export type FormValidator<Output> = (formData: FormData) => Submission<Output>;

/** Loads a form's check (a dynamic import); stable for as long as the same check applies. */
export type LoadValidator<Output> = () => Promise<FormValidator<Output>>;

/**
 * The submission while the check is not there: a submit is let through to the action; a field's check (an intent)
 * reports no errors and sends nothing.
 */
export function uncheckedSubmission(formData: FormData) {
  return parse(formData, { resolve: () => ({ value: undefined }) });
}

export function useLazyForm<Input extends Record<string, unknown>, Output>(options: {
  constraint: FormConstraint;
  loadValidator: LoadValidator<Output>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  id?: string;
  /** Values an edit form starts with. */
  defaultValue?: Record<string, unknown>;
}) {
  const { constraint, loadValidator, lastResult } = options;
  const latestLoader = useRef(loadValidator);
  latestLoader.current = loadValidator;
  // The check with the loader it came from: another loader (other questions) needs its own check.
  const loaded = useRef<{ from: LoadValidator<Output>; validate: FormValidator<Output> } | null>(null);
  const loading = useRef<LoadValidator<Output> | null>(null);

  const [form, fields] = useForm<Input, Output>({
    lastResult,
    id: options.id,
    defaultValue: options.defaultValue as never,
    constraint,
    onValidate: ({ formData }) => {
      const current = loaded.current;
      return keepServerErrors((current && current.from === latestLoader.current ? current.validate(formData) : uncheckedSubmission(formData)) as Submission<Output>, lastResult);
    },
    shouldValidate: "onBlur",
    // Checked again when it loses focus too, never while typing (as useZodForm).
    shouldRevalidate: "onBlur",
  });

  const latestForm = useRef(form);
  latestForm.current = form;
  useEffect(() => {
    // Fields that lost focus while the check was on its way: checked when it arrives.
    const missed = new Set<string>();
    const load = () => {
      const from = latestLoader.current;
      if (loaded.current?.from === from || loading.current === from) return;
      loading.current = from;
      from()
        .then(
          (validate) => {
            loaded.current = { from, validate };
            for (const name of missed) latestForm.current.validate({ name });
            missed.clear();
          },
          // Not loaded (offline, a new deployment): the action still checks; the next focus tries again.
          () => undefined,
        )
        .finally(() => {
          if (loading.current === from) loading.current = null;
        });
    };
    const left = (event: FocusEvent) => {
      const name = (event.target as { name?: unknown } | null)?.name;
      if (typeof name === "string" && name && loaded.current?.from !== latestLoader.current) missed.add(name);
    };
    // Errors on the page: a field that loses focus must be checked, not have them cleared.
    if (lastResult) load();
    const element = document.getElementById(form.id);
    element?.addEventListener("focusin", load);
    element?.addEventListener("focusout", left);
    return () => {
      element?.removeEventListener("focusin", load);
      element?.removeEventListener("focusout", left);
    };
  }, [form.id, lastResult, loadValidator]);

  return [form, fields] as const;
}
