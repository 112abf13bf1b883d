import { iso, relation, Transformer, type ApiTransformer, type SerializeExtra } from "~/api/jsonapi.server";
import type { OrganizationRow } from "~/modules/organizations/organizations.server";
import { OrganizationTransformer } from "~/modules/organizations/transformers.server";
import type { ContactPersonRow, VacancyResource } from "./vacancies.server";

/** A vacancy as JSON:API resource; keys leave in snake_case. */
export class VacancyTransformer extends Transformer<VacancyResource, SerializeExtra> {
  override type = "vacancies";
  override relationships = {
    // The linkage is there whether or not the organization was loaded (only its id is needed when
    // it is not included).
    organization: relation<VacancyResource, OrganizationRow>(
      "organization",
      (v) => (v.organization === undefined ? ({ id: v.organizationId } as OrganizationRow) : v.organization),
      () => new OrganizationTransformer(),
    ),
    contactPerson: relation<VacancyResource, ContactPersonView>(
      "contact_person",
      (v) => (v.contactPerson ? { ...v.contactPerson, showPhone: v.showContactPhone, showEmail: v.showContactEmail } : v.contactPerson),
      () => new ContactPersonTransformer(),
    ),
  };

  transform(v: VacancyResource) {
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
      street: v.street,
      houseNumber: v.houseNumber,
      postalCode: v.postalCode,
      city: v.city,
      frequency: v.frequency,
      startDate: v.startDate,
      endDate: v.endDate,
      statusBeforeArchive: v.statusBeforeArchive,
      organizationId: v.organizationId,
      contactPersonId: v.contactPersonId,
      volunteerCenterId: v.centerId,
      canManage: v.canManage,
      ...(v.rank !== undefined ? { relevance: v.rank } : {}),
      createdAt: iso(v.createdAt),
      updatedAt: iso(v.updatedAt),
    };
  }
}

type ContactPersonView = ContactPersonRow & { showPhone: boolean; showEmail: boolean };

/** The contact person of a vacancy: a user as far as volunteers need to reach them. */
export class ContactPersonTransformer extends Transformer<ContactPersonView, SerializeExtra> {
  override type = "users";

  transform(p: ContactPersonView) {
    const fullName = [p.firstName, p.lastName].filter(Boolean).join(" ");
    return {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      fullName,
      name: fullName,
      email: p.showEmail ? p.email : null,
      phoneNumber: p.showPhone ? p.phoneNumber : null,
    };
  }
}

export const vacancyTransformer = (): ApiTransformer<VacancyResource> => new VacancyTransformer();
