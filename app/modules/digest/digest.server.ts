import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { config } from "~/lib/config.server";
import { localizedPath } from "~/middleware/paths";
import { tenantHosts } from "~/modules/auth/redirect.server";
import { withoutTenant, withTenant, type Database, type Tx } from "~/modules/db/client.server";
import { activityOccurrences, activitySchedules, addresses, digestRuns, notifications, organizations, tenants, users, vacancies, volunteerProfiles } from "~/modules/db/schema";
import { containsPattern } from "~/modules/organizations/filters.server";
import { enqueueJob, type JobHandler } from "~/modules/jobs/queue.server";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { digestTemplate, type DigestActivity, type DigestVacancy } from "./mail.server";
import { DIGEST_HOUR, digestTimeOf, localDayOf, zonedInstant } from "./schedule";
import { digestUnsubscribeToken } from "./unsubscribe.server";

/*
 * The weekly digest (issue 13, decision 034). A recurring job (every quarter of an hour) queues, from 08:00
 * Amsterdam time on, one `send_digest` job per user whose digest days include today, keyed
 * `digest:<user>:<local date>`; that job claims the day in digest_runs (primary key user + date) in the same
 * transaction that queues the mail, so a digest goes out once per user per day across restarts, retries and
 * several workers. A user's window runs from the previous digest's 08:00 to this one's.
 */

export const SCHEDULE_DIGESTS_JOB = "schedule_digests";
export const SEND_DIGEST_JOB = "send_digest";
/** How often the scheduler looks for users whose digest is due (and catches up after a restart). */
export const DIGEST_SCHEDULE_INTERVAL_MS = 15 * 60_000;
/** The first digest of a user looks back to 08:00 this many days before (local days: a week may have 167 hours). */
const FIRST_WINDOW_DAYS = 7;
/** Vacancies listed by title; the rest are counted. */
const LISTED_VACANCIES = 10;
/** A volunteer profile's region: vacancies whose organization is within this distance of the profile's postcode. */
export const DIGEST_REGION_KM = 15;

const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export const digestJobKey = (userId: string, date: string) => `digest:${userId}:${date}`;

/** Queues today's digest of each user who chose today, once 08:00 has come; returns how many it queued. */
export async function scheduleDigests(db: Database, now: Date): Promise<number> {
  const { day, at } = digestTimeOf(now);
  if (now < at) return 0;
  const all = await withoutTenant(db, (tx) => tx.select({ id: tenants.id }).from(tenants));
  let queued = 0;
  for (const { id: tenantId } of all) {
    const due = await withTenant(db, tenantId, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.tenantId, tenantId),
            eq(users.status, "active"),
            isNull(users.deletedAt),
            sql`${day.weekday} = any(${users.digestDays})`,
            sql`not exists (select 1 from ${digestRuns} where ${digestRuns.userId} = ${users.id} and ${digestRuns.localDate} = ${day.date})`,
          ),
        ),
    );
    for (const user of due) {
      const job = await enqueueJob(db, { name: SEND_DIGEST_JOB, key: digestJobKey(user.id, day.date), runAt: at, payload: { tenantId, userId: user.id, date: day.date } });
      if (job) queued += 1;
    }
  }
  return queued;
}

/** Links in mail sent without a request: the center's host, https unless MAIL_LINK_BASE says otherwise. */
async function originOf(tx: Tx, tenantId: string, centerId: string): Promise<string> {
  const hosts = await tenantHosts(tx, tenantId);
  const host = (hosts.find((row) => row.centerId === centerId) ?? hosts[0])?.host ?? config.baseDomain;
  return config.mailLinkBase.replace("{host}", host).replace(/\/+$/, "");
}

/** What the user told the volunteer pool about themselves (decision 038): only an opted-in profile counts. */
type DigestProfile = { interests: string[]; latitude: number | null; longitude: number | null };

