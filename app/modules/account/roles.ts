/*
 * What each role lets its holder do, for the read-only /account/roles page.
 * Spec §6 leaves the rights "not shown"; this follows what the API enforces
 * (app/modules/users/permissions.ts, the management pages' guards).
 * The words are in the `profile` namespace under roles.capabilities.<key>.
 */
export const ROLE_CAPABILITIES = {
  admin: ["manageCenter", "manageUsers", "grantAnyRole", "signInAsUser", "manageOrganizations", "manageVacancies", "manageContent"],
  center_superuser: ["manageCenter", "manageUsers", "grantCenterRoles", "manageOrganizations", "manageVacancies", "manageContent"],
  organization_superuser: ["manageOwnOrganizations", "inviteOrganizationUsers", "manageOwnVacancies", "handleApplications"],
  content_manager: ["manageContent"],
  page_manager: ["managePages"],
  mentor: ["supportVolunteers"],
  student: ["respondToVacancies", "ownProfile"],
  volunteer: ["respondToVacancies", "ownProfile", "profileReplies"],
} as const satisfies Record<string, readonly string[]>;

export type KnownRole = keyof typeof ROLE_CAPABILITIES;

export function capabilitiesOf(role: string): readonly string[] {
  return role in ROLE_CAPABILITIES ? ROLE_CAPABILITIES[role as KnownRole] : [];
}
