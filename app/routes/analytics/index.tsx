import { Link } from "react-router";
import type { TFunction } from "i18next";
import { BarChart, LineChart } from "~/components/analytics/charts";
import { FigureSection, FigureTableView, RangeControls, Stat } from "~/components/analytics/parts";
import { linkClass } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { formatDate } from "~/lib/dates";
import { useLocalizedPath } from "~/lib/i18n";
import { figureTable, formatNumber, hours, STATUS_ORDER, type AnalyticsFigures } from "~/modules/analytics/tables";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadFiguresPage } from "./analytics.server";
import type { Route } from "./+types/index";

/*
 * /analytics, 'Volunteerly Analytics' (issue 15, decision 047): for a range (presets or custom days) and optionally
 * one organization — vacancies by status over time, the funnel views → responses → accepted per vacancy and
 * organization, the median time to first reaction, responses per vacancy type, search terms that found nothing and
 * newcomers. Each chart is server-rendered SVG followed by its table; every table downloads as CSV.
 */

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadFiguresPage(context, request);
}

function statusChart(f: AnalyticsFigures, t: TFunction) {
  const last = f.statusSeries.at(-1);
  const list = last ? STATUS_ORDER.map((status) => `${t(`vacancies:statuses.${status}`)} ${last.counts[status] ?? 0}`).join(", ") : "";
  return {
    title: t("analytics:charts.status"),
    description: last ? t("analytics:charts.statusDesc", { day: last.day, list }) : t("analytics:charts.statusEmpty"),
    labels: f.statusSeries.map((point) => point.day),
    series: STATUS_ORDER.map((status) => ({ name: t(`vacancies:statuses.${status}`), values: f.statusSeries.map((point) => point.counts[status] ?? 0) })),
  };
}

function Figures({ f }: { f: AnalyticsFigures }) {
  const { t, i18n } = useTranslation(["analytics", "vacancies"]);
  const language = i18n.language;
  const n = (value: number) => formatNumber(value, language);
  const table = (key: Parameters<typeof figureTable>[0]) => figureTable(key, f, t, language);
  const status = statusChart(f, t);
  const topOrganizations = [...f.organizations].sort((a, b) => b.responses - a.responses).slice(0, 10);
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t("summary.views")} value={n(f.funnel.views)} testId="stat-views" />
        <Stat label={t("summary.responses")} value={n(f.funnel.responses)} testId="stat-responses" />
        <Stat label={t("summary.accepted")} value={n(f.funnel.accepted)} testId="stat-accepted" />
        <Stat
          label={t("summary.median")}
          value={f.reaction.medianSeconds === null ? t("summary.medianNone") : t("summary.medianValue", { hours: hours(f.reaction.medianSeconds, language) })}
          testId="stat-median"
        />
        {f.newcomers ? (
          <>
            <Stat label={t("summary.newVolunteers")} value={n(f.newcomers.volunteers)} testId="stat-new-volunteers" />
            <Stat label={t("summary.newOrganizations")} value={n(f.newcomers.organizations)} testId="stat-new-organizations" />
          </>
        ) : null}
      </dl>

      <FigureSection id="analytics-status" title={status.title}>
        {f.statusSeries.length > 0 ? <LineChart {...status} /> : <p className="text-muted">{status.description}</p>}
        <FigureTableView table={table("status")!} />
      </FigureSection>

      <FigureSection id="analytics-funnel" title={t("charts.funnel")}>
        <BarChart
          title={t("charts.funnel")}
          description={t("charts.funnelDesc", { views: n(f.funnel.views), responses: n(f.funnel.responses), accepted: n(f.funnel.accepted) })}
          bars={(["views", "responses", "accepted"] as const).map((stage) => ({ label: t(`funnel.${stage}`), value: f.funnel[stage], display: n(f.funnel[stage]) }))}
        />
        <FigureTableView table={table("funnel")!} />
        <FigureTableView table={table("vacancies")!} />
      </FigureSection>

      <FigureSection id="analytics-organizations" title={t("charts.organizations")}>
        {topOrganizations.length > 0 ? (
          <BarChart
            title={t("charts.organizations")}
            description={t("charts.organizationsDesc", { name: topOrganizations[0]!.name, count: topOrganizations[0]!.responses })}
            bars={topOrganizations.map((o) => ({ label: o.name, value: o.responses, display: n(o.responses) }))}
          />
        ) : null}
        <FigureTableView table={table("organizations")!} />
      </FigureSection>

      <FigureSection id="analytics-types" title={t("charts.types")}>
        {f.responsesByType.length > 0 ? (
          <BarChart
            title={t("charts.types")}
            description={t("charts.typesDesc", { list: f.responsesByType.map((row) => `${t(`vacancies:types.${row.type}`)} ${n(row.responses)}`).join(", ") })}
            bars={f.responsesByType.map((row) => ({ label: t(`vacancies:types.${row.type}`), value: row.responses, display: n(row.responses) }))}
          />
        ) : null}
        <FigureTableView table={table("types")!} />
      </FigureSection>

      {f.zeroResultTerms || f.newcomers ? (
        <FigureSection id="analytics-center" title={t("tables.terms")}>
          {table("terms") ? <FigureTableView table={table("terms")!} /> : null}
          {table("newcomers") ? <FigureTableView table={table("newcomers")!} /> : null}
        </FigureSection>
      ) : null}
    </>
  );
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("analytics");
  const lp = useLocalizedPath();
  const { range, error, organization, organizationFilter, organizationName, centerRole, figures } = loaderData;
  const chosen = organizationFilter.kind === "search" ? organizationFilter.chosen : organizationFilter.options.find((option) => option.value === organization);
  const scope = organization && chosen ? t("scope.organization", { name: chosen.label }) : centerRole ? t("scope.center") : t("scope.own");
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        {figures ? <p className="text-muted">{t("intro", { scope, from: formatDate(figures.range.from, i18n.language), to: formatDate(figures.range.to, i18n.language) })}</p> : null}
        <p>
          <Link to={lp("/analytics/index-2")} className={linkClass}>
            {t("compare.link")}
          </Link>
        </p>
      </header>
      <RangeControls range={range} error={error} organization={organization} organizationFilter={organizationFilter} organizationName={organizationName} />
      {figures ? <Figures f={figures} /> : null}
    </section>
  );
}

export const handle = { i18n: ["analytics", "vacancies", "manage"] } satisfies I18nHandle;
