import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState, type DragEvent } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Form, Link, redirect, useSearchParams, useSubmit } from "react-router";
import { GuardedForm, UnsavedChangesScope } from "~/components/feedback/unsaved-changes";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CheckboxField, FormErrors, SelectField, TextareaField, useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { QUESTION_TYPES } from "~/modules/forms/constants";
import { FormDetailsSchema, QuestionSchema } from "~/modules/forms/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/builder-edit";
import { FormDetailsFields } from "./details-fields";
import { apiOf, flashSuccess, loadForm, loadOrganizationOptions, replyWithApiErrors } from "./forms.server";
import type { BuilderQuestion } from "./types";
import { cardClass, linkClass, secondaryLinkClass } from "./ui";

/*
 * /form_builder/{id}/edit: the details and the questions. Each question is its
 * own small form; reordering works with Up/Down buttons (keyboard, no
 * JavaScript) and, once hydrated, by drag and drop. Every change is a PATCH of
 * the form with Rails-style nested questions (`_destroy` to remove).
 */

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const form = await loadForm(context, params.id);
  return { form, questions: form.questions ?? [], ...(await loadOrganizationOptions(context, request)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const questionId = String(formData.get("questionId") ?? "");
  const api = apiOf(context);
  const edit = localizedPath(`/form_builder/${params.id}/edit`, context.get(localeContext));
  const patch = (attributes: Record<string, unknown>) => api.patch(`/api/v1/forms/${params.id}`, { body: { data: { type: "forms", id: params.id, attributes } } });

  if (intent === "details") {
    const submission = parseWithZod(formData, { schema: FormDetailsSchema });
    if (submission.status !== "success") return data({ target: "details", result: submission.reply() }, { status: 400 });
    try {
      await patch(submission.value);
    } catch (thrown) {
      return { target: "details", result: (await replyWithApiErrors(submission, thrown)).data };
    }
    flashSuccess(context, "forms:edit.saved");
    throw redirect(edit);
  }

  if (intent === "question" || intent === "add") {
    const submission = parseWithZod(formData, { schema: QuestionSchema });
    const target = intent === "add" ? "add" : questionId;
    if (submission.status !== "success") return data({ target, result: submission.reply() }, { status: 400 });
    try {
      await patch({ questions: [{ ...submission.value, ...(intent === "question" ? { id: questionId } : {}) }] });
    } catch (thrown) {
      return { target, result: (await replyWithApiErrors(submission, thrown)).data };
    }
    flashSuccess(context, intent === "add" ? "forms:edit.added" : "forms:edit.saved");
    throw redirect(intent === "add" ? `${edit}#add-question` : `${edit}#question-${questionId}`);
  }

  if (intent === "remove") {
    await patch({ questions: [{ id: questionId, _destroy: true }] });
    flashSuccess(context, "forms:edit.removed");
    throw redirect(`${edit}#questions`);
  }

  if (intent === "up" || intent === "down" || intent === "reorder") {
    const form = await loadForm(context, params.id);
    const ids = (form.questions ?? []).map((q) => q.id);
    const order = intent === "reorder" ? reorderedIds(ids, String(formData.get("order") ?? "")) : moved(ids, questionId, intent);
    await patch({ questions: order.map((id, position) => ({ id, position })) });
    const params_ = new URLSearchParams({ moved: intent === "reorder" ? "" : questionId, dir: intent });
    throw redirect(intent === "reorder" ? `${edit}#questions` : `${edit}?${params_}#question-${questionId}`);
  }
  throw data({ message: "Bad request" }, { status: 400 });
}

function moved(ids: string[], id: string, direction: "up" | "down"): string[] {
  const from = ids.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The order a drag and drop asked for, as long as it names exactly the form's questions. */
function reorderedIds(ids: string[], order: string): string[] {
  const asked = order.split(",").filter(Boolean);
  return asked.length === ids.length && asked.every((id) => ids.includes(id)) ? asked : ids;
}

type ActionResult = { target: string; result: Parameters<typeof useZodForm>[1] };

export default function EditForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const lp = useLocalizedPath();
  const { form, questions } = loaderData;
  const result = actionData as ActionResult | undefined;
  const resultFor = (target: string) => (result?.target === target ? result.result : undefined);
  return (
    // Every form of the editor guards its unsaved changes; the page asks once (spec §2).
    <UnsavedChangesScope>
    <div className="flex flex-col gap-8">
      <PageTitle title={`${t("edit.title")}: ${form.title}`} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">
          {t("edit.title")}: {form.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to={lp(`/form_builder/${form.id}/preview`)} className={secondaryLinkClass}>
            {t("show.preview")}
          </Link>
          <Link to={lp(`/form_builder/${form.id}`)} className={secondaryLinkClass}>
            {t("edit.done")}
          </Link>
        </div>
      </div>
      {form.submissionCount > 0 ? <p className="rounded-md border border-info/40 bg-info/10 p-3">{t("edit.hasSubmissions")}</p> : null}
      <DetailsForm loaderData={loaderData} lastResult={resultFor("details")} />
      <QuestionList questions={questions} resultFor={resultFor} />
      <AddQuestion key={questions.length} lastResult={resultFor("add")} />
      <p>
        <Link to={lp(`/form_builder/${form.id}`)} className={linkClass}>
          {t("edit.done")}
        </Link>
      </p>
    </div>
    </UnsavedChangesScope>
  );
}

/** The editor's answers name the form they are for: a failed one is not saved. */
const failedResult = (actionData: unknown) => (actionData as ActionResult | undefined)?.result?.status === "error";

function DetailsForm({ loaderData, lastResult }: { loaderData: Route.ComponentProps["loaderData"]; lastResult: ActionResult["result"] | undefined }) {
  const { t } = useTranslation("forms");
  const { form: details } = loaderData;
  const [form, fields] = useZodForm(FormDetailsSchema, lastResult, {
    id: "form-details",
    defaultValue: { title: details.title, description: details.description, organizationId: details.organizationId ?? "", accessPermission: details.accessPermission },
  });
  return (
    <section aria-labelledby="details-heading" className={cardClass}>
      <h2 id="details-heading" className="text-xl font-bold">
        {t("edit.detailsHeading")}
      </h2>
      <GuardedForm method="post" isFailure={failedResult} {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="details" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormDetailsFields fields={fields} organizations={loaderData.organizations} organizationRequired={loaderData.organizationRequired} />
        <div>
          <Button type="submit">{t("edit.saveDetails")}</Button>
        </div>
      </GuardedForm>
    </section>
  );
}

function QuestionList({ questions, resultFor }: { questions: BuilderQuestion[]; resultFor: (target: string) => ActionResult["result"] | undefined }) {
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

function AddQuestion({ lastResult }: { lastResult: ActionResult["result"] | undefined }) {
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
  return (
    <GuardedForm method="post" isFailure={failedResult} {...getFormProps(form)} className="flex flex-col gap-4">
      <AuthenticityTokenInput name="csrf" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextareaField label={t("edit.text")} errors={fields.text.errors} textareaProps={{ ...getTextareaProps(fields.text), rows: 2, required: true }} />
      <SelectField
        label={t("edit.type")}
        errors={fields.questionType.errors}
        selectProps={{ ...getSelectProps(fields.questionType), required: true, onChange: (event) => setType(event.currentTarget.value) }}
        options={QUESTION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <CheckboxField label={t("edit.required")} errors={fields.required.errors} inputProps={getInputProps(fields.required, { type: "checkbox" })} />
      <CheckboxField label={t("edit.longAnswer")} errors={fields.longAnswer.errors} inputProps={getInputProps(fields.longAnswer, { type: "checkbox" })} />
      {showOptions ? (
        <TextareaField
          label={t("edit.options")}
          hint={t("edit.optionsHint")}
          errors={fields.options.errors}
          textareaProps={{ ...getTextareaProps(fields.options), rows: 3 }}
        />
      ) : null}
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </GuardedForm>
  );
}

export const handle = { i18n: ["forms"] } satisfies I18nHandle;
