import { data } from "react-router";
import { i18nContext, localeContext } from "~/middleware/context";
import { toCsv } from "~/modules/forms/csv";
import { COMPARISON_TABLES, comparisonTable, FIGURE_TABLES, figureTable } from "~/modules/analytics/tables";
import type { Route } from "./+types/export-csv";
import { loadComparisonPage, loadFiguresPage } from "./analytics.server";

/**
 * /analytics/export.csv?table=…: one table of /analytics or /analytics/index-2, with the page's range and
 * organization, as CSV for Dutch Excel (the forms export's format: BOM, ';', CRLF).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("table") ?? "";
  const t = context.get(i18nContext).t;
  const language = context.get(localeContext);
  let table = null;
  if ((FIGURE_TABLES as readonly string[]).includes(key)) {
    const page = await loadFiguresPage(context, request);
    if (page.figures) table = figureTable(key as (typeof FIGURE_TABLES)[number], page.figures, t, language);
  } else if ((COMPARISON_TABLES as readonly string[]).includes(key)) {
    const page = await loadComparisonPage(context, request);
    if (page.comparison) table = comparisonTable(key as (typeof COMPARISON_TABLES)[number], page.comparison, t, language);
  }
  if (!table) throw data({ message: "Not found" }, { status: 404 });
  return new Response(toCsv([table.header, ...table.rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${table.key}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
