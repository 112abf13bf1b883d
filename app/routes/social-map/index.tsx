import mapStylesheet from "maplibre-gl/dist/maplibre-gl.css?url";
import { useMemo } from "react";
import { pageNumberParam } from "~/lib/page-number";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { FilterForm, FilterSelect, Pagination } from "~/components/list-kit";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext } from "~/middleware/context";
import { ACTIVITY_TYPES, activityTypeKey, NON_PROFIT_TYPES, nonProfitTypeKey } from "~/modules/organizations/profile-types";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { Route } from "./+types/index";
import { mapStyleUrl } from "./data.server";
import { OrganizationMap, type MapOrganization } from "./organization-map";
import type { SocialMapOrganization } from "./types";

/** Organizations per page of the list; the map shows them all. */
const LIST_PAGE_SIZE = 25;

/** A known id from the query string, or undefined (shared links with old values still work). */
function idParam(params: URLSearchParams, name: string, known: readonly { id: number }[]): number | undefined {
  const value = Number(params.get(name));
  return known.some((entry) => entry.id === value) ? value : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const type = idParam(params, "type", NON_PROFIT_TYPES);
  const activity = idParam(params, "activity", ACTIVITY_TYPES);
  const { data: organizations } = await context.get(apiContext).get<SocialMapOrganization[]>("/api/v1/social_map", {
    query: { "filter[non_profit_type_id]": type, "filter[activity_type_id]": activity, "page[size]": 1000 },
  });
  const pageCount = Math.max(1, Math.ceil(organizations.length / LIST_PAGE_SIZE));
  const page = pageNumberParam(params.get("page"), { max: pageCount });
  return {
    filters: { type, activity },
    organizations,
    page,
    pageCount,
    styleUrl: mapStyleUrl(),
    description: context.get(i18nContext).t("socialmap:description"),
  };
}

export default function SocialMap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("socialmap");
  const lp = useLocalizedPath();
  const { filters, organizations, page, pageCount, styleUrl } = loaderData;
  const listed = organizations.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
  const onMap = useMemo(
    () =>
      organizations.flatMap((organization): MapOrganization[] =>
        organization.address?.latitude != null && organization.address.longitude != null
          ? [{ id: organization.id, name: organization.name, city: organization.address.city, latitude: organization.address.latitude, longitude: organization.address.longitude, href: lp(`/sociale-kaart/${organization.id}`) }]
          : [],
      ),
    [organizations, lp],
  );

  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p>{t("description")}</p>
      </header>

      <FilterForm
        label={t("filters.heading")}
        layout="flex flex-wrap items-end gap-4 rounded-lg border border-border bg-surface p-4"
        submitLabel={t("filters.apply")}
        resetLabel={t("filters.reset")}
        resetTo={filters.type || filters.activity ? lp("/sociale-kaart") : undefined}
      >
        <FilterSelect
          name="type"
          label={t("filters.nonProfitType")}
          value={filters.type?.toString()}
          anyLabel={t("filters.all")}
          options={NON_PROFIT_TYPES.map((type) => ({ value: String(type.id), label: t(`organizations:nonProfitTypes.${type.key}`) }))}
        />
        <FilterSelect
          name="activity"
          label={t("filters.activityType")}
          value={filters.activity?.toString()}
          anyLabel={t("filters.all")}
          options={ACTIVITY_TYPES.map((type) => ({ value: String(type.id), label: t(`organizations:activityTypes.${type.key}`) }))}
        />
      </FilterForm>

      <OrganizationMap organizations={onMap} styleUrl={styleUrl} label={t("map.label")} className="h-[28rem]" />

      <section aria-labelledby="social-map-list" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="social-map-list" className="text-2xl font-semibold">
            {t("list.heading")}
          </h2>
          <p role="status">{t("list.count", { count: organizations.length })}</p>
        </div>
        {organizations.length === 0 ? (
          <p className="rounded-lg border border-border bg-surface p-4">{t("list.empty")}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" data-testid="social-map-list">
            {listed.map((organization) => (
              <OrganizationCard key={organization.id} organization={organization} />
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </section>
    </section>
  );
}

function OrganizationCard({ organization }: { organization: SocialMapOrganization }) {
  const { t } = useTranslation("socialmap");
  const lp = useLocalizedPath();
  const typeKey = nonProfitTypeKey(organization.profile?.nonProfitTypeId);
  const activities = (organization.profile?.activityTypeIds ?? []).flatMap((id) => {
    const key = activityTypeKey(id);
    return key ? [t(`organizations:activityTypes.${key}`)] : [];
  });
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4">
      <h3 className="text-lg font-semibold">
        <Link to={lp(`/sociale-kaart/${organization.id}`)} className="text-primary underline-offset-4 hover:underline">
          {organization.name}
        </Link>
      </h3>
      <p className="text-muted">{[typeKey ? t(`organizations:nonProfitTypes.${typeKey}`) : null, organization.address?.city].filter(Boolean).join(" · ")}</p>
      {activities.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={t("show.activities")}>
          {activities.map((activity) => (
            <li key={activity} className="rounded-full border border-border px-2 py-0.5 text-sm">
              {activity}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: mapStylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ name: "description", content: loaderData.description }] : []);

export const handle = { i18n: ["organizations", "socialmap"], pageCache: true } satisfies I18nHandle & PageCacheHandle;
