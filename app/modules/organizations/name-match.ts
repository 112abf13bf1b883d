import type { NamedOption, UnresolvedName } from "~/lib/name-match";

/*
 * Finding an organization by a typed name: the managers' organization filter is a text field (a combobox once
 * JavaScript runs), and without JavaScript the page resolves what was typed. The matching is every name
 * choice's (app/lib/name-match.ts).
 */

export type { NamedOption, UnresolvedName } from "~/lib/name-match";

/**
 * A list's organization filter: center roles find an organization by name (the page loads the chosen one's name,
 * not the center's hundreds of organizations); organization superusers choose among their own few from a select.
 * `lost`: the chosen organization is not there (any more).
 */
export type OrganizationFilter = { kind: "search"; chosen: NamedOption | null; lost: boolean } | { kind: "select"; options: NamedOption[] };

/** A form field's error (a key of the errors translations) for a typed organization name that chose none. */
export const unresolvedNameError = (unresolved: UnresolvedName) =>
  unresolved.match.kind === "none" ? "validation.organizationNotFound" : "validation.organizationSeveral";
