import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { ApplicationSchema, ApplicationUpdateSchema, InternalNoteSchema } from "~/modules/vacancies/schema";
import { APPLICATION_INCLUDES, ApplicationFiltersSchema, type ApplicationResource, type NoteRow } from "./applications.server";

type VacancyRef = { id: string; title: string; status: string };

/** The vacancy an application answers, as far as its handlers need it in the list. */
export const applicationVacancyResource = defineResource<VacancyRef>({
  type: "vacancies",
  name: "application_vacancies",
  description: "The vacancy an application responds to.",
  attributes: { id: attr(s.id), title: attr(s.text), status: attr(s.text) },
});

export const internalNoteResource = defineResource<NoteRow>({
  type: "internal_notes",
  description: "A note about an application for its handlers only.",
  attributes: {
    id: attr(s.id),
    note: attr(s.text),
    authorId: attr(s.optionalUuid),
    authorName: attr(s.optionalText),
    createdAt: attr(s.timestamp),
  },
  paths: { collection: "/applications/:id/notes" },
  writes: { create: { attributes: InternalNoteSchema } },
});

/** An application (spec §3) with its vacancy and internal notes as relationships. */
export const applicationResource = defineResource<ApplicationResource>({
  type: "applications",
  description: "A response to a vacancy (spec §3); anyone may respond, its handlers decide.",
  attributes: {
    id: attr(s.id),
    name: attr(s.optionalText),
    firstName: attr(s.optionalText),
    lastName: attr(s.optionalText),
    email: attr(s.text),
    phoneNumber: attr(s.optionalText),
    message: attr(s.optionalText),
    status: attr(z.enum(["accepted", "rejected"]).nullable()),
    vacancyId: attr(s.uuid),
    vacancyTitle: attr(s.optionalText),
    organizationId: attr(s.optionalUuid),
    locale: attr(s.optionalText),
    canManage: attr(s.bool),
    /** Whether it is the signed-in user's own response (a volunteer's /applications lists those: `filter[mine]=true`). */
    mine: attr(s.bool),
    createdAt: attr(s.timestamp),
    updatedAt: attr(s.timestamp),
  },
  relationships: {
    // The linkage always (vacancy_id is on the row); the vacancy itself only with include=vacancy (decision 070).
    vacancy: { resource: () => applicationVacancyResource, get: (a) => a.vacancy, linkage: (a) => a.vacancyId },
    notes: { resource: () => internalNoteResource, get: (a) => a.notes, many: true },
  },
  includes: APPLICATION_INCLUDES,
  filters: ApplicationFiltersSchema,
  page: { maxSize: 1000 },
  paths: { collection: "/applications", member: "/applications/:id" },
  writes: { update: { attributes: ApplicationUpdateSchema }, other: { "post /vacancies/:id/applications": { attributes: ApplicationSchema } } },
});

export const applicationTransformer = () => applicationResource.transformer();
export const internalNoteTransformer = () => internalNoteResource.transformer();
