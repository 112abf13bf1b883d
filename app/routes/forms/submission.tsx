import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, redirect, useSearchParams } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { answerText } from "~/modules/forms/format";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/submission";
import { apiOf, flashSuccess, loadForm } from "./forms.server";
import type { Submission } from "./types";
import { cardClass, linkClass, secondaryLinkClass, useDateTime } from "./ui";

/** /form_builder/{id}/submissions/{submissionId}: the answers with the questions as they were; delete asks first (?delete=1). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const [form, { data: submission }] = await Promise.all([
    loadForm(context, params.id),
    apiOf(context).get<Submission>(`/api/v1/forms/${params.id}/submissions/${params.submissionId}`),
  ]);
  return { form, submission };
}

export async function action({ context, params }: Route.ActionArgs) {
  await apiOf(context).delete(`/api/v1/forms/${params.id}/submissions/${params.submissionId}`);
  flashSuccess(context, "forms:submission.deleted");
  throw redirect(`${localizedPath(`/form_builder/${params.id}`, context.get(localeContext))}#submissions`);
}

export default function SubmissionDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const lp = useLocalizedPath();
  const dateTime = useDateTime();
  const [searchParams] = useSearchParams();
  const { form, submission } = loaderData;
  const title = t("submission.title", { date: dateTime(submission.createdAt) });
  const words = { yes: t("answers.yes"), no: t("answers.no") };
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={`${title} - ${form.title}`} />
      <p>
        <Link to={lp(`/form_builder/${form.id}#submissions`)} className={linkClass}>
          {t("submission.back")}: {form.title}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t("submission.invitee")}</dt>
        <dd className="break-all">{submission.inviteeEmail ?? t("submissions.anonymous")}</dd>
        <dt className="font-medium">{t("submission.version")}</dt>
        <dd>{submission.formVersion}</dd>
      </dl>
      {submission.formVersion < form.version ? <p className="rounded-md border border-info/40 bg-info/10 p-3">{t("submission.olderVersion")}</p> : null}
      <section className={cardClass} aria-label={t("submissions.heading")}>
        <dl className="flex flex-col gap-4">
          {submission.questions.map((question) =>
            question.questionType === "info_section" ? null : (
              <div key={question.id} className="flex flex-col gap-1">
                <dt className="font-medium">{question.text}</dt>
                <dd className="whitespace-pre-line">{answerText(submission.answers[question.id], words) || <span className="text-muted">{t("answers.none")}</span>}</dd>
              </div>
            ),
          )}
        </dl>
      </section>
      <section aria-labelledby="delete-heading" className={cardClass}>
        <h2 id="delete-heading" className="text-xl font-bold">
          {t("submission.delete")}
        </h2>
        {searchParams.get("delete") ? (
          <Form method="post" className="flex flex-col gap-3">
            <AuthenticityTokenInput name="csrf" />
            <p role="alert">{t("submission.deleteConfirm")}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="submit">{t("submission.deleteYes")}</Button>
              <Link to={lp(`/form_builder/${form.id}/submissions/${submission.id}`)} className={secondaryLinkClass}>
                {t("submission.cancel")}
              </Link>
            </div>
          </Form>
        ) : (
          <p>
            <Link to="?delete=1#delete-heading" className={secondaryLinkClass}>
              {t("submission.delete")}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

export const handle = { i18n: ["forms"] } satisfies I18nHandle;