async function profileOf(tx: Tx, input: { tenantId: string; userId: string }): Promise<DigestProfile | null> {
  const [row] = await tx
    .select({ interests: volunteerProfiles.interests, latitude: volunteerProfiles.latitude, longitude: volunteerProfiles.longitude })
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, input.tenantId), eq(volunteerProfiles.userId, input.userId), eq(volunteerProfiles.optedIn, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Which vacancies suit a user with a profile: one of their interests (a vacancy tag of that name, a word of the
 * title, or the vacancy's full-text search) or their region (the vacancy's organization within DIGEST_REGION_KM of
 * the profile's postcode; without a position, their own center). Without a profile: no condition (the center's).
 */
function suitsProfile(profile: DigestProfile | null, centerId: string): SQL | undefined {
  if (!profile) return undefined;
  const interests = [...new Set(profile.interests.map((interest) => interest.trim()).filter(Boolean))];
  const byInterest = interests.map((interest) => {
    const tag = interest.toLowerCase().replace(/[\s-]+/g, "_");
    return or(
      sql`${tag} = any(${vacancies.tags})`,
      ilike(vacancies.title, containsPattern(interest)),
      sql`${vacancies.search} @@ plainto_tsquery('dutch', app.immutable_unaccent(${interest}))`,
      sql`${vacancies.search} @@ plainto_tsquery('english', app.immutable_unaccent(${interest}))`,
    );
  });
  const { latitude, longitude } = profile;
  const byRegion =
    latitude !== null && longitude !== null
      ? sql`exists (select 1 from ${organizations} o join ${addresses} a on a.id = o.address_id where o.id = ${vacancies.organizationId} and a.latitude is not null
          and 6371 * 2 * asin(sqrt(power(sin(radians(a.latitude - ${latitude}) / 2), 2) + cos(radians(${latitude})) * cos(radians(a.latitude)) * power(sin(radians(a.longitude - ${longitude}) / 2), 2))) <= ${DIGEST_REGION_KM})`
      : eq(vacancies.centerId, centerId);
  return or(...byInterest, byRegion);
}

type Selection = { tenantId: string; centerId: string; centerSharing: boolean; profile: DigestProfile | null; from: Date; to: Date };

/** Published vacancies the user may see (their center; every center with center sharing) that suit them. */
const vacanciesFor = (input: Selection) =>
  and(
    eq(vacancies.tenantId, input.tenantId),
    eq(vacancies.status, "published"),
    input.centerSharing ? undefined : eq(vacancies.centerId, input.centerId),
    suitsProfile(input.profile, input.centerId),
  );

const hasSchedule = sql`exists (select 1 from ${activitySchedules} s where s.vacancy_id = ${vacancies.id})`;

/**
 * What is new for a user in a window: vacancies created in it (activities with a schedule are listed with their
 * dates instead), for a user with an opted-in volunteer profile only those that suit it.
 */
async function newVacancies(tx: Tx, input: Selection) {
  const where = and(vacanciesFor(input), gte(vacancies.createdAt, input.from), lt(vacancies.createdAt, input.to), sql`not ${hasSchedule}`);
  const [total] = await tx.select({ n: count() }).from(vacancies).where(where);
  const listed = await tx
    .select({ id: vacancies.id, title: vacancies.title, organizationName: organizations.name })
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(where)
    .orderBy(desc(vacancies.createdAt))
    .limit(LISTED_VACANCIES);
  return { total: total?.n ?? 0, listed };
}

/**
 * Activities (decision 039) whose schedule was made or changed in the window and that still take place: each with
 * its next occurrence after the window, soonest first.
 */
async function newActivities(tx: Tx, input: Selection) {
  const where = and(
    vacanciesFor(input),
    eq(activitySchedules.tenantId, input.tenantId),
    gte(activitySchedules.updatedAt, input.from),
    lt(activitySchedules.updatedAt, input.to),
    eq(activityOccurrences.tenantId, input.tenantId),
    gte(activityOccurrences.startsAt, input.to),
  );
  const nextStart = sql<Date>`min(${activityOccurrences.startsAt})`.mapWith((value: string | Date) => new Date(value));
  const base = () =>
    tx
      .select({ id: vacancies.id, title: vacancies.title, organizationName: organizations.name, startsAt: nextStart })
      .from(activitySchedules)
      .innerJoin(vacancies, eq(vacancies.id, activitySchedules.vacancyId))
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .innerJoin(activityOccurrences, eq(activityOccurrences.vacancyId, vacancies.id))
      .where(where)
      .groupBy(vacancies.id, vacancies.title, organizations.name);
  const all = base().as("activities");
  const [total] = await tx.select({ n: count() }).from(all);
  const listed = await base().orderBy(nextStart, vacancies.id).limit(LISTED_VACANCIES);
  return { total: total?.n ?? 0, listed };
}

/** In-app notifications that arrived in the window and are still unread: new messages apart from the rest. */
async function unreadNotifications(tx: Tx, input: { tenantId: string; userId: string; from: Date; to: Date }): Promise<{ messages: number; others: number }> {
  const isMessage = sql<boolean>`${notifications.kind} = 'new_message'`;
  const rows = await tx
    .select({ isMessage, n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, input.tenantId),
        eq(notifications.userId, input.userId),
        isNull(notifications.readAt),
        gte(notifications.createdAt, input.from),
        lt(notifications.createdAt, input.to),
      ),
    )
    .groupBy(isMessage);
  return { messages: rows.find((row) => row.isMessage)?.n ?? 0, others: rows.find((row) => !row.isMessage)?.n ?? 0 };
}

export type DigestOutcome = { mailed: boolean; reason?: "already_sent" | "not_subscribed" | "nothing_new" | "switched_off"; counts?: Record<string, number> };

/**
 * The digest of one user for one Amsterdam date. A new message of a conversation reaches it as its `new_message`
 * notification (counted while unread); a count of unread messages of its own would join `counts` and the summary.
 */
