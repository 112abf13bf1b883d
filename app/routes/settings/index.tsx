import { PageTitle } from "~/components/page-title";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/index";
import { requireSettingsAccess } from "./settings.server";

/** /instellingen: the center's name, contact details, languages and the feature switches it may change. */

type Center = { id: string; name: string };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = await requireSettingsAccess(context, request);
  const { data: center } = await api.get<Center>("/api/v1/volunteer_centers/current");
  return { center };
}

export default function SettingsIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  return (
    <section className="flex flex-col gap-4" aria-labelledby="settings-section-title">
      <PageTitle title={t("general.title")} />
      <h2 id="settings-section-title" className="text-2xl font-semibold">
        {t("general.title")}
      </h2>
      <p>{t("general.intro", { name: loaderData.center.name })}</p>
    </section>
  );
}
