/*
 * Finding an organization by a typed name: the managers' organization filter is a text field
 * (a combobox once JavaScript runs), and without JavaScript the page resolves what was typed.
 */

export type NamedOption = { value: string; label: string };

/** What a typed name comes to: one organization, several to choose from (and how many more), or none. */
export type NameMatch =
  | { kind: "one"; organization: NamedOption }
  | { kind: "several"; matches: NamedOption[]; more: number }
  | { kind: "none" };

/**
 * A list's organization filter: center roles find an organization by name (the page loads the chosen one's name,
 * not the center's hundreds of organizations); organization superusers choose among their own few from a select.
 * `lost`: the chosen organization is not there (any more).
 */
export type OrganizationFilter = { kind: "search"; chosen: NamedOption | null; lost: boolean } | { kind: "select"; options: NamedOption[] };

/** A typed name that chose no organization, and what it found. */
export type UnresolvedName = { typed: string; match: Exclude<NameMatch, { kind: "one" }> };

/** Two names are the same when they differ only in case and surrounding spaces. */
export const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Resolves `typed` among `found`, the first page of the organizations whose name contains it (`total` in all):
 * the one whose whole name it is, else the only one found, else all found to choose from, exact names first.
 */
export function matchOrganizationName(typed: string, found: readonly NamedOption[], total: number): NameMatch {
  const exact = found.filter((option) => sameName(option.label, typed));
  if (exact.length === 1) return { kind: "one", organization: exact[0]! };
  if (found.length === 0) return { kind: "none" };
  if (found.length === 1 && total <= 1) return { kind: "one", organization: found[0]! };
  const rest = found.filter((option) => !exact.includes(option));
  return { kind: "several", matches: [...exact, ...rest], more: Math.max(0, total - found.length) };
}

/** A form field's error (a key of the errors translations) for a typed organization name that chose none. */
export const unresolvedNameError = (unresolved: UnresolvedName) =>
  unresolved.match.kind === "none" ? "validation.organizationNotFound" : "validation.organizationSeveral";
