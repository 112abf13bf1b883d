import { sql, type SQL } from "drizzle-orm";
import { apiMessages } from "~/lib/api-messages";
import { AppError } from "~/lib/app-error";
import type { Tx } from "~/modules/db/client.server";
import { auditLog } from "~/modules/db/schema";
import { isMaskedColumn } from "./masking";

/*
 * The admin's read-only data viewer (issue 15, decision 044). Tables and columns come from the database's own
 * catalogue as the application role sees it: a tenant table is one with a tenant_id column, and row-level security
 * limits every read to the request's tenant. Nothing from the request is ever written into SQL: a table or column
 * name is used only when it is one the catalogue listed (then quoted as an identifier), values are parameters.
 */

export type ViewerColumn = { name: string; type: string; masked: boolean };
/**
 * How a table's rows belong to a volunteer center: the centers table itself, a center_id column of its own, or a
 * foreign key to a table that belongs to one (followed at most two steps: applications → vacancies → center).
 */
export type CenterScope =
  | { kind: "center" }
  | { kind: "column"; column: string }
  | { kind: "via"; column: string; parent: string; parentScope: Exclude<CenterScope, { kind: "via" }> | { kind: "via"; column: string; parent: string; parentScope: Exclude<CenterScope, { kind: "via" }> } };
export type ViewerTable = { name: string; columns: ViewerColumn[]; scope: CenterScope };

