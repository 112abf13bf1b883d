import { PageTitle } from "~/components/page-title";
import { DesignForm, DesignPreview } from "~/components/settings/design-editor";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadDesign, saveDesign } from "~/modules/theme/design-page.server";
import type { Route } from "./+types/design";

/** /instellingen/design (spec §2 Settings, §3 profile and theme config): the center's theme editor with a preview. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadDesign(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveDesign(context, request);
}

export default function DesignSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("design");
  return (
    <section className="flex flex-col gap-6" aria-labelledby="design-title">
      <PageTitle title={t("title")} />
      <h2 id="design-title" className="text-2xl font-semibold">
        {t("title")}
      </h2>
      <p>{t("intro")}</p>
      <DesignForm defaults={loaderData.defaults} images={loaderData.images} answer={actionData} />
      <DesignPreview answer={actionData} />
    </section>
  );
}

export const handle = { i18n: ["design"] } satisfies I18nHandle;
