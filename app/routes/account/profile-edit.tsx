import { useTranslation } from "~/modules/i18n/use-translation";
import { NavLink, Outlet } from "react-router";
import { useLocalizedPath } from "~/lib/i18n";
import { requireUser } from "~/modules/users/session-user.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { tenancyContext } from "~/middleware/context";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import type { Route } from "./+types/profile-edit";
import { linkClass } from "./ui";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  const features = featuresOf(context.get(tenancyContext));
  return { volunteerProfiles: features.volunteerProfiles, activities: features.activities };
}

const SECTIONS = [
  { path: "/profile-edit", key: "personal", end: true },
  { path: "/profile-edit/email", key: "email", end: false },
  { path: "/profile-edit/settings", key: "settings", end: false },
  { path: "/profile-edit/periodieke-mail", key: "digest", end: false },
  // The volunteer pool's profile (issue 14), where the tenant has volunteer profiles.
  { path: "/profile-edit/vrijwilligersprofiel", key: "volunteer", end: false },
  // The private calendar feed of one's sign-ups (issue 14, decision 043), where the tenant has activities.
  { path: "/profile-edit/agenda", key: "calendar", end: false },
] as const;

/** Editing one's own account: a sub-navigation and the chosen section. */
export default function ProfileEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const lp = useLocalizedPath();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <p>
        <NavLink to={lp("/profiel")} className={linkClass}>
          {t("edit.backToProfile")}
        </NavLink>
      </p>
      <h1 className="text-3xl font-bold">{t("edit.title")}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <nav aria-label={t("edit.navLabel")} className="md:w-56 md:shrink-0">
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {SECTIONS.filter((section) => (section.key !== "volunteer" || loaderData.volunteerProfiles) && (section.key !== "calendar" || loaderData.activities)).map((section) => (
              <li key={section.key}>
                <NavLink
                  to={lp(section.path)}
                  end={section.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 focus-visible:outline-2 focus-visible:outline-primary ${isActive ? "bg-primary text-on-primary" : "text-text hover:bg-surface-muted"}`
                  }
                >
                  {t(`edit.sections.${section.key}`)}
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

export const handle = { i18n: ["profile"] } satisfies I18nHandle;
