/*
 * Analytics for the bench's dataset (issue 15, decision 047): a year of what the recorder and the rollup would
 * have left behind for a tenant — views on some twelve days per vacancy, bank searches (one in five terms found
 * nothing), first reactions to the decided responses, and the vacancies per status at every month's end — then
 * one rollup of the tenant. Set-based SQL inside withTenant, like the rest of scripts/seed-large.ts.
 */
import { eq, sql } from "drizzle-orm";
import { rollupTenantAnalytics } from "~/modules/analytics/rollup.server";
import { withTenant, type Database } from "~/modules/db/client.server";
import { vacancyViewDays, volunteerCenters } from "~/modules/db/schema";

const TERMS = ["fiets", "taal", "voorlezen", "koken", "tuin", "chauffeur", "maatje", "repair", "computer", "wandelen", "huiswerk", "boodschappen", "buurt", "ouderen", "kinderen", "muziek", "sport", "schilderen", "bibliotheek", "zzzonbekend"];

/** True when the tenant had no recorded views yet and got a year of analytics now. */
export async function addMissingAnalytics(db: Database, tenantId: string, now = new Date()): Promise<boolean> {
  const added = await withTenant(db, tenantId, async (tx) => {
    const [any] = await tx.select({ day: vacancyViewDays.day }).from(vacancyViewDays).where(eq(vacancyViewDays.tenantId, tenantId)).limit(1);
    if (any) return false;
    const [center] = await tx.select({ id: volunteerCenters.id }).from(volunteerCenters).where(eq(volunteerCenters.tenantId, tenantId)).limit(1);
    if (!center) return false;
    await tx.execute(sql`
      insert into vacancy_view_days (tenant_id, vacancy_id, day, views)
      select ${tenantId}, v.id, (current_date - ((abs(hashtext(v.id::text)) + g * 31) % 365))::date, 1 + (abs(hashtext(v.id::text || g)) % 40)
        from vacancies v cross join generate_series(1, 12) g
       where v.tenant_id = ${tenantId}
      on conflict (vacancy_id, day) do nothing`);
    await tx.execute(sql`
      insert into search_term_days (tenant_id, center_id, day, term, searches, results)
      select ${tenantId}, ${center.id}, (current_date - d)::date, t.term, 1 + (d + t.n) % 9, case when t.n % 5 = 4 then 0 else 3 + t.n end
        from generate_series(0, 364) d
        cross join (select term, (ordinality - 1)::int as n from unnest(${`{${TERMS.join(",")}}`}::text[]) with ordinality as x(term)) t`);
    await tx.execute(sql`
      update applications set first_reaction_at = created_at + ((1 + abs(hashtext(id::text)) % 96) * interval '1 hour'), updated_at = now()
       where tenant_id = ${tenantId} and status is not null and first_reaction_at is null`);
    await tx.execute(sql`
      insert into analytics_status_days (tenant_id, center_id, organization_id, day, status, vacancies)
      select v.tenant_id, v.center_id, v.organization_id, m.day, v.status, count(*)::integer
        from vacancies v
        cross join (select (date_trunc('month', current_date) - g * interval '1 month' - interval '1 day')::date as day from generate_series(0, 11) g) m
       where v.tenant_id = ${tenantId} and v.status <> 'deleted'
       group by v.tenant_id, v.center_id, v.organization_id, m.day, v.status
      on conflict do nothing`);
    return true;
  });
  if (added) await rollupTenantAnalytics(db, tenantId, now);
  return added;
}
