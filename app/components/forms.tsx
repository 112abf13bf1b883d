import { createContext, useContext, useEffect, useId, useLayoutEffect, useState, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/modules/i18n/use-translation";
import { parseMessage } from "~/lib/validation-messages";
import { controlClass } from "./ui/control";

// In a module of its own: pages that only need the fields (useLazyForm's) do not load zod at start (issue 10).
export { useZodForm } from "./zod-form";

/*
 * The one accessible field wrapper: a label, a required marker or an
 * "optional" label, the errors announced and tied to the input with
 * aria-invalid / aria-describedby.
 */

export function useErrorText() {
  const { t } = useTranslation("errors");
  return (message: string) => {
    const { key, count } = parseMessage(message);
    return t(key, { count, defaultValue: message });
  };
}

export function ErrorList({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
  const errorText = useErrorText();
  const list = (errors ?? []).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <ul id={id} className="mt-1 flex flex-col gap-1 text-sm text-danger">
      {list.map((error) => (
        <li key={error}>{errorText(error)}</li>
      ))}
    </ul>
  );
}

/**
 * A check box's or a group's errors, in room kept for one line also while there are none. Such an error shows, or
 * goes, on the blur of pressing what is below the box: without the room that would move under the pointer and the
 * click land elsewhere (ErrorSpace keeps a text field's room once its error goes; a check box keeps it always).
 */
export function ReservedErrorList({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
  return (
    <div className="min-h-6" data-error-room="">
      <ErrorList id={id} errors={errors} />
    </div>
  );
}

/** The answer of the form's last post as the summary reads it: conform's SubmissionResult (submission.reply()). */
export type SummaryResult = { status?: string; error?: SummaryErrors } | null | undefined;
type SummaryErrors = Record<string, readonly string[] | null | undefined>;

/**
 * What FormErrors needs for an error summary (decision 062): the form's id (a field's id is `${formId}-${name}`, as
 * conform's) and the answer of the last post. The labels are the form's FieldLabels. `message`: the text of a
 * message as the form's fields show it, for a form with messages of its own (the media forms' `media:…`, the design
 * editor's `design:…`, which may name the field: `name` is the field's).
 */
export type ErrorSummarySource = { formId: string; result: SummaryResult; message?: (message: string, name: string) => string };

type Labels = Readonly<Record<string, string>>;

/**
 * The form (conform's metadata: its id, its error element's id, its form-level errors) and its last post's answer:
 * given to FieldLabels, the form's errors and the error summary come first in the form, as every form shows them.
 */
export type FormSummary = {
  form: { id: string; errorId: string; errors?: readonly string[] | null };
  result: SummaryResult;
  message?: ErrorSummarySource["message"];
};
const FieldLabelsContext = createContext<Labels>({});
/** The name of the field that has the focus of a refused post in a form that shows no box (decision 081). */
const RefusedFieldContext = createContext<string | undefined>(undefined);

/**
 * A form's field description: each field's label by its name, in the form's order, given once around the form's
 * content. The error summary lists the fields in error by it, and every field given no label of its own takes its
 * label from it by its name, so a label is written once (decision 062). It is known before anything renders: without
 * JavaScript the page renders once, top to bottom, and the summary above the fields cannot wait for them to name
 * themselves. With `summary` it renders the form's errors and the error summary (FormErrors) first.
 */
export function FieldLabels({ labels, summary, children }: { labels: Labels; summary?: FormSummary; children: React.ReactNode }) {
  // Only in the server's HTML and the render that hydrates it: see refusedField.
  const hydrated = useHydrated();
  return (
    <FieldLabelsContext value={labels}>
      {summary ? (
        <FormErrors
          id={summary.form.errorId}
          errors={summary.form.errors}
          summary={{ formId: summary.form.id, result: summary.result, message: summary.message }}
        />
      ) : null}
      <RefusedFieldContext value={hydrated ? undefined : refusedField(summary, labels)}>{children}</RefusedFieldContext>
    </FieldLabelsContext>
  );
}

/**
 * The field that has the focus after a post the server refused when no box says so (decision 081): a form of one field
 * shows its error beside the field only (decision 062), so without JavaScript the field itself takes the focus as the
 * page loads, as the box does in other forms (decision 080). None when a box is shown: the box has it. Given only
 * until hydration: React calls focus() for a control's autoFocus whenever one mounts on the client, and a field
 * mounted anew after a post sent with JavaScript (a re-keyed or newly shown field) would take the focus from conform's.
 */
function refusedField(summary: FormSummary | undefined, labels: Labels) {
  if (!summary || summary.result?.status !== "error" || (summary.form.errors ?? []).some(Boolean)) return undefined;
  if (summaryFields({ formId: summary.form.id, result: summary.result }, labels).length > 0) return undefined;
  const errors = summary.result.error ?? {};
  return Object.keys(labels).find((name) => errorsOf(errors, name).some(Boolean));
}

/** `autoFocus` for the field of this name when it is the field of a refused post (refusedField), else undefined. */
export function useRefusedFieldFocus(name: string | undefined) {
  const refused = useContext(RefusedFieldContext);
  return name !== undefined && refused === name ? true : undefined;
}

/** A field's label: the one it is given, else its form's FieldLabels' by its name. */
export function useFieldLabel(name: string | undefined, label?: string) {
  const labels = useContext(FieldLabelsContext);
  const found = label ?? (name === undefined ? undefined : labels[name]);
  if (found === undefined) throw new Error(`The field "${name}" has no label: give it one, or its form's FieldLabels`);
  return found;
}

/**
 * A field's errors in the post's answer: its own, then its items' (`tags[0]`, a check box group's value not offered;
 * `skills[1]`, one word of a list too long). A group is one field to the visitor: one entry, one link.
 */
function errorsOf(errors: SummaryErrors, name: string) {
  const items = Object.keys(errors).filter((key) => key.startsWith(`${name}[`) || key.startsWith(`${name}.`));
  return [name, ...items].flatMap((key) => errors[key] ?? []);
}

/** The fields the last post found in error, in the form's order: none for a form of one field (its error is beside it). */
function summaryFields(summary: ErrorSummarySource | undefined, labels: Labels) {
  if (!summary || summary.result?.status !== "error" || Object.keys(labels).length < 2) return [];
  const errors = summary.result.error ?? {};
  return Object.entries(labels).flatMap(([name, label]) => {
    const message = errorsOf(errors, name).find(Boolean);
    return message ? [{ href: `#${summary.formId}-${name}`, name, label, message }] : [];
  });
}

/**
 * The focus for a post the server refused, on the box that says so (decision 080): without JavaScript the page comes
 * back whole and nothing else moves the focus, so a keyboard or screen-reader user would start at the top of the page
 * and a role="alert" present at load is not reliably read. The HTML `autofocus` attribute, which React writes only in
 * the server's HTML, has the browser focus the box as the page loads. On the client React sets no such attribute and
 * focuses only a control (button, input, select, textarea) for autoFocus, never a box: with JavaScript conform's focus
 * on the first field in error stays, and a page hydrated after a post sent before hydration keeps the box's focus.
 */
export const refusedPostFocus = { tabIndex: -1, autoFocus: true } as const;

/**
 * Form-level errors, and with `summary` the error summary of the last post (GOV.UK / NL Design System): "not sent, N
 * fields need attention" and a link to each field with its label and message. Rendered with the page, so a visitor
 * without JavaScript sees at the top what the post found; it shows what that post found until the next one.
 */
export function FormErrors({ id, errors, summary }: { id?: string; errors?: readonly string[] | null; summary?: ErrorSummarySource }) {
  const { t } = useTranslation("errors");
  const errorText = useErrorText();
  const headingId = useId();
  const fields = summaryFields(summary, useContext(FieldLabelsContext));
  // The form's own text of a message where it has one, else the shared one.
  const textOf = (message: string, name: string) => {
    const own = summary?.message?.(message, name);
    return own !== undefined && own !== message ? own : errorText(message);
  };
  const formErrors = (errors ?? []).filter(Boolean);
  if (formErrors.length === 0 && fields.length === 0) return null;
  return (
    <div
      role="alert"
      id={id}
      {...refusedPostFocus}
      aria-labelledby={fields.length > 0 ? headingId : undefined}
      data-error-summary={fields.length > 0 ? "" : undefined}
      className="rounded-md border border-danger/40 bg-danger/10 p-3 text-sm text-danger"
    >
      {fields.length > 0 ? (
        <h2 id={headingId} className="text-base font-semibold">
          {t("summary.title", { count: fields.length })}
        </h2>
      ) : (
        <p className="font-semibold">{t("generic.formContainsErrors")}</p>
      )}
      <ErrorList errors={formErrors} />
      {fields.length > 0 ? (
        <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
          {fields.map((field) => (
            <li key={field.href}>
              <a href={field.href} onClick={focusField} className="underline">
                {t("summary.item", { label: field.label, message: textOf(field.message, field.name) })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A summary link's click with JavaScript: its field gets the focus, with what names it (label, or a group's legend)
 * in view, as GOV.UK's summary does. Left to the browser, the fragment's navigation is also the router's, which drops
 * the post's answer: the summary went at the first click. Without JavaScript the fragment leads to the field.
 */
function focusField(event: React.MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(event.currentTarget.hash.slice(1));
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  (captionOf(field) ?? field).scrollIntoView({ block: "start" });
}

/** The label of a field, the legend of a group of boxes (its first box is the one linked), the editor's labelling element. */
function captionOf(field: HTMLElement): HTMLElement | null {
  if (field instanceof HTMLInputElement && field.form?.elements.namedItem(field.name) instanceof RadioNodeList) {
    const legend = field.closest("fieldset")?.querySelector("legend");
    if (legend) return legend;
  }
  const labelledBy = field.getAttribute("aria-labelledby")?.split(" ")[0];
  if (labelledBy) return document.getElementById(labelledBy);
  return "labels" in field ? ((field as HTMLInputElement).labels?.[0] ?? null) : null;
}

/**
 * A group's or a list's errors as its field shows them: its own and its items' (conform's `allErrors`: `tags[0]`, a
 * value not offered; `skills[1]`, one word too long), each once.
 */
export const fieldAndItemErrors = (allErrors: Record<string, string[]>) => [...new Set(Object.values(allErrors).flat())];

/**
 * The id of a box or radio of a group: the first one has the group's own id (conform's `${formId}-${name}`), which the
 * error summary links to (decision 062); the others keep theirs.
 */
export const groupOptionId = (groupId: string, optionId: string, index: number) => (index === 0 ? groupId : optionId);

/** The wiring every labelled control shares: its id, the hint and error ids, aria attributes. */
function useControl<P extends { id?: string; required?: boolean }>(props: P, hint: string | undefined, errors: readonly string[] | null | undefined) {
  const fallbackId = useId();
  // conform's props carry a `key`; React must not get it through a spread.
  const { key: _key, ...attributes } = props as P & { key?: string };
  const id = attributes.id ?? fallbackId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasErrors = !!errors && errors.length > 0;
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(" ") || undefined;
  // A field's own autoFocus stays (a step form's first field).
  const autoFocus = useRefusedFieldFocus((attributes as { name?: string }).name) ?? (attributes as { autoFocus?: boolean }).autoFocus;
  return {
    attributes,
    id,
    errorId,
    hintId,
    aria: { id, "aria-invalid": hasErrors || undefined, "aria-describedby": describedBy, autoFocus },
  };
}


/** A red asterisk for a required field, "(optioneel)" otherwise (spec §5). */
function RequiredMarker({ required }: { required?: boolean }) {
  const { t } = useTranslation();
  return required ? (
    <span className="text-danger" aria-hidden="true">
      *
    </span>
  ) : (
    <span className="text-sm font-normal text-muted">({t("optional")})</span>
  );
}

/** Label with the required marker or "optioneel", the hint, the control, the errors. */
function LabelledControl({
  id,
  label,
  required,
  hint,
  hintId,
  errors,
  errorId,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  hintId: string;
  errors?: readonly string[] | null;
  errorId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}{" "}
        <RequiredMarker required={required} />
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorList id={errorId} errors={errors} />
      <ErrorSpace shown={!!errors && errors.some(Boolean)} fieldId={id} errorId={errorId} />
    </div>
  );
}

/**
 * Keeps the room of a field's last error message once it is corrected, until
 * the field is focused again. A field re-validates when it loses focus (spec
 * §5), and that happens on the press of the button below it: without the room,
 * the button would move away between press and release and the click be lost.
 */
function ErrorSpace({ shown, fieldId, errorId }: { shown: boolean; fieldId: string; errorId: string }) {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const list = shown ? document.getElementById(errorId) : null;
    if (list) setHeight(list.getBoundingClientRect().height + 4);
  }, [shown, errorId]);
  useEffect(() => {
    if (shown || height === 0) return;
    const field = document.getElementById(fieldId);
    const release = () => setHeight(0);
    field?.addEventListener("focus", release);
    return () => field?.removeEventListener("focus", release);
  }, [shown, height, fieldId]);
  if (shown || height === 0) return null;
  return <div aria-hidden="true" data-error-space="" style={{ height }} />;
}

export function Field({
  label,
  hint,
  errors,
  inputProps,
}: {
  label?: string;
  hint?: string;
  errors?: readonly string[] | null;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { name: string };
}) {
  const control = useControl(inputProps, hint, errors);
  const text = useFieldLabel(inputProps.name, label);
  return (
    <LabelledControl label={text} required={control.attributes.required} hint={hint} errors={errors} {...control}>
      <input {...control.attributes} {...control.aria} className={controlClass} />
    </LabelledControl>
  );
}

/** Field's multi-line sibling: the same label, marker, hint and error wiring. */
export function TextareaField({
  label,
  hint,
  errors,
  textareaProps,
}: {
  label?: string;
  hint?: string;
  errors?: readonly string[] | null;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string };
}) {
  const control = useControl(textareaProps, hint, errors);
  const text = useFieldLabel(textareaProps.name, label);
  return (
    <LabelledControl label={text} required={control.attributes.required} hint={hint} errors={errors} {...control}>
      <textarea rows={5} {...control.attributes} {...control.aria} className={controlClass} />
    </LabelledControl>
  );
}

/** Field's choice sibling: a native select with the same label, marker, hint and error wiring. */
export function SelectField({
  label,
  hint,
  errors,
  selectProps,
  options,
  placeholder,
}: {
  label?: string;
  hint?: string;
  errors?: readonly string[] | null;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { name: string };
  options: ReadonlyArray<{ value: string; label: string }>;
  /** An empty first option ("no choice"). */
  placeholder?: string;
}) {
  const control = useControl(selectProps, hint, errors);
  const text = useFieldLabel(selectProps.name, label);
  return (
    <LabelledControl label={text} required={control.attributes.required} hint={hint} errors={errors} {...control}>
      <select {...control.attributes} {...control.aria} className={controlClass}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}

/** One checkbox with its label after it; errors tied to it like Field's. */
export function CheckboxField({
  label,
  hint,
  errors,
  inputProps,
}: {
  label?: string;
  hint?: string;
  errors?: readonly string[] | null;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { name: string };
}) {
  const { type: _type, ...props } = inputProps;
  const control = useControl(props, hint, errors);
  const text = useFieldLabel(inputProps.name, label);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input {...control.attributes} type="checkbox" {...control.aria} className="size-4 accent-primary" />
        <label htmlFor={control.id}>{text}</label>
      </div>
      {hint ? (
        <p id={control.hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {/* Only a box that must be ticked gets an error as the user goes: a list of optional switches stays compact. */}
      {props.required ? <ReservedErrorList id={control.errorId} errors={errors} /> : <ErrorList id={control.errorId} errors={errors} />}
    </div>
  );
}

/**
 * A group of radio buttons or checkboxes under one legend: the group gets the
 * required marker or "optional" label and the errors, each box its own label.
 */
export function ChoiceGroupField({
  label,
  hint,
  errors,
  required,
  options,
}: {
  label?: string;
  hint?: string;
  errors?: readonly string[] | null;
  required?: boolean;
  /** Input props per option, e.g. conform's getCollectionProps. */
  options: ReadonlyArray<InputHTMLAttributes<HTMLInputElement> & { name: string; value: string; label: string }>;
}) {
  const id = useId();
  const legend = useFieldLabel(options[0]?.name, label);
  // A refused post's focus goes to the first box, the one a summary links to.
  const autoFocus = useRefusedFieldFocus(options[0]?.name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasErrors = !!errors && errors.length > 0;
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={describedBy}>
      <legend className="mb-1 font-medium">
        {legend}{" "}
        <RequiredMarker required={required} />
      </legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {/* The group's hint and errors are tied to the fieldset; an option's own aria-describedby (conform's gives the id
          of an error element this field does not render) would name an element that is not on the page. */}
      {options.map(({ label: optionLabel, key: _key, "aria-describedby": _describedBy, ...attributes }: typeof options[number] & { key?: string }, index) => {
        const optionId = attributes.form ? groupOptionId(`${attributes.form}-${attributes.name}`, `${id}-${index}`, index) : `${id}-${index}`;
        return (
          <div key={attributes.value} className="flex items-center gap-2">
            <input {...attributes} id={optionId} aria-invalid={hasErrors || undefined} autoFocus={(index === 0 && autoFocus) || attributes.autoFocus} className="size-4 accent-primary" />
            <label htmlFor={optionId}>{optionLabel}</label>
          </div>
        );
      })}
      <ReservedErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

