import { Hono, type Context } from "hono";
import { AppError, forbidden } from "~/lib/app-error";
import type { JsonObject } from "jsonapi-fractal";
import { camelCase, snakeizeKeys } from "~/lib/case";
import { loadComparison, loadFigures, type AnalyticsScope, type Figures, type PeriodTotals } from "~/modules/analytics/figures.server";
import { percentage, sortRows } from "~/modules/analytics/maths";
import { AnalyticsRangeSchema, previousPeriod, rangeMessages, type DayRange } from "~/modules/analytics/range";
import { COMPARISON_SORTS, type ComparisonRow, type ComparisonSort } from "~/modules/analytics/comparison";
import { CENTER_ROLES, hasRole } from "~/modules/users/current-user.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, parseFilters, parseInclude, refuseSort, toDocument, Transformer, type SerializeExtra } from "../jsonapi.server";

/*
 * The analytics (issue 15, decision 047): GET /api/v1/analytics for a range's figures, GET /api/v1/analytics/comparison
 * for the organizations side by side and two periods. A center (admin, center superuser) reads its whole center or one
 * organization of it; an organization superuser their own organizations, without the center's search terms and
 * newcomers. Everyone else: 403. Read from the rollup's aggregates only.
 */
export const analyticsRoutes = new Hono<ApiEnv>();
type C = Context<ApiEnv>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function badRange(detail: string, parameter: string): AppError {
  return new AppError({ status: 400, code: "invalid_range", detail, source: { parameter } });
}

/** filter[from] and filter[to] (prefix `compare_` for the second period): whole days, to not before from, at most five years. */
function rangeOf(filters: Record<string, string>, prefix = ""): DayRange {
  const parsed = AnalyticsRangeSchema.safeParse({ from: filters[`${prefix}from`], to: filters[`${prefix}to`] });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? "to");
  const detail =
    issue.message === rangeMessages.endBeforeStart
      ? "The end of the range lies before its start."
      : issue.message === rangeMessages.tooLong
        ? "A range may span at most five years."
        : `filter[${prefix}${field}] must be a date (YYYY-MM-DD).`;
  throw badRange(detail, `filter[${prefix}${field}]`);
}

function scopeOf(c: C, filters: Record<string, string>): AnalyticsScope {
  const user = requireUser(c);
  const tenantId = c.var.tenancy.tenant.id;
  const asked = filters.organization_id || null;
  if (asked && !UUID.test(asked)) throw new AppError({ status: 400, code: "invalid_filter", detail: "filter[organization_id] must be an id.", source: { parameter: "filter[organization_id]" } });
  if (hasRole(user, ...CENTER_ROLES)) return { tenantId, centerId: user.centerId, organizationIds: asked ? [asked] : null, centerWide: !asked };
  if (hasRole(user, "organization_superuser") && user.organizationIds.length > 0) {
    if (asked && !user.organizationIds.includes(asked)) throw forbidden();
    return { tenantId, centerId: user.centerId, organizationIds: asked ? [asked] : user.organizationIds, centerWide: false };
  }
  throw forbidden();
}

class FiguresTransformer extends Transformer<Figures, SerializeExtra> {
  override type = "analytics";
  transform(f: Figures) {
    // Nested keys travel in snake_case too, like the attributes' own names.
    return snakeizeKeys<JsonObject>({
      id: `${f.range.from}..${f.range.to}`,
      range: f.range,
      bucket: f.bucket,
      statusSeries: f.statusSeries,
      funnel: f.funnel,
      vacancies: f.vacancies,
      organizations: f.organizations,
      reaction: f.reaction,
      responsesByType: f.responsesByType,
      zeroResultTerms: f.zeroResultTerms,
      newcomers: f.newcomers,
    });
  }
}

type Comparison = { range: DayRange; organizations: ComparisonRow[]; current: PeriodTotals; previous: PeriodTotals; sort: string };
class ComparisonTransformer extends Transformer<Comparison, SerializeExtra> {
  override type = "analytics_comparisons";
  transform(c: Comparison) {
    return snakeizeKeys<JsonObject>({ id: `${c.range.from}..${c.range.to}`, range: c.range, organizations: c.organizations, current: c.current, previous: c.previous, sort: c.sort });
  }
}

analyticsRoutes.get("/analytics", async (c) => {
  parseInclude(c, []);
  refuseSort(c);
  const filters = parseFilters(c);
  const scope = scopeOf(c, filters);
  const range = rangeOf(filters);
  const figures = await inTenant(c, (tx) => loadFigures(tx, scope, range));
  return jsonApi(c, toDocument(figures, new FiguresTransformer()));
});

/** `sort=-responses`: the organizations' table by one of its columns (JSON:API sort syntax). */
function sortOf(c: C): { column: ComparisonSort; direction: "asc" | "desc" } {
  const raw = c.req.query("sort") || "name";
  const column = raw.replace(/^-/, "");
  if (!(COMPARISON_SORTS as readonly string[]).includes(column)) {
    throw new AppError({ status: 400, code: "invalid_sort", detail: `This list cannot be sorted by '${raw}'.`, source: { parameter: "sort" } });
  }
  return { column: column as ComparisonSort, direction: raw.startsWith("-") ? "desc" : "asc" };
}

analyticsRoutes.get("/analytics/comparison", async (c) => {
  parseInclude(c, []);
  const filters = parseFilters(c);
  const scope = scopeOf(c, filters);
  const range = rangeOf(filters);
  const compared = filters.compare_from || filters.compare_to ? rangeOf(filters, "compare_") : previousPeriod(range);
  const sort = sortOf(c);
  const result = await inTenant(c, (tx) => loadComparison(tx, scope, range, compared));
  const rows = sortRows(
    result.organizations.map((row) => ({ ...row, acceptedShare: percentage(row.accepted, row.responses) })),
    camelCase(sort.column) as "name",
    sort.direction,
  );
  return jsonApi(c, toDocument({ range, organizations: rows, current: result.current, previous: result.previous, sort: `${sort.direction === "desc" ? "-" : ""}${sort.column}` }, new ComparisonTransformer()));
});
