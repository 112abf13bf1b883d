import { useTranslation } from "~/modules/i18n/use-translation";
import { PageTitle } from "~/components/page-title";
import { useShell } from "~/components/shell/use-shell";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/dashboard";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await requireUser(context, request) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = loaderData;
  // The shell already loaded the user's organizations (for the organization switcher).
  const { organizations } = useShell();
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("dashboard.title")} />
      <h1 className="text-3xl font-bold">{t("dashboard.greeting", { name: user.firstName || user.email })}</h1>
      <p>{t("dashboard.signedInAs", { email: user.email })}</p>
      <div>
        <h2 className="text-xl font-semibold">{t("dashboard.rolesHeading")}</h2>
        <ul className="mt-2 list-inside list-disc">
          {user.roles.map((role) => (
            <li key={role.id}>{t(`roles.${role.name}`, { defaultValue: role.name })}</li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="text-xl font-semibold">{t("dashboard.organizationsHeading")}</h2>
        {organizations.length === 0 ? (
          <p className="mt-2">{t("dashboard.noOrganizations")}</p>
        ) : (
          <ul className="mt-2 list-inside list-disc">
            {organizations.map((organization) => (
              <li key={organization.id}>{organization.name}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
