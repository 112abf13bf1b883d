import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { SIGNUP_STATUSES } from "~/modules/db/schema";
import { ACTIVITY_TYPES } from "./schedule";
import { SignupFiltersSchema, SignupSchema, type OccurrenceDetail, type SignupResource } from "./signups.server";

/** GET /vacancies/{id}/activity_occurrences: upcoming ones only (default) or every one. */
export const VacancyOccurrenceFiltersSchema = z.object({ when: z.enum(["upcoming", "all"]).optional() }).strict();
export type VacancyOccurrenceFilters = z.infer<typeof VacancyOccurrenceFiltersSchema>;

const occurrenceDetailAttributes = {
  id: attr<OccurrenceDetail>(s.id),
  vacancyId: attr<OccurrenceDetail>(s.uuid),
  startsAt: attr<OccurrenceDetail>(s.timestamp),
  endsAt: attr<OccurrenceDetail>(s.timestamp),
  title: attr<OccurrenceDetail>(s.text),
  vacancyType: attr<OccurrenceDetail>(z.enum(ACTIVITY_TYPES)),
  city: attr<OccurrenceDetail>(s.optionalText),
  online: attr<OccurrenceDetail>(s.bool),
  location: attr<OccurrenceDetail>(s.optionalText),
  capacity: attr<OccurrenceDetail>(s.optionalInt),
  signupDeadline: attr<OccurrenceDetail>(s.timestamp),
  confirmedCount: attr<OccurrenceDetail>(s.int),
  waitingCount: attr<OccurrenceDetail>(s.int),
  full: attr<OccurrenceDetail>(s.bool),
  signupClosedReason: attr<OccurrenceDetail>(z.enum(["past", "deadline", "not_published"]).nullable(), (row) => row.closedReason),
};

export const occurrenceDetailResource = defineResource<OccurrenceDetail>({
  type: "activity_occurrences",
  name: "activity_occurrence_details",
  description:
    "One occurrence of an activity with its sign-up state (issue 14, decision 040): `capacity` (null is unlimited), `confirmed_count`, `waiting_count`, `full`, and `signup_closed_reason` (`past`, `deadline`, `not_published`, or null while sign-ups are open). GET /activity_occurrences/{id} for whoever can read the vacancy; GET /vacancies/{id}/activity_occurrences lists a vacancy's occurrences for its organization and center managers (`filter[when]` `upcoming` by default, or `all`).",
  attributes: occurrenceDetailAttributes,
  filters: VacancyOccurrenceFiltersSchema,
  page: { defaultSize: 50, maxSize: 500 },
  paths: { collection: "/vacancies/:id/activity_occurrences", member: "/activity_occurrences/:id" },
});

export const signupResource = defineResource<SignupResource>({
  type: "activity_signups",
  description:
    "A sign-up for an occurrence of an activity (issue 14, decision 040). POST /activity_occurrences/{id}/signups is public (no account): `name`, `email`, optional `phone_number`; an `Idempotency-Key` header (or `idempotency_key`) or the same e-mail address on the same occurrence answers the earlier sign-up with 200 instead of 201. `status` is `confirmed` while there is a place, else `waiting` (the waiting list); past the sign-up deadline or once the occurrence started it is a 422 (`signup_deadline`, `signup_past`). The participant gets a mail with a cancel link. Organization and center managers list them (GET /activity_signups, `filter[vacancy_id]`, `filter[occurrence_id]`, `filter[status]`) and remove one (DELETE /activity_signups/{id}: the sign-up is cancelled, the participant mailed and the first waiting moves up).",
  attributes: {
    id: attr(s.id),
    occurrenceId: attr(s.uuid),
    vacancyId: attr(s.uuid),
    name: attr(s.text),
    email: attr(s.text),
    phoneNumber: attr(s.optionalText),
    status: attr(z.enum(SIGNUP_STATUSES)),
    waitingPosition: attr(s.optionalInt),
    locale: attr(s.text),
    activityTitle: attr(s.text),
    occurrenceStartsAt: attr(s.timestamp),
    occurrenceEndsAt: attr(s.timestamp),
    promotedAt: attr(s.timestamp),
    remindedAt: attr(s.timestamp),
    cancelledAt: attr(s.timestamp),
    cancelledBy: attr(z.enum(["participant", "organization"]).nullable()),
    createdAt: attr(s.timestamp),
  },
  filters: SignupFiltersSchema,
  page: { defaultSize: 50, maxSize: 1000 },
  paths: { collection: "/activity_signups", member: "/activity_signups/:id" },
  writes: { other: { "post /activity_occurrences/:id/signups": { attributes: SignupSchema } } },
});

/** What a cancel link shows before and after cancelling: the participant's own sign-up, by the token. */
export type CancellationResource = { id: string; status: string; activityTitle: string; occurrenceId: string; startsAt: Date; endsAt: Date; alreadyCancelled: boolean };

export const cancellationResource = defineResource<CancellationResource>({
  type: "activity_signup_cancellations",
  description:
    "The cancel link of a sign-up's mail (issue 14, decision 040): the token is the permission, no sign-in. GET /activity_signup_cancellations/{token} shows which sign-up it cancels; POST /activity_signup_cancellations with `token` cancels it (the first on the waiting list moves up). Cancelling again answers the cancelled sign-up (`already_cancelled`); after the occurrence started it is a 422 (`signup_past`); an unknown token is a 404.",
  attributes: {
    id: attr(s.id),
    status: attr(z.enum(SIGNUP_STATUSES)),
    activityTitle: attr(s.text),
    occurrenceId: attr(s.uuid),
    startsAt: attr(s.timestamp),
    endsAt: attr(s.timestamp),
    alreadyCancelled: attr(s.bool),
  },
  paths: { collection: "/activity_signup_cancellations", member: "/activity_signup_cancellations/:token" },
  writes: { create: { attributes: z.object({ token: z.string().min(1).max(200) }).strict() } },
});
