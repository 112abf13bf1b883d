import type { RouterContextProvider } from "react-router";
import { pageNumberParam } from "~/lib/page-number";
import { apiContext } from "~/middleware/context";
import { localDayOf } from "~/modules/digest/schedule";
import { ACTIVITY_TIME_ZONE } from "./schedule";

/*
 * /activiteitenkalender/overzicht (issue 14, decision 043): the activities and language activities a manager may
 * change — an organization's own, the center's for center roles (the vacancies API's `managed` scope) — each with
 * its next occurrences and their sign-up counts, through the API.
 */

export const OVERVIEW_PAGE_SIZE = 10;
/** Upcoming occurrences shown per activity; the rest are on the participants' page. */
export const OVERVIEW_OCCURRENCES = 3;

type ApiVacancy = { id: string; title: string; status: string; vacancyType: string; city: string | null };
type ApiOccurrence = { id: string; startsAt: string; endsAt: string; capacity: number | null; confirmedCount: number; waitingCount: number; full: boolean };

export type OverviewOccurrence = { id: string; day: string; startTime: string; endTime: string; capacity: number | null; confirmed: number; waiting: number; full: boolean };
export type OverviewActivity = ApiVacancy & { upcoming: OverviewOccurrence[]; upcomingCount: number };

const timeFormatter = new Intl.DateTimeFormat("en-GB", { timeZone: ACTIVITY_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

const toOccurrence = (row: ApiOccurrence): OverviewOccurrence => ({
  id: row.id,
  day: localDayOf(new Date(row.startsAt), ACTIVITY_TIME_ZONE).date,
  startTime: timeFormatter.format(new Date(row.startsAt)),
  endTime: timeFormatter.format(new Date(row.endsAt)),
  capacity: row.capacity,
  confirmed: row.confirmedCount,
  waiting: row.waitingCount,
  full: row.full,
});

export async function loadOverview(context: Readonly<RouterContextProvider>, request: Request) {
  const api = context.get(apiContext);
  const page = pageNumberParam(new URL(request.url).searchParams.get("page"));
  const { rows, total, pageCount } = await api.getPage<ApiVacancy>("/api/v1/vacancies", {
    query: {
      "filter[scope]": "managed",
      "filter[vacancy_type]": "activity,language",
      sort: "title",
      "fields[vacancies]": "title,status,vacancy_type,city",
      "page[size]": OVERVIEW_PAGE_SIZE,
      "page[number]": page,
    },
  });
  const activities: OverviewActivity[] = await Promise.all(
    rows.map(async (vacancy) => {
      const occurrences = await api.getPage<ApiOccurrence>(`/api/v1/vacancies/${vacancy.id}/activity_occurrences`, {
        query: { "page[size]": OVERVIEW_OCCURRENCES, "fields[activity_occurrences]": "starts_at,ends_at,capacity,confirmed_count,waiting_count,full" },
      });
      return { ...vacancy, upcoming: occurrences.rows.map(toOccurrence), upcomingCount: occurrences.total };
    }),
  );
  return { activities, total, page, pageCount };
}
