import { Link } from "react-router";
import { useCsvHref, FigureSection, FigureTableView, RangeControls } from "~/components/analytics/parts";
import { DataTable, linkClass, secondaryLinkClass, type Column } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import type { ComparisonRow } from "~/modules/analytics/comparison";
import { comparisonTable, formatNumber, hours } from "~/modules/analytics/tables";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadComparisonPage } from "./analytics.server";
import type { Route } from "./+types/compare";

/*
 * /analytics/index-2 (issue 15, decision 047): the figures of /analytics side by side — the center's organizations in
 * a table sorted by any column (header links: no JavaScript needed) and this period against another (by default the
 * same length just before). Both tables download as CSV.
 */

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadComparisonPage(context, request);
}

function OrganizationsTable({ rows, sort }: { rows: ComparisonRow[]; sort: string }) {
  const { t, i18n } = useTranslation("analytics");
  const href = useCsvHref("comparison");
  const n = (value: number | null) => formatNumber(value, i18n.language);
  const sortable = (id: string) => ({ asc: id, desc: `-${id}`, first: id === "name" ? ("asc" as const) : ("desc" as const) });
  const columns: Array<Column<ComparisonRow>> = [
    { id: "name", header: t("columns.organization"), rowHeader: true, sort: sortable("name"), cell: (row) => row.name },
    { id: "views", header: t("funnel.views"), align: "end", sort: sortable("views"), cell: (row) => n(row.views) },
    { id: "responses", header: t("funnel.responses"), align: "end", sort: sortable("responses"), cell: (row) => n(row.responses) },
    { id: "accepted", header: t("funnel.accepted"), align: "end", sort: sortable("accepted"), cell: (row) => n(row.accepted) },
    { id: "accepted_share", header: t("columns.acceptedShare"), align: "end", sort: sortable("accepted_share"), cell: (row) => n(row.acceptedShare) },
    { id: "median_seconds", header: t("columns.medianHours"), align: "end", sort: sortable("median_seconds"), cell: (row) => hours(row.medianSeconds, i18n.language) },
  ];
  return (
    <div className="flex flex-col gap-2">
      <DataTable caption={t("tables.comparison")} rows={rows} rowKey={(row) => row.id} columns={columns} sort={sort} empty={<p className="text-muted">{t("empty")}</p>} rowTestId="comparison-row" />
      {rows.length > 0 ? (
        <p>
          <a href={href} className={secondaryLinkClass} download>
            {t("csv", { caption: t("tables.comparison") })}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export default function AnalyticsComparison({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("analytics");
  const lp = useLocalizedPath();
  const { range, error, organization, organizationFilter, organizationName, compared, compareError, sort, comparison } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("compare.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("compare.title")}</h1>
        <p className="text-muted">{t("compare.intro")}</p>
        <p>
          <Link to={lp("/analytics")} className={linkClass}>
            {t("compare.back")}
          </Link>
        </p>
      </header>
      <RangeControls range={range} error={error} organization={organization} organizationFilter={organizationFilter} organizationName={organizationName} compare={{ range: compared, error: compareError, sort }} />
      {comparison ? (
        <>
          <FigureSection id="compare-organizations" title={t("tables.comparison")}>
            <OrganizationsTable rows={comparison.organizations} sort={comparison.sort} />
          </FigureSection>
          <FigureSection id="compare-periods" title={t("tables.periods")}>
            <FigureTableView table={comparisonTable("periods", comparison, t, i18n.language)} />
          </FigureSection>
        </>
      ) : null}
    </section>
  );
}

export const handle = { i18n: ["analytics", "vacancies", "manage"] } satisfies I18nHandle;
