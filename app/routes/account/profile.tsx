import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { useLocalizedPath } from "~/lib/i18n";
import { requireUser } from "~/modules/users/session-user.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/profile";
import { apiOf } from "./account.server";
import { AccountPage, linkClass } from "./ui";
import { Panel } from "~/components/panel";

type Me = {
  email: string;
  fullName: string;
  phoneNumber: string | null;
  jobTitle: string | null;
  gender: string | null;
  digestDays: number[];
  roles?: Array<{ name: string }>;
  organizations?: Array<{ id: string; name: string }>;
};
type Settings = { locale: string | null; pendingEmail: string | null; notificationSettings: Record<string, boolean> };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  const api = apiOf(context);
  const [{ data: me }, { data: settings }, { meta }] = await Promise.all([
    api.get<Me>("/api/v1/current_user", { query: { include: "roles,organizations" } }),
    api.get<Settings>("/api/v1/account/settings"),
    api.get<unknown[]>("/api/v1/profile_replies", { query: { "page[size]": 1 } }),
  ]);
  return { me, settings, unreadReplies: Number(meta.unread ?? 0) };
}

/** The user's own data at a glance, with the ways to change, download or delete it. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const lp = useLocalizedPath();
  const { me, settings, unreadReplies } = loaderData;
  const empty = t("overview.empty");
  const days = [1, 2, 3, 4, 5, 6, 0].filter((day) => me.digestDays.includes(day)).map((day) => t(`days.${day}`));
  const notifications = Object.entries(settings.notificationSettings)
    .filter(([, on]) => on)
    .map(([kind]) => t(`edit.settings.kinds.${kind}`));
  const row = (label: string, value: string | null | undefined) => (
    <>
      <dt className="font-medium">{label}</dt>
      <dd>{value || <span className="text-muted">{empty}</span>}</dd>
    </>
  );
  return (
    <AccountPage title={t("overview.title")} intro={t("overview.intro")}>
      <Panel id="personal-title" title={t("edit.sections.personal")}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          {row(t("overview.name"), me.fullName)}
          {row(t("fields.email"), me.email)}
          {settings.pendingEmail ? row(t("edit.email.pending"), settings.pendingEmail) : null}
          {row(t("fields.phoneNumber"), me.phoneNumber)}
          {row(t("fields.jobTitle"), me.jobTitle)}
          {row(t("fields.gender"), me.gender ? t(`genders.${me.gender}`) : null)}
        </dl>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to={lp("/profile-edit")} className={linkClass}>
              {t("overview.editPersonal")}
            </Link>
          </li>
          <li>
            <Link to={lp("/profile-edit/email")} className={linkClass}>
              {t("overview.editEmail")}
            </Link>
          </li>
        </ul>
      </Panel>

      <Panel id="settings-title" title={t("edit.sections.settings")}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          {row(t("edit.settings.language"), settings.locale ? t(`languages.${settings.locale}`) : null)}
          {row(t("edit.settings.notifications"), notifications.join(", "))}
          {row(t("edit.sections.digest"), days.join(", "))}
        </dl>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to={lp("/profile-edit/settings")} className={linkClass}>
              {t("overview.editSettings")}
            </Link>
          </li>
          <li>
            <Link to={lp("/profile-edit/periodieke-mail")} className={linkClass}>
              {t("overview.editDigest")}
            </Link>
          </li>
        </ul>
      </Panel>

      <Panel id="roles-title" title={t("roles.title")}>
        <p>{(me.roles ?? []).map((role) => t(`roles.names.${role.name}`, { defaultValue: role.name })).join(", ") || empty}</p>
        <p>
          <Link to={lp("/account/roles")} className={linkClass}>
            {t("overview.viewRoles")}
          </Link>
        </p>
        <p>
          <Link to={lp("/profile-replies")} className={linkClass}>
            {t("overview.replies", { count: unreadReplies })}
          </Link>
        </p>
      </Panel>

      <Panel id="privacy-title" title={t("overview.privacyTitle")}>
        <p>{t("overview.downloadIntro")}</p>
        <p>
          <a href={lp("/profiel/gegevens.json")} download className={linkClass}>
            {t("overview.download")}
          </a>
        </p>
        <p>{t("overview.deleteIntro")}</p>
        <p>
          <Link to={lp("/account/verwijderen")} className={linkClass + " text-danger"}>
            {t("overview.delete")}
          </Link>
        </p>
      </Panel>
    </AccountPage>
  );
}

export const handle = { i18n: ["profile"] } satisfies I18nHandle;
