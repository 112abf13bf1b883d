import { useTranslation } from "~/modules/i18n/use-translation";
import { capabilitiesOf } from "~/modules/account/roles";
import { requireUser } from "~/modules/users/session-user.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/roles";
import { apiOf } from "./account.server";
import { AccountPage } from "./ui";

type Me = { roles?: Array<{ name: string }>; organizations?: Array<{ id: string; name: string; type?: string }> };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  const { data: me } = await apiOf(context).get<Me>("/api/v1/current_user", { query: { include: "roles,organizations" } });
  return { roles: (me.roles ?? []).map((role) => role.name), organizations: me.organizations ?? [] };
}

/** Read-only: the signed-in user's roles, what each lets them do, and their organizations. */
export default function AccountRoles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { roles, organizations } = loaderData;
  return (
    <AccountPage title={t("roles.title")} intro={t("roles.intro")}>
      {roles.length === 0 ? (
        <p>{t("roles.none")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {roles.map((role) => (
            <li key={role} className="rounded-lg border border-border bg-surface p-4">
              <h2 className="text-xl font-semibold">{t(`roles.names.${role}`, { defaultValue: role })}</h2>
              <ul className="mt-2 list-disc pl-6">
                {capabilitiesOf(role).map((capability) => (
                  <li key={capability}>{t(`roles.capabilities.${capability}`)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="organizations-title" className="flex flex-col gap-2">
        <h2 id="organizations-title" className="text-xl font-semibold">
          {t("roles.organizations")}
        </h2>
        {organizations.length === 0 ? (
          <p>{t("roles.noOrganizations")}</p>
        ) : (
          <ul className="list-disc pl-6">
            {organizations.map((organization) => (
              <li key={organization.id}>{organization.name}</li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-sm text-muted">{t("roles.readOnly")}</p>
    </AccountPage>
  );
}

export const handle = { i18n: ["profile"] } satisfies I18nHandle;
