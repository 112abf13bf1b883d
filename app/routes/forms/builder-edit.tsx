import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { GuardedForm, UnsavedChangesScope } from "~/components/feedback/unsaved-changes";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { FormDetailsSchema, QuestionSchema } from "~/modules/forms/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/builder-edit";
import { FormDetailsFields } from "./details-fields";
import { apiOf, flashSuccess, FORM_ERRORS, loadForm, loadOrganizationOptions, readDetailsOrganization, type OrganizationFieldState } from "./forms.server";
import { AddQuestion, failedResult, QuestionList, type ActionResult } from "./builder-questions";
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
    const sent = await readDetailsOrganization(context, request, formData);
    const submission = parseWithZod(sent.formData, { schema: FormDetailsSchema });
    // A typed organization name that chose none comes back with the rest of the details as they were typed.
    if (sent.error) return data({ target: "details", result: submission.reply({ fieldErrors: { organizationId: [sent.error] } }), organization: await sent.state() }, { status: 400 });
    if (submission.status !== "success") return data({ target: "details", result: submission.reply(), organization: await sent.state() }, { status: 400 });
    try {
      await patch(submission.value);
    } catch (thrown) {
      return { target: "details", result: (await replyWithApiErrors(submission, thrown, FORM_ERRORS)).data, organization: await sent.state() };
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
      return { target, result: (await replyWithApiErrors(submission, thrown, FORM_ERRORS)).data };
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
      <DetailsForm loaderData={loaderData} lastResult={resultFor("details")} organization={result?.target === "details" ? (actionData as { organization?: OrganizationFieldState | null }).organization : undefined} />
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


function DetailsForm({
  loaderData,
  lastResult,
  organization,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  lastResult: ActionResult["result"] | undefined;
  /** A center user's organization field as the details came back with it. */
  organization: OrganizationFieldState | null | undefined;
}) {
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
        <FormDetailsFields
          form={form}
          lastResult={lastResult}
          fields={fields}
          organizations={loaderData}
          organizationField={
            organization ?? { chosen: details.organizationId ? { value: details.organizationId, label: details.organizationName ?? "" } : null, unresolved: null }
          }
        />
        <div>
          <Button type="submit">{t("edit.saveDetails")}</Button>
        </div>
      </GuardedForm>
    </section>
  );
}

// manage: the words of the organization search field (decision 052).
export const handle = { i18n: ["forms", "manage"] } satisfies I18nHandle;
