import mapStylesheet from "maplibre-gl/dist/maplibre-gl.css?url";
import { useMemo } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext } from "~/middleware/context";
import { activityTypeKey, nonProfitTypeKey } from "~/modules/organizations/profile-types";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { Route } from "./+types/show";
import { mapStyleUrl } from "./data.server";
import { OrganizationMap, type MapOrganization } from "./organization-map";
import type { SocialMapOrganization } from "./types";

export async function loader({ params, context }: Route.LoaderArgs) {
  // Not on the map (unknown, pending, hidden, another center's): the API's 404 reaches the error page.
  const { data: organization } = await context.get(apiContext).get<SocialMapOrganization>(`/api/v1/social_map/${encodeURIComponent(params.id)}`);
  return { organization, styleUrl: mapStyleUrl() };
}

export default function SocialMapOrganizationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("socialmap");
  const lp = useLocalizedPath();
  const { organization, styleUrl } = loaderData;
  const { address, profile } = organization;
  const typeKey = nonProfitTypeKey(profile?.nonProfitTypeId);
  const activities = (profile?.activityTypeIds ?? []).flatMap((id) => {
    const key = activityTypeKey(id);
    return key ? [t(`organizations:activityTypes.${key}`)] : [];
  });
  const street = [address?.street, address?.houseNumber].filter(Boolean).join(" ");
  const place = [address?.postalCode, address?.city].filter(Boolean).join(" ");
  const onMap = useMemo<MapOrganization[]>(
    () =>
      address?.latitude != null && address.longitude != null
        ? [{ id: organization.id, name: organization.name, city: address.city, latitude: address.latitude, longitude: address.longitude, href: lp(`/sociale-kaart/${organization.id}`) }]
        : [],
    [organization, address, lp],
  );

  return (
    <article className="flex flex-col gap-6">
      <PageTitle title={organization.name} />
      <Link to={lp("/sociale-kaart")} className="self-start text-primary underline">
        {t("show.back")}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{organization.name}</h1>
        {typeKey ? <p className="text-muted">{t(`organizations:nonProfitTypes.${typeKey}`)}</p> : null}
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-6">
          {organization.description ? (
            <section aria-labelledby="about-heading" className="flex flex-col gap-2">
              <h2 id="about-heading" className="text-xl font-semibold">
                {t("show.about")}
              </h2>
              <p className="whitespace-pre-line">{organization.description}</p>
            </section>
          ) : null}
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 rounded-lg border border-border bg-surface p-4">
            <dt className="font-medium">{t("show.nonProfitType")}</dt>
            <dd>{typeKey ? t(`organizations:nonProfitTypes.${typeKey}`) : t("show.none")}</dd>
            <dt className="font-medium">{t("show.activities")}</dt>
            <dd>{activities.length > 0 ? activities.join(", ") : t("show.none")}</dd>
            <dt className="font-medium">{t("show.address")}</dt>
            <dd>
              {street || place ? (
                <address className="not-italic">
                  {street}
                  {street && place ? <br /> : null}
                  {place}
                </address>
              ) : (
                t("show.none")
              )}
            </dd>
            {organization.website ? (
              <>
                <dt className="font-medium">{t("show.website")}</dt>
                <dd>
                  <a href={organization.website} className="break-all text-primary underline" rel="noopener noreferrer" target="_blank">
                    {organization.website.replace(/^https?:\/\//, "")}
                  </a>
                </dd>
              </>
            ) : null}
            {organization.phoneNumber ? (
              <>
                <dt className="font-medium">{t("show.phone")}</dt>
                <dd>
                  <a href={`tel:${organization.phoneNumber.replace(/[^+\d]/g, "")}`} className="text-primary underline">
                    {organization.phoneNumber}
                  </a>
                </dd>
              </>
            ) : null}
            {organization.email ? (
              <>
                <dt className="font-medium">{t("show.email")}</dt>
                <dd>
                  <a href={`mailto:${organization.email}`} className="break-all text-primary underline">
                    {organization.email}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        {onMap.length > 0 ? (
          <OrganizationMap organizations={onMap} styleUrl={styleUrl} label={t("show.mapLabel", { name: organization.name })} cluster={false} className="h-80" />
        ) : null}
      </div>
    </article>
  );
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: mapStylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.organization.description ? [{ name: "description", content: loaderData.organization.description.slice(0, 160) }] : [];

export const handle = { i18n: ["organizations", "socialmap"], pageCache: true } satisfies I18nHandle & PageCacheHandle;
