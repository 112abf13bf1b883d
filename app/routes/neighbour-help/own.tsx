import { Link } from "react-router";
import { FormErrors, useZodForm } from "~/components/forms";
import { ConfirmActions, ConfirmPanel, StatusBadge, linkClass } from "~/components/list-kit";
import { ConfirmResponseDecision, HelpResponses } from "~/components/neighbour-help/responses";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadOwn, runOwnAction } from "~/modules/neighbour-help/own.server";
import { HELP_REQUEST_MAX_AGE_DAYS, HelpOwnActionSchema } from "~/modules/neighbour-help/schema";
import type { Route } from "./+types/own";

/**
 * /een-op-een-hulp/mijn-aanvraag/{token} (decision 041): the requester's own page through the secret link of
 * their mail — no account — with the helpers' responses to accept or decline, each after a confirmation step
 * (`?confirm=accept|decline&response=…`), and withdrawing a pending or approved request (`?confirm=withdraw`),
 * all plain forms. A withdrawn or expired request says so. An unknown or replaced link is a 404. A post that cannot be
 * done (a response decided or the request withdrawn meanwhile, in another tab; a tampered form) says why above the page.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadOwn(context, request, params.token);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return runOwnAction(context, request, params.token);
}

export default function OwnHelpRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("help");
  const lp = useLocalizedPath();
  const { own, confirm, confirmWithdraw, withdrawable } = loaderData;
  // The page's posts share one form's answer, shown above the page: it has no field to put an error at.
  const [form] = useZodForm(HelpOwnActionSchema, actionData);
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={t("own.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("own.title")}</h1>
        <p>{t("own.intro")}</p>
      </header>
      <FormErrors id={form.errorId} errors={form.errors} />
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
