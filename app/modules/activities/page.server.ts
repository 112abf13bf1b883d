import type { RouterContextProvider } from "react-router";
import { pageNumberParam } from "~/lib/page-number";
import { apiContext } from "~/middleware/context";
import { localDayOf } from "~/modules/digest/schedule";
import { VACANCY_TAGS, type VacancyTag } from "~/modules/vacancies/constants";
import { ACTIVITY_TYPES, type ActivityType } from "./activities.server";
import { readCalendarDates, type CalendarDates } from "./calendar-dates";
import { ACTIVITY_TIME_ZONE, addDays, daysBetween, weekdayOf } from "./schedule";

/*
 * /activiteitenkalender (issue 14, public, no JavaScript needed): the occurrences of published activities and
 * language activities through the API, as a list grouped by day (GET filters, paged) or a month grid. Days and
 * times are worked out here in Europe/Amsterdam, so server and browser render the same text.
 */

export const CALENDAR_PAGE_SIZE = 25;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export type CalendarOccurrence = {
  id: string;
  vacancyId: string;
  title: string;
  vacancyType: ActivityType;
  city: string | null;
  online: boolean;
  location: string | null;
  /** YYYY-MM-DD and HH:MM in Amsterdam. */
  day: string;
  startTime: string;
  endTime: string;
};
export type CalendarDay = { date: string; occurrences: CalendarOccurrence[] };
/** A day of the month view: how many occurrences it has and the first few (decision 043). */
export type MonthDay = { count: number; occurrences: CalendarOccurrence[] };
type ApiDay = { id: string; occurrenceCount: number; occurrences: ApiOccurrence[] };

type ApiOccurrence = Omit<CalendarOccurrence, "day" | "startTime" | "endTime"> & { startsAt: string; endsAt: string };

const timeFormatter = new Intl.DateTimeFormat("en-GB", { timeZone: ACTIVITY_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

function toCalendar(row: ApiOccurrence): CalendarOccurrence {
  const { startsAt, endsAt, ...rest } = row;
  return { ...rest, day: localDayOf(new Date(startsAt), ACTIVITY_TIME_ZONE).date, startTime: timeFormatter.format(new Date(startsAt)), endTime: timeFormatter.format(new Date(endsAt)) };
}

function byDay(occurrences: CalendarOccurrence[]): CalendarDay[] {
  const days = new Map<string, CalendarOccurrence[]>();
  for (const occurrence of occurrences) days.set(occurrence.day, [...(days.get(occurrence.day) ?? []), occurrence]);
  return [...days].map(([date, list]) => ({ date, occurrences: list }));
}

/** The weeks (Monday first) of a month, each seven dates; days of the months around it are null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 7) + "-01";
  const length = daysBetween(first, next);
  const lead = (weekdayOf(first) + 6) % 7;
  const cells: Array<string | null> = [...Array.from({ length: lead }, () => null), ...Array.from({ length }, (_, i) => addDays(first, i))];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export async function loadCalendarPage(context: Readonly<RouterContextProvider>, request: Request, now: Date = new Date()) {
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "month" ? "month" : "list";
  const asked = params.get("type");
  const type = (ACTIVITY_TYPES as readonly string[]).includes(asked ?? "") ? (asked as ActivityType) : undefined;
  const askedTag = params.get("tag");
  const tag = (VACANCY_TAGS as readonly string[]).includes(askedTag ?? "") ? (askedTag as VacancyTag) : undefined;
  const city = params.get("city")?.trim().slice(0, 100) || undefined;
  const filters = { "filter[type]": type, "filter[tag]": tag, "filter[city]": city };
  const today = localDayOf(now, ACTIVITY_TIME_ZONE).date;
  const api = context.get(apiContext);

  if (view === "month") {
    const month = MONTH.test(params.get("month") ?? "") ? params.get("month")! : today.slice(0, 7);
    const weeks = monthWeeks(month);
    const first = `${month}-01`;
    const last = addDays(addDays(first, 32).slice(0, 7) + "-01", -1);
    // Per day its count and first occurrences: a busy month is neither cut off nor read in full (decision 043).
    const { data } = await api.get<ApiDay[]>("/api/v1/activity_calendar_days", { query: { "filter[from]": first, "filter[to]": last, ...filters } });
    const days: Record<string, MonthDay> = Object.fromEntries(
      data.map((day) => [day.id, { count: day.occurrenceCount, occurrences: day.occurrences.map(toCalendar) }]),
    );
    return {
      view,
      type,
      tag,
      city,
      month,
      previousMonth: addDays(first, -1).slice(0, 7),
      nextMonth: addDays(first, 32).slice(0, 7),
      today,
      weeks,
      days,
      from: undefined,
      to: undefined,
      list: [] as CalendarDay[],
      page: 1,
      pageCount: 1,
      typedDates: { from: "", to: "" },
      dateErrors: {} as CalendarDates["errors"],
    };
  }

  // Dates the list cannot use (calendar-dates.ts): said at the field, and the default range (from today).
  const dates = readCalendarDates(params, today);
  const { from, to } = dates;
  const start = from ?? today;
  const page = pageNumberParam(params.get("page"));
  const { rows, pageCount } = await api.getPage<ApiOccurrence>("/api/v1/activity_occurrences", {
    query: { "filter[from]": from, "filter[to]": to, ...filters, "page[size]": CALENDAR_PAGE_SIZE, "page[number]": page },
  });
  return {
    view,
    type,
    tag,
    city,
    month: start.slice(0, 7),
    previousMonth: undefined,
    nextMonth: undefined,
    today,
    weeks: [] as Array<Array<string | null>>,
    days: {} as Record<string, MonthDay>,
    from,
    to,
    list: byDay(rows.map(toCalendar)),
    page,
    pageCount,
    typedDates: dates.typed,
    dateErrors: dates.errors,
  };
}
