/*
 * Choosing a record by typing its name instead of picking it from a select of all of them (decision 052): an
 * organization, a vacancy by its title, a person by name or e-mail. With JavaScript a combobox
 * (SearchCombobox) suggests; without it the page resolves what was typed. This is what every such choice shares:
 * what a typed name comes to among what a search found, and the page's query once it chose one.
 */

export type NamedOption = { value: string; label: string };

/** What a typed name comes to: one record, several to choose from (and how many more), or none. */
export type NameMatch = { kind: "one"; option: NamedOption } | { kind: "several"; matches: NamedOption[]; more: number } | { kind: "none" };

/** A typed name that chose nothing, and what it found. */
export type UnresolvedName = { typed: string; match: Exclude<NameMatch, { kind: "one" }> };

/** A search field's chosen record (its name shown in the field); `lost`: the chosen one is not there (any more). */
export type ChosenByName = { chosen: NamedOption | null; lost: boolean };

/** Two names are the same when they differ only in case and surrounding spaces. */
export const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Resolves `typed` among `found`, the first page of the records whose name contains it (`total` in all): the one
 * whose whole name it is, else the only one found, else all found to choose from, exact names first.
 */
export function matchName(typed: string, found: readonly NamedOption[], total: number): NameMatch {
  const exact = found.filter((option) => sameName(option.label, typed));
  if (exact.length === 1) return { kind: "one", option: exact[0]! };
  if (found.length === 0) return { kind: "none" };
  if (found.length === 1 && total <= 1) return { kind: "one", option: found[0]! };
  const rest = found.filter((option) => !exact.includes(option));
  return { kind: "several", matches: [...exact, ...rest], more: Math.max(0, total - found.length) };
}

/**
 * A form's field that found several records offers radios to pick one (`choiceName`) and sends back, hidden, the
 * text that found them (this parameter), so the action can tell whether the text field still holds it.
 */
export const searchedParam = (choiceName: string) => `${choiceName}Searched`;

/**
 * Whether a record picked among several (a radio) counts, rather than the name in the text field: the radios belong
 * to the search of `searched`, so a different name typed there (and sent with them) was typed after them and wins.
 * The same text (case and surrounding spaces aside), an emptied field, or no searched text sent leave the radio.
 */
export const pickedCounts = (typed: string | null, searched: string | null) => searched === null || !typed?.trim() || sameName(typed, searched);

/** The URL parameters of a list's filter by a record chosen by name: the chosen record's id and a typed name. */
export type NameFilterParams = { idParam: string; nameParam: string };

/**
 * A list's query once typed names are resolved: each chosen record by its id under its `idParam` (or none), its
 * typed name left out, and so are empty fields and the page (a new filter starts at its first page).
 */
export function withChosen(params: URLSearchParams, chosen: ReadonlyArray<NameFilterParams & { id: string | undefined }>): string {
  const dropped = new Set(["page", ...chosen.flatMap((filter) => [filter.idParam, filter.nameParam])]);
  const kept = new URLSearchParams([...params].filter(([name, value]) => value !== "" && !dropped.has(name)));
  for (const filter of chosen) if (filter.id) kept.set(filter.idParam, filter.id);
  return kept.toString();
}
