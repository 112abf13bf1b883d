import { Transformer, type ApiTransformer, type SerializeExtra } from "~/api/jsonapi.server";
import type { OrganizationRow } from "~/modules/organizations/organizations.server";
import { iso, relation } from "~/api/jsonapi.server";
import { OrganizationTransformer } from "~/modules/organizations/transformers.server";
import type { RoleResource, UserResource } from "./users.server";

export class UserTransformer extends Transformer<UserResource, SerializeExtra> {
  override type = "users";
  override relationships = {
    roles: relation<UserResource, RoleResource>("roles", (u) => u.roles, () => new RoleTransformer()),
    organizations: relation<UserResource, OrganizationRow>("organizations", (u) => u.organizations, () => new OrganizationTransformer()),
  };

  transform(u: UserResource) {
    const fullName = [u.firstName, u.lastName].filter(Boolean).join(" ");
    return {
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      fullName,
      name: fullName,
      phoneNumber: u.phoneNumber,
      jobTitle: u.jobTitle,
      gender: u.gender,
      status: u.status,
      digestDays: u.digestDays,
      signupMethod: u.signupMethod,
      volunteerCenterId: u.centerId,
      confirmed: u.confirmedAt !== null,
      acceptedTermsAt: iso(u.acceptedTermsAt),
      createdAt: iso(u.createdAt),
      updatedAt: iso(u.updatedAt),
    };
  }
}

/** Roles are resources named by themselves (id = name), as the role endpoints address them. */
export class RoleTransformer extends Transformer<RoleResource, SerializeExtra> {
  override type = "roles";

  transform(r: RoleResource) {
    return { id: r.id, name: r.name };
  }
}

export const userTransformer = (): ApiTransformer<UserResource> => new UserTransformer();
