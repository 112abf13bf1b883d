import type { NamedOption } from "~/lib/name-match";
import type { NameSource } from "~/lib/name-search.server";
import { asApiError, type ApiClient } from "~/modules/api-client/client.server";

/*
 * Choosing one of the vacancies a manager manages by typing its title (decision 056): the applications' vacancy
 * filter. A center has thousands of vacancies; a select can hold only the first of them.
 */

/** How many vacancies a title search suggests, or offers to choose from without JavaScript. */
const VACANCY_SUGGESTIONS = 10;

/**
 * The first managed vacancies (by title) whose title contains `text` (the API's `filter[title]`), of one
 * organization when `organizationId` is given, and how many there are in all.
 */
export async function searchManagedVacancies(api: ApiClient, text: string, organizationId?: string): Promise<{ options: NamedOption[]; total: number }> {
  const { rows, total } = await api.getPage<{ id: string; title: string }>("/api/v1/vacancies", {
    query: {
      "filter[scope]": "managed",
      "filter[title]": text.trim().slice(0, 200),
      ...(organizationId ? { "filter[organization_id]": organizationId } : {}),
      sort: "title",
      "page[size]": VACANCY_SUGGESTIONS,
      "fields[vacancies]": "title",
    },
  });
  return { options: rows.map((v) => ({ value: v.id, label: v.title })), total };
}

/** A vacancy by its id as a choice, or null when the caller cannot see it (any more). */
export async function loadVacancyOption(api: ApiClient, id: string): Promise<NamedOption | null> {
  try {
    const { data } = await api.get<{ id: string; title: string }>(`/api/v1/vacancies/${id}`, { query: { "fields[vacancies]": "title" } });
    return { value: data.id, label: data.title };
  } catch (thrown) {
    if (asApiError(thrown)?.status === 404) return null;
    throw thrown;
  }
}

/** The managed vacancies by title, as a name search (of one organization when `organizationId` is given). */
export const managedVacancyTitles = (api: ApiClient, organizationId?: string): NameSource => ({
  search: (text) => searchManagedVacancies(api, text, organizationId),
  load: (id) => loadVacancyOption(api, id),
});
