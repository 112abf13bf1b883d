import { Form, Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useFocusOnShow } from "~/components/shell/focus-after-navigation";
import { Button } from "~/components/ui/button";
import { DataTable, EmptyState, FilterSelect, inputClass, linkClass, Pagination, type Column } from "~/components/list-kit";
import { useLocalizedPath } from "~/lib/i18n";
import { asApiError } from "~/modules/api-client/client.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/data-viewer";
import { apiQuery, OPERATORS, viewerParams, viewerSearch } from "~/modules/data-viewer/params";
import { requireAdmin } from "./data-viewer.server";

/*
 * /admin/data-viewer (issue 15, decision 044): the admin reads the center's rows of a table — columns, one filter,
 * a sort, pages and a CSV export — through the API, which masks secrets and writes every use to the audit log.
 * A plain GET form: it works without JavaScript.
 */

const PAGE_SIZE = 50;
/** The id of the message about the form's choice, which describes the field it is about. */
const ERROR_ID = "data-viewer-error";
/** The API's 400 codes with a message of their own (dataViewer.errors.*); any other is "badQuery". */
const ERROR_OF_CODE = {
  masked_column: "maskedColumn",
  invalid_date: "badDate",
  invalid_number: "badNumber",
  invalid_boolean: "badBoolean",
  invalid_operator: "badOperator",
} as const;
type ViewerError = (typeof ERROR_OF_CODE)[keyof typeof ERROR_OF_CODE] | "badQuery";
type ColumnInfo = { name: string; type: string; masked: boolean };
type TableInfo = { id: string; name: string; columns: ColumnInfo[] };
type Row = { id: string; values: Record<string, string | null> };

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = await requireAdmin(context, request);
  const params = viewerParams(new URL(request.url));
  const { data: tables } = await api.get<TableInfo[]>("/api/v1/data_viewer/tables");
  const table = tables.find((candidate) => candidate.name === params.table) ?? null;
  const base = { params, tables: tables.map(({ name }) => name), table, rows: [] as Row[], total: 0, pageCount: 1, shownColumns: [] as string[], error: null as string | null };
  if (!table) return { ...base, error: params.table ? "unknownTable" : null };
  try {
    const result = await api.getPage<Row>(`/api/v1/data_viewer/tables/${encodeURIComponent(table.name)}/rows`, {
      query: { ...apiQuery(params), "page[size]": PAGE_SIZE, "page[number]": params.page },
    });
    const shownColumns = params.columns.length > 0 ? params.columns : table.columns.map((column) => column.name);
    return { ...base, rows: result.rows, total: result.total, pageCount: Math.max(1, result.pageCount), shownColumns };
  } catch (thrown) {
    // A bad column, filter or sort (or a page past the end) is a message on the form, which keeps what was chosen.
    const failure = asApiError(thrown);
    if (failure?.status !== 400) throw thrown;
    const code = failure.errors[0]?.code ?? "";
    const error: ViewerError = Object.hasOwn(ERROR_OF_CODE, code) ? ERROR_OF_CODE[code as keyof typeof ERROR_OF_CODE] : "badQuery";
    return { ...base, error };
  }
}

