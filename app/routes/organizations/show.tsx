import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext, tenancyContext } from "~/middleware/context";
import { isCenterRole, superuserOf } from "~/modules/organizations/pages.server";
import { activityTypeKey, nonProfitTypeKey } from "~/modules/organizations/profile-types";
import { getOptionalUser } from "~/modules/users/session-user.server";
import { linkClass, StatusBadge } from "~/components/list-kit";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { Route } from "./+types/show";

type PublicOrganization = {
  id: string;
  name: string;
  organizationType: string;
  status: string;
  website: string | null;
  email: string | null;
  phoneNumber: string | null;
  description: string | null;
  city: string | null;
  address?: { street: string | null; houseNumber: string | null; postalCode: string | null; city: string | null } | null;
  profile?: { nonProfitTypeId: number | null; showOnSocialMap: boolean; activityTypeIds: number[] } | null;
  vacancies?: Array<{ id: string; title: string; status: string; vacancyType: string }>;
};

/**
 * The public profile of an organization. The API decides who may see it:
 * approved organizations of this center for everyone; pending, denied and
 * deleted ones are 404 for the public (managers of the center and its members see theirs).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [{ data: organization }, user] = await Promise.all([
    api.get<PublicOrganization>(`/api/v1/organizations/${params.id}`, { query: { include: "vacancies,address,profile" } }),
    getOptionalUser(context),
  ]);
  const tenancy = context.get(tenancyContext);
  const centerRole = isCenterRole(user);
  const canEdit = centerRole || (user ? await superuserOf(api, user, organization.id) : false);
  const url = new URL(request.url);
  return {
    organization: { ...organization, vacancies: (organization.vacancies ?? []).filter((vacancy) => vacancy.status === "published") },
    summary: (organization.description ?? "").replace(/\s+/g, " ").trim().slice(0, 300),
    fallbackDescription: context.get(i18nContext).t("organizations:show.metaDescription", { name: organization.name, appName: tenancy.tenant.appName }),
    url: `${url.origin}${url.pathname}`,
    manage: { edit: canEdit, decide: centerRole, move: centerRole && tenancy.tenant.flags.enableOrganizationsMoving },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { organization, summary, url, fallbackDescription } = loaderData;
  const description = summary || fallbackDescription;
  return [
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: organization.name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
  ];
};

export default function OrganizationProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("organizations");
  const lp = useLocalizedPath();
  const { organization, manage } = loaderData;
  const { address, profile } = organization;
  const street = [address?.street, address?.houseNumber].filter(Boolean).join(" ");
  const place = [address?.postalCode, address?.city ?? organization.city].filter(Boolean).join(" ");
  const nonProfitType = nonProfitTypeKey(profile?.nonProfitTypeId);
  const activities = (profile?.activityTypeIds ?? []).flatMap((id) => {
    const key = activityTypeKey(id);
    return key ? [t(`activityTypes.${key}`)] : [];
  });
  return (
    <article className="flex flex-col gap-8">
      <PageTitle title={organization.name} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{organization.name}</h1>
        <p className="flex flex-wrap items-center gap-3 text-muted">
          <span>{t(`types.${organization.organizationType}`)}</span>
          {nonProfitType ? <span>{t(`nonProfitTypes.${nonProfitType}`)}</span> : null}
          {organization.status !== "approved" ? (
            <span>
              <span className="sr-only">{t("show.status")}: </span>
              <StatusBadge status={organization.status} label={t(`statuses.${organization.status}`)} />
            </span>
          ) : null}
        </p>
        {manage.edit || manage.decide ? (
          <nav aria-label={t("show.manage")}>
            <ul className="flex flex-wrap gap-4">
              {manage.edit ? (
                <li>
                  <Link to={lp(`/organizations/${organization.id}/edit`)} className={linkClass}>
                    {t("show.edit")}
                  </Link>
                </li>
              ) : null}
              {manage.decide && organization.status === "pending" ? (
                <li>
                  <Link to={lp("/organizations/approve")} className={linkClass}>
                    {t("show.approve")}
                  </Link>
                </li>
              ) : null}
              {manage.move ? (
                <li>
                  <Link to={lp(`/organizations/${organization.id}/move`)} className={linkClass}>
                    {t("show.move")}
                  </Link>
                </li>
              ) : null}
              {manage.decide ? (
                <li>
                  <Link to={lp(`/organizations/${organization.id}/edit?confirm=delete`)} className={linkClass + " text-danger"}>
                    {t("show.delete")}
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </header>

      <div className="grid gap-8 md:grid-cols-3">
        <div className="flex flex-col gap-6 md:col-span-2">
          {organization.description ? <p className="whitespace-pre-line">{organization.description}</p> : null}
          {activities.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t("form.activityTypes")}>
              {activities.map((activity) => (
                <li key={activity} className="rounded-full border border-border px-3 py-1 text-sm">
                  {activity}
                </li>
              ))}
            </ul>
          ) : null}
          <section aria-labelledby="vacancies-title" className="flex flex-col gap-3">
            <h2 id="vacancies-title" className="text-2xl font-semibold">
              {t("show.vacancies")}
            </h2>
            {organization.vacancies.length === 0 ? (
              <p>{t("show.noVacancies")}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {organization.vacancies.map((vacancy) => (
                  <li key={vacancy.id}>
                    <Link to={lp(`/vacancies/${vacancy.id}`)} className={linkClass}>
                      {vacancy.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4" aria-labelledby="contact-title">
          <h2 id="contact-title" className="text-lg font-semibold">
            {t("show.contact")}
          </h2>
          <dl className="grid gap-3">
            {street || place ? (
              <div>
                <dt className="font-medium">{t("show.address")}</dt>
                <dd>
                  <address className="not-italic">
                    {street ? <span className="block">{street}</span> : null}
                    {place ? <span className="block">{place}</span> : null}
                  </address>
                </dd>
              </div>
            ) : null}
            {organization.website ? (
              <div>
                <dt className="font-medium">{t("show.website")}</dt>
                <dd className="break-all">
                  <a href={organization.website} className={linkClass} rel="noopener noreferrer">
                    {organization.website.replace(/^https?:\/\//, "")}
                  </a>
                </dd>
              </div>
            ) : null}
            {organization.email ? (
              <div>
                <dt className="font-medium">{t("show.email")}</dt>
                <dd className="break-all">
                  <a href={`mailto:${organization.email}`} className={linkClass}>
                    {organization.email}
                  </a>
                </dd>
              </div>
            ) : null}
            {organization.phoneNumber ? (
              <div>
                <dt className="font-medium">{t("show.phone")}</dt>
                <dd>
                  <a href={`tel:${organization.phoneNumber.replace(/[^+\d]/g, "")}`} className={linkClass}>
                    {organization.phoneNumber}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </aside>
      </div>
    </article>
  );
}

export const handle = { i18n: ["organizations"], pageCache: true } satisfies I18nHandle & PageCacheHandle;
