import { SectionLayout } from "~/components/section-layout";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/layout";
import { requireSettingsAccess } from "~/modules/settings/pages.server";

/*
 * /instellingen (spec §2 Settings, issue 15): the center's control room for admins and center superusers.
 * The layout has the page's h1 and the secondary navigation; each child page its h2 and title.
 */

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireSettingsAccess(context, request);
  return null;
}

export const SETTINGS_SECTIONS = [
  { path: "/instellingen", key: "index", end: true },
  { path: "/instellingen/design", key: "design", end: false },
  { path: "/instellingen/footer", key: "footer", end: false },
  { path: "/instellingen/organisatie", key: "organization", end: false },
  { path: "/instellingen/contact-person", key: "contactPerson", end: false },
] as const;

export default function SettingsLayout() {
  const { t } = useTranslation("settings");
  return <SectionLayout title={t("title")} navLabel={t("navLabel")} sections={SETTINGS_SECTIONS} label={(section) => t(`sections.${section.key}`)} />;
}

export const handle = { i18n: ["settings"] } satisfies I18nHandle;
