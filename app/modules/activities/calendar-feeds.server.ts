import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { activityOccurrences, activitySchedules, activitySignups, calendarFeedTokens, users, vacancies, type SignupStatus } from "~/modules/db/schema";

/*
 * A signed-in user's private calendar feed (issue 14, decision 043): the activities they signed up for — sign-ups
 * with their user id or their e-mail address — at an address with a secret token. Only the token's SHA-256 hash is
 * stored, so the address is shown once, when it is made; renewing makes a new one and the old address answers 404
 * at once, as does a revoked one.
 */

export type CalendarFeedState = { userId: string; active: boolean; createdAt: Date | null; token: string | null };

export type PersonalOccurrence = {
  id: string;
  vacancyId: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  city: string | null;
  online: boolean;
  location: string | null;
  signupStatus: Exclude<SignupStatus, "cancelled">;
};

/** How far back the private feed goes: recent past occurrences stay in the calendar a while. */
export const PERSONAL_FEED_PAST_DAYS = 31;

export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function calendarFeedState(tx: Tx, input: { tenantId: string; userId: string }): Promise<CalendarFeedState> {
  const [row] = await tx
    .select({ createdAt: calendarFeedTokens.createdAt })
    .from(calendarFeedTokens)
    .where(and(eq(calendarFeedTokens.tenantId, input.tenantId), eq(calendarFeedTokens.userId, input.userId)))
    .limit(1);
  return { userId: input.userId, active: Boolean(row), createdAt: row?.createdAt ?? null, token: null };
}

/** Makes the user's feed address, or a new one in place of the old (which stops working at once). */
export async function renewCalendarFeed(tx: Tx, input: { tenantId: string; userId: string; now: Date }): Promise<CalendarFeedState> {
  const token = randomBytes(24).toString("base64url");
  const values = { tokenHash: hashFeedToken(token), createdAt: input.now };
  await tx
    .insert(calendarFeedTokens)
    .values({ tenantId: input.tenantId, userId: input.userId, ...values })
    .onConflictDoUpdate({ target: [calendarFeedTokens.tenantId, calendarFeedTokens.userId], set: values });
  return { userId: input.userId, active: true, createdAt: input.now, token };
}

/** Revokes the feed address; true when there was one. */
export async function revokeCalendarFeed(tx: Tx, input: { tenantId: string; userId: string }): Promise<boolean> {
  const removed = await tx
    .delete(calendarFeedTokens)
    .where(and(eq(calendarFeedTokens.tenantId, input.tenantId), eq(calendarFeedTokens.userId, input.userId)))
    .returning({ id: calendarFeedTokens.id });
  return removed.length > 0;
}

/**
 * The occurrences the token's user signed up for (confirmed or on the waiting list), from a month ago on, in start
 * order; null when no active feed has this token (revoked, renewed, another tenant's or made up).
 */
export async function personalOccurrences(
  tx: Tx,
  input: { tenantId: string; token: string; now: Date; page: { size: number; offset: number } },
): Promise<{ rows: PersonalOccurrence[]; total: number } | null> {
  const [owner] = await tx
    .select({ id: users.id, email: users.email })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(and(eq(calendarFeedTokens.tenantId, input.tenantId), eq(calendarFeedTokens.tokenHash, hashFeedToken(input.token)), eq(users.status, "active")))
    .limit(1);
  if (!owner) return null;
  const since = new Date(input.now.getTime() - PERSONAL_FEED_PAST_DAYS * 86_400_000);
  const where = and(
    eq(activitySignups.tenantId, input.tenantId),
    ne(activitySignups.status, "cancelled"),
    or(eq(activitySignups.userId, owner.id), eq(activitySignups.email, owner.email.toLowerCase())),
    gt(activityOccurrences.endsAt, since),
    ne(vacancies.status, "deleted"),
  );
  const rows = await tx
    .select({
      id: activityOccurrences.id,
      vacancyId: activityOccurrences.vacancyId,
      startsAt: activityOccurrences.startsAt,
      endsAt: activityOccurrences.endsAt,
      title: vacancies.title,
      city: vacancies.city,
      online: activitySchedules.online,
      location: activitySchedules.location,
      signupStatus: sql<"confirmed" | "waiting">`${activitySignups.status}`,
    })
    .from(activitySignups)
    .innerJoin(activityOccurrences, eq(activityOccurrences.id, activitySignups.occurrenceId))
    .innerJoin(vacancies, eq(vacancies.id, activitySignups.vacancyId))
    .innerJoin(activitySchedules, eq(activitySchedules.vacancyId, activitySignups.vacancyId))
    .where(where)
    .orderBy(asc(activityOccurrences.startsAt), asc(activityOccurrences.id))
    .limit(input.page.size)
    .offset(input.page.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(activitySignups)
    .innerJoin(activityOccurrences, eq(activityOccurrences.id, activitySignups.occurrenceId))
    .innerJoin(vacancies, eq(vacancies.id, activitySignups.vacancyId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
