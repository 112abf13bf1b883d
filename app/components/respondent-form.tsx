import { getCollectionProps, getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useCallback } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CheckboxField, ChoiceGroupField, Field, FieldLabels, TextareaField } from "~/components/forms";
import { useLazyForm, type FormConstraint } from "~/components/lazy-form";
import { Button } from "~/components/ui/button";
import type { RespondentQuestion } from "~/modules/forms/constants";

/*
 * A form as its respondent sees it, wherever it is shown: /forms/{token} (also
 * the BuilderForm content block's link), the builder's preview and /contactformulier. The
 * answer schema is built from the questions, the same one the action and the
 * API check with; with JavaScript it validates a field when it loses focus
 * (loaded when the visitor moves into the form; the constraints come from the
 * loader: answersConstraint).
 */

export type RespondentFormData = {
  title: string;
  description: string;
  questions: RespondentQuestion[];
  /** answersConstraint(questions), computed on the server. */
  constraint: FormConstraint;
};

const inputType: Partial<Record<RespondentQuestion["questionType"], "email" | "url" | "date" | "time" | "tel" | "text">> = {
  email: "email",
  url: "text",
  date: "date",
  time: "time",
  phone: "tel",
};

const autoComplete: Partial<Record<RespondentQuestion["questionType"], string>> = { email: "email", phone: "tel", url: "url" };

export function RespondentForm({
  form: respondentForm,
  lastResult,
  idempotencyKey,
  action,
  id,
}: {
  form: RespondentFormData;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** A hidden key that makes a double submit harmless. */
  idempotencyKey?: string;
  /** Where to post; the current route by default. */
  action?: string;
  id?: string;
}) {
  const { t } = useTranslation("forms");
  const { questions, constraint } = respondentForm;
  const loadValidator = useCallback(() => import("~/modules/forms/answers-validation").then((module) => module.answersValidator(questions)), [questions]);
  const [form, fields] = useLazyForm<Record<string, unknown>, Record<string, unknown>>({ constraint, loadValidator, lastResult, id });
  const hasRequired = respondentForm.questions.some((question) => question.required);
  // Every question that is a field, by its name: its label and the error summary's (decision 062).
  const labels = Object.fromEntries(respondentForm.questions.filter((question) => question.questionType !== "info_section").map((question) => [question.id, question.text]));
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="flex flex-col gap-5">
      <AuthenticityTokenInput name="csrf" />
      {idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
      {hasRequired ? <p className="text-sm text-muted">{t("fill.requiredNote")}</p> : null}
      <FieldLabels labels={labels} summary={{ form, result: lastResult }}>
        {respondentForm.questions.map((question) => {
          if (question.questionType === "info_section") {
            return (
              <div key={question.id} className="rounded-md border border-border bg-surface-muted p-4 whitespace-pre-line">
                {question.text}
              </div>
            );
          }
          const field = fields[question.id]!;
          const common = { required: question.required };
          if (question.questionType === "multiple_choice" || (question.questionType === "checkbox" && question.options.length > 0)) {
            const type = question.questionType === "multiple_choice" ? "radio" : "checkbox";
            const options = getCollectionProps(field, { type, options: question.options }).map((props) => ({
              ...props,
              name: props.name,
              value: props.value,
              label: props.value,
              required: type === "radio" ? question.required : undefined,
            }));
            return <ChoiceGroupField key={question.id} errors={field.errors} required={question.required} options={options} />;
          }
          if (question.questionType === "checkbox") {
            return (
              <CheckboxField
                key={question.id}
                label={`${question.text}${question.required ? " *" : ""}`}
                errors={field.errors}
                inputProps={{ ...getInputProps(field, { type: "checkbox" }), ...common }}
              />
            );
          }
          if (question.questionType === "text" && question.longAnswer) {
            return <TextareaField key={question.id} errors={field.errors} textareaProps={{ ...getTextareaProps(field), ...common }} />;
          }
          return (
            <Field
              key={question.id}
              errors={field.errors}
              inputProps={{
                ...getInputProps(field, { type: inputType[question.questionType] ?? "text" }),
                ...common,
                ...(question.questionType === "number" ? { inputMode: "decimal" as const } : {}),
                ...(autoComplete[question.questionType] ? { autoComplete: autoComplete[question.questionType] } : {}),
              }}
            />
          );
        })}
        <div>
          <Button type="submit">{t("fill.submit")}</Button>
        </div>
      </FieldLabels>
    </Form>
  );
}

/** The form's title and the text above it. */
export function RespondentFormHeader({ form, as: Heading = "h1" }: { form: RespondentFormData; as?: "h1" | "h2" }) {
  return (
    <header className="flex flex-col gap-2">
      <Heading className="text-2xl font-bold">{form.title}</Heading>
      {form.description ? <p className="whitespace-pre-line">{form.description}</p> : null}
    </header>
  );
}
