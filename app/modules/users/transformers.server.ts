import { attr, defineResource, s } from "~/api/resource.server";
import { organizationResource } from "~/modules/organizations/transformers.server";
import { UserFiltersSchema } from "./filters.server";
import { CurrentUserUpdateSchema, RoleChangeSchema, UserCreateSchema, UserUpdateSchema } from "./schema";
import { USER_INCLUDES, type RoleResource, type UserResource } from "./users.server";

/** Roles are resources named by themselves (id = name), as the role endpoints address them. */
export const roleResource = defineResource<RoleResource>({
  type: "roles",
  description: "A role a user holds (spec §4); its id is its name.",
  attributes: { id: attr(s.id), name: attr(s.text) },
});

const fullName = (u: UserResource) => [u.firstName, u.lastName].filter(Boolean).join(" ");

export const userResource = defineResource<UserResource>({
  type: "users",
  description: "A user of a volunteer center (spec §3): a volunteer, an organization member or the center's staff.",
  attributes: {
    id: attr(s.id),
    email: attr(s.text),
    firstName: attr(s.optionalText),
    lastName: attr(s.optionalText),
    fullName: attr(s.text, fullName),
    name: attr(s.text, fullName),
    phoneNumber: attr(s.optionalText),
    jobTitle: attr(s.optionalText),
    gender: attr(s.optionalText),
    status: attr(s.text),
    digestDays: attr(s.ints),
    signupMethod: attr(s.optionalText),
    volunteerCenterId: attr(s.optionalUuid, (u) => u.centerId),
    organizationId: attr(
      s.optionalUuid.describe(
        "Spec §3 organizationId: the user's one organization, or the first of `organizations` when several — memberships have no primary one, so the oldest membership (then the lowest organization id) — as far as the caller may see organizations; null when none. In writes, `organization_id` is the shorthand for `organization_ids: [organization_id]` (null for none).",
      ),
      undefined,
      { optional: true },
    ),
    confirmed: attr(s.bool, (u) => u.confirmedAt !== null),
    acceptedTermsAt: attr(s.timestamp),
    createdAt: attr(s.timestamp),
    updatedAt: attr(s.timestamp),
  },
  relationships: {
    roles: { resource: () => roleResource, get: (u) => u.roles, many: true },
    organizations: { resource: () => organizationResource, get: (u) => u.organizations, many: true },
  },
  includes: USER_INCLUDES,
  filters: UserFiltersSchema,
  page: { maxSize: 1000 },
  paths: { collection: "/users", member: "/users/:id" },
  typeAliases: ["user"],
  writes: {
    create: UserCreateSchema,
    update: UserUpdateSchema,
    other: {
      "patch /current_user": CurrentUserUpdateSchema,
      "put /users/:id/add_role": RoleChangeSchema,
      "delete /users/:id/remove_role": RoleChangeSchema,
    },
  },
});

export const userTransformer = () => userResource.transformer();
