import { nameSourceFrom, type NameSource } from "~/lib/name-search.server";
import type { ApiClient } from "~/modules/api-client/client.server";
import type { NamedOption } from "./name-match";

/*
 * Finding organizations by name through the API, for filters that take a typed name instead of a select of every
 * organization of the center (the managers' vacancy list, decision 051's "less data per page").
 */

/** The center's organizations by name (the API's `filter[q]`), as a name search (app/lib/name-search.server.ts). */
export const organizationNames = (api: ApiClient): NameSource =>
  nameSourceFrom<{ id: string; name: string }>(api, {
    path: "/api/v1/organizations",
    query: (text) => ({ "filter[q]": text, "fields[organizations]": "name" }),
    fields: { "fields[organizations]": "name" },
    label: (o) => o.name,
  });

/** The first organizations of the center whose name contains `text`, and how many there are in all. */
export const searchOrganizations = (api: ApiClient, text: string): Promise<{ options: NamedOption[]; total: number }> => organizationNames(api).search(text);

/** An organization by its id as a choice, or null when the caller cannot see it (any more). */
export const loadOrganizationOption = (api: ApiClient, id: string): Promise<NamedOption | null> => organizationNames(api).load(id);
