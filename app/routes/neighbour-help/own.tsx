import { Link, data, redirect } from "react-router";
import { z } from "zod";
import { ConfirmActions, ConfirmPanel, StatusBadge, linkClass } from "~/components/list-kit";
import { ConfirmResponseDecision, HelpResponses } from "~/components/neighbour-help/responses";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { requireNeighbourHelp } from "~/modules/neighbour-help/page.server";
import { HELP_REQUEST_MAX_AGE_DAYS, HelpDecisionSchema } from "~/modules/neighbour-help/schema";
import type { RequestOnPage } from "~/modules/neighbour-help/views";
import type { Route } from "./+types/own";

/**
 * /een-op-een-hulp/mijn-aanvraag/{token} (decision 041): the requester's own page through the secret link of
 * their mail — no account — with the helpers' responses to accept or decline, each after a confirmation step
 * (`?confirm=accept|decline&response=…`), and withdrawing a pending or approved request (`?confirm=withdraw`),
 * all plain forms. A withdrawn or expired request says so. An unknown or replaced link is a 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireNeighbourHelp(context);
  const { data: own } = await context.get(apiContext).get<RequestOnPage>(`/api/v1/neighbour_help_requester/${encodeURIComponent(params.token)}`);
  const url = new URL(request.url);
  const confirm = url.searchParams.get("confirm");
  const pending = own.responses.find((response) => response.id === url.searchParams.get("response") && response.status === "new");
  const withdrawable = own.status === "pending" || own.status === "approved";
  return {
    own,
    withdrawable,
    confirmWithdraw: withdrawable && confirm === "withdraw",
    confirm: pending && (confirm === "accept" || confirm === "decline") ? ({ status: confirm, response: { id: pending.id, name: pending.name } } as const) : null,
  };
}

const ActionSchema = z.discriminatedUnion("intent", [HelpDecisionSchema.extend({ intent: z.literal("decide") }), z.object({ intent: z.literal("withdraw") })]);

export async function action({ context, params, request }: Route.ActionArgs) {
  requireNeighbourHelp(context);
  const form = Object.fromEntries(await request.formData());
  const parsed = ActionSchema.safeParse(form);
  if (!parsed.success) throw data({ message: "Bad request" }, { status: 400 });
  const { t } = context.get(i18nContext);
  const path = `/api/v1/neighbour_help_requester/${encodeURIComponent(params.token)}`;
  if (parsed.data.intent === "withdraw") {
    try {
      await context.get(apiContext).post(`${path}/withdrawal`, {});
      context.get(sessionContext).flash("toast", { color: "success", message: String(t("help:own.withdrawnToast")) });
    } catch (thrown) {
      // Ended meanwhile (accepted, rejected, expired): the page shows how it stands.
      if (asApiError(thrown)?.status !== 422) throw thrown;
    }
    throw redirect(new URL(request.url).pathname);
  }
  const { intent: _intent, ...decision } = parsed.data;
  try {
    await context.get(apiContext).post(`${path}/decisions`, { body: { data: { type: "neighbour_help_decisions", attributes: decision } } });
  } catch (thrown) {
    // Decided meanwhile (a second tab, the center): the page shows how it stands.
    if (asApiError(thrown)?.status !== 422) throw thrown;
  }
  context.get(sessionContext).flash("toast", { color: "success", message: String(t(parsed.data.status === "accepted" ? "help:own.accepted" : "help:own.declined")) });
  throw redirect(new URL(request.url).pathname);
}

export default function OwnHelpRequest({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("help");
  const lp = useLocalizedPath();
  const { own, confirm, confirmWithdraw, withdrawable } = loaderData;
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={t("own.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("own.title")}</h1>
        <p>{t("own.intro")}</p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">{t("own.status")}</dt>
        <dd>
          <StatusBadge status={own.status} label={t(`statuses.${own.status}`)} />
        </dd>
        <dt className="font-medium">{t("filters.kind")}</dt>
        <dd>
          {t(`directions.${own.direction}`)} · {t(`kinds.${own.kind}`)} · {t(`categories.${own.category}`)}
        </dd>
        <dt className="font-medium">{t("review.neighbourhood")}</dt>
        <dd>{own.neighbourhood}</dd>
      </dl>
      <p className="whitespace-pre-line">{own.description}</p>
      {own.status === "closed" ? <p role="status">{t("own.closed")}</p> : null}
      {own.status === "withdrawn" ? <p role="status">{t("own.withdrawn")}</p> : null}
      {own.status === "expired" ? <p role="status">{t("own.expired", { days: HELP_REQUEST_MAX_AGE_DAYS })}</p> : null}

      {confirmWithdraw ? (
        <ConfirmPanel title={t("own.confirmWithdraw")}>
          <p>{t("own.confirmWithdrawBody")}</p>
          <ConfirmActions intent="withdraw" confirmLabel={t("own.withdraw")} cancelLabel={t("own.cancel")} cancelTo="?" />
        </ConfirmPanel>
      ) : withdrawable ? (
        <p className="flex flex-wrap items-center gap-3">
          <span>{t("own.withdrawHint")}</span>
          <Link to="?confirm=withdraw" className={linkClass}>
            {t("own.withdraw")}
          </Link>
        </p>
      ) : null}

      {confirm ? <ConfirmResponseDecision decision={confirm.status} response={confirm.response} /> : null}

      <section aria-labelledby="responses-heading" className="flex flex-col gap-4">
        <h2 id="responses-heading" className="text-2xl font-semibold">
          {t("own.responses")}
        </h2>
        <HelpResponses request={own} emptyKey="own.noResponses" />
      </section>
      <p>
        <Link to={lp("/een-op-een-hulp")} className={linkClass}>
          {t("sent.back")}
        </Link>
      </p>
    </article>
  );
}

export const handle = { i18n: ["help"] } satisfies I18nHandle;
