import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import type { CalendarDay } from "./calendar-days.server";
import type { CalendarFeedState, PersonalOccurrence } from "./calendar-feeds.server";
import { OccurrenceFiltersSchema } from "./transformers.server";

export const calendarFeedResource = defineResource<CalendarFeedState>({
  type: "calendar_feeds",
  description:
    "The signed-in user's private calendar feed of the activities they signed up for (issue 14, decision 043); its id is the user's. GET tells whether there is one (`active`); POST makes it, or a new one in place of the old, and is the only answer that carries the secret `token` (only its hash is kept); DELETE revokes it. The feed itself is the page /activiteitenkalender/mijn/{token}/agenda.ics, read through GET /calendar_feeds/{token}/activity_occurrences.",
  attributes: {
    id: attr(s.id, (row) => row.userId),
    active: attr(s.bool),
    createdAt: attr(s.timestamp),
    token: attr(s.optionalText),
  },
  paths: { member: "/calendar_feed" },
});

export const personalOccurrenceResource = defineResource<PersonalOccurrence>({
  type: "activity_occurrences",
  name: "personal_activity_occurrences",
  description:
    "The occurrences a private calendar feed's user signed up for (confirmed or waiting, `signup_status`), from a month ago on, in start order. Public: the feed's secret token is the permission; a revoked, renewed or unknown token is a 404.",
  attributes: {
    id: attr(s.id),
    vacancyId: attr(s.uuid),
    startsAt: attr(s.timestamp),
    endsAt: attr(s.timestamp),
    title: attr(s.text),
    city: attr(s.optionalText),
    online: attr(s.bool),
    location: attr(s.optionalText),
    signupStatus: attr(z.enum(["confirmed", "waiting"])),
  },
  page: { defaultSize: 200, maxSize: 500 },
  paths: { collection: "/calendar_feeds/:token/activity_occurrences" },
});

export const calendarDayResource = defineResource<CalendarDay>({
  type: "activity_calendar_days",
  description:
    "The public activity calendar per Europe/Amsterdam day (issue 14, decision 043), for a month view: each day with occurrences (its id is the date), `occurrence_count` and the first three `occurrences` (as GET /activity_occurrences has them), in date order. The filters are those of GET /activity_occurrences. Not paged: at most one entry per day of the range.",
  attributes: {
    id: attr(s.id, (row) => row.date),
    occurrenceCount: attr(s.int),
    occurrences: attr(s.json),
  },
  filters: OccurrenceFiltersSchema,
  paths: { collection: "/activity_calendar_days" },
});
