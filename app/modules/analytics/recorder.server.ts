import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { reportError } from "~/lib/report.server";
import { withTenant, type Database } from "~/modules/db/client.server";
import { localDayOf } from "~/modules/digest/schedule";

/*
 * Counting vacancy page views and bank searches (issue 15, decision 047) without cookies or personal data: a
 * request adds one to a counter in this process's memory (no database work on the page's path); the counters are
 * written every few seconds, one upsert per tenant and table, and before each rollup. A process that dies loses
 * at most the last few seconds of counts. Crawlers (isbot) are not counted.
 */

type ViewKey = `${string}|${string}|${string}`;
type SearchCount = { tenantId: string; centerId: string; day: string; term: string; searches: number; results: number | null };

type Buffer = { views: Map<ViewKey, number>; searches: Map<string, SearchCount> };
const buffer = ((globalThis as Record<string, unknown>).__volunteerlyAnalyticsBuffer ??= { views: new Map(), searches: new Map() }) as Buffer;

/** How often the counters are written. */
export const FLUSH_INTERVAL_MS = 5_000;
/** The longest term kept; longer ones are cut. */
const MAX_TERM = 100;

export function isCountedVisitor(request: Request): boolean {
  const agent = request.headers.get("user-agent");
  return !!agent && !isbot(agent);
}

/**
 * A search term as it is counted: lower case, accents and outer spaces kept out, inner spaces single. Terms that
 * could be personal data (an e-mail address, a phone or account number) are not kept: null.
 */
export function normaliseTerm(term: string): string | null {
  const normal = term.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim().slice(0, MAX_TERM).trim();
  if (normal === "" || normal.includes("@") || /\d[\d\s-]{5,}\d/.test(normal)) return null;
  return normal;
}

export function recordVacancyView(request: Request, input: { tenantId: string; vacancyId: string; now?: Date }) {
  if (!isCountedVisitor(request)) return;
  const key: ViewKey = `${input.tenantId}|${input.vacancyId}|${localDayOf(input.now ?? new Date()).date}`;
  buffer.views.set(key, (buffer.views.get(key) ?? 0) + 1);
}

/** A bank search with its result count; `results` null when the page came from the cache (the count is kept). */
export function recordSearch(request: Request, input: { tenantId: string; centerId: string; term: string; results: number | null; now?: Date }) {
  if (!isCountedVisitor(request)) return;
  const term = normaliseTerm(input.term);
  if (!term) return;
  const day = localDayOf(input.now ?? new Date()).date;
  const key = [input.tenantId, input.centerId, day, term].join("\u0000");
  const counted = buffer.searches.get(key);
  if (counted) {
    counted.searches += 1;
    if (input.results !== null) counted.results = input.results;
  } else buffer.searches.set(key, { tenantId: input.tenantId, centerId: input.centerId, day, term, searches: 1, results: input.results });
}

const VACANCY_PAGE = /^(?:\/en)?\/vacancies\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const BANK_PAGE = /^(?:\/en)?\/vacancies\/search\/?$/;

/**
 * A page the page cache answered (its loader did not run): a vacancy page counts a view, a first page of bank
 * results with a term counts a search whose result count the rendered page already wrote.
 */
export function recordCachedPage(request: Request, url: URL, tenancy: { tenantId: string; centerId: string | null }) {
  const vacancy = VACANCY_PAGE.exec(url.pathname);
  if (vacancy) return recordVacancyView(request, { tenantId: tenancy.tenantId, vacancyId: vacancy[1]!.toLowerCase() });
  const term = url.searchParams.get("q");
  if (BANK_PAGE.test(url.pathname) && term && tenancy.centerId && Number(url.searchParams.get("page") ?? "1") <= 1) {
    recordSearch(request, { tenantId: tenancy.tenantId, centerId: tenancy.centerId, term, results: null });
  }
}

/** Counts waiting to be written (for tests and the bench). */
export function pendingCounts(): { views: number; searches: number } {
  return { views: buffer.views.size, searches: buffer.searches.size };
}

function byTenant<T>(rows: T[], tenantOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(tenantOf(row), [...(groups.get(tenantOf(row)) ?? []), row]);
  return groups;
}

/**
 * Writes the counters: per tenant one statement per table. Views of a vacancy deleted meanwhile are dropped by
 * the join. Counts that could not be written are put back for the next flush.
 */
export async function flushAnalytics(db: Database): Promise<void> {
  const views = [...buffer.views].map(([key, views]) => {
    const [tenantId, vacancyId, day] = key.split("|") as [string, string, string];
    return { tenantId, vacancyId, day, views };
  });
  const searches = [...buffer.searches.values()];
  buffer.views.clear();
  buffer.searches.clear();
  for (const [tenantId, rows] of byTenant(views, (row) => row.tenantId)) {
    const values = JSON.stringify(rows.map(({ vacancyId, day, views }) => ({ vacancy_id: vacancyId, day, views })));
    try {
      await withTenant(db, tenantId, (tx) =>
        tx.execute(sql`
          insert into vacancy_view_days (tenant_id, vacancy_id, day, views)
          select v.tenant_id, x.vacancy_id, x.day, x.views
            from jsonb_to_recordset(${values}::jsonb) as x(vacancy_id uuid, day date, views integer)
            join vacancies v on v.id = x.vacancy_id and v.tenant_id = ${tenantId}
          on conflict (vacancy_id, day) do update set views = vacancy_view_days.views + excluded.views`),
      );
    } catch (error) {
      reportError(error);
      for (const row of rows) buffer.views.set(`${row.tenantId}|${row.vacancyId}|${row.day}`, (buffer.views.get(`${row.tenantId}|${row.vacancyId}|${row.day}`) ?? 0) + row.views);
    }
  }
  for (const [tenantId, rows] of byTenant(searches, (row) => row.tenantId)) {
    const values = JSON.stringify(rows.map((row) => ({ center_id: row.centerId, day: row.day, term: row.term, searches: row.searches, results: row.results })));
    try {
      await withTenant(db, tenantId, (tx) =>
        tx.execute(sql`
          insert into search_term_days (tenant_id, center_id, day, term, searches, results)
          select ${tenantId}, x.center_id, x.day, x.term, x.searches, x.results
            from jsonb_to_recordset(${values}::jsonb) as x(center_id uuid, day date, term text, searches integer, results integer)
          on conflict (tenant_id, center_id, day, term) do update
            set searches = search_term_days.searches + excluded.searches, results = coalesce(excluded.results, search_term_days.results)`),
      );
    } catch (error) {
      reportError(error);
      for (const row of rows) buffer.searches.set([row.tenantId, row.centerId, row.day, row.term].join("\u0000"), row);
    }
  }
}

/** Writes the counters every few seconds (one per process, like the job worker). */
export function startAnalyticsFlusher(getDb: () => Promise<Database>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running || (buffer.views.size === 0 && buffer.searches.size === 0)) return;
    running = true;
    getDb()
      .then((db) => flushAnalytics(db))
      .catch((error: unknown) => reportError(error))
      .finally(() => {
        running = false;
      });
  }, FLUSH_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