export const FILTER_OPERATORS = ["contains", "eq", "lt", "gt", "empty"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
/**
 * `numeric`: the column holds numbers, compared as numbers (as text, 9 would be more than 10). `temporal`: the
 * column holds dates ("date") or moments ("timestamp"), compared as such; see dateCondition.
 */
export type ViewerFilter = { column: string; operator: FilterOperator; value: string; numeric?: boolean; temporal?: "date" | "timestamp"; list?: boolean; truth?: boolean };
/** Column types (format_type, without a precision such as numeric(10,2)'s) whose lt/gt/eq compare as numbers. */
const NUMERIC_TYPES = new Set(["smallint", "integer", "bigint", "numeric", "real", "double precision"]);
/** Column types (format_type without a precision: timestamp(3) with time zone is a timestamp) compared as dates. */
const TEMPORAL_TYPES = new Map<string, "date" | "timestamp">([
  ["date", "date"],
  ["timestamp without time zone", "timestamp"],
  ["timestamp with time zone", "timestamp"],
]);
/**
 * Column types (format_type without a precision) whose text orders as a reader expects, so "is kleiner/groter dan"
 * compares them alphabetically. Any other kind has no order the viewer can offer: a list (integer[], its text starts
 * with '{' and is "greater" than every digit or letter, so 'gt 5' matched every row), json, true/false, a uuid or an
 * enum (ordered by its text, not its declared order). lt/gt on those is refused (invalid_operator), never ignored.
 * contains, eq and empty apply to every column: they work on the value as the viewer shows it.
 */
const ORDERED_TEXT_TYPES = new Set(["text", "character varying", "character", "citext"]);
/** Whether `operator` applies to a column of `type` (format_type, without a precision). */
export function operatorApplies(operator: FilterOperator, type: string): boolean {
  if (operator !== "lt" && operator !== "gt") return true;
  return NUMERIC_TYPES.has(type) || TEMPORAL_TYPES.has(type) || ORDERED_TEXT_TYPES.has(type);
}
const baseType = (type: string) => type.replace(/\(\d+(?:,\s*\d+)?\)/g, "");
/** An ISO date, or an ISO timestamp (T or a space; minutes, seconds, fractions; Z or an offset such as +01:00 or +00). */
const ISO_MOMENT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/;

/**
 * A number filter's value as PostgreSQL reads it (a point before the decimals), or null when it is none. A decimal
 * comma counts as the point, as Dutch admins write 2,5. Thousands separators are not read: '1.234' means 1234 to a Dutch
 * reader and 1.234 to an English one, so a single comma or point is always the decimal one and '1.234,5', '1,234.5'
 * or '1 234' is no number (the page then says how to write one).
 */
export function numberFilterValue(value: string): string | null {
  const match = /^(-?\d+)(?:[.,](\d+))?$/.exec(value.trim());
  if (!match) return null;
  return match[2] === undefined ? match[1]! : `${match[1]}.${match[2]}`;
}

/**
 * Whether `value` is an ISO date (YYYY-MM-DD) or timestamp that exists (no 30 February, no 25:00): PostgreSQL would
 * refuse it with an error, not an empty list. Returns "date" or "timestamp", or null when it is neither.
 */
export function isoMomentKind(value: string): "date" | "timestamp" | null {
  const match = ISO_MOMENT.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match.map((part) => (part === undefined ? undefined : Number(part)));
  const calendar = new Date(0);
  calendar.setUTCFullYear(year!, month! - 1, day!);
  if (year! < 1 || calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month! - 1 || calendar.getUTCDate() !== day) return null;
  if (hour === undefined) return "date";
  if (hour > 23 || minute! > 59 || (second ?? 0) > 59 || (offsetHours ?? 0) > 15 || (offsetMinutes ?? 0) > 59) return null;
  return "timestamp";
}
export type ViewerQuery = { table: string; columns: string[]; filters: ViewerFilter[]; sort: { column: string; descending: boolean } | null };

/** Tables shown to nobody: the migrations' own bookkeeping. */
const HIDDEN_TABLES = new Set(["__drizzle_migrations"]);
/** Rows a CSV export holds at most. */
export const EXPORT_LIMIT = 10_000;
/** Which foreign key a table's center is found through first, when it has several. */
const PREFERRED_KEYS = ["center_id", "volunteer_center_id", "organization_id", "vacancy_id", "user_id"];

type CatalogRow = { table_name: string; column_name: string; data_type: string };
type ForeignKeyRow = { table_name: string; column_name: string; target: string };

/**
 * The tenant tables the application role may read, with their columns in table order and how their rows belong
 * to a center. Tables whose rows cannot be tied to a center are not offered: the viewer shows an admin their own
 * center's rows only (the partner centers of a tenant keep their data apart, decision 044).
 */
export async function listViewerTables(tx: Tx): Promise<ViewerTable[]> {
  const result = await tx.execute(sql`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as data_type
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and has_table_privilege(c.oid, 'select')
      and exists (select 1 from pg_attribute t where t.attrelid = c.oid and t.attname = 'tenant_id' and not t.attisdropped)
    order by c.relname, a.attnum`);
  const keysResult = await tx.execute(sql`
    select child.relname as table_name, a.attname as column_name, parent.relname as target
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and n.nspname = 'public' and cardinality(k.conkey) = 1`);
  const rows = (result as unknown as { rows: CatalogRow[] }).rows;
  const keys = (keysResult as unknown as { rows: ForeignKeyRow[] }).rows;
  const columnsOf = new Map<string, ViewerColumn[]>();
  for (const row of rows) {
    if (HIDDEN_TABLES.has(row.table_name)) continue;
    const columns = columnsOf.get(row.table_name) ?? [];
    columns.push({ name: row.column_name, type: row.data_type, masked: isMaskedColumn(row.column_name) });
    columnsOf.set(row.table_name, columns);
  }
  const centerTable = keys.find((key) => key.column_name === "center_id")?.target ?? "volunteer_centers";
  const direct = (table: string): Exclude<CenterScope, { kind: "via" }> | null => {
    if (table === centerTable) return { kind: "center" };
    const own = columnsOf.get(table)?.find((column) => column.name === "center_id" || column.name === "volunteer_center_id");
    return own ? { kind: "column", column: own.name } : null;
  };
  const rank = (column: string) => (PREFERRED_KEYS.includes(column) ? PREFERRED_KEYS.indexOf(column) : PREFERRED_KEYS.length);
  const keysOf = (table: string) =>
    keys.filter((key) => key.table_name === table && key.target !== table && columnsOf.has(key.target)).sort((a, b) => rank(a.column_name) - rank(b.column_name) || a.column_name.localeCompare(b.column_name));
  const oneStep = (table: string) => {
    for (const key of keysOf(table)) {
      const parentScope = direct(key.target);
      if (parentScope) return { kind: "via" as const, column: key.column_name, parent: key.target, parentScope };
    }
    return null;
  };
  const scopeOf = (table: string): CenterScope | null => {
    const own = direct(table) ?? oneStep(table);
    if (own) return own;
    for (const key of keysOf(table)) {
      const parentScope = oneStep(key.target);
      if (parentScope) return { kind: "via", column: key.column_name, parent: key.target, parentScope };
    }
    return null;
  };
  const tables: ViewerTable[] = [];
  for (const [name, columns] of columnsOf) {
    const scope = scopeOf(name);
    if (scope) tables.push({ name, columns, scope });
  }
  return tables;
}

/** The condition that keeps `alias`'s rows to those of the center (parameters only; names from the catalogue). */
function centerCondition(alias: string, scope: CenterScope, centerId: string, depth = 0): SQL {
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  switch (scope.kind) {
    case "center":
      return sql`${column("id")} = ${centerId}`;
    case "column":
      return sql`${column(scope.column)} = ${centerId}`;
    case "via": {
      const parent = `p${depth}`;
      return sql`exists (select 1 from ${sql.identifier(scope.parent)} as ${sql.identifier(parent)} where ${sql.identifier(parent)}.${sql.identifier("id")} = ${column(scope.column)} and ${centerCondition(parent, scope.parentScope, centerId, depth + 1)})`;
    }
  }
}

/** A 400 naming the parameter; `detail` is a key of apiMessages, said in the request's language with `values`. */
function badParameter(parameter: string, detail: string, code = "invalid_parameter", values: Record<string, string> = {}): AppError {
  return new AppError({ status: 400, code, detail, source: { parameter }, values: () => values });
}

/**
 * The request's query as names the catalogue knows: an unknown table is a 404, an unknown column (asked for,
 * filtered or sorted on) a 400 naming the parameter, a filter or sort on a masked column a 400 as well.
 */
export function resolveQuery(tables: ViewerTable[], tableName: string, params: URLSearchParams): { table: ViewerTable; query: ViewerQuery } {
  const table = tables.find((candidate) => candidate.name === tableName);
  if (!table) throw new AppError({ status: 404, code: "not_found", detail: `There is no table '${tableName}' to view.` });
  const known = new Map(table.columns.map((column) => [column.name, column]));
  const column = (name: string, parameter: string, usable: "show" | "use") => {
    const found = known.get(name);
    if (!found) throw badParameter(parameter, apiMessages.viewerUnknownColumn, "unknown_column", { table: table.name, column: name });
    if (usable === "use" && found.masked) throw badParameter(parameter, apiMessages.viewerMaskedColumn, "masked_column", { column: name });
    return found.name;
  };
  const asked = params.get("columns");
  const columns = asked ? [...new Set(asked.split(",").map((name) => name.trim()).filter(Boolean))].map((name) => column(name, "columns", "show")) : table.columns.map((c) => c.name);
  if (columns.length === 0) throw badParameter("columns", apiMessages.viewerNoColumns);
  const filters: ViewerFilter[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith("filter[")) continue;
    const match = /^filter\[([^\]]+)\](?:\[([^\]]+)\])?$/.exec(key);
    if (!match) throw badParameter(key, apiMessages.viewerFilterForm, undefined, { parameter: key });
    const operator = (match[2] ?? "contains") as FilterOperator;
    if (!FILTER_OPERATORS.includes(operator)) throw badParameter(key, apiMessages.viewerUnknownOperator, undefined, { operator: match[2]!, allowed: FILTER_OPERATORS.join(", ") });
    if (operator !== "empty" && value === "") continue;
    if (value.length > 200) throw badParameter(key, apiMessages.viewerFilterTooLong);
    const name = column(match[1]!, key, "use");
    const compares = operator === "eq" || operator === "lt" || operator === "gt";
    const type = baseType(known.get(name)!.type);
    if (!operatorApplies(operator, type)) {
      throw badParameter(key, apiMessages.viewerOperatorNotApplicable, "invalid_operator", { operator, column: name, type });
    }
    const numeric = NUMERIC_TYPES.has(type) && compares;
    const number = numeric ? numberFilterValue(value) : null;
    if (numeric && number === null) throw badParameter(key, apiMessages.viewerNumberColumn, "invalid_number", { column: name });
    const temporal = compares ? TEMPORAL_TYPES.get(type) : undefined;
    if (temporal && !isoMomentKind(value.trim())) {
      throw badParameter(key, apiMessages.viewerDateColumn, "invalid_date", { column: name });
    }
    // "is gelijk aan" on a true/false column takes true or false (as the viewer shows them; ja/nee and yes/no too):
    // anything else would quietly match nothing.
    const truth = type === "boolean" && operator === "eq" ? truthOf(value) : undefined;
    if (truth === null) throw badParameter(key, apiMessages.viewerBooleanColumn, "invalid_boolean", { column: name });
    const list = type.endsWith("[]");
    filters.push({ column: name, operator, value: number ?? (temporal ? value.trim() : value), numeric, ...(temporal ? { temporal } : {}), ...(list ? { list } : {}), ...(truth !== undefined ? { truth } : {}) });
  }
  const sortParam = params.get("sort")?.trim();
  let sort: ViewerQuery["sort"] = null;
  if (sortParam) {
    if (sortParam.includes(",")) throw badParameter("sort", apiMessages.viewerOneSort, "invalid_sort");
    const descending = sortParam.startsWith("-");
    sort = { column: column(descending ? sortParam.slice(1) : sortParam, "sort", "use"), descending };
  }
  return { table, query: { table: table.name, columns, filters, sort } };
}

