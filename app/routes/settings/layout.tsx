import { NavLink, Outlet } from "react-router";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/layout";
import { requireSettingsAccess } from "./settings.server";

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
  const lp = useLocalizedPath();
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <nav aria-label={t("navLabel")} className="md:w-56 md:shrink-0">
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {SETTINGS_SECTIONS.map((section) => (
              <li key={section.key}>
                {/* NavLink marks the open section with aria-current="page". */}
                <NavLink
                  to={lp(section.path)}
                  end={section.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 focus-visible:outline-2 focus-visible:outline-primary ${isActive ? "bg-primary text-on-primary" : "text-text hover:bg-surface-muted"}`
                  }
                >
                  {t(`sections.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export const handle = { i18n: ["settings"] } satisfies I18nHandle;
