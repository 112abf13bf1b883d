import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { RespondentForm, RespondentFormHeader } from "~/components/respondent-form";
import { useLocalizedPath } from "~/lib/i18n";
import { answersConstraint } from "~/modules/forms/answers-constraint.server";
import { answersSchema } from "~/modules/forms/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/builder-preview";
import { loadForm } from "./forms.server";
import { linkClass } from "./ui";

/** /form_builder/{id}/preview: the form exactly as a respondent sees it, with the same checks; nothing is saved. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const form = await loadForm(context, params.id);
  return { form: { ...form, constraint: answersConstraint(form.questions ?? []) } };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await loadForm(context, params.id);
  const submission = parseWithZod(await request.formData(), { schema: answersSchema(form.questions ?? []) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return { ...submission.reply(), previewOk: true };
}

export default function PreviewForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const lp = useLocalizedPath();
  const form = { ...loaderData.form, questions: loaderData.form.questions ?? [] };
  const ok = !!actionData && "previewOk" in actionData;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("preview.title", { title: form.title })} />
      <p className="rounded-md border border-info/40 bg-info/10 p-3">{t("preview.banner")}</p>
      <p>
        <Link to={lp(`/form_builder/${form.id}`)} className={linkClass}>
          {t("preview.back")}
        </Link>
      </p>
      <article className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-lg border border-border bg-surface p-4 sm:p-8">
        <RespondentFormHeader form={form} />
        {ok ? (
          <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3">
            {t("preview.ok")}
          </p>
        ) : null}
        <RespondentForm key={ok ? "sent" : "open"} form={form} lastResult={ok ? null : actionData} />
      </article>
    </div>
  );
}

export const handle = { i18n: ["forms"] } satisfies I18nHandle;
