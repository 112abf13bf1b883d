import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { organizationResource } from "~/modules/organizations/transformers.server";
import { vacancyAttributes } from "./attributes.server";
import { VACANCY_FREQUENCIES } from "./constants";
import { VacancyFiltersSchema, VACANCY_SORT_PARAMS } from "./filters.server";
import { BulkUpdateSchema, VacancyCreateSchema, VacancyUpdateSchema } from "./schema";
import { VACANCY_INCLUDES, type ContactPersonRow, type VacancyResource } from "./vacancies.server";

type ContactPersonView = ContactPersonRow & { showPhone: boolean; showEmail: boolean };
const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(" ");

/** The contact person of a vacancy: a user as far as volunteers need to reach them. */
export const contactPersonResource = defineResource<ContactPersonView>({
  type: "users",
  name: "contact_persons",
  description: "The contact person of a vacancy: e-mail and phone only where the vacancy shows them.",
  attributes: {
    id: attr(s.id),
    firstName: attr(s.optionalText),
    lastName: attr(s.optionalText),
    fullName: attr(s.text, fullName),
    name: attr(s.text, fullName),
    email: attr(s.optionalText, (p) => (p.showEmail ? p.email : null)),
    phoneNumber: attr(s.optionalText, (p) => (p.showPhone ? p.phoneNumber : null)),
  },
});

/** A vacancy (spec §3); keys leave in snake_case. */
export const vacancyResource = defineResource<VacancyResource>({
  type: "vacancies",
  description: "A vacancy of an organization (spec §3), in the public vacancy bank once published.",
  attributes: {
    ...vacancyAttributes<VacancyResource>(),
    street: attr(s.optionalText),
    houseNumber: attr(s.optionalText),
    postalCode: attr(s.optionalText),
    city: attr(s.optionalText),
    frequency: attr(z.enum(VACANCY_FREQUENCIES).nullable()),
    startDate: attr(s.date),
    endDate: attr(s.date),
    statusBeforeArchive: attr(s.optionalText),
    organizationId: attr(s.uuid),
    contactPersonId: attr(s.optionalUuid),
    volunteerCenterId: attr(s.optionalUuid, (v) => v.centerId),
    canManage: attr(s.bool),
    relevance: attr(z.number().describe("Only when searching (filter[q])."), (v) => v.rank, { optional: true }),
  },
  relationships: {
    // The linkage is there whether or not the related row was loaded (the ids are on the row; decision 070);
    // null when the vacancy has none.
    organization: { resource: () => organizationResource, get: (v) => v.organization, linkage: (v) => v.organizationId },
    contactPerson: {
      resource: () => contactPersonResource,
      get: (v) => (v.contactPerson === undefined ? undefined : v.contactPerson && { ...v.contactPerson, showPhone: v.showContactPhone, showEmail: v.showContactEmail }),
      linkage: (v) => v.contactPersonId ?? null,
    },
  },
  includes: VACANCY_INCLUDES,
  filters: VacancyFiltersSchema,
  sorts: VACANCY_SORT_PARAMS,
  page: { defaultSize: 25, maxSize: 100 },
  paths: { collection: "/vacancies", member: "/vacancies/:id" },
  writes: { create: { attributes: VacancyCreateSchema }, update: { attributes: VacancyUpdateSchema }, other: { "post /vacancies/bulk_update": { data: BulkUpdateSchema } } },
});

export const vacancyTransformer = () => vacancyResource.transformer();
