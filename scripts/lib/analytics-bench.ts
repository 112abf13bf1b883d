/*
 * Issue 15's analytics lines for `npm run bench` (decision 047), in this process on the dataset's database before the
 * server takes it: (a) the figures of /analytics for a year of the first tenant's whole center, read from the rollup's
 * aggregates (loadFigures, as GET /api/v1/analytics runs it) — p50/p95 of 50 reads after 5 warm-ups, goal p95 ≤ 300 ms;
 * (b) what counting a vacancy view costs the page (the in-memory counter) and what writing 1,000 of them costs the
 * flush; (c) one rollup of the tenant after that.
 */
import { addMissingAnalytics } from "./analytics-seed";

export type AnalyticsBench = { p50: number; p95: number; rows: number; recordMicros: number; flushMs: number; rollupMs: number };

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function measureAnalytics(env: Record<string, string>, host: string): Promise<AnalyticsBench> {
  const { openDatabase, withTenant } = await import("~/modules/db/client.server");
  const { resolveTenancy } = await import("~/modules/tenancy/tenancy.server");
  const { loadFigures } = await import("~/modules/analytics/figures.server");
  const { presetRange } = await import("~/modules/analytics/range");
  const { flushAnalytics, recordVacancyView } = await import("~/modules/analytics/recorder.server");
  const { rollupTenantAnalytics } = await import("~/modules/analytics/rollup.server");
  const { localDayOf } = await import("~/modules/digest/schedule");
  const { sql } = await import("drizzle-orm");
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    const tenancy = await resolveTenancy(handle.db, host);
    const tenantId = tenancy.tenant.id;
    if (await addMissingAnalytics(handle.db, tenantId)) console.log(`${host}: added a year of analytics`);
    const scope = { tenantId, centerId: tenancy.centerId!, organizationIds: null, centerWide: true };
    const range = presetRange("last12Months", localDayOf(new Date()).date)!;
    const durations: number[] = [];
    let rows = 0;
    for (let i = 0; i < 55; i++) {
      const t0 = performance.now();
      const figures = await withTenant(handle.db, tenantId, (tx) => loadFigures(tx, scope, range));
      if (i >= 5) durations.push(performance.now() - t0);
      rows = figures.funnel.responses;
    }
    durations.sort((a, b) => a - b);

    const ids = await withTenant(handle.db, tenantId, (tx) => tx.execute(sql`select id from vacancies where tenant_id = ${tenantId} limit 1000`));
    const vacancyIds = (ids as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
    const request = new Request(`http://${host}/vacancies/x`, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" } });
    let t0 = performance.now();
    for (const vacancyId of vacancyIds) recordVacancyView(request, { tenantId, vacancyId });
    const recordMicros = ((performance.now() - t0) * 1000) / Math.max(1, vacancyIds.length);
    t0 = performance.now();
    await flushAnalytics(handle.db);
    const flushMs = performance.now() - t0;
    t0 = performance.now();
    await rollupTenantAnalytics(handle.db, tenantId, new Date());
    const rollupMs = performance.now() - t0;
    return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95), rows, recordMicros, flushMs, rollupMs };
  } finally {
    await handle.close();
  }
}

export function printAnalytics(result: AnalyticsBench) {
  const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
  console.log(`\nAnalytics (issue 15)`);
  console.log(`  /analytics figures for a year of the whole center (${result.rows} responses, from the rollups), 50 reads: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms — goal p95 ≤ 300 ms: ${verdict(result.p95 <= 300)}`);
  console.log(`  counting a vacancy view on the page: ${result.recordMicros.toFixed(2)} µs (in memory); writing 1,000 counted views: ${result.flushMs.toFixed(0)} ms (one upsert)`);
  console.log(`  the tenant's rollup after them: ${result.rollupMs.toFixed(0)} ms`);
}
