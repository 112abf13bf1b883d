import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useEffect, useState, type DragEvent } from "react";
import { Form, useSearchParams, useSubmit } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { CheckboxField, FieldLabels, SelectField, TextareaField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { QUESTION_TYPES } from "~/modules/forms/constants";
import { QuestionSchema } from "~/modules/forms/schema";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { BuilderQuestion } from "./types";
import { cardClass } from "./ui";

/*
 * The questions of the form builder's editor (/form_builder/{id}/edit): each
 * question its own small guarded form, Up/Down buttons that work without
 * JavaScript, drag and drop once hydrated, and the form for a new question.
 */

export type ActionResult = { target: string; result: Parameters<typeof useZodForm>[1] };

/** The editor's answers name the form they are for: a failed one is not saved. */
export const failedResult = (actionData: unknown) => (actionData as ActionResult | undefined)?.result?.status === "error";

export function QuestionList({ questions, resultFor }: { questions: BuilderQuestion[]; resultFor: (target: string) => ActionResult["result"] | undefined }) {
  const { t } = useTranslation("forms");
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [dragging, setDragging] = useState<string | null>(null);
  const movedId = searchParams.get("moved");
  const direction = searchParams.get("dir");
  const movedIndex = questions.findIndex((q) => q.id === movedId);

  // After a move by keyboard the focus stays on the question's move button.
  useEffect(() => {
    if (!movedId || (direction !== "up" && direction !== "down")) return;
    const button = document.getElementById(`${direction}-${movedId}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${direction === "up" ? "down" : "up"}-${movedId}`) as HTMLButtonElement | null;
    (button && !button.disabled ? button : other)?.focus();
  }, [movedId, direction, questions]);

  const onDrop = (event: DragEvent, targetId: string) => {
    event.preventDefault();
    const sourceId = dragging ?? event.dataTransfer.getData("text/plain");
    setDragging(null);
    if (!sourceId || sourceId === targetId) return;
    const ids = questions.map((q) => q.id).filter((id) => id !== sourceId);
    ids.splice(ids.indexOf(targetId) + (questions.findIndex((q) => q.id === sourceId) < questions.findIndex((q) => q.id === targetId) ? 1 : 0), 0, sourceId);
    const csrf = (document.querySelector('input[name="csrf"]') as HTMLInputElement | null)?.value ?? "";
    void submit({ intent: "reorder", order: ids.join(","), csrf }, { method: "post" });
  };

  return (
    <section id="questions" aria-labelledby="questions-heading" className="flex flex-col gap-4">
      <h2 id="questions-heading" className="text-xl font-bold">
        {t("edit.questionsHeading")}
      </h2>
      {questions.length === 0 ? <p>{t("edit.noQuestions")}</p> : <p className="text-sm text-muted">{t("edit.dragHint")}</p>}
      <p role="status" className="sr-only">
        {movedIndex >= 0 ? t("edit.movedTo", { position: movedIndex + 1, count: questions.length }) : ""}
      </p>
      <ol className="flex flex-col gap-4">
        {questions.map((question, index) => (
          <li
            key={question.id}
            id={`question-${question.id}`}
            data-testid="question"
            draggable={hydrated || undefined}
            onDragStart={(event) => {
              setDragging(question.id);
              event.dataTransfer.setData("text/plain", question.id);
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragEnd={() => setDragging(null)}
            onDragOver={(event) => {
              if (dragging) event.preventDefault();
            }}
            onDrop={(event) => onDrop(event, question.id)}
            className={`${cardClass} ${dragging === question.id ? "opacity-50" : ""}`}
          >
            <QuestionEditor question={question} number={index + 1} count={questions.length} lastResult={resultFor(question.id)} draggable={hydrated} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function QuestionEditor({
  question,
  number,
  count,
  lastResult,
  draggable,
}: {
  question: BuilderQuestion;
  number: number;
  count: number;
  lastResult: ActionResult["result"] | undefined;
  draggable: boolean;
}) {
  const { t } = useTranslation("forms");
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          {draggable ? (
            <span aria-hidden="true" title={t("edit.dragHandle", { number })} className="cursor-grab select-none text-muted">
              ⠿
            </span>
          ) : null}
          {t("edit.question", { number })}: <span className="font-normal">{t(`types.${question.questionType}`)}</span>
        </h3>
        <Form method="post" className="flex flex-wrap gap-2">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="questionId" value={question.id} />
          <Button type="submit" variant="secondary" name="intent" value="up" id={`up-${question.id}`} disabled={number === 1} aria-label={t("edit.moveUpLabel", { number })}>
            ↑ {t("edit.moveUp")}
          </Button>
          <Button type="submit" variant="secondary" name="intent" value="down" id={`down-${question.id}`} disabled={number === count} aria-label={t("edit.moveDownLabel", { number })}>
            ↓ {t("edit.moveDown")}
          </Button>
          <Button type="submit" variant="secondary" name="intent" value="remove" aria-label={t("edit.removeLabel", { number })}>
            {t("edit.remove")}
          </Button>
        </Form>
      </div>
      <QuestionFields
        idPrefix={`q-${question.id}`}
        lastResult={lastResult}
        defaults={{ ...question, options: question.options.join("\n") }}
        hidden={{ intent: "question", questionId: question.id }}
        submitLabel={t("edit.saveQuestion")}
      />
    </>
  );
}

export function AddQuestion({ lastResult }: { lastResult: ActionResult["result"] | undefined }) {
  const { t } = useTranslation("forms");
  return (
    <section id="add-question" aria-labelledby="add-heading" className={cardClass}>
      <h2 id="add-heading" className="text-xl font-bold">
        {t("edit.addHeading")}
      </h2>
      <QuestionFields
        idPrefix="new-question"
        lastResult={lastResult}
        defaults={{ text: "", questionType: "text", required: false, longAnswer: false, options: "" }}
        hidden={{ intent: "add" }}
        submitLabel={t("edit.add")}
      />
    </section>
  );
}

type QuestionDefaults = { text: string; questionType: string; required: boolean; longAnswer: boolean; options: string };

function QuestionFields({
  idPrefix,
  lastResult,
  defaults,
  hidden,
  submitLabel,
}: {
  idPrefix: string;
  lastResult: ActionResult["result"] | undefined;
  defaults: QuestionDefaults;
  hidden: Record<string, string>;
  submitLabel: string;
}) {
  const { t } = useTranslation("forms");
  const hydrated = useHydrated();
  const [form, fields] = useZodForm(QuestionSchema, lastResult, {
    id: `${idPrefix}-form`,
    defaultValue: { ...defaults, required: defaults.required ? "on" : undefined, longAnswer: defaults.longAnswer ? "on" : undefined },
  });
  const [type, setType] = useState(String(fields.questionType.initialValue ?? defaults.questionType));
  // Without JavaScript the options field is always there; with it, only for the types that use options.
  const showOptions = !hydrated || type === "multiple_choice" || type === "checkbox";
  const labels = { text: t("edit.text"), questionType: t("edit.type"), required: t("edit.required"), longAnswer: t("edit.longAnswer"), options: t("edit.options") };
  return (
    <GuardedForm method="post" isFailure={failedResult} {...getFormProps(form)} className="flex flex-col gap-4">
      <AuthenticityTokenInput name="csrf" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* All labels, in the form's order: a refused post shows the error summary, which takes the focus without JavaScript (decisions 062, 080). */}
      <FieldLabels labels={labels} summary={{ form, result: lastResult }}>
        <TextareaField errors={fields.text.errors} textareaProps={{ ...getTextareaProps(fields.text), rows: 2, required: true }} />
        <SelectField
          errors={fields.questionType.errors}
          selectProps={{ ...getSelectProps(fields.questionType), required: true, onChange: (event) => setType(event.currentTarget.value) }}
          options={QUESTION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
        <CheckboxField errors={fields.required.errors} inputProps={getInputProps(fields.required, { type: "checkbox" })} />
        <CheckboxField errors={fields.longAnswer.errors} inputProps={getInputProps(fields.longAnswer, { type: "checkbox" })} />
        {showOptions ? <TextareaField hint={t("edit.optionsHint")} errors={fields.options.errors} textareaProps={{ ...getTextareaProps(fields.options), rows: 3 }} /> : null}
        <div>
          <Button type="submit">{submitLabel}</Button>
        </div>
      </FieldLabels>
    </GuardedForm>
  );
}
