import { TtlCache } from "~/lib/ttl-cache";
import { dateMessages, isDay } from "~/lib/validation";
import type { ApiClient } from "~/modules/api-client/client.server";
import type { VacancySort } from "./constants";
import { VacancySearchSchema, type VacancySearch } from "./schema";
import type { Vacancy } from "./types";

/*
 * The public vacancy bank (/vacancies/search): the form's query string, the
 * API calls for a page of results and the organization facet, and what a
 * result card needs.
 */

/** The bank's sort choices as the API's `sort` parameter. */
const SORT_PARAM: Record<VacancySort, string> = { relevance: "relevance", newest: "-created_at", expiring: "expires_at" };

/** The form's query string → the search (unknown values fall back to defaults: shared URLs never break). */
export function bankSearchOf(params: URLSearchParams): VacancySearch {
  const one = (name: string) => params.get(name) || undefined;
  return VacancySearchSchema.parse({
    q: one("q"),
    type: one("type"),
    tags: params.getAll("tags"),
    organization: one("organization"),
    ageGroup: one("age"),
    place: one("place"),
    date: one("date")?.trim(),
    sort: one("sort"),
    perPage: one("perPage"),
    page: one("page"),
  });
}

/**
 * The bank's "Op datum" as typed. A select's unknown value falls back unseen (nobody typed it), but a date is typed:
 * one that is no day is said at its field, in the words of every date field, and the bank searches without it, by
 * the other filters (bankSearchOf drops it).
 */
export function bankDateOf(params: URLSearchParams) {
  const typed = params.get("date")?.trim().slice(0, 40) ?? "";
  return { typed, error: typed && !isDay(typed) ? dateMessages.invalidDate : null };
}

export type OrganizationOption = { id: string; name: string; vacancyCount: number };

/**
 * The organization facet for visitors, kept a minute per tenant, center and
 * search: popular searches (the bank's landing page above all) are the same
 * for every visitor. Signed-in users get it fresh.
 */
const visitorOrganizations = new TtlCache<OrganizationOption[]>({ ttlMs: 60_000, maxEntries: 1000 });

async function organizationOptions(
  api: ApiClient,
  query: Record<string, string | number | undefined>,
  cacheKey: string | null,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const load = async () =>
    (await api.get<OrganizationOption[]>("/api/v1/vacancy_organizations", { query })).data.map(({ id, name, vacancyCount }) => ({ id, name, vacancyCount }));
  if (!cacheKey) return load();
  return fresh ? visitorOrganizations.reload(cacheKey, load) : visitorOrganizations.get(cacheKey, load);
}

/** What a result card shows, and no more: the page's data travels with the HTML. */
function cardOf(vacancy: Vacancy, organizationNames: ReadonlyMap<string, string>) {
  const { id, title, city, vacancyType, tags, expiresAt } = vacancy;
  return { id, title, city, vacancyType, tags, expiresAt, organizationName: organizationNames.get(vacancy.organization?.id ?? "") ?? null };
}
export type BankCard = ReturnType<typeof cardOf>;

/**
 * A page of the bank: the results and the organization facet, in parallel.
 * `visitorKey` (tenant and center of a visitor who is not signed in) lets the
 * facet be shared between visitors; null loads it fresh.
 */
export async function loadBankPage(api: ApiClient, search: VacancySearch, visitorKey: string | null) {
  const sort = search.sort ?? (search.q ? "relevance" : "newest");
  const filters = {
    // Managers see drafts in the list; the bank shows what volunteers can respond to.
    "filter[status]": "published",
    "filter[q]": search.q,
    "filter[vacancy_type]": search.type,
    "filter[tags]": search.tags.length > 0 ? search.tags.join(",") : undefined,
    "filter[age_group]": search.ageGroup,
    "filter[place]": search.place,
    "filter[date]": search.date,
  };
  const facetKey = visitorKey ? `${visitorKey}:${JSON.stringify(filters)}` : null;
  const [{ data: vacancies, meta }, facet] = await Promise.all([
    api.get<Vacancy[]>("/api/v1/vacancies", {
      query: {
        ...filters,
        "filter[organization_id]": search.organization,
        sort: SORT_PARAM[sort],
        "page[size]": search.perPage,
        "page[number]": search.page,
        // Only what a result card shows (JSON:API sparse fieldsets): no descriptions read or sent.
        "fields[vacancies]": "title,city,vacancy_type,tags,expires_at,organization",
      },
    }),
    organizationOptions(api, filters, facetKey),
  ]);
  // The cards take their organization's name from the facet, which lists every organization with
  // matches for these filters: no included organizations needed. An organization newer than a
  // visitor's kept facet has the facet loaded anew.
  let organizations = facet;
  const listed = new Set(facet.map((organization) => organization.id));
  if (facetKey && vacancies.some((vacancy) => vacancy.organization && !listed.has(vacancy.organization.id))) {
    organizations = await organizationOptions(api, filters, facetKey, { fresh: true });
  }
  const organizationNames = new Map(organizations.map((organization) => [organization.id, organization.name]));
  return {
    search: { ...search, sort },
    vacancies: vacancies.map((vacancy) => cardOf(vacancy, organizationNames)),
    total: Number(meta.total ?? 0),
    pageCount: Number(meta.pageCount ?? 1),
    organizations,
  };
}
