import { z } from "zod";
import { attr, defineResource, s, type Attribute, type Resource } from "~/api/resource.server";
import { organizationStatusEnum, organizationTypeEnum } from "~/modules/db/schema";
import { vacancyAttributes } from "~/modules/vacancies/attributes.server";
import { OrganizationFiltersSchema } from "./filters.server";
import { ORGANIZATION_INCLUDES, type AddressRow, type OrganizationResource, type OrganizationRow, type ProfileRow, type VacancyRow } from "./organizations.server";
import { OrganizationApproveSchema, OrganizationCreateSchema, OrganizationMoveSchema, OrganizationUpdateSchema } from "./schema";

/*
 * The JSON:API resources of the organizations domain, declared once
 * (issue 11): serializer, query parameters and documentation follow from them.
 */

/** What every view of an organization shows about it (the full resource, the social map). */
export function organizationAttributes<T extends Omit<OrganizationRow, "city">>(): Record<string, Attribute<T>> {
  return {
    id: attr(s.id),
    name: attr(s.text),
    // JSON:API reserves `type` for the resource type (API version 2026-11, CHANGELOG).
    organizationType: attr(z.enum(organizationTypeEnum.enumValues), (o) => o.type),
    status: attr(z.enum(organizationStatusEnum.enumValues)),
    website: attr(s.optionalText),
    email: attr(s.optionalText),
    phoneNumber: attr(s.optionalText),
    description: attr(s.optionalText),
    createdAt: attr(s.timestamp),
  };
}

export const addressAttributes = <T extends AddressRow>(): Record<string, Attribute<T>> => ({
  id: attr(s.id),
  street: attr(s.optionalText),
  houseNumber: attr(s.optionalText),
  postalCode: attr(s.optionalText),
  city: attr(s.optionalText),
  country: attr(s.optionalText),
});

export const addressResource = defineResource<AddressRow>({
  type: "addresses",
  description: "A postal address.",
  attributes: addressAttributes(),
});

export const nonProfitProfileResource = defineResource<ProfileRow>({
  type: "non_profit_profiles",
  description: "What a non-profit organization is and does (spec §3), and whether it shows on the social map.",
  attributes: {
    id: attr(s.id),
    nonProfitTypeId: attr(s.optionalInt),
    showOnSocialMap: attr(s.bool),
    activityTypeIds: attr(s.ints),
  },
});

/** The vacancy as an organization's related resource; the vacancies module owns the full resource. */
export const organizationVacancyResource = defineResource<VacancyRow>({
  type: "vacancies",
  name: "organization_vacancies",
  description: "A vacancy as listed with its organization.",
  attributes: vacancyAttributes<VacancyRow>(),
});

export const organizationResource: Resource<OrganizationResource> = defineResource<OrganizationResource>({
  type: "organizations",
  description:
    "An organization of a volunteer center (spec §3): a non-profit, a company, a municipality or the center itself. The list's meta has `status_counts`, the number of organizations of each status the caller may read under the other filters (whatever `filter[status]`).",
  attributes: {
    ...organizationAttributes<OrganizationResource>(),
    city: attr(s.optionalText),
    volunteerCenterId: attr(s.optionalUuid, (o) => o.centerId),
    updatedAt: attr(s.timestamp),
  },
  relationships: {
    // The linkage always (address_id is on the row, null for none); the address itself only with include=address (decision 070).
    address: { resource: () => addressResource, get: (o) => o.address, linkage: (o) => o.addressId },
    profile: { resource: () => nonProfitProfileResource, get: (o) => o.profile },
    vacancies: { resource: () => organizationVacancyResource, get: (o) => o.vacancies, many: true },
  },
  includes: ORGANIZATION_INCLUDES,
  filters: OrganizationFiltersSchema,
  page: { maxSize: 1000 },
  paths: { collection: "/organizations", member: "/organizations/:id" },
  writes: {
    create: OrganizationCreateSchema,
    update: OrganizationUpdateSchema,
    other: { "put /organizations/:id/approve": OrganizationApproveSchema, "put /organizations/:id/move": OrganizationMoveSchema },
  },
});

export const organizationTransformer = () => organizationResource.transformer();
