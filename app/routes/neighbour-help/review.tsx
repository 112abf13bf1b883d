import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldLabels, FormErrors, TextareaField, useZodForm } from "~/components/forms";
import { ConfirmPanel, StatusBadge, linkClass, useFormatDate } from "~/components/list-kit";
import { ConfirmResponseDecision, HelpResponses } from "~/components/neighbour-help/responses";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadReview, runReviewAction } from "~/modules/neighbour-help/review.server";
import { HelpReviewActionSchema, REASON_MAX } from "~/modules/neighbour-help/schema";
import type { Route } from "./+types/review";

/**
 * /een-op-een-hulp/beoordelen/{id} (decision 041): one request with its contact details for the center's
 * reviewers — approve it, reject it (or take it off the website) after a confirmation step with an optional
 * reason that is mailed, and accept or decline helpers' responses, each confirmed first. Plain forms.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadReview(context, request, params.id);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return runReviewAction(context, request, params.id);
}

export default function ReviewHelpRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("help");
  const lp = useLocalizedPath();
  const formatDate = useFormatDate();
  const { help, confirm } = loaderData;
  const reviewable = help.status === "pending" || help.status === "approved";
  // The page's posts share one form's answer: the rejection's reason at its field, anything else above the forms.
  const [form, fields] = useZodForm(HelpReviewActionSchema, actionData);
  return (
    <article className="flex max-w-4xl flex-col gap-6">
      <PageTitle title={t("review.title")} />
      <header className="flex flex-col gap-2">
        <Link to={lp("/een-op-een-hulp/beoordelen")} className="text-sm underline">
          {t("review.back")}
        </Link>
        <h1 className="text-3xl font-bold">
          {t(`directions.${help.direction}`)}: {t(`categories.${help.category}`)}
        </h1>
        <p>
          <StatusBadge status={help.status} label={t(`statuses.${help.status}`)} />
        </p>
      </header>
      {confirm?.kind === "reject" ? null : <FormErrors id={form.errorId} errors={form.errors} />}
      <p className="whitespace-pre-line text-lg">{help.description}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">{t("filters.kind")}</dt>
        <dd>{t(`kinds.${help.kind}`)}</dd>
        <dt className="font-medium">{t("review.contact")}</dt>
        <dd>
          {help.name} · <a href={`mailto:${help.email}`} className={linkClass}>{help.email}</a>
        </dd>
        <dt className="font-medium">{t("review.postcode")}</dt>
        <dd>{help.postcode}</dd>
        <dt className="font-medium">{t("review.neighbourhood")}</dt>
        <dd>{help.neighbourhood}</dd>
        <dt className="font-medium">{t("review.received")}</dt>
        <dd>{formatDate(help.createdAt)}</dd>
        {help.reviewedAt ? (
          <>
            <dt className="font-medium">{t("own.status")}</dt>
            <dd>
              {t("review.reviewedAt", { date: formatDate(help.reviewedAt) })}
              {help.reviewReason ? ` · ${t("review.reasonGiven", { reason: help.reviewReason })}` : null}
            </dd>
          </>
        ) : null}
      </dl>

      {confirm?.kind === "reject" ? (
        <ConfirmPanel title={t("review.confirmReject")}>
          <p>{t("review.confirmRejectBody")}</p>
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
            <AuthenticityTokenInput name="csrf" />
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="status" value="rejected" />
            <FieldLabels labels={{ reason: t("review.reason") }} summary={{ form, result: actionData }}>
              <TextareaField hint={t("review.reasonHint")} errors={fields.reason.errors} textareaProps={{ ...getTextareaProps(fields.reason), rows: 3, maxLength: REASON_MAX }} />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" variant="danger">
                  {help.status === "approved" ? t("review.takeOff") : t("review.reject")}
                </Button>
                <Link to="?" className={linkClass + " self-center"}>
                  {t("review.cancel")}
                </Link>
              </div>
            </FieldLabels>
          </Form>
        </ConfirmPanel>
      ) : confirm ? (
        <ConfirmResponseDecision decision={confirm.kind} response={confirm.response} />
      ) : reviewable ? (
        <div className="flex flex-wrap items-center gap-4">
          {help.status === "pending" ? (
            <Form method="post">
              <AuthenticityTokenInput name="csrf" />
              <input type="hidden" name="intent" value="review" />
              <input type="hidden" name="status" value="approved" />
              <Button type="submit">{t("review.approve")}</Button>
            </Form>
          ) : null}
          <Link to="?confirm=reject" className={linkClass}>
            {help.status === "approved" ? t("review.takeOff") : t("review.reject")}
          </Link>
        </div>
      ) : null}

      <section aria-labelledby="responses-heading" className="flex flex-col gap-4">
        <h2 id="responses-heading" className="text-2xl font-semibold">
          {t("review.responses")}
        </h2>
        <HelpResponses request={help} emptyKey="review.noResponses" showDecidedBy />
      </section>
    </article>
  );
}

export const handle = { i18n: ["help"] } satisfies I18nHandle;
