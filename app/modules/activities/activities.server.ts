import { and, arrayContains, asc, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError, notFound } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import type { Page } from "~/api/jsonapi.server";
import type { Tx } from "~/modules/db/client.server";
import { activityOccurrences, activitySchedules, activitySignups, vacancies } from "~/modules/db/schema";
import type { VacancyTag } from "~/modules/vacancies/constants";
import { findManagedVacancy, findVacancy, publicVacancies, type VacancyViewer } from "~/modules/vacancies/vacancies.server";
import { liveSignupsOn, promoteWaiting, type MailContext } from "./signups.server";
import { occurrenceWhenText } from "./signup-mails.server";
import { ACTIVITY_TYPES, expandSchedule, ScheduleRuleSchema, type ActivityType, type ScheduleRule } from "./schedule";

/*
 * Activity schedules and their occurrences (issue 14, decision 039). Saving a schedule brings the vacancy's
 * occurrences in line in the same transaction (keeping unchanged ones and their sign-ups, decision 040), so readers (the public calendar, the API list) select occurrences by
 * date range and never expand rules per request.
 */

export { ACTIVITY_TYPES, type ActivityType };

/** PUT /vacancies/{id}/schedule (and, later, the manage page's form). */
export const ScheduleSaveSchema = z
  .object({
    rule: ScheduleRuleSchema,
    /** Places per occurrence; empty is unlimited. */
    capacity: z.number().int().min(1).max(100_000).nullable().default(null),
    signupDeadline: z.iso.datetime({ offset: true }).nullable().default(null),
    online: z.boolean().default(false),
    location: z.string().trim().max(500).nullable().default(null),
  })
  .strict();
export type ScheduleSave = z.infer<typeof ScheduleSaveSchema>;

export type ScheduleRow = typeof activitySchedules.$inferSelect;
export type ScheduleResource = ScheduleRow & { occurrenceCount: number };

export type OccurrenceResource = {
  id: string;
  vacancyId: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  vacancyType: string;
  city: string | null;
  online: boolean;
  location: string | null;
};

async function occurrenceCountOf(tx: Tx, tenantId: string, vacancyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(activityOccurrences)
    .where(and(eq(activityOccurrences.tenantId, tenantId), eq(activityOccurrences.vacancyId, vacancyId)));
  return row?.n ?? 0;
}

/** The schedule of a vacancy the viewer can read, else 404 (no such vacancy, or no schedule yet). */
export async function findSchedule(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; vacancyId: string }): Promise<ScheduleResource> {
  const vacancy = await findVacancy(tx, { tenantId: input.tenantId, viewer: input.viewer, id: input.vacancyId });
  if (!vacancy) throw notFound();
  const [row] = await tx
    .select()
    .from(activitySchedules)
    .where(and(eq(activitySchedules.tenantId, input.tenantId), eq(activitySchedules.vacancyId, vacancy.id)))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, occurrenceCount: await occurrenceCountOf(tx, input.tenantId, vacancy.id) };
}

/**
 * Saves the schedule of an activity or language activity the viewer manages (404 when they cannot see it, 403
 * when it is not theirs, 422 when the vacancy is of another type) and materializes its occurrences.
 */
