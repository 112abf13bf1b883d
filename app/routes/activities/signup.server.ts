import type { RouterContextProvider } from "react-router";
import { apiContext, localeContext } from "~/middleware/context";
import { ACTIVITY_TIME_ZONE } from "~/modules/activities/schedule";
import { occurrenceWhenText } from "~/modules/activities/signup-mails.server";
import { localeOf } from "~/lib/dates";

/* What the sign-up pages (issue 14, decision 040) show of an occurrence, in the visitor's language and Amsterdam time. */

type ApiOccurrence = {
  id: string;
  vacancyId: string;
  startsAt: string;
  endsAt: string;
  title: string;
  city: string | null;
  online: boolean;
  location: string | null;
  capacity: number | null;
  signupDeadline: string | null;
  confirmedCount: number;
  waitingCount: number;
  full: boolean;
  signupClosedReason: "past" | "deadline" | "not_published" | null;
};

export type ShownOccurrence = {
  id: string;
  vacancyId: string;
  title: string;
  when: string;
  place: string | null;
  online: boolean;
  capacity: number | null;
  confirmedCount: number;
  waitingCount: number;
  full: boolean;
  deadline: string | null;
  closedReason: ApiOccurrence["signupClosedReason"];
};

export function whenText(language: string, startsAt: string, endsAt: string): string {
  return occurrenceWhenText(language === "en" ? "en" : "nl", new Date(startsAt), new Date(endsAt));
}

export async function loadOccurrence(context: Readonly<RouterContextProvider>, id: string): Promise<ShownOccurrence> {
  const language = context.get(localeContext);
  const { data: o } = await context.get(apiContext).get<ApiOccurrence>(`/api/v1/activity_occurrences/${id}`);
  const deadline = o.signupDeadline
    ? new Intl.DateTimeFormat(localeOf(language), { dateStyle: "long", timeStyle: "short", timeZone: ACTIVITY_TIME_ZONE }).format(new Date(o.signupDeadline))
    : null;
  return {
    id: o.id,
    vacancyId: o.vacancyId,
    title: o.title,
    when: whenText(language, o.startsAt, o.endsAt),
    place: o.location || (o.online ? null : o.city),
    online: o.online,
    capacity: o.capacity,
    confirmedCount: o.confirmedCount,
    waitingCount: o.waitingCount,
    full: o.full,
    deadline,
    closedReason: o.signupClosedReason,
  };
}
