import type { NamedOption } from "~/lib/name-match";
import type { NameSource } from "~/lib/name-search.server";
import { asApiError, type ApiClient } from "~/modules/api-client/client.server";

/*
 * Finding a person by a typed name or e-mail address (decision 056): the bulk edit's contact person for center
 * roles, whose center has far more users than a select should hold.
 */

/** How many people a search suggests, or offers to choose from without JavaScript. */
const PERSON_SUGGESTIONS = 10;

export type PersonRow = { id: string; fullName?: string; firstName?: string; lastName?: string; email: string };

/** A person as a choice: the name (or the e-mail address when there is none) and the e-mail address. */
export const personLabel = (u: PersonRow) => `${u.fullName || [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email} (${u.email})`;

/** The first users the caller may see whose name or e-mail address contains `text` (the API's `filter[q]`), and how many in all. */
export async function searchPeople(api: ApiClient, text: string): Promise<{ options: NamedOption[]; total: number }> {
  const { rows, total } = await api.getPage<PersonRow>("/api/v1/users", {
    query: { "filter[q]": text.trim().slice(0, 200), "page[size]": PERSON_SUGGESTIONS, "fields[users]": "full_name,email" },
  });
  return { options: rows.map((u) => ({ value: u.id, label: personLabel(u) })), total };
}

/** A person by id as a choice, or null when the caller cannot see them (any more). */
export async function loadPersonOption(api: ApiClient, id: string): Promise<NamedOption | null> {
  try {
    const { data } = await api.get<PersonRow>(`/api/v1/users/${id}`, { query: { "fields[users]": "full_name,email" } });
    return { value: data.id, label: personLabel(data) };
  } catch (thrown) {
    if (asApiError(thrown)?.status === 404) return null;
    throw thrown;
  }
}

/** The people the caller may see, by name or e-mail address, as a name search. */
export const peopleByName = (api: ApiClient): NameSource => ({
  search: (text) => searchPeople(api, text),
  load: (id) => loadPersonOption(api, id),
});