export async function saveSchedule(
  tx: Tx,
  input: { tenantId: string; viewer: VacancyViewer; vacancyId: string; attributes: ScheduleSave; now: Date; mail?: MailContext },
): Promise<ScheduleResource> {
  const { tenantId, attributes } = input;
  const vacancy = await findManagedVacancy(tx, { tenantId, viewer: input.viewer, id: input.vacancyId });
  if (!(ACTIVITY_TYPES as readonly string[]).includes(vacancy.vacancyType)) {
    throw new AppError({
      status: 422,
      code: "not_an_activity",
      title: "Invalid attribute",
      detail: apiMessages.notAnActivity,
      source: { pointer: "/data/attributes/rule" },
    });
  }
  const values = {
    rule: attributes.rule,
    capacity: attributes.capacity,
    signupDeadline: attributes.signupDeadline ? new Date(attributes.signupDeadline) : null,
    online: attributes.online,
    location: attributes.location || null,
    updatedAt: input.now,
  };
  const [row] = await tx
    .insert(activitySchedules)
    .values({ vacancyId: vacancy.id, tenantId, ...values })
    .onConflictDoUpdate({ target: activitySchedules.vacancyId, set: values })
    .returning();
  const occurrences = expandSchedule(attributes.rule);
  await syncOccurrences(tx, { tenantId, vacancyId: vacancy.id, occurrences });
  // More places (or no limit any more): the waiting lists move up.
  if (input.mail) await fillWaitingLists(tx, { tenantId, vacancyId: vacancy.id, now: input.now, mail: input.mail });
  return { ...row!, occurrenceCount: occurrences.length };
}

/**
 * Brings the vacancy's occurrences in line with the expanded rule without touching the rows whose start stayed
 * (their sign-ups stay with them, decision 040): a new end is updated in place, new starts are inserted, starts
 * the rule no longer has are deleted — unless someone is signed up (or waiting) for them: then the whole save is a
 * 422 naming those occurrences (meta.occurrences: id, starts_at, ends_at), and the organization removes the participants first.
 */
