import { useTranslation } from "~/modules/i18n/use-translation";
import { PageTitle } from "~/components/page-title";
import { apiContext } from "~/middleware/context";
import { partnerUrl } from "~/modules/volunteer-centers/partner-links";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { Route } from "./+types/partners";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { data } = await context.get(apiContext).get<Array<{ id: string; name: string; hosts?: string[] }>>("/api/v1/volunteer_centers");
  return { partners: data.map((center) => ({ id: center.id, name: center.name, url: partnerUrl(request.url, center.hosts?.[0]) })) };
}

/** The partner centers of this collaboration (public). */
export default function Partners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("partners.title")} />
      <h1 className="text-3xl font-bold">{t("partners.title")}</h1>
      <p>{t("partners.intro")}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {loaderData.partners.map((partner) => (
          <li key={partner.id} className="rounded-md border border-border bg-surface p-4">
            <h2 className="text-lg font-semibold">{partner.name}</h2>
            {partner.url ? (
              <a href={partner.url} className="text-primary underline">
                {t("partners.visit", { name: partner.name })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const handle = { i18n: ["pages"], pageCache: true } satisfies I18nHandle & PageCacheHandle;
