import { and, eq, lte } from "drizzle-orm";
import { withoutTenant, withTenant, type Database } from "~/modules/db/client.server";
import { tenants, vacancies } from "~/modules/db/schema";
import type { JobHandler } from "~/modules/jobs/queue.server";

export const EXPIRE_VACANCIES_JOB = "expire_vacancies";
/** How often the expiry job is scheduled. */
export const EXPIRY_INTERVAL_MS = 60_000;

/** Published vacancies past their expiry date become expired, tenant by tenant (RLS applies). */
export async function expireDueVacancies(db: Database, now: Date): Promise<number> {
  const all = await withoutTenant(db, (tx) => tx.select({ id: tenants.id }).from(tenants));
  let expired = 0;
  for (const { id: tenantId } of all) {
    const rows = await withTenant(db, tenantId, (tx) =>
      tx
        .update(vacancies)
        .set({ status: "expired", updatedAt: now })
        .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.status, "published"), lte(vacancies.expiresAt, now)))
        .returning({ id: vacancies.id }),
    );
    expired += rows.length;
  }
  return expired;
}

export const expireVacanciesJob: JobHandler = async (db, _job, { now }) => ({ expired: await expireDueVacancies(db, now) });
