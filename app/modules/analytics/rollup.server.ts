import { eq, sql } from "drizzle-orm";
import { withoutTenant, withTenant, type Database, type Tx } from "~/modules/db/client.server";
import { analyticsRollups, tenants } from "~/modules/db/schema";
import { localDayOf } from "~/modules/digest/schedule";
import type { JobHandler } from "~/modules/jobs/queue.server";
import { addDays } from "./range";
import { flushAnalytics } from "./recorder.server";

/*
 * The analytics rollup (issue 15, decision 047), a job of the queue: per tenant it recounts the days something
 * changed on since its last run — the vacancy-days of responses created or decided since then and of views
 * counted since then, the days new volunteers and organizations came — and notes today's vacancies per status.
 * Recounting a day replaces its row, so running twice or late gives the same figures. Days are Amsterdam days.
 */
export const ROLLUP_ANALYTICS_JOB = "rollup_analytics";
export const ROLLUP_INTERVAL_MS = 10 * 60_000;
const ZONE = "Europe/Amsterdam";

async function rollupTenant(tx: Tx, tenantId: string, now: Date): Promise<{ vacancyDays: number }> {
  const [state] = await tx.select({ at: analyticsRollups.rolledUpAt }).from(analyticsRollups).where(eq(analyticsRollups.tenantId, tenantId));
  const since = state?.at ?? new Date(0);
  // Views are counted on their own day and written within seconds: the day before the last run is looked at again.
  const sinceDay = addDays(localDayOf(since).date, -1);
  const today = localDayOf(now).date;

  const upserted = await tx.execute(sql`
    with touched as (
      select distinct a.vacancy_id, (a.created_at at time zone ${ZONE})::date as day
        from applications a where a.tenant_id = ${tenantId} and a.updated_at >= ${since.toISOString()}::timestamptz
      union
      select w.vacancy_id, w.day from vacancy_view_days w where w.tenant_id = ${tenantId} and w.day >= ${sinceDay}::date
    )
    insert into analytics_vacancy_days (tenant_id, center_id, organization_id, vacancy_id, vacancy_type, day, views, responses, accepted, reaction_seconds)
    select v.tenant_id, v.center_id, v.organization_id, v.id, v.vacancy_type, t.day, coalesce(w.views, 0),
           count(a.id)::integer, (count(a.id) filter (where a.status = 'accepted'))::integer,
           coalesce(array_agg(extract(epoch from a.first_reaction_at - a.created_at)::integer order by a.created_at)
                      filter (where a.first_reaction_at is not null), '{}')
      from touched t
      join vacancies v on v.id = t.vacancy_id and v.tenant_id = ${tenantId}
      left join vacancy_view_days w on w.vacancy_id = t.vacancy_id and w.day = t.day
      left join applications a on a.tenant_id = ${tenantId} and a.vacancy_id = t.vacancy_id
            and a.created_at >= (t.day::timestamp at time zone ${ZONE}) and a.created_at < ((t.day + 1)::timestamp at time zone ${ZONE})
     group by v.tenant_id, v.center_id, v.organization_id, v.id, v.vacancy_type, t.day, w.views
    on conflict (vacancy_id, day) do update set
      center_id = excluded.center_id, organization_id = excluded.organization_id, vacancy_type = excluded.vacancy_type,
      views = excluded.views, responses = excluded.responses, accepted = excluded.accepted, reaction_seconds = excluded.reaction_seconds
    returning 1`);

  await tx.execute(sql`delete from analytics_status_days where tenant_id = ${tenantId} and day = ${today}::date`);
  await tx.execute(sql`
    insert into analytics_status_days (tenant_id, center_id, organization_id, day, status, vacancies)
    select tenant_id, center_id, organization_id, ${today}::date, status, count(*)::integer
      from vacancies where tenant_id = ${tenantId} and status <> 'deleted'
     group by tenant_id, center_id, organization_id, status`);

  const dayStart = sql`(${sinceDay}::date::timestamp at time zone ${ZONE})`;
  await tx.execute(sql`
    with volunteers as (
      select u.center_id, (u.created_at at time zone ${ZONE})::date as day, count(*)::integer as n
        from users u
       where u.tenant_id = ${tenantId} and u.created_at >= ${dayStart}
         and exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'volunteer')
       group by 1, 2
    ), orgs as (
      select o.center_id, (o.created_at at time zone ${ZONE})::date as day, count(*)::integer as n
        from organizations o where o.tenant_id = ${tenantId} and o.created_at >= ${dayStart}
       group by 1, 2
    ), keys as (select center_id, day from volunteers union select center_id, day from orgs)
    insert into analytics_center_days (tenant_id, center_id, day, new_volunteers, new_organizations)
    select ${tenantId}, k.center_id, k.day, coalesce(v.n, 0), coalesce(o.n, 0)
      from keys k left join volunteers v using (center_id, day) left join orgs o using (center_id, day)
    on conflict (center_id, day) do update set new_volunteers = excluded.new_volunteers, new_organizations = excluded.new_organizations`);

  await tx.execute(sql`
    insert into analytics_rollups (tenant_id, rolled_up_at) values (${tenantId}, ${now.toISOString()}::timestamptz)
    on conflict (tenant_id) do update set rolled_up_at = excluded.rolled_up_at`);
  return { vacancyDays: (upserted as unknown as { rows: unknown[] }).rows.length };
}

/** One tenant's rollup now (the bench's dataset, tests). */
export function rollupTenantAnalytics(db: Database, tenantId: string, now: Date) {
  return withTenant(db, tenantId, (tx) => rollupTenant(tx, tenantId, now));
}

/** Writes the waiting counters, then rolls every tenant up; returns how many vacancy-days were recounted. */
export async function rollupAnalytics(db: Database, now: Date): Promise<number> {
  await flushAnalytics(db);
  const all = await withoutTenant(db, (tx) => tx.select({ id: tenants.id }).from(tenants));
  let vacancyDays = 0;
  for (const { id } of all) vacancyDays += (await withTenant(db, id, (tx) => rollupTenant(tx, id, now))).vacancyDays;
  return vacancyDays;
}

export const rollupAnalyticsJob: JobHandler = async (db, _job, { now }) => ({ vacancyDays: await rollupAnalytics(db, now) });
