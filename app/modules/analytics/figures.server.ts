import { and, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { byOrganization, parseReactions, responsesByType, topVacancies, totals, type Funnel, type Reaction, type VacancySums } from "./aggregate";
import type { Tx } from "~/modules/db/client.server";
import { analyticsCenterDays, analyticsStatusDays, analyticsVacancyDays, organizations, searchTermDays, vacancies, vacancyTypeEnum } from "~/modules/db/schema";
import { bucketOf, samplePoints, type Bucket } from "./maths";
import type { DayRange } from "./range";

/*
 * The figures of /analytics (issue 15, decision 047), read from the rollup's daily aggregates only: a year of a
 * center is at most a row per vacancy-day with responses or views, never the applications themselves.
 */

/** Whose figures: a center's (optionally one of its organizations) or an organization user's own organizations. */
export type AnalyticsScope = { tenantId: string; centerId: string; organizationIds: string[] | null; centerWide: boolean };

export type { Funnel, Reaction };
export type FunnelRow = Funnel & { id: string; name: string; organizationName?: string };
export type StatusPoint = { day: string; counts: Record<string, number> };
export type Figures = {
  range: DayRange;
  bucket: Bucket;
  statusSeries: StatusPoint[];
  funnel: Funnel;
  vacancies: FunnelRow[];
  organizations: Array<FunnelRow & Reaction>;
  reaction: Reaction;
  responsesByType: Array<{ type: string; responses: number }>;
  zeroResultTerms: Array<{ term: string; searches: number }> | null;
  newcomers: { volunteers: number; organizations: number } | null;
};

/** Vacancies listed in the per-vacancy funnel: the ones with the most responses, then views. */
export const LISTED_VACANCIES = 20;
export const LISTED_TERMS = 20;

function vacancyDaysWhere(scope: AnalyticsScope, range: DayRange): SQL {
  const d = analyticsVacancyDays;
  return and(
    eq(d.tenantId, scope.tenantId),
    eq(d.centerId, scope.centerId),
    gte(d.day, range.from),
    lte(d.day, range.to),
    scope.organizationIds ? inArray(d.organizationId, scope.organizationIds) : undefined,
  )!;
}

const n = (value: unknown) => Number(value ?? 0);
/** One collator for every sort by name: localeCompare with a locale builds one per comparison (slow for hundreds). */
const dutch = new Intl.Collator("nl");

/**
 * The one read of the vacancy-day rollup a page needs: per vacancy its sums over the range and its reaction times
 * (joined as text — arrays of different lengths cannot be aggregated into one array).
 */
async function scanVacancies(tx: Tx, scope: AnalyticsScope, range: DayRange): Promise<VacancySums[]> {
  const d = analyticsVacancyDays;
  const rows = await tx
    .select({
      vacancyId: d.vacancyId,
      organizationId: d.organizationId,
      vacancyType: d.vacancyType,
      views: sql`sum(${d.views})`,
      responses: sql`sum(${d.responses})`,
      accepted: sql`sum(${d.accepted})`,
      reactions: sql<string | null>`string_agg(array_to_string(${d.reactionSeconds}, ','), ',') filter (where cardinality(${d.reactionSeconds}) > 0)`,
    })
    .from(d)
    .where(vacancyDaysWhere(scope, range))
    .groupBy(d.vacancyId, d.organizationId, d.vacancyType);
  return rows.map((row) => ({ ...row, views: n(row.views), responses: n(row.responses), accepted: n(row.accepted), reactions: parseReactions(row.reactions) }));
}

async function namesOf(tx: Tx, table: typeof vacancies | typeof organizations, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    table === vacancies
      ? await tx.select({ id: vacancies.id, name: vacancies.title }).from(vacancies).where(inArray(vacancies.id, ids))
      : await tx.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Per organization: the funnel and the median time to first reaction, by name. */
async function organizationRowsOf(tx: Tx, scanned: VacancySums[]): Promise<Array<FunnelRow & Reaction>> {
  const sums = byOrganization(scanned);
  const names = await namesOf(tx, organizations, sums.map((row) => row.organizationId));
  return sums
    .map(({ organizationId, ...row }) => ({ id: organizationId, name: names.get(organizationId) ?? "", ...row }))
    .sort((a, b) => dutch.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

async function vacancyRowsOf(tx: Tx, scanned: VacancySums[]): Promise<FunnelRow[]> {
  const top = topVacancies(scanned, LISTED_VACANCIES);
  const titles = await namesOf(tx, vacancies, top.map((row) => row.vacancyId));
  const organizationNames = await namesOf(tx, organizations, [...new Set(top.map((row) => row.organizationId))]);
  return top.map((row) => ({
    id: row.vacancyId,
    name: titles.get(row.vacancyId) ?? "",
    organizationName: organizationNames.get(row.organizationId) ?? "",
    views: row.views,
    responses: row.responses,
    accepted: row.accepted,
  }));
}

async function statusSeries(tx: Tx, scope: AnalyticsScope, range: DayRange): Promise<StatusPoint[]> {
  const s = analyticsStatusDays;
  const points = samplePoints(range);
  const rows = await tx
    .select({ day: s.day, status: s.status, vacancies: sql`sum(${s.vacancies})` })
    .from(s)
    .where(and(eq(s.tenantId, scope.tenantId), eq(s.centerId, scope.centerId), inArray(s.day, points), scope.organizationIds ? inArray(s.organizationId, scope.organizationIds) : undefined))
    .groupBy(s.day, s.status);
  const byDay = new Map<string, Record<string, number>>();
  for (const row of rows) byDay.set(row.day, { ...byDay.get(row.day), [row.status]: n(row.vacancies) });
  // Days the rollup did not run (before analytics existed) are left out rather than drawn as zero.
  return points.filter((day) => byDay.has(day)).map((day) => ({ day, counts: byDay.get(day)! }));
}

async function zeroResultTerms(tx: Tx, scope: AnalyticsScope, range: DayRange) {
  const t = searchTermDays;
  const searches = sql<number>`sum(${t.searches})`;
  const rows = await tx
    .select({ term: t.term, searches })
    .from(t)
    .where(and(eq(t.tenantId, scope.tenantId), eq(t.centerId, scope.centerId), gte(t.day, range.from), lte(t.day, range.to), eq(t.results, 0)))
    .groupBy(t.term)
    .orderBy(desc(searches), t.term)
    .limit(LISTED_TERMS);
  return rows.map((row) => ({ term: row.term, searches: n(row.searches) }));
}

async function newcomers(tx: Tx, scope: AnalyticsScope, range: DayRange) {
  const c = analyticsCenterDays;
  const [row] = await tx
    .select({ volunteers: sql`coalesce(sum(${c.newVolunteers}), 0)`, organizations: sql`coalesce(sum(${c.newOrganizations}), 0)` })
    .from(c)
    .where(and(eq(c.tenantId, scope.tenantId), eq(c.centerId, scope.centerId), gte(c.day, range.from), lte(c.day, range.to)));
  return { volunteers: n(row?.volunteers), organizations: n(row?.organizations) };
}

/** Everything /analytics shows for a range. Search terms and newcomers are the center's: only center-wide scopes see them. */
export async function loadFigures(tx: Tx, scope: AnalyticsScope, range: DayRange): Promise<Figures> {
  const scanned = await scanVacancies(tx, scope, range);
  const { medianSeconds, reacted, ...funnel } = totals(scanned);
  return {
    range,
    bucket: bucketOf(range),
    statusSeries: await statusSeries(tx, scope, range),
    funnel,
    vacancies: await vacancyRowsOf(tx, scanned),
    organizations: await organizationRowsOf(tx, scanned),
    reaction: { medianSeconds, reacted },
    responsesByType: responsesByType(scanned, vacancyTypeEnum.enumValues),
    zeroResultTerms: scope.centerWide ? await zeroResultTerms(tx, scope, range) : null,
    newcomers: scope.centerWide ? await newcomers(tx, scope, range) : null,
  };
}

export type PeriodTotals = Funnel & Reaction & { range: DayRange; newVolunteers: number | null; newOrganizations: number | null };

async function periodOf(tx: Tx, scope: AnalyticsScope, range: DayRange, scanned: VacancySums[]): Promise<PeriodTotals> {
  const fresh = scope.centerWide ? await newcomers(tx, scope, range) : null;
  return { range, ...totals(scanned), newVolunteers: fresh?.volunteers ?? null, newOrganizations: fresh?.organizations ?? null };
}

/** /analytics/index-2: the organizations side by side and two periods' totals — one read of the rollup per period. */
export async function loadComparison(tx: Tx, scope: AnalyticsScope, range: DayRange, compared: DayRange) {
  const scanned = await scanVacancies(tx, scope, range);
  return {
    organizations: await organizationRowsOf(tx, scanned),
    current: await periodOf(tx, scope, range, scanned),
    previous: await periodOf(tx, scope, compared, await scanVacancies(tx, scope, compared)),
  };
}
