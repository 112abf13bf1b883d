import { Link } from "react-router";
import { DataTable, EmptyState, Pagination, StatusBadge, linkClass, useFormatDate, useHrefWith } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { pageNumberParam } from "~/lib/page-number";
import { apiContext } from "~/middleware/context";
import { statusCounts } from "~/modules/api-client/client.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { requireNeighbourHelp } from "~/modules/neighbour-help/page.server";
import { HELP_REQUEST_STATUSES, type HelpRequestStatus } from "~/modules/neighbour-help/schema";
import type { RequestOnPage } from "~/modules/neighbour-help/views";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/review-list";

/**
 * /een-op-een-hulp/beoordelen (decision 041): the center's admins and center superusers review neighbour help —
 * a tab per status (pending first) with its count, the requests with who sent them, paged. Others get the
 * API's 403; a 404 where the tenant has no p2p.
 */
const PAGE_SIZE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  requireNeighbourHelp(context);
  const params = new URL(request.url).searchParams;
  const asked = params.get("status");
  const status: HelpRequestStatus = (HELP_REQUEST_STATUSES as readonly string[]).includes(asked ?? "") ? (asked as HelpRequestStatus) : "pending";
  const page = pageNumberParam(params.get("page"));
  const { rows, pageCount, meta } = await context
    .get(apiContext)
    .getPage<RequestOnPage>("/api/v1/neighbour_help_reviews", { query: { "filter[status]": status, "page[size]": PAGE_SIZE, "page[number]": page } });
  // The API counts every status in the list's meta (one grouped count), for the tabs.
  return { status, rows, page, pageCount, counts: statusCounts(meta, HELP_REQUEST_STATUSES) };
}

export default function ReviewNeighbourHelp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("help");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  const formatDate = useFormatDate();
  const { status, rows, page, pageCount, counts } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("review.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("review.title")}</h1>
        <p className="max-w-3xl">{t("review.intro")}</p>
      </header>
      <nav aria-label={t("own.status")}>
        <ul className="flex flex-wrap gap-2">
          {HELP_REQUEST_STATUSES.map((each) => (
            <li key={each}>
              <Link
                to={hrefWith({ status: each === "pending" ? undefined : each, page: undefined })}
                aria-current={each === status ? "page" : undefined}
                className={`inline-flex gap-2 rounded-full border px-3 py-1 ${each === status ? "border-primary bg-primary text-on-primary" : "border-border bg-surface hover:bg-surface-muted"}`}
              >
                {t(`statuses.${each}`)}
                <span className="font-semibold">{counts[each]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DataTable
        caption={`${t("review.caption")}: ${t(`statuses.${status}`)}`}
        rows={rows}
        rowKey={(row) => row.id}
        rowTestId="help-review-row"
        page={page}
        empty={<EmptyState title={t("review.empty")} />}
        columns={[
          { id: "received", header: t("review.received"), cell: (row) => formatDate(row.createdAt), className: "whitespace-nowrap" },
          {
            id: "message",
            header: t("review.message"),
            rowHeader: true,
            cell: (row) => (
              <span className="flex flex-col gap-1">
                <span className="text-sm text-muted">
                  {t(`directions.${row.direction}`)} · {t(`kinds.${row.kind}`)} · {t(`categories.${row.category}`)}
                </span>
                <span>{row.description.length > 120 ? `${row.description.slice(0, 120)}…` : row.description}</span>
              </span>
            ),
          },
          { id: "from", header: t("review.from"), cell: (row) => `${row.name} (${row.neighbourhood})` },
          { id: "status", header: t("own.status"), cell: (row) => <StatusBadge status={row.status} label={t(`statuses.${row.status}`)} /> },
          { id: "responses", header: t("own.responses"), cell: (row) => t("review.responseCount", { count: row.responses.length }) },
          {
            id: "open",
            header: t("review.open"),
            headerHidden: true,
            cell: (row) => (
              <Link to={lp(`/een-op-een-hulp/beoordelen/${row.id}`)} className={linkClass} aria-label={t("review.openLabel", { name: row.name })}>
                {t("review.open")}
              </Link>
            ),
          },
        ]}
      />
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

export const handle = { i18n: ["help"] } satisfies I18nHandle;
