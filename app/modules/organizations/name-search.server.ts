import type { NameSource } from "~/lib/name-search.server";
import { asApiError, type ApiClient } from "~/modules/api-client/client.server";
import type { NamedOption } from "./name-match";

/*
 * Finding organizations by name through the API, for filters that take a typed name instead of a select of every
 * organization of the center (the managers' vacancy list, decision 051's "less data per page").
 */

/** How many organizations a name search suggests, or offers to choose from without JavaScript. */
const ORGANIZATION_SUGGESTIONS = 10;

/**
 * The first organizations of the center whose name contains `text` (the API's `filter[q]`, by name), and how many
 * there are in all.
 */
export async function searchOrganizations(api: ApiClient, text: string): Promise<{ options: NamedOption[]; total: number }> {
  const { rows, total } = await api.getPage<{ id: string; name: string }>("/api/v1/organizations", {
    query: { "filter[q]": text.trim().slice(0, 200), "page[size]": ORGANIZATION_SUGGESTIONS, "fields[organizations]": "name" },
  });
  return { options: rows.map((o) => ({ value: o.id, label: o.name })), total };
}

/** An organization by its id as a choice, or null when the caller cannot see it (any more). */
export async function loadOrganizationOption(api: ApiClient, id: string): Promise<NamedOption | null> {
  try {
    const { data } = await api.get<{ id: string; name: string }>(`/api/v1/organizations/${id}`, { query: { "fields[organizations]": "name" } });
    return { value: data.id, label: data.name };
  } catch (thrown) {
    if (asApiError(thrown)?.status === 404) return null;
    throw thrown;
  }
}

/** The center's organizations by name, as a name search (app/lib/name-search.server.ts). */
export const organizationNames = (api: ApiClient): NameSource => ({
  search: (text) => searchOrganizations(api, text),
  load: (id) => loadOrganizationOption(api, id),
});
