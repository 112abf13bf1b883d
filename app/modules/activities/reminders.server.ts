import { and, eq, sql } from "drizzle-orm";
import { config } from "~/lib/config.server";
import { tenantHosts } from "~/modules/auth/redirect.server";
import { withoutTenant, withTenant, type Database, type Tx } from "~/modules/db/client.server";
import { activitySignups, tenants } from "~/modules/db/schema";
import { enqueueJob, type JobHandler } from "~/modules/jobs/queue.server";
import { mailParticipant, occurrenceOf, rotateCancelToken } from "./signups.server";
import { MAX_REMINDER_HOURS, MIN_REMINDER_HOURS } from "~/modules/settings/schema";

/*
 * The reminder before an occurrence (issue 14, decision 040). A scan every quarter of an hour finds the confirmed
 * sign-ups whose occurrence starts within the center's reminder hours (the center profile's
 * `activityReminderHours`, 24 to 48, default 24) and queues one job per sign-up: the job's unique key
 * (`activity_reminder:<sign-up>`) and the sign-up's reminded_at, set in the transaction that queues the mail,
 * make it once whatever the number of processes, restarts or scans. Who signed up inside that window just got
 * their confirmation and gets no reminder.
 */

export const ACTIVITY_REMINDER_SCAN_JOB = "activity_reminder_scan";
export const ACTIVITY_REMINDER_JOB = "activity_reminder";
export const REMINDER_SCAN_INTERVAL_MS = 15 * 60_000;
export const DEFAULT_REMINDER_HOURS = MIN_REMINDER_HOURS;

export const reminderKey = (signupId: string) => `activity_reminder:${signupId}`;

/** Queues a reminder job for each sign-up now due one; answers how many were new. */
export async function scanReminders(db: Database, now: Date): Promise<number> {
  const all = await withoutTenant(db, (tx) => tx.select({ id: tenants.id }).from(tenants));
  let queued = 0;
  for (const { id: tenantId } of all) {
    const due = await withTenant(db, tenantId, async (tx) => {
      const hours = sql`make_interval(hours => least(${MAX_REMINDER_HOURS}, greatest(${MIN_REMINDER_HOURS}, coalesce(case when c.profile->>'activityReminderHours' ~ '^[0-9]{1,3}$' then (c.profile->>'activityReminderHours')::int end, ${DEFAULT_REMINDER_HOURS}))))`;
      const result = await tx.execute(sql`
        select s.id from activity_signups s
        join activity_occurrences o on o.id = s.occurrence_id
        join vacancies v on v.id = s.vacancy_id
        join volunteer_centers c on c.id = v.center_id
        where s.tenant_id = ${tenantId} and s.status = 'confirmed' and s.reminded_at is null
          and o.starts_at > ${now.toISOString()}::timestamptz
          and o.starts_at <= ${now.toISOString()}::timestamptz + ${hours}
          and s.created_at < o.starts_at - ${hours}`);
      return (result as unknown as { rows: { id: string }[] }).rows;
    });
    for (const { id } of due) {
      const job = await enqueueJob(db, { name: ACTIVITY_REMINDER_JOB, key: reminderKey(id), runAt: now, payload: { tenantId, signupId: id } });
      if (job) queued += 1;
    }
  }
  return queued;
}

/** Links in mail sent without a request: the center's host (as the digest's and the expiry notice's). */
async function originOf(tx: Tx, tenantId: string, centerId: string): Promise<string> {
  const hosts = await tenantHosts(tx, tenantId);
  const host = (hosts.find((row) => row.centerId === centerId) ?? hosts[0])?.host ?? config.baseDomain;
  return config.mailLinkBase.replace("{host}", host).replace(/\/+$/, "");
}

/** One sign-up's reminder, in one transaction with its mail; nothing when it was cancelled, already reminded or started. */
export async function sendReminder(db: Database, input: { tenantId: string; signupId: string; now: Date }): Promise<{ reminded: number }> {
  return withTenant(db, input.tenantId, async (tx) => {
    const [signup] = await tx
      .select()
      .from(activitySignups)
      .where(and(eq(activitySignups.tenantId, input.tenantId), eq(activitySignups.id, input.signupId)))
      .for("update");
    if (!signup || signup.status !== "confirmed" || signup.remindedAt) return { reminded: 0 };
    const occurrence = await occurrenceOf(tx, input.tenantId, signup.occurrenceId);
    if (!occurrence || occurrence.startsAt <= input.now) return { reminded: 0 };
    const [tenant] = await tx.select({ appName: tenants.appName }).from(tenants).where(eq(tenants.id, input.tenantId));
    const token = await rotateCancelToken(tx, signup, input.now);
    await tx.update(activitySignups).set({ remindedAt: input.now }).where(and(eq(activitySignups.tenantId, input.tenantId), eq(activitySignups.id, signup.id)));
    await mailParticipant(tx, {
      kind: "reminder",
      signup,
      occurrence,
      token,
      mail: { siteOrigin: await originOf(tx, input.tenantId, occurrence.centerId), appName: tenant?.appName ?? "" },
    });
    return { reminded: 1 };
  });
}

export const activityReminderScanJob: JobHandler = async (db, _job, { now }) => ({ queued: await scanReminders(db, now) });

export const activityReminderJob: JobHandler = async (db, job, { now }) => {
  const payload = job.payload as { tenantId: string; signupId: string };
  return sendReminder(db, { ...payload, now });
};
