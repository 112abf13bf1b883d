import type { TFunction } from "i18next";
import type { ComparisonRow } from "./comparison";
import { change, percentage } from "./maths";
import type { DayRange } from "./range";

/*
 * The tables of /analytics and /analytics/index-2 (issue 15, decision 047), defined once: the page renders them
 * under its charts and the CSV export writes the same rows (app/modules/forms/csv.ts, for Dutch Excel).
 */

/** The figures as the api client hands them over (camelCase). */
export type FunnelFigures = { views: number; responses: number; accepted: number };
export type AnalyticsFigures = {
  range: DayRange;
  bucket: "day" | "month";
  statusSeries: Array<{ day: string; counts: Record<string, number> }>;
  funnel: FunnelFigures;
  vacancies: Array<FunnelFigures & { id: string; name: string; organizationName?: string }>;
  organizations: Array<FunnelFigures & { id: string; name: string; medianSeconds: number | null; reacted: number }>;
  reaction: { medianSeconds: number | null; reacted: number };
  responsesByType: Array<{ type: string; responses: number }>;
  zeroResultTerms: Array<{ term: string; searches: number }> | null;
  newcomers: { volunteers: number; organizations: number } | null;
};
export type PeriodFigures = FunnelFigures & { range: DayRange; medianSeconds: number | null; reacted: number; newVolunteers: number | null; newOrganizations: number | null };
export type ComparisonFigures = { range: DayRange; organizations: ComparisonRow[]; current: PeriodFigures; previous: PeriodFigures; sort: string };

export const STATUS_ORDER = ["published", "draft", "filled", "expired", "archived"] as const;
export const FIGURE_TABLES = ["status", "funnel", "vacancies", "organizations", "types", "terms", "newcomers"] as const;
export const COMPARISON_TABLES = ["comparison", "periods"] as const;
export type TableKey = (typeof FIGURE_TABLES)[number] | (typeof COMPARISON_TABLES)[number];

export type FigureTable = { key: TableKey; caption: string; header: string[]; rows: string[][] };

/** Numbers as the language writes them, without thousands separators (so Excel reads them as numbers). */
/** One formatter per language and number of digits: a year's tables format thousands of cells, and building an
 * Intl.NumberFormat costs far more than using it (16 % of the page's CPU when one was built per cell). */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number | null, language: string, digits = 0): string {
  if (value === null) return "";
  const key = `${language} ${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: digits, useGrouping: false });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A time to first reaction in hours, one decimal; empty when there was none. */
export const hours = (seconds: number | null, language: string) => formatNumber(seconds === null ? null : seconds / 3600, language, 1);

const share = (part: number, whole: number, language: string) => formatNumber(percentage(part, whole), language);

export function figureTable(key: (typeof FIGURE_TABLES)[number], f: AnalyticsFigures, t: TFunction, language: string): FigureTable | null {
  const n = (value: number) => formatNumber(value, language);
  const caption = t(`analytics:tables.${key}`);
  switch (key) {
    case "status":
      return {
        key,
        caption,
        header: [t("analytics:columns.day"), ...STATUS_ORDER.map((status) => t(`vacancies:statuses.${status}`))],
        rows: f.statusSeries.map((point) => [point.day, ...STATUS_ORDER.map((status) => n(point.counts[status] ?? 0))]),
      };
    case "funnel":
      return {
        key,
        caption,
        header: [t("analytics:columns.stage"), t("analytics:columns.count"), t("analytics:columns.shareOfViews")],
        rows: (["views", "responses", "accepted"] as const).map((stage) => [t(`analytics:funnel.${stage}`), n(f.funnel[stage]), share(f.funnel[stage], f.funnel.views, language)]),
      };
    case "vacancies":
      return {
        key,
        caption,
        header: [t("analytics:columns.vacancy"), t("analytics:columns.organization"), t("analytics:funnel.views"), t("analytics:funnel.responses"), t("analytics:funnel.accepted")],
        rows: f.vacancies.map((v) => [v.name, v.organizationName ?? "", n(v.views), n(v.responses), n(v.accepted)]),
      };
    case "organizations":
      return {
        key,
        caption,
        header: [t("analytics:columns.organization"), t("analytics:funnel.views"), t("analytics:funnel.responses"), t("analytics:funnel.accepted"), t("analytics:columns.medianHours")],
        rows: f.organizations.map((o) => [o.name, n(o.views), n(o.responses), n(o.accepted), hours(o.medianSeconds, language)]),
      };
    case "types":
      return {
        key,
        caption,
        header: [t("analytics:columns.type"), t("analytics:funnel.responses")],
        rows: f.responsesByType.map((row) => [t(`vacancies:types.${row.type}`), n(row.responses)]),
      };
    case "terms":
      if (!f.zeroResultTerms) return null;
      return { key, caption, header: [t("analytics:columns.term"), t("analytics:columns.searches")], rows: f.zeroResultTerms.map((row) => [row.term, n(row.searches)]) };
    case "newcomers":
      if (!f.newcomers) return null;
      return {
        key,
        caption,
        header: [t("analytics:columns.kind"), t("analytics:columns.count")],
        rows: [
          [t("analytics:newcomers.volunteers"), n(f.newcomers.volunteers)],
          [t("analytics:newcomers.organizations"), n(f.newcomers.organizations)],
        ],
      };
  }
}

export function comparisonTable(key: (typeof COMPARISON_TABLES)[number], c: ComparisonFigures, t: TFunction, language: string): FigureTable {
  const n = (value: number | null) => formatNumber(value, language);
  if (key === "comparison") {
    return {
      key,
      caption: t("analytics:tables.comparison"),
      header: [
        t("analytics:columns.organization"),
        t("analytics:funnel.views"),
        t("analytics:funnel.responses"),
        t("analytics:funnel.accepted"),
        t("analytics:columns.acceptedShare"),
        t("analytics:columns.medianHours"),
      ],
      rows: c.organizations.map((o) => [o.name, n(o.views), n(o.responses), n(o.accepted), n(o.acceptedShare), hours(o.medianSeconds, language)]),
    };
  }
  const metric = (label: string, before: number | null, after: number | null, format = n) => [
    label,
    format(after),
    format(before),
    before === null || after === null ? "" : n(change(before, after)),
  ];
  return {
    key,
    caption: t("analytics:tables.periods"),
    header: [
      t("analytics:columns.figure"),
      t("analytics:periods.current", { from: c.current.range.from, to: c.current.range.to }),
      t("analytics:periods.previous", { from: c.previous.range.from, to: c.previous.range.to }),
      t("analytics:columns.changePercent"),
    ],
    rows: [
      metric(t("analytics:funnel.views"), c.previous.views, c.current.views),
      metric(t("analytics:funnel.responses"), c.previous.responses, c.current.responses),
      metric(t("analytics:funnel.accepted"), c.previous.accepted, c.current.accepted),
      metric(t("analytics:columns.medianHours"), c.previous.medianSeconds, c.current.medianSeconds, (value) => hours(value, language)),
      ...(c.current.newVolunteers === null
        ? []
        : [
            metric(t("analytics:newcomers.volunteers"), c.previous.newVolunteers, c.current.newVolunteers),
            metric(t("analytics:newcomers.organizations"), c.previous.newOrganizations, c.current.newOrganizations),
          ]),
    ],
  };
}
