import { Form, Link, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { ErrorList, TextareaField } from "~/components/forms";
import { ConfirmPanel, StatusBadge, linkClass, useFormatDate } from "~/components/list-kit";
import { ConfirmResponseDecision, HelpResponses } from "~/components/neighbour-help/responses";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { requireNeighbourHelp } from "~/modules/neighbour-help/page.server";
import { HelpDecisionSchema, HelpReviewSchema, REASON_MAX } from "~/modules/neighbour-help/schema";
import type { RequestOnPage } from "~/modules/neighbour-help/views";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/review";

/**
 * /een-op-een-hulp/beoordelen/{id} (decision 041): one request with its contact details for the center's
 * reviewers — approve it, reject it (or take it off the website) after a confirmation step with an optional
 * reason that is mailed, and accept or decline helpers' responses, each confirmed first. Plain forms.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request);
  requireNeighbourHelp(context);
  const { data: help } = await context.get(apiContext).get<RequestOnPage>(`/api/v1/neighbour_help_reviews/${params.id}`);
  const url = new URL(request.url);
  const confirm = url.searchParams.get("confirm");
  const response = help.responses.find((r) => r.id === url.searchParams.get("response") && r.status === "new");
  return {
    help,
    confirm:
      confirm === "reject" && (help.status === "pending" || help.status === "approved")
        ? ({ kind: "reject" } as const)
        : response && help.status === "approved" && (confirm === "accept" || confirm === "decline")
          ? ({ kind: confirm, response: { id: response.id, name: response.name } } as const)
          : null,
  };
}

const ActionSchema = z.discriminatedUnion("intent", [HelpReviewSchema.extend({ intent: z.literal("review") }), HelpDecisionSchema.extend({ intent: z.literal("decide") })]);

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request);
  requireNeighbourHelp(context);
  const form = Object.fromEntries(await request.formData());
  // The reason typed comes back with its error beside it (a reason too long), nothing lost.
  const reason = typeof form.reason === "string" ? form.reason : undefined;
  const parsed = ActionSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data({ error: issue.message, field: issue.path[0] === "reason" ? ("reason" as const) : null, reason }, { status: 400 });
  }
  const { t } = context.get(i18nContext);
  const api = context.get(apiContext);
  let message: string;
  try {
    if (parsed.data.intent === "review") {
      const { status, reason } = parsed.data;
      await api.patch(`/api/v1/neighbour_help_reviews/${params.id}`, { body: { data: { type: "neighbour_help_requests", id: params.id, attributes: { status, reason } } } });
      message = t(status === "approved" ? "help:review.approved" : "help:review.rejected");
    } else {
      const { responseId, status } = parsed.data;
      await api.post(`/api/v1/neighbour_help_reviews/${params.id}/decisions`, { body: { data: { type: "neighbour_help_decisions", attributes: { responseId, status } } } });
      message = t(status === "accepted" ? "help:own.accepted" : "help:own.declined");
    }
  } catch (thrown) {
    const error = asApiError(thrown);
    if (error?.status !== 422) throw thrown;
    const first = error.errors[0];
    const field = first?.source?.pointer === "/data/attributes/reason" ? ("reason" as const) : null;
    return data({ error: first?.detail ?? "validation.invalid", field, reason }, { status: 422 });
  }
  context.get(sessionContext).flash("toast", { color: "success", message: String(message) });
  throw redirect(new URL(request.url).pathname);
}

export default function ReviewHelpRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("help");
  const lp = useLocalizedPath();
  const formatDate = useFormatDate();
  const { help, confirm } = loaderData;
  const reviewable = help.status === "pending" || help.status === "approved";
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
      {actionData?.error && !actionData.field ? (
        <div role="alert">
          <ErrorList errors={[actionData.error]} />
        </div>
      ) : null}
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
          <Form method="post" className="flex flex-col gap-3">
            <AuthenticityTokenInput name="csrf" />
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="status" value="rejected" />
            <TextareaField
              label={t("review.reason")}
              errors={actionData?.field === "reason" ? [actionData.error] : null}
              textareaProps={{ id: "review-reason", name: "reason", rows: 3, maxLength: REASON_MAX, defaultValue: actionData?.reason }}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" className="bg-danger text-white hover:bg-danger">
                {help.status === "approved" ? t("review.takeOff") : t("review.reject")}
              </Button>
              <Link to="?" className={linkClass + " self-center"}>
                {t("review.cancel")}
              </Link>
            </div>
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