export default function DataViewer({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("users");
  const lp = useLocalizedPath();
  const { params, tables, table, rows, total, pageCount, shownColumns, error } = loaderData;
  // 'Openen' goes away once a table is shown (a GET to the same page: the root's focus hooks leave it alone, decision
  // 073), so the keyboard user was left on nothing and the next Tab started at the top of the page. When another table
  // is shown and the focus went with the button, the rows' heading takes it: a screen reader reads it, and Tab goes on
  // into the rows. Not on a page load, nor for a sort, filter or page of the same table (the focus stays on the control).
  const rowsHeading = useFocusOnShow<HTMLHeadingElement>(table?.name, { onlyWhenLost: true });
  const masked = new Set(table?.columns.filter((column) => column.masked).map((column) => column.name) ?? []);
  const usable = table?.columns.filter((column) => !column.masked) ?? [];
  // A message about the filter's value or operator marks that field invalid, described by the message (as forms do).
  const valueInvalid = error === "badDate" || error === "badNumber" || error === "badBoolean";
  const operatorInvalid = error === "badOperator";
  const exportSearch = table ? viewerSearch({ ...params, table: table.name }) : new URLSearchParams();
  const columns: Array<Column<Row>> = shownColumns.map((name) => ({
    id: name,
    header: masked.has(name) ? t("dataViewer.maskedHeader", { name }) : name,
    cell: (row) =>
      masked.has(name) ? (
        <span title={t("dataViewer.masked")}>
          <span aria-hidden="true">••••••</span>
          <span className="sr-only">{t("dataViewer.masked")}</span>
        </span>
      ) : row.values[name] === null || row.values[name] === undefined ? (
        <span className="text-muted">{t("dataViewer.null")}</span>
      ) : (
        row.values[name]
      ),
    className: "max-w-96 break-words font-mono text-sm",
    sort: masked.has(name) ? undefined : { asc: name, desc: `-${name}` },
  }));
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("dataViewer.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("dataViewer.title")}</h1>
        <p>{t("dataViewer.intro")}</p>
      </header>

      <Form method="get" role="search" aria-label={t("dataViewer.formLabel")} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
        <div className="flex flex-wrap items-end gap-3">
          <FilterSelect name="table" label={t("dataViewer.table")} value={params.table} anyLabel={t("dataViewer.chooseTable")} options={tables.map((name) => ({ value: name, label: name }))} />
          {table ? <input type="hidden" name="shown" value={table.name} /> : null}
          {!table ? <Button type="submit">{t("dataViewer.open")}</Button> : null}
        </div>
        {table ? (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="font-medium">{t("dataViewer.columns")}</legend>
              <p className="text-sm text-muted">{t("dataViewer.columnsHint")}</p>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {table.columns.map((column) => (
                  <label key={column.name} className="inline-flex items-center gap-2">
                    <input type="checkbox" name="columns" value={column.name} defaultChecked={params.columns.includes(column.name)} className="size-4 accent-primary" />
                    <span className="font-mono text-sm">{column.name}</span>
                    {column.masked ? <span className="text-sm text-muted">({t("dataViewer.masked")})</span> : null}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="flex flex-wrap items-end gap-3">
              <legend className="mb-2 font-medium">{t("dataViewer.filter")}</legend>
              <FilterSelect name="filter_column" label={t("dataViewer.filterColumn")} value={params.filterColumn} anyLabel={t("dataViewer.noFilter")} options={usable.map((column) => ({ value: column.name, label: column.name }))} />
              <FilterSelect
                name="operator"
                label={t("dataViewer.operator")}
                value={params.operator}
                options={OPERATORS.map((operator) => ({ value: operator, label: t(`dataViewer.operators.${operator}`) }))}
                invalidBy={operatorInvalid ? ERROR_ID : undefined}
              />
              <div className="flex flex-col gap-1">
                <label htmlFor="data-viewer-value" className="font-medium">
                  {t("dataViewer.value")}
                </label>
                <input
                  id="data-viewer-value"
                  name="value"
                  type="text"
                  maxLength={200}
                  defaultValue={params.value}
                  className={inputClass}
                  aria-invalid={valueInvalid ? true : undefined}
                  aria-describedby={valueInvalid ? ERROR_ID : undefined}
                />
              </div>
              <FilterSelect
                name="sort"
                label={t("dataViewer.sort")}
                value={params.sort}
                anyLabel={t("dataViewer.defaultSort")}
                options={usable.flatMap((column) => [
                  { value: column.name, label: t("dataViewer.ascending", { name: column.name }) },
                  { value: `-${column.name}`, label: t("dataViewer.descending", { name: column.name }) },
                ])}
              />
              <Button type="submit">{t("dataViewer.show")}</Button>
              <Link to={`${lp("/admin/data-viewer")}?table=${encodeURIComponent(table.name)}`} className={linkClass + " self-center"}>
                {t("dataViewer.reset")}
              </Link>
            </fieldset>
          </>
        ) : null}
      </Form>

      {error ? (
        <p id={ERROR_ID} role="alert" className="rounded-lg border border-danger bg-surface p-4">
          {t(`dataViewer.errors.${error}`, { operator: t(`dataViewer.operators.${params.operator}`) })}
        </p>
      ) : null}

      {table && !error ? (
        <section aria-labelledby="data-viewer-rows" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="data-viewer-rows" ref={rowsHeading} tabIndex={-1} className="text-xl font-semibold">
              {t("dataViewer.rowsHeading", { table: table.name })}
            </h2>
            <a href={`${lp("/admin/data-viewer/export.csv")}?${exportSearch.toString()}`} className={linkClass} download>
              {t("dataViewer.export")}
            </a>
          </div>
          <p role="status">{t("dataViewer.count", { count: total })}</p>
          <DataTable
            caption={t("dataViewer.caption", { table: table.name })}
            rows={rows}
            rowKey={(row) => row.id}
            columns={columns}
            sort={params.sort}
            page={params.page}
            empty={<EmptyState title={t("dataViewer.empty")} hint={t("dataViewer.emptyHint")} />}
          />
          <Pagination page={params.page} pageCount={pageCount} />
          <p className="text-sm text-muted">{t("dataViewer.audited")}</p>
        </section>
      ) : null}
      {!table && !error ? <EmptyState title={t("dataViewer.start")} hint={t("dataViewer.startHint")} /> : null}
    </section>
  );
}

export const handle = { i18n: ["users"] } satisfies I18nHandle;
