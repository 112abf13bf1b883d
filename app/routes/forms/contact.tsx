import { parseWithZod } from "@conform-to/zod/v4";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, redirect, useSearchParams } from "react-router";
import { PageTitle } from "~/components/page-title";
import { RespondentForm, RespondentFormHeader } from "~/components/respondent-form";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { answersConstraint } from "~/modules/forms/answers-constraint.server";
import { answersSchema } from "~/modules/forms/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/contact";
import { apiOf, flashSuccess, FORM_ERRORS } from "./forms.server";
import type { BuilderForm, BuilderQuestion } from "./types";

/**
 * /contactformulier: the center's contact form on the form engine, in the page's language (decision 067: one per
 * language, /en/contactformulier the English one); messages are mailed to the center.
 */
async function loadContactForm(context: Route.LoaderArgs["context"]) {
  const locale = context.get(localeContext);
  const { data: form } = await apiOf(context).get<BuilderForm & { questions: BuilderQuestion[] }>("/api/v1/contact_form", { query: { locale } });
  return form;
}

export async function loader({ context }: Route.LoaderArgs) {
  const form = await loadContactForm(context);
  return { form: { ...form, constraint: answersConstraint(form.questions) }, idempotencyKey: crypto.randomUUID() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await loadContactForm(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: answersSchema(form.questions) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const locale = context.get(localeContext);
  try {
    await apiOf(context).post(`/api/v1/public_forms/${encodeURIComponent(form.publicToken)}/submissions`, {
      body: { answers: submission.value, idempotencyKey: String(formData.get("idempotencyKey") ?? "") || undefined, locale },
    });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, FORM_ERRORS);
  }
  flashSuccess(context, "forms:contact.sent");
  throw redirect(`${localizedPath("/contactformulier", locale)}?verzonden=1`);
}

export default function ContactForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const [searchParams] = useSearchParams();
  const { form } = loaderData;
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title={t("contact.title")} />
      <RespondentFormHeader form={{ ...form, title: t("contact.title") }} />
      {searchParams.get("verzonden") ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3">
          {t("contact.sent")}
        </p>
      ) : null}
      <RespondentForm form={form} lastResult={actionData} idempotencyKey={loaderData.idempotencyKey} />
    </article>
  );
}

export const handle = { i18n: ["forms"] } satisfies I18nHandle;
