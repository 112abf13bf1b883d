/*
 * Who may open an area, by roles and organization memberships: one rule each, read by the API's guard of the
 * area and by the navigation that links it, so a link is shown exactly where its page opens (and not where
 * it would answer 403).
 */

/** What the rules read of a person: their role names and the ids of the organizations they are a member of. */
export type Access = { roles: readonly string[]; organizationIds: readonly string[] };

/** The center's roles (admin, center superuser): the one list, the server's CENTER_ROLES included. */
export const CENTER_ROLE_NAMES = ["admin", "center_superuser"] as const;

const isCenter = (who: Access) => CENTER_ROLE_NAMES.some((role) => who.roles.includes(role));

/** The form builder (/form_builder, GET /forms): center roles, and members of an organization whatever their role. */
export function mayBuildForms(who: Access): boolean {
  return isCenter(who) || who.organizationIds.length > 0;
}

/** The volunteer pool (/vrijwilligerspool, GET /volunteer_profiles; decision 038): center roles, organization superusers and organization members. */
export function maySearchPool(who: Access): boolean {
  return isCenter(who) || who.roles.includes("organization_superuser") || who.organizationIds.length > 0;
}
