import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import { tenantHosts } from "~/modules/auth/redirect.server";
import { withoutTenant, withTenant, type Database, type Tx } from "~/modules/db/client.server";
import { tenants, users, vacancies } from "~/modules/db/schema";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueJob, type JobHandler } from "~/modules/jobs/queue.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { notify, organizationUserIds } from "~/modules/notifications/notifications.server";
import { config } from "~/lib/config.server";
import { localizedPath } from "~/middleware/paths";

/*
 * "Vacancy about to expire" (issue 13, decision 033). A daily scan finds the published vacancies that expire
 * within NOTICE_DAYS and queues one notice job per vacancy and expiry date: the job's unique key
 * (`vacancy_expiry:<vacancy>:<date>`) makes it once, whatever the number of processes, restarts or scans. The
 * notice tells the vacancy's contact person, else the organization's users, in the app and by mail (template
 * `vacancy_expiring`, optional). A moved expiry date is a new date, so a new notice.
 */

export const VACANCY_EXPIRY_SCAN_JOB = "vacancy_expiry_scan";
export const VACANCY_EXPIRY_NOTICE_JOB = "vacancy_expiry_notice";
/** The scan runs once a day (a slot per day of the job queue). */
export const EXPIRY_SCAN_INTERVAL_MS = 24 * 3600_000;
/** How many days ahead of its expiry a vacancy's people are told. */
export const NOTICE_DAYS = 7;

/** The expiry's day in the job key and in the check that it has not moved (the UTC date of the moment, stable for one expiry; the mail writes the day in Amsterdam, expiryDateText). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export const expiryNoticeKey = (vacancyId: string, expiresAt: Date) => `vacancy_expiry:${vacancyId}:${dayOf(expiresAt)}`;

/** Queues a notice for every published vacancy expiring within NOTICE_DAYS of `now`; answers how many were new. */
export async function scanExpiringVacancies(db: Database, now: Date): Promise<number> {
  const until = new Date(now.getTime() + NOTICE_DAYS * 24 * 3600_000);
  const all = await withoutTenant(db, (tx) => tx.select({ id: tenants.id }).from(tenants));
  let queued = 0;
  for (const { id: tenantId } of all) {
    const due = await withTenant(db, tenantId, (tx) =>
      tx
        .select({ id: vacancies.id, expiresAt: vacancies.expiresAt })
        .from(vacancies)
        .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.status, "published"), gt(vacancies.expiresAt, now), lte(vacancies.expiresAt, until))),
    );
    for (const vacancy of due) {
      const job = await enqueueJob(db, {
        name: VACANCY_EXPIRY_NOTICE_JOB,
        key: expiryNoticeKey(vacancy.id, vacancy.expiresAt!),
        runAt: now,
        payload: { tenantId, vacancyId: vacancy.id, expiresAt: vacancy.expiresAt!.toISOString() },
      });
      if (job) queued += 1;
    }
  }
  return queued;
}

/** Links in mail sent without a request: the center's host, https unless MAIL_LINK_BASE says otherwise (as the digest's). */
async function originOf(tx: Tx, tenantId: string, centerId: string): Promise<string> {
  const hosts = await tenantHosts(tx, tenantId);
  const host = (hosts.find((row) => row.centerId === centerId) ?? hosts[0])?.host ?? config.baseDomain;
  return config.mailLinkBase.replace("{host}", host).replace(/\/+$/, "");
}

/**
 * One vacancy's notice, in one transaction (notification and mail together). Nothing when the vacancy is no
 * longer published or its expiry date moved since the scan (the new date has its own notice).
 */
export async function sendExpiryNotice(db: Database, input: { tenantId: string; vacancyId: string; expiresAt: string }): Promise<{ notified: number }> {
  return withTenant(db, input.tenantId, async (tx) => {
    const [vacancy] = await tx.select().from(vacancies).where(and(eq(vacancies.tenantId, input.tenantId), eq(vacancies.id, input.vacancyId)));
    if (!vacancy || vacancy.status !== "published" || !vacancy.expiresAt || dayOf(vacancy.expiresAt) !== dayOf(new Date(input.expiresAt))) return { notified: 0 };
    const recipientIds = vacancy.contactPersonId ? [vacancy.contactPersonId] : await organizationUserIds(tx, { tenantId: input.tenantId, organizationId: vacancy.organizationId });
    const [tenant] = await tx.select({ appName: tenants.appName }).from(tenants).where(eq(tenants.id, input.tenantId));
    const people =
      recipientIds.length === 0
        ? []
        : await tx
            .select({ id: users.id, email: users.email, locale: users.locale, firstName: users.firstName, lastName: users.lastName, gender: users.gender })
            .from(users)
            .where(and(eq(users.tenantId, input.tenantId), inArray(users.id, recipientIds), isNull(users.deletedAt)));
    await notify(tx, {
      tenantId: input.tenantId,
      kind: "vacancy_expiring",
      subjectType: "vacancy",
      subjectId: vacancy.id,
      payload: { title: vacancy.title },
      recipientIds: people.map((person) => person.id),
    });
    const origin = await originOf(tx, input.tenantId, vacancy.centerId);
    const languageOf = await centerMailLanguage(tx, { tenantId: input.tenantId, centerId: vacancy.centerId });
    for (const person of people) {
      const language = languageOf(person.locale);
      const mail = await composeMail(tx, {
        tenantId: input.tenantId,
        centerId: vacancy.centerId,
        kind: templates.vacancyExpiring,
        language,
        values: {
          appName: tenant?.appName ?? "",
          vacancyTitle: vacancy.title,
          expiresAt: vacancy.expiresAt,
          vacancyUrl: `${origin}${localizedPath(`/vacancies/${vacancy.id}/edit`, language)}`,
          firstName: person.firstName,
          lastName: person.lastName,
          gender: person.gender,
        },
      });
      // An inactive template: the in-app notification only.
      if (mail) await enqueueMail(tx, { tenantId: input.tenantId, centerId: vacancy.centerId, to: person.email, ...mail });
    }
    return { notified: people.length };
  });
}

export const vacancyExpiryScanJob: JobHandler = async (db, _job, { now }) => ({ queued: await scanExpiringVacancies(db, now) });

export const vacancyExpiryNoticeJob: JobHandler = async (db, job) => {
  const payload = job.payload as { tenantId: string; vacancyId: string; expiresAt: string };
  return sendExpiryNotice(db, payload);
};
