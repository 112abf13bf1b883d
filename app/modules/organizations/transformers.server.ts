import { iso, relation, Transformer, type ApiTransformer, type SerializeExtra } from "~/api/jsonapi.server";
import type { AddressRow, OrganizationResource, OrganizationRow, ProfileRow, VacancyRow } from "./organizations.server";

/*
 * JSON:API resources of the organizations domain. Attribute keys are written
 * in camelCase here and leave snake_case (toDocument changes the case).
 */

export class OrganizationTransformer extends Transformer<OrganizationResource, SerializeExtra> {
  override type = "organizations";
  override relationships = {
    address: relation<OrganizationResource, AddressRow>("address", (o) => o.address, () => new AddressTransformer()),
    profile: relation<OrganizationResource, ProfileRow>("profile", (o) => o.profile, () => new NonProfitProfileTransformer()),
    vacancies: relation<OrganizationResource, VacancyRow>("vacancies", (o) => o.vacancies, () => new VacancyTransformer()),
  };

  transform(o: OrganizationResource) {
    return { ...organizationAttributes(o), city: o.city, volunteerCenterId: o.centerId, updatedAt: iso(o.updatedAt) };
  }
}

/** What every view of an organization shows about it (the full resource, the social map). */
export function organizationAttributes(o: Omit<OrganizationRow, "city">) {
  return {
    id: o.id,
    name: o.name,
    // JSON:API reserves `type` for the resource type (API version 2026-11, CHANGELOG).
    organizationType: o.type,
    status: o.status,
    website: o.website,
    email: o.email,
    phoneNumber: o.phoneNumber,
    description: o.description,
    createdAt: iso(o.createdAt),
  };
}

export class AddressTransformer extends Transformer<AddressRow, SerializeExtra> {
  override type = "addresses";

  transform(a: AddressRow) {
    return {
      id: a.id,
      street: a.street,
      houseNumber: a.houseNumber,
      postalCode: a.postalCode,
      city: a.city,
      country: a.country,
    };
  }
}

export class NonProfitProfileTransformer extends Transformer<ProfileRow, SerializeExtra> {
  override type = "non_profit_profiles";

  transform(p: ProfileRow) {
    return {
      id: p.id,
      nonProfitTypeId: p.nonProfitTypeId,
      showOnSocialMap: p.showOnSocialMap,
      activityTypeIds: p.activityTypeIds,
    };
  }
}

/** The vacancy as an organization's related resource; the vacancies module will own the full resource. */
export class VacancyTransformer extends Transformer<VacancyRow, SerializeExtra> {
  override type = "vacancies";

  transform(v: VacancyRow) {
    return {
      id: v.id,
      title: v.title,
      status: v.status,
      vacancyType: v.vacancyType,
      description: v.description,
      youtubeUrl: v.youtubeUrl,
      expiresAt: iso(v.expiresAt),
      ageGroupIds: v.ageGroupIds,
      contactPhoneVisible: v.contactPhoneVisible,
      tags: v.tags,
      createdAt: iso(v.createdAt),
      updatedAt: iso(v.updatedAt),
    };
  }
}

export const organizationTransformer = (): ApiTransformer<OrganizationResource> => new OrganizationTransformer();
