import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { snakeizeKeys } from "~/lib/case";
import { VACANCY_TAGS } from "~/modules/vacancies/constants";
import { MAX_LIST_DAYS } from "./calendar-dates";
import { ACTIVITY_TYPES, ScheduleSaveSchema, type OccurrenceResource, type ScheduleResource } from "./activities.server";

/** GET /activity_occurrences: the public calendar's filters (dates are Europe/Amsterdam days, `to` inclusive). */
export const OccurrenceFiltersSchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    type: z.enum(ACTIVITY_TYPES).optional(),
    /** A category: one of the vacancy's tags (decision 043). */
    tag: z.enum(VACANCY_TAGS).optional(),
    /** The place: the vacancy's city, any case. */
    city: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type OccurrenceFilterParams = z.infer<typeof OccurrenceFiltersSchema>;

export const scheduleResource = defineResource<ScheduleResource>({
  type: "activity_schedules",
  description:
    "When an activity or language activity takes place (issue 14, decision 039); its id is the vacancy's. `rule` is one of: `once` (`starts_at`, `ends_at` local date-times `YYYY-MM-DDTHH:MM`), `multi_day` (`start_date`, `end_date`, daily `start_time`, `end_time`) or `regularly` (`weekdays` 0 = Sunday … 6 = Saturday, `interval` in weeks, `start_date`, `until_date`, `start_time`, `end_time`, `exceptions` dates), all in Europe/Amsterdam local time. A rule without an end, longer than a year or ending before it starts is a 422 naming the field. PUT (the vacancy's organization or center managers) replaces the schedule and its occurrences; GET reads it wherever the vacancy is readable.",
  attributes: {
    id: attr(s.id, (row) => row.vacancyId),
    rule: attr(s.json, (row) => snakeizeKeys(row.rule)),
    capacity: attr(s.optionalInt),
    signupDeadline: attr(s.timestamp),
    online: attr(s.bool),
    location: attr(s.optionalText),
    occurrenceCount: attr(s.int),
    updatedAt: attr(s.timestamp),
  },
  paths: { member: "/vacancies/:id/schedule" },
  writes: { other: { "put /vacancies/:id/schedule": { attributes: ScheduleSaveSchema } } },
});

export const occurrenceResource = defineResource<OccurrenceResource>({
  type: "activity_occurrences",
  description:
    "The public activity calendar (issue 14): occurrences of published activities and language activities, in start order. `filter[from]` and `filter[to]` are Europe/Amsterdam days (`to` inclusive; from today and three months on by default, at most " +
    MAX_LIST_DAYS +
    " days with both ends counted, as the calendar page; a longer range is a 400 on `filter[to]`), `filter[type]` is `activity` or `language`, `filter[tag]` a category (one of the vacancy tags), `filter[city]` a place (the vacancy's city, any case). Where the tenant has no activities it is a 404.",
  attributes: {
    id: attr(s.id),
    vacancyId: attr(s.uuid),
    startsAt: attr(s.timestamp),
    endsAt: attr(s.timestamp),
    title: attr(s.text),
    vacancyType: attr(z.enum(ACTIVITY_TYPES)),
    city: attr(s.optionalText),
    online: attr(s.bool),
    location: attr(s.optionalText),
  },
  filters: OccurrenceFiltersSchema,
  page: { defaultSize: 50, maxSize: 200 },
  paths: { collection: "/activity_occurrences" },
});
