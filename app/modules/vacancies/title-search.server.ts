import type { NamedOption } from "~/lib/name-match";
import { nameSourceFrom, type NameSource } from "~/lib/name-search.server";
import type { ApiClient } from "~/modules/api-client/client.server";

/*
 * Choosing one of the vacancies a manager manages by typing its title (decision 056): the applications' vacancy
 * filter. A center has thousands of vacancies; a select can hold only the first of them.
 */

/**
 * The managed vacancies by title (the API's `filter[title]`, sorted by title), as a name search: of one
 * organization when `organizationId` is given.
 */
export const managedVacancyTitles = (api: ApiClient, organizationId?: string): NameSource =>
  nameSourceFrom<{ id: string; title: string }>(api, {
    path: "/api/v1/vacancies",
    query: (text) => ({
      "filter[scope]": "managed",
      "filter[title]": text,
      ...(organizationId ? { "filter[organization_id]": organizationId } : {}),
      sort: "title",
      "fields[vacancies]": "title",
    }),
    fields: { "fields[vacancies]": "title" },
    label: (v) => v.title,
  });

/** The first managed vacancies (by title) whose title contains `text`, of one organization when given, and how many in all. */
export const searchManagedVacancies = (api: ApiClient, text: string, organizationId?: string): Promise<{ options: NamedOption[]; total: number }> =>
  managedVacancyTitles(api, organizationId).search(text);
