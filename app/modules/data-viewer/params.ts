import { pageNumberParam } from "~/lib/page-number";
/*
 * The data viewer's page parameters (issue 15, decision 044), as plain GET fields so the page works without
 * JavaScript: table, columns (one field per ticked box), one filter (column, operator, value), sort, page. `shown`
 * names the table the form was drawn for: when the admin picks another table, the old table's columns and filter
 * are dropped instead of being sent to the API as unknown columns.
 */
export const OPERATORS = ["contains", "eq", "lt", "gt", "empty"] as const;
export type ViewerParams = { table: string; shown: boolean; columns: string[]; filterColumn: string; operator: string; value: string; sort: string; page: number };

export function viewerParams(url: URL): ViewerParams {
  const search = url.searchParams;
  const table = search.get("table")?.trim() ?? "";
  const shown = table !== "" && search.get("shown") === table;
  const operator = search.get("operator") ?? "contains";
  return {
    table,
    shown,
    columns: shown ? search.getAll("columns").filter(Boolean) : [],
    filterColumn: shown ? (search.get("filter_column") ?? "") : "",
    operator: (OPERATORS as readonly string[]).includes(operator) ? operator : "contains",
    value: shown ? (search.get("value") ?? "") : "",
    sort: shown ? (search.get("sort") ?? "") : "",
    page: pageNumberParam(search.get("page")),
  };
}

/** The API's query for these parameters (the page size is the page's own). */
export function apiQuery(params: ViewerParams): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  if (params.columns.length > 0) query.columns = params.columns.join(",");
  if (params.filterColumn && (params.value !== "" || params.operator === "empty")) {
    query[`filter[${params.filterColumn}][${params.operator}]`] = params.operator === "empty" ? "true" : params.value;
  }
  if (params.sort) query.sort = params.sort;
  return query;
}

/** The page's own query for these parameters, without the page number (viewerParams reads it back): the CSV link. */
export function viewerSearch(params: ViewerParams): URLSearchParams {
  const search = new URLSearchParams();
  if (!params.table) return search;
  search.set("table", params.table);
  search.set("shown", params.table);
  for (const column of params.columns) search.append("columns", column);
  if (params.filterColumn) {
    search.set("filter_column", params.filterColumn);
    search.set("operator", params.operator);
    search.set("value", params.value);
  }
  if (params.sort) search.set("sort", params.sort);
  return search;
}
