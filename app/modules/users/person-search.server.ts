import type { NamedOption } from "~/lib/name-match";
import { nameSourceFrom, type NameSource } from "~/lib/name-search.server";
import type { ApiClient } from "~/modules/api-client/client.server";

/*
 * Finding a person by a typed name or e-mail address (decision 056): the bulk edit's contact person for center
 * roles, whose center has far more users than a select should hold. And an organization's people, the contact
 * persons a vacancy form offers.
 */

export type PersonRow = { id: string; fullName?: string; firstName?: string; lastName?: string; email: string };

/** A person as a choice: the name (or the e-mail address when there is none) and the e-mail address. */
export const personLabel = (u: PersonRow) => `${u.fullName || [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email} (${u.email})`;

/** Contact persons: the users of an organization (spec §7 `filter[organization_id_eq]`), or all the caller may see, by name. */
export async function loadContactPersons(api: ApiClient, organizationId?: string): Promise<NamedOption[]> {
  const { data: users } = await api.get<PersonRow[]>("/api/v1/users", {
    query: { "page[size]": 1000, ...(organizationId ? { "filter[organization_id_eq]": organizationId } : {}) },
  });
  return users.map((u) => ({ value: u.id, label: personLabel(u) })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The people the caller may see, by name or e-mail address (the API's `filter[q]`), as a name search. */
export const peopleByName = (api: ApiClient): NameSource =>
  nameSourceFrom<PersonRow>(api, {
    path: "/api/v1/users",
    query: (text) => ({ "filter[q]": text, "fields[users]": "full_name,email" }),
    fields: { "fields[users]": "full_name,email" },
    label: personLabel,
  });

/** The first users the caller may see whose name or e-mail address contains `text`, and how many in all. */
export const searchPeople = (api: ApiClient, text: string): Promise<{ options: NamedOption[]; total: number }> => peopleByName(api).search(text);

/** A person by id as a choice, or null when the caller cannot see them (any more). */
export const loadPersonOption = (api: ApiClient, id: string): Promise<NamedOption | null> => peopleByName(api).load(id);