export async function sendDigest(db: Database, input: { tenantId: string; userId: string; date: string }): Promise<DigestOutcome> {
  const windowEnd = zonedInstant(input.date, DIGEST_HOUR);
  const { weekday } = localDayOf(windowEnd);
  return withTenant(db, input.tenantId, async (tx) => {
    const [user] = await tx.select().from(users).where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)));
    if (!user || user.status !== "active" || user.deletedAt || !user.digestDays.includes(weekday)) return { mailed: false, reason: "not_subscribed" };
    const [last] = await tx
      .select({ windowEnd: digestRuns.windowEnd })
      .from(digestRuns)
      .where(and(eq(digestRuns.tenantId, input.tenantId), eq(digestRuns.userId, user.id), lt(digestRuns.localDate, input.date)))
      .orderBy(desc(digestRuns.localDate))
      .limit(1);
    const windowStart = last?.windowEnd ?? zonedInstant(daysBefore(input.date, FIRST_WINDOW_DAYS), DIGEST_HOUR);
    // The day is claimed first: a second run of this job (a restart, another worker) stops here.
    const claimed = await tx
      .insert(digestRuns)
      .values({ tenantId: input.tenantId, userId: user.id, localDate: input.date, windowStart, windowEnd })
      .onConflictDoNothing()
      .returning({ userId: digestRuns.userId });
    if (claimed.length === 0) return { mailed: false, reason: "already_sent" };

    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, input.tenantId));
    const window = { from: windowStart, to: windowEnd };
    const profile = await profileOf(tx, { tenantId: input.tenantId, userId: user.id });
    const selection: Selection = { tenantId: input.tenantId, centerId: user.centerId, centerSharing: !!tenant?.features.centerSharing, profile, ...window };
    const found = await newVacancies(tx, selection);
    const activities = await newActivities(tx, selection);
    const unread = await unreadNotifications(tx, { tenantId: input.tenantId, userId: user.id, ...window });
    const counts = { vacancies: found.total, activities: activities.total, notifications: unread.others, messages: unread.messages };
    const record = (mailed: boolean) =>
      tx
        .update(digestRuns)
        .set({ mailed, counts })
        .where(and(eq(digestRuns.userId, user.id), eq(digestRuns.localDate, input.date)));
    if (found.total === 0 && activities.total === 0 && unread.others === 0 && unread.messages === 0) {
      await record(false);
      return { mailed: false, reason: "nothing_new", counts };
    }

    const language = (await centerMailLanguage(tx, { tenantId: input.tenantId, centerId: user.centerId }))(user.locale);
    const origin = await originOf(tx, input.tenantId, user.centerId);
    const url = (path: string) => `${origin}${localizedPath(path, language)}`;
    const token = digestUnsubscribeToken(user.id);
    const unsubscribeUrl = url(`/periodieke-mail/afmelden/${token}`);
    const listed: DigestVacancy[] = found.listed.map((row) => ({ title: row.title, organizationName: row.organizationName, url: url(`/vacancies/${row.id}`) }));
    const mail = await composeMail(tx, {
      tenantId: input.tenantId,
      centerId: user.centerId,
      kind: digestTemplate,
      language,
      values: {
        appName: tenant?.appName ?? "",
        firstName: user.firstName,
        lastName: user.lastName,
        gender: user.gender,
        vacancies: listed,
        moreVacancies: found.total - listed.length,
        activities: activities.listed.map((row): DigestActivity => ({ title: row.title, organizationName: row.organizationName, startsAt: row.startsAt, url: url(`/vacancies/${row.id}`) })),
        moreActivities: activities.total - activities.listed.length,
        matched: profile !== null,
        unreadNotifications: unread.others,
        unreadMessages: unread.messages,
        conversationsUrl: url("/conversations"),
        vacanciesUrl: url("/vacancies/search"),
        notificationsUrl: url("/notificaties"),
        settingsUrl: url("/profile-edit/periodieke-mail"),
        unsubscribeUrl,
      },
    });
    if (!mail) {
      await record(false);
      return { mailed: false, reason: "switched_off", counts };
    }
    await enqueueMail(tx, {
      tenantId: input.tenantId,
      centerId: user.centerId,
      to: user.email,
      ...mail,
      // RFC 2369 and RFC 8058: mail programs offer their own unsubscribe button, which posts to the link.
      headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      secrets: [token],
    });
    await record(true);
    return { mailed: true, counts };
  });
}

export const scheduleDigestsJob: JobHandler = async (db, _job, { now }) => ({ queued: await scheduleDigests(db, now) });

export const sendDigestJob: JobHandler = async (db, job) => {
  const { tenantId, userId, date } = job.payload as { tenantId: string; userId: string; date: string };
  return sendDigest(db, { tenantId, userId, date });
};
