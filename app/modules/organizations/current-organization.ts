/**
 * The selected organization of spec §4: the one asked for when it is still one
 * of the user's, else the first of type School or VolunteerCenter, else the
 * first. Isomorphic: the API answers `current_organization` with it and the UI
 * resets its selection by the same rule.
 */
export function pickCurrentOrganization<T extends { id: string }>(
  organizations: readonly T[],
  askedId: string | null | undefined,
  kindOf: (organization: T) => string,
): T | undefined {
  if (askedId) {
    const asked = organizations.find((organization) => organization.id === askedId);
    if (asked) return asked;
  }
  return (
    organizations.find((organization) => kindOf(organization) === "School" || kindOf(organization) === "VolunteerCenter") ??
    organizations[0]
  );
}
