import { useTranslation } from "~/modules/i18n/use-translation";
import { NavLink } from "react-router";
import { SectionLayout } from "~/components/section-layout";
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
  const sections = SECTIONS.filter((section) => (section.key !== "volunteer" || loaderData.volunteerProfiles) && (section.key !== "calendar" || loaderData.activities));
  return (
    <SectionLayout
      className="max-w-4xl"
      title={t("edit.title")}
      navLabel={t("edit.navLabel")}
      sections={sections}
      label={(section) => t(`edit.sections.${section.key}`)}
      before={
        <p>
          <NavLink to={lp("/profiel")} className={linkClass}>
            {t("edit.backToProfile")}
          </NavLink>
        </p>
      }
    />
  );
}

export const handle = { i18n: ["profile"] } satisfies I18nHandle;
