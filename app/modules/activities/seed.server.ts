import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { activityOccurrences, activitySchedules, vacancies } from "~/modules/db/schema";
import { localDayOf } from "~/modules/digest/schedule";
import { ACTIVITY_TIME_ZONE, addDays, expandSchedule, type ScheduleRule } from "./schedule";

/*
 * Demo schedules (issue 14): two published demo vacancies of a center, a language activity and an activity, get
 * dates in the coming weeks, counted from the day the seed runs, so a fresh start shows them in /activiteitenkalender,
 * its month grid and the public feed.ics. Stored as saveSchedule stores them (the rule and its expanded occurrences).
 */

export const DEMO_SCHEDULED_ACTIVITIES = {
  /** Tuesdays and Thursdays, eight weeks. */
  language: "Conversatieles Nederlands in de bibliotheek",
  /** Every other Saturday morning, eight weeks. */
  activity: "Zwerfafval opruimen in de wijk",
} as const;

export function demoScheduleRules(today: string): Record<keyof typeof DEMO_SCHEDULED_ACTIVITIES, ScheduleRule> {
  const startDate = addDays(today, 1);
  return {
    language: { frequency: "regularly", weekdays: [2, 4], interval: 1, startDate, untilDate: addDays(startDate, 8 * 7 - 1), startTime: "19:00", endTime: "20:30", exceptions: [] },
    activity: { frequency: "regularly", weekdays: [6], interval: 2, startDate, untilDate: addDays(startDate, 8 * 7 - 1), startTime: "10:00", endTime: "12:30", exceptions: [] },
  };
}

export async function seedDemoActivitySchedules(tx: Tx, input: { tenantId: string; centerId: string; city: string; now?: Date }) {
  const demo = await tx
    .select({ id: vacancies.id, title: vacancies.title })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, input.tenantId), eq(vacancies.centerId, input.centerId), inArray(vacancies.title, Object.values(DEMO_SCHEDULED_ACTIVITIES))));
  const rules = demoScheduleRules(localDayOf(input.now ?? new Date(), ACTIVITY_TIME_ZONE).date);
  const places = { language: `Bibliotheek ${input.city}`, activity: `Buurthuis De Schakel, ${input.city}` };
  const capacities = { language: 4, activity: 12 };
  for (const kind of ["language", "activity"] as const) {
    const vacancy = demo.find((each) => each.title === DEMO_SCHEDULED_ACTIVITIES[kind]);
    if (!vacancy) continue;
    await tx.insert(activitySchedules).values({ vacancyId: vacancy.id, tenantId: input.tenantId, rule: rules[kind], capacity: capacities[kind], location: places[kind] });
    await tx.insert(activityOccurrences).values(expandSchedule(rules[kind]).map((occurrence) => ({ tenantId: input.tenantId, vacancyId: vacancy.id, ...occurrence })));
  }
}
