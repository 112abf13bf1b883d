import { eq, sql } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import type { VacancyViewer } from "~/modules/vacancies/vacancies.server";
import { calendarOccurrencesWhere, type OccurrenceFilters, type OccurrenceResource } from "./activities.server";
import { activityOccurrences, activitySchedules, vacancies } from "~/modules/db/schema";
import { ACTIVITY_TIME_ZONE } from "./schedule";

/*
 * The month view's days (issue 14, decision 043): per Amsterdam day that has occurrences, how many there are and the
 * first few, in one statement (window functions) — so a busy month is neither cut off at a page limit nor read in
 * full: the page shows the first ones and links the rest to the list of that day.
 */

export const MAX_PER_DAY = 10;
/** What the month view shows of a day; the rest is a link to that day's list. */
export const DAY_PREVIEW = 3;

export type CalendarDay = { date: string; occurrenceCount: number; occurrences: OccurrenceResource[] };

type Row = OccurrenceResource & { day: string; dayCount: number };

export async function calendarDays(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; filters: OccurrenceFilters; perDay: number }): Promise<CalendarDay[]> {
  const where = calendarOccurrencesWhere(input.tenantId, input.viewer, input.filters);
  if (!where) return [];
  const day = sql`(${activityOccurrences.startsAt} at time zone ${ACTIVITY_TIME_ZONE})::date`;
  const ranked = tx
    .select({
      id: sql<string>`${activityOccurrences.id}`.as("occurrence_id"),
      vacancyId: sql<string>`${activityOccurrences.vacancyId}`.as("occurrence_vacancy_id"),
      startsAt: sql<Date>`${activityOccurrences.startsAt}`.as("starts_at"),
      endsAt: sql<Date>`${activityOccurrences.endsAt}`.as("ends_at"),
      title: sql<string>`${vacancies.title}`.as("title"),
      vacancyType: sql<string>`${vacancies.vacancyType}`.as("vacancy_type"),
      city: sql<string | null>`${vacancies.city}`.as("city"),
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`.as("day"),
      n: sql<number>`row_number() over (partition by ${day} order by ${activityOccurrences.startsAt}, ${vacancies.title}, ${activityOccurrences.id})`.as("n"),
      dayCount: sql<number>`count(*) over (partition by ${day})`.as("day_count"),
    })
    .from(activityOccurrences)
    .innerJoin(vacancies, eq(vacancies.id, activityOccurrences.vacancyId))
    .where(where)
    .as("ranked");
  // The schedule's place only for the occurrences shown, joined after the window.
  const rows = await tx
    .select({
      id: ranked.id,
      vacancyId: ranked.vacancyId,
      startsAt: ranked.startsAt,
      endsAt: ranked.endsAt,
      title: ranked.title,
      vacancyType: ranked.vacancyType,
      city: ranked.city,
      online: activitySchedules.online,
      location: activitySchedules.location,
      day: ranked.day,
      n: ranked.n,
      dayCount: ranked.dayCount,
    })
    .from(ranked)
    .innerJoin(activitySchedules, eq(activitySchedules.vacancyId, ranked.vacancyId))
    .where(sql`${ranked.n} <= ${Math.max(0, Math.min(MAX_PER_DAY, input.perDay))} or ${ranked.n} = 1`)
    .orderBy(ranked.day, ranked.n);
  const days = new Map<string, CalendarDay>();
  for (const raw of rows as unknown as Array<Row & { n: number }>) {
    const { day: date, dayCount, n, ...occurrence } = raw;
    const entry = days.get(date) ?? { date, occurrenceCount: Number(dayCount), occurrences: [] };
    if (Number(n) <= input.perDay) entry.occurrences.push({ ...occurrence, startsAt: new Date(occurrence.startsAt), endsAt: new Date(occurrence.endsAt) });
    days.set(date, entry);
  }
  return [...days.values()];
}
