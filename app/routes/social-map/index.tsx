import mapStylesheet from "maplibre-gl/dist/maplibre-gl.css?url";
import { useId, useMemo } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, useLocation } from "react-router";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext } from "~/middleware/context";
import { ACTIVITY_TYPES, activityTypeKey, NON_PROFIT_TYPES, nonProfitTypeKey } from "~/modules/organizations/profile-types";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
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
  const page = Math.min(Math.max(1, Math.floor(Number(params.get("page")) || 1)), pageCount);
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

      <Form method="get" aria-label={t("filters.heading")} className="flex flex-wrap items-end gap-4 rounded-lg border border-border bg-surface p-4">
        <FilterSelect
          name="type"
          label={t("filters.nonProfitType")}
          value={filters.type}
          options={NON_PROFIT_TYPES.map((type) => ({ value: type.id, label: t(`organizations:nonProfitTypes.${type.key}`) }))}
        />
        <FilterSelect
          name="activity"
          label={t("filters.activityType")}
          value={filters.activity}
          options={ACTIVITY_TYPES.map((type) => ({ value: type.id, label: t(`organizations:activityTypes.${type.key}`) }))}
        />
        <Button type="submit">{t("filters.apply")}</Button>
        {filters.type || filters.activity ? (
          <Link to={lp("/sociale-kaart")} className="py-2 underline">
            {t("filters.reset")}
          </Link>
        ) : null}
      </Form>

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
        {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} /> : null}
      </section>
    </section>
  );
}

function FilterSelect({ name, label, value, options }: { name: string; label: string; value: number | undefined; options: Array<{ value: number; label: string }> }) {
  const { t } = useTranslation("socialmap");
  const id = useId();
  return (
    <div className="flex min-w-56 flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="rounded-md border border-input bg-surface px-3 py-2">
        <option value="">{t("filters.all")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
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

/** Page links keep the filters. */
function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("socialmap");
  const location = useLocation();
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `?${params.toString()}`;
  };
  const linkClass = "rounded-md border border-border px-3 py-1 underline-offset-4 hover:underline";
  return (
    <nav aria-label={t("list.pagination")} className="flex items-center justify-between gap-4">
      {page > 1 ? <Link to={hrefFor(page - 1)} className={linkClass}>{t("list.previous")}</Link> : <span />}
      <span>{t("list.page", { page, pages: pageCount })}</span>
      {page < pageCount ? <Link to={hrefFor(page + 1)} className={linkClass}>{t("list.next")}</Link> : <span />}
    </nav>
  );
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: mapStylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ name: "description", content: loaderData.description }] : []);

export const handle = { i18n: ["organizations", "socialmap"] } satisfies I18nHandle;