/** A true/false filter value: true, false, ja, nee, yes or no (any case); null when it is none of them. */
function truthOf(value: string): boolean | null {
  const word = value.trim().toLowerCase();
  if (word === "true" || word === "ja" || word === "yes") return true;
  if (word === "false" || word === "nee" || word === "no") return false;
  return null;
}

const ident = (name: string) => sql.identifier(name);

function condition(filter: ViewerFilter): SQL {
  const column = sql`${ident("t")}.${ident(filter.column)}`;
  const text = sql`${column}::text`;
  if (filter.numeric) {
    const number = sql`${filter.value}::numeric`;
    if (filter.operator === "eq") return sql`${column} = ${number}`;
    if (filter.operator === "lt") return sql`${column} < ${number}`;
    if (filter.operator === "gt") return sql`${column} > ${number}`;
  }
  if (filter.temporal) return dateCondition(column, filter);
  if (filter.truth !== undefined) return sql`${column} = ${filter.truth}`;
  switch (filter.operator) {
    case "contains":
      return sql`${text} ilike ${`%${filter.value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`;
    case "eq":
      return sql`${text} = ${filter.value}`;
    case "lt":
      return sql`${text} < ${filter.value}`;
    case "gt":
      return sql`${text} > ${filter.value}`;
    case "empty":
      // A list with no items is empty too (list columns are mostly not null, with {} as their default).
      return filter.list ? sql`(${column} is null or cardinality(${column}) = 0)` : sql`(${column} is null or ${text} = '')`;
  }
}

/**
 * eq/lt/gt on a date or timestamp column, compared as dates (as text, '2026-11-01 09:00:00+00' is more than
 * '2026-11-01' and a value such as 'morgen' would quietly match nothing). resolveQuery let through only ISO values.
 * - A date-only value against a timestamp column means that whole day: "is gelijk aan 2026-11-01" is any moment of
 *   that day, "is groter dan 2026-11-01" from 2 November on (not 1 November after midnight), "is kleiner dan
 *   2026-11-01" up to the end of 31 October. The day is taken in the database session's time zone, the one the
 *   viewer writes its timestamps in, so a filter agrees with the values shown.
 * - A timestamp value against a timestamp column is that moment (without an offset: in the session's time zone).
 * - Against a date column any value counts by its date (YYYY-MM-DD as written; a time of day is left out).
 * The value is a parameter cast to date or timestamptz, never SQL.
 */
function dateCondition(column: SQL, filter: ViewerFilter): SQL {
  const byDay = filter.temporal === "date" || isoMomentKind(filter.value) === "date";
  if (!byDay) {
    const moment = sql`${filter.value}::timestamptz`;
    if (filter.operator === "eq") return sql`${column} = ${moment}`;
    return filter.operator === "lt" ? sql`${column} < ${moment}` : sql`${column} > ${moment}`;
  }
  const day = sql`${filter.value.slice(0, 10)}::date`;
  if (filter.temporal === "date") {
    if (filter.operator === "eq") return sql`${column} = ${day}`;
    return filter.operator === "lt" ? sql`${column} < ${day}` : sql`${column} > ${day}`;
  }
  // A timestamp column against a day: from its first moment up to (not including) the next day's.
  const nextDay = sql`(${day} + 1)`;
  if (filter.operator === "eq") return sql`(${column} >= ${day} and ${column} < ${nextDay})`;
  return filter.operator === "lt" ? sql`${column} < ${day}` : sql`${column} >= ${nextDay}`;
}

export type ViewerRows = { rows: Array<Record<string, string | null>>; total: number };

/**
 * One page of the center's rows; every value as text (masked columns as null), in the table's own order when no
 * sort is asked.
 */
export async function readRows(tx: Tx, input: { table: ViewerTable; query: ViewerQuery; centerId: string; page: { size: number; offset: number } }): Promise<ViewerRows> {
  const { table, query, centerId, page } = input;
  const masked = new Set(table.columns.filter((c) => c.masked).map((c) => c.name));
  const t = (name: string) => sql`${ident("t")}.${ident(name)}`;
  const selected = sql.join(
    query.columns.map((name) => (masked.has(name) ? sql`null::text as ${ident(name)}` : sql`${t(name)}::text as ${ident(name)}`)),
    sql`, `,
  );
  const where = sql` where ${sql.join([centerCondition("t", table.scope, centerId), ...query.filters.map(condition)], sql` and `)}`;
  const hasId = table.columns.some((c) => c.name === "id");
  const order = query.sort
    ? sql` order by ${t(query.sort.column)} ${query.sort.descending ? sql`desc nulls last` : sql`asc nulls first`}${hasId ? sql`, ${t("id")}` : sql``}`
    : hasId
      ? sql` order by ${t("id")}`
      : sql``;
  const from = sql`${ident(table.name)} as ${ident("t")}`;
  const rowsResult = await tx.execute(sql`select ${selected} from ${from}${where}${order} limit ${page.size} offset ${page.offset}`);
  const countResult = await tx.execute(sql`select count(*)::int as total from ${from}${where}`);
  const rows = (rowsResult as unknown as { rows: Array<Record<string, string | null>> }).rows;
  const total = Number((countResult as unknown as { rows: Array<{ total: number }> }).rows[0]?.total ?? 0);
  return { rows, total };
}

/** Every use is written to the audit log: who looked at which table, which columns, filters and sort. */
export async function auditUse(tx: Tx, input: { tenantId: string; actorId: string; action: "data_viewer_read" | "data_viewer_export"; query: ViewerQuery; page?: number; rows: number }) {
  await tx.insert(auditLog).values({
    tenantId: input.tenantId,
    actorId: input.actorId,
    action: input.action,
    subjectType: "table",
    details: {
      table: input.query.table,
      columns: input.query.columns,
      filters: input.query.filters,
      sort: input.query.sort,
      ...(input.page ? { page: input.page } : {}),
      rows: input.rows,
    },
  });
}
