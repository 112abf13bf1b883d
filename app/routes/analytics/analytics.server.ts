import type { RouterContextProvider } from "react-router";
import { apiContext } from "~/middleware/context";
import { rangeErrors, rangeParams, type RangeErrors, type RangeParams } from "~/modules/analytics/range";
import type { AnalyticsFigures, ComparisonFigures } from "~/modules/analytics/tables";
import { localDayOf } from "~/modules/digest/schedule";
import type { OrganizationFilter, UnresolvedName } from "~/modules/organizations/name-match";
import { ManageVacancyListSchema } from "~/modules/vacancies/manage-schema";
import { requireManager } from "../manage/manage.server";
import { loadOrganizationFilter, readOrganizationFilter } from "~/modules/organizations/organization-filter.server";

/*
 * What /analytics, /analytics/index-2 and their CSV export share (issue 15, decision 047): who may look (admins,
 * center superusers, organization superusers — the API decides the scope), the range from the address, checked
 * with the API's own schema so a bad one is a message on the page, and the API calls.
 */

export type PageInput = {
  range: RangeParams;
  organization: string;
  centerRole: boolean;
  organizationFilter: OrganizationFilter;
  organizationName: UnresolvedName | null;
  error: RangeErrors;
};

async function pageInput(context: Readonly<RouterContextProvider>, request: Request, prefix = "") {
  const manager = await requireManager(context, request);
  const api = context.get(apiContext);
  const search = new URL(request.url).searchParams;
  const range = rangeParams(search, localDayOf(new Date()).date, prefix);
  // The organization filter of the managers' lists: center roles find one by name, organization users choose among their own.
  const asked = ManageVacancyListSchema.shape.organization.parse(search.get("organization") ?? undefined);
  const { organization, organizationName } = await readOrganizationFilter(api, manager, request, asked);
  const organizationFilter = await loadOrganizationFilter(api, manager, organization);
  return {
    api,
    search,
    input: { range, organization: organization ?? "", centerRole: manager.centerRole, organizationFilter, organizationName, error: rangeErrors(range) } satisfies PageInput,
  };
}

const filters = (range: RangeParams, organization: string) => ({
  "filter[from]": range.from,
  "filter[to]": range.to,
  "filter[organization_id]": organization || undefined,
});

export async function loadFiguresPage(context: Readonly<RouterContextProvider>, request: Request) {
  const { api, input } = await pageInput(context, request);
  if (input.error) return { ...input, figures: null };
  const { data } = await api.get<AnalyticsFigures>("/api/v1/analytics", { query: filters(input.range, input.organization) });
  return { ...input, figures: data };
}

export async function loadComparisonPage(context: Readonly<RouterContextProvider>, request: Request) {
  const { api, search, input } = await pageInput(context, request);
  // The second period: typed days, or (none given) the same length just before — the API's default.
  const compared = search.get("compare_from") || search.get("compare_to") ? rangeParams(search, localDayOf(new Date()).date, "compare_") : null;
  const compareError = compared ? rangeErrors(compared) : null;
  const sort = search.get("sort") ?? "name";
  const base = { ...input, compared, compareError, sort };
  if (input.error || compareError) return { ...base, comparison: null };
  const { data } = await api.get<ComparisonFigures>("/api/v1/analytics/comparison", {
    query: { ...filters(input.range, input.organization), "filter[compare_from]": compared?.from, "filter[compare_to]": compared?.to, sort },
  });
  return { ...base, comparison: data };
}
