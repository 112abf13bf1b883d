import { and, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { analyticsCenterDays, analyticsStatusDays, analyticsVacancyDays, organizations, searchTermDays, vacancies } from "~/modules/db/schema";
import { bucketOf, samplePoints, type Bucket } from "./maths";
import type { DayRange } from "./range";

/*
 * The figures of /analytics (issue 15, decision 047), read from the rollup's daily aggregates only: a year of a
 * center is at most a row per vacancy-day with responses or views, never the applications themselves.
 */

/** Whose figures: a center's (optionally one of its organizations) or an organization user's own organizations. */
export type AnalyticsScope = { tenantId: string; centerId: string; organizationIds: string[] | null; centerWide: boolean };

export type Funnel = { views: number; responses: number; accepted: number };
export type FunnelRow = Funnel & { id: string; name: string; organizationName?: string };
export type StatusPoint = { day: string; counts: Record<string, number> };
export type Reaction = { medianSeconds: number | null; reacted: number };
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
const medianOf = sql<number | null>`percentile_cont(0.5) within group (order by s.seconds)`;

async function reactionOf(tx: Tx, where: SQL): Promise<Reaction> {
  const [row] = await tx
    .select({ median: medianOf, reacted: sql<number>`count(s.seconds)` })
    .from(analyticsVacancyDays)
    .innerJoin(sql`unnest(${analyticsVacancyDays.reactionSeconds}) as s(seconds)`, sql`true`)
    .where(where);
  return { medianSeconds: row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)), reacted: n(row?.reacted) };
}

export async function funnelTotals(tx: Tx, scope: AnalyticsScope, range: DayRange): Promise<Funnel> {
  const d = analyticsVacancyDays;
  const [row] = await tx
    .select({ views: sql`coalesce(sum(${d.views}), 0)`, responses: sql`coalesce(sum(${d.responses}), 0)`, accepted: sql`coalesce(sum(${d.accepted}), 0)` })
    .from(d)
    .where(vacancyDaysWhere(scope, range));
  return { views: n(row?.views), responses: n(row?.responses), accepted: n(row?.accepted) };
}

/** Per organization: the funnel and the median time to first reaction. */
export async function organizationRows(tx: Tx, scope: AnalyticsScope, range: DayRange): Promise<Array<FunnelRow & Reaction>> {
  const d = analyticsVacancyDays;
  const where = vacancyDaysWhere(scope, range);
  const funnels = await tx
    .select({ id: d.organizationId, name: organizations.name, views: sql`sum(${d.views})`, responses: sql`sum(${d.responses})`, accepted: sql`sum(${d.accepted})` })
    .from(d)
    .innerJoin(organizations, eq(organizations.id, d.organizationId))
    .where(where)
    .groupBy(d.organizationId, organizations.name);
  const reactions = await tx
    .select({ id: d.organizationId, median: medianOf, reacted: sql`count(s.seconds)` })
    .from(d)
    .innerJoin(sql`unnest(${d.reactionSeconds}) as s(seconds)`, sql`true`)
    .where(where)
    .groupBy(d.organizationId);
  const byId = new Map(reactions.map((row) => [row.id, row]));
  return funnels
    .map((row) => {
      const reaction = byId.get(row.id);
      return {
        id: row.id,
        name: row.name,
        views: n(row.views),
        responses: n(row.responses),
        accepted: n(row.accepted),
        medianSeconds: reaction?.median === null || reaction?.median === undefined ? null : Math.round(Number(reaction.median)),
        reacted: n(reaction?.reacted),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "nl") || a.id.localeCompare(b.id));
}

async function vacancyRows(tx: Tx, scope: AnalyticsScope, range: DayRange): Promise<FunnelRow[]> {
  const d = analyticsVacancyDays;
  const responses = sql<number>`sum(${d.responses})`;
  const views = sql<number>`sum(${d.views})`;
  const rows = await tx
    .select({ id: d.vacancyId, name: vacancies.title, organizationName: organizations.name, views, responses, accepted: sql`sum(${d.accepted})` })
    .from(d)
    .innerJoin(vacancies, eq(vacancies.id, d.vacancyId))
    .innerJoin(organizations, eq(organizations.id, d.organizationId))
    .where(vacancyDaysWhere(scope, range))
    .groupBy(d.vacancyId, vacancies.title, organizations.name)
    .orderBy(desc(responses), desc(views), d.vacancyId)
    .limit(LISTED_VACANCIES);
  return rows.map((row) => ({ id: row.id, name: row.name, organizationName: row.organizationName, views: n(row.views), responses: n(row.responses), accepted: n(row.accepted) }));
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

async function responsesByType(tx: Tx, scope: AnalyticsScope, range: DayRange) {
  const d = analyticsVacancyDays;
  const rows = await tx
    .select({ type: d.vacancyType, responses: sql`sum(${d.responses})` })
    .from(d)
    .where(vacancyDaysWhere(scope, range))
    .groupBy(d.vacancyType)
    .orderBy(d.vacancyType);
  return rows.map((row) => ({ type: row.type, responses: n(row.responses) }));
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
  return {
    range,
    bucket: bucketOf(range),
    statusSeries: await statusSeries(tx, scope, range),
    funnel: await funnelTotals(tx, scope, range),
    vacancies: await vacancyRows(tx, scope, range),
    organizations: await organizationRows(tx, scope, range),
    reaction: await reactionOf(tx, vacancyDaysWhere(scope, range)),
    responsesByType: await responsesByType(tx, scope, range),
    zeroResultTerms: scope.centerWide ? await zeroResultTerms(tx, scope, range) : null,
    newcomers: scope.centerWide ? await newcomers(tx, scope, range) : null,
  };
}

export type PeriodTotals = Funnel & Reaction & { range: DayRange; newVolunteers: number | null; newOrganizations: number | null };

/** One period's totals for the comparison of two periods. */
export async function periodTotals(tx: Tx, scope: AnalyticsScope, range: DayRange): Promise<PeriodTotals> {
  const funnel = await funnelTotals(tx, scope, range);
  const reaction = await reactionOf(tx, vacancyDaysWhere(scope, range));
  const fresh = scope.centerWide ? await newcomers(tx, scope, range) : null;
  return { range, ...funnel, ...reaction, newVolunteers: fresh?.volunteers ?? null, newOrganizations: fresh?.organizations ?? null };
}
