import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { keepServerErrors } from "./server-errors";

/**
 * conform with the house settings: the zod schema of the action, constraints
 * for the browser, validation when a field loses focus — not on input (spec §5).
 */
export function useZodForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  /** Values an edit form starts with. */
  options: { id?: string; defaultValue?: Record<string, unknown> } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    id: options.id,
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => keepServerErrors(parseWithZod(formData, { schema }), lastResult),
    shouldValidate: "onBlur",
    // Checked again when it loses focus too, never while typing; ErrorSpace keeps the button in place. Not on the
    // press of the submit button, though: it would move before the release (useSubmitPressKeepsFocus, decision 062).
    shouldRevalidate: "onBlur",
  });
}
