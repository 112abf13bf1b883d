import { data, type RouterContextProvider } from "react-router";
import { localeContext } from "~/middleware/context";
import { ACTIVITY_TYPES } from "~/modules/activities/schedule";
import { occurrenceWhenText } from "~/modules/activities/signup-mails.server";
import { apiOf, requireManager } from "./manage.server";

/* The participants' page and its CSV (issue 14, decision 040): the vacancy, its occurrences with counts, one date's sign-ups. */

type ApiOccurrence = { id: string; startsAt: string; endsAt: string; capacity: number | null; confirmedCount: number; waitingCount: number; full: boolean };
type ApiSignup = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  status: "confirmed" | "waiting" | "cancelled";
  waitingPosition: number | null;
  createdAt: string;
};

export const OCCURRENCES_PER_PAGE = 25;

export async function loadManagedActivity(context: Readonly<RouterContextProvider>, request: Request, vacancyId: string) {
  await requireManager(context, request);
  const { data: vacancy } = await apiOf(context).get<{ id: string; title: string; vacancyType: string; canManage: boolean }>(`/api/v1/vacancies/${vacancyId}`);
  if (!vacancy.canManage) throw data({ message: "Forbidden" }, { status: 403 });
  if (!(ACTIVITY_TYPES as readonly string[]).includes(vacancy.vacancyType)) throw data({ message: "Not found" }, { status: 404 });
  return { id: vacancy.id, title: vacancy.title };
}

export const whenOf = (language: string, o: { startsAt: string; endsAt: string }) =>
  occurrenceWhenText(language === "en" ? "en" : "nl", new Date(o.startsAt), new Date(o.endsAt));

export async function loadOccurrences(context: Readonly<RouterContextProvider>, vacancyId: string, input: { all: boolean; page: number }) {
  const language = context.get(localeContext);
  const page = await apiOf(context).getPage<ApiOccurrence>(`/api/v1/vacancies/${vacancyId}/activity_occurrences`, {
    query: { "filter[when]": input.all ? "all" : "upcoming", "page[size]": OCCURRENCES_PER_PAGE, "page[number]": input.page },
  });
  return { ...page, rows: page.rows.map((o) => ({ ...o, when: whenOf(language, o) })) };
}

/** One occurrence's sign-ups (every one: a date holds at most a few hundred), confirmed first, then the waiting list in order. */
export async function loadSignups(context: Readonly<RouterContextProvider>, occurrenceId: string) {
  const { data: rows } = await apiOf(context).get<ApiSignup[]>("/api/v1/activity_signups", { query: { "filter[occurrence_id]": occurrenceId, "page[size]": 1000 } });
  return rows;
}

export async function loadOccurrence(context: Readonly<RouterContextProvider>, occurrenceId: string) {
  const { data: o } = await apiOf(context).get<ApiOccurrence & { vacancyId: string }>(`/api/v1/activity_occurrences/${occurrenceId}`);
  return { ...o, when: whenOf(context.get(localeContext), o) };
}