async function syncOccurrences(tx: Tx, input: { tenantId: string; vacancyId: string; occurrences: { startsAt: Date; endsAt: Date }[] }) {
  const { tenantId, vacancyId } = input;
  const existing = await tx
    .select({ id: activityOccurrences.id, startsAt: activityOccurrences.startsAt, endsAt: activityOccurrences.endsAt })
    .from(activityOccurrences)
    .where(and(eq(activityOccurrences.tenantId, tenantId), eq(activityOccurrences.vacancyId, vacancyId)));
  const wanted = new Map(input.occurrences.map((o) => [o.startsAt.getTime(), o]));
  const kept = new Map(existing.map((o) => [o.startsAt.getTime(), o]));
  const removed = existing.filter((o) => !wanted.has(o.startsAt.getTime()));
  if (removed.length > 0) {
    const withSignups = await liveSignupsOn(
      tx,
      tenantId,
      removed.map((o) => o.id),
    );
    if (withSignups.size > 0) {
      // The dates are meta (what the schedule page words its own message with); the detail writes them in the request's language.
      const dropped = removed.filter((o) => withSignups.has(o.id)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      throw new AppError({
        status: 422,
        code: "occurrences_have_signups",
        title: "Invalid attribute",
        detail: apiMessages.occurrencesHaveSignups,
        values: (language) => ({ dates: dropped.map((o) => occurrenceWhenText(language === "en" ? "en" : "nl", o.startsAt, o.endsAt)).join("; ") }),
        meta: { occurrences: dropped.map((o) => ({ id: o.id, starts_at: o.startsAt.toISOString(), ends_at: o.endsAt.toISOString() })) },
        source: { pointer: "/data/attributes/rule" },
      });
    }
    const ids = removed.map((o) => o.id);
    for (let i = 0; i < ids.length; i += 500) {
      await tx.delete(activityOccurrences).where(and(eq(activityOccurrences.tenantId, tenantId), inArray(activityOccurrences.id, ids.slice(i, i + 500))));
    }
  }
  for (const o of input.occurrences) {
    const row = kept.get(o.startsAt.getTime());
    if (row && row.endsAt.getTime() !== o.endsAt.getTime()) {
      await tx.update(activityOccurrences).set({ endsAt: o.endsAt }).where(and(eq(activityOccurrences.tenantId, tenantId), eq(activityOccurrences.id, row.id)));
    }
  }
  const added = input.occurrences.filter((o) => !kept.has(o.startsAt.getTime()));
  for (let i = 0; i < added.length; i += 500) {
    await tx.insert(activityOccurrences).values(added.slice(i, i + 500).map((o) => ({ tenantId, vacancyId, startsAt: o.startsAt, endsAt: o.endsAt })));
  }
}

/** After a schedule save: each upcoming occurrence with a waiting list fills its free places (each locked first). */
async function fillWaitingLists(tx: Tx, input: { tenantId: string; vacancyId: string; now: Date; mail: MailContext }) {
  const waiting = await tx
    .selectDistinct({ occurrenceId: activitySignups.occurrenceId })
    .from(activitySignups)
    .innerJoin(activityOccurrences, eq(activityOccurrences.id, activitySignups.occurrenceId))
    .where(and(eq(activitySignups.tenantId, input.tenantId), eq(activitySignups.vacancyId, input.vacancyId), eq(activitySignups.status, "waiting"), gt(activityOccurrences.startsAt, input.now)));
  for (const { occurrenceId } of waiting) {
    await tx.execute(sql`select id from activity_occurrences where tenant_id = ${input.tenantId} and id = ${occurrenceId} for update`);
    await promoteWaiting(tx, { tenantId: input.tenantId, occurrenceId, now: input.now, mail: input.mail });
  }
}

export type OccurrenceFilters = { from: Date; to: Date; type?: ActivityType; tag?: VacancyTag; city?: string };

/**
 * Which occurrences the public calendar shows: of published activities and language activities the public sees
 * (the request's center, or every center with center sharing) overlapping [from, to), with the filters. Null when
 * the viewer sees none. Drafts and other statuses are left out, also for their managers.
 */
export function calendarOccurrencesWhere(tenantId: string, viewer: VacancyViewer, filters: OccurrenceFilters) {
  const visible = publicVacancies(viewer, ["published"]);
  if (!visible) return null;
  return and(
    eq(activityOccurrences.tenantId, tenantId),
    lt(activityOccurrences.startsAt, filters.to),
    gt(activityOccurrences.endsAt, filters.from),
    eq(vacancies.tenantId, tenantId),
    visible,
    filters.type ? eq(vacancies.vacancyType, filters.type) : inArray(vacancies.vacancyType, [...ACTIVITY_TYPES]),
    filters.tag ? arrayContains(vacancies.tags, [filters.tag]) : undefined,
    filters.city ? sql`lower(${vacancies.city}) = ${filters.city.toLowerCase()}` : undefined,
  );
}

/** The public calendar's occurrences (calendarOccurrencesWhere) in start order. */
export async function listOccurrences(
  tx: Tx,
  input: { tenantId: string; viewer: VacancyViewer; filters: OccurrenceFilters; page: Page },
): Promise<{ rows: OccurrenceResource[]; total: number }> {
  const where = calendarOccurrencesWhere(input.tenantId, input.viewer, input.filters);
  if (!where) return { rows: [], total: 0 };
  const rows = await tx
      .select({
        id: activityOccurrences.id,
        vacancyId: activityOccurrences.vacancyId,
        startsAt: activityOccurrences.startsAt,
        endsAt: activityOccurrences.endsAt,
        title: vacancies.title,
        vacancyType: vacancies.vacancyType,
        city: vacancies.city,
        online: activitySchedules.online,
        location: activitySchedules.location,
      })
      .from(activityOccurrences)
      .innerJoin(vacancies, eq(vacancies.id, activityOccurrences.vacancyId))
      .innerJoin(activitySchedules, eq(activitySchedules.vacancyId, activityOccurrences.vacancyId))
      .where(where)
      .orderBy(asc(activityOccurrences.startsAt), asc(vacancies.title), asc(activityOccurrences.id))
      .limit(input.page.size)
      .offset(input.page.offset);
  const [totalRow] = await tx
      .select({ n: count() })
      .from(activityOccurrences)
      .innerJoin(vacancies, eq(vacancies.id, activityOccurrences.vacancyId))
      .where(where);
  return { rows, total: totalRow?.n ?? 0 };
}

export type { ScheduleRule };
