import { useTranslation } from "react-i18next";
import { PageTitle } from "~/components/page-title";
import { apiContext } from "~/middleware/context";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/dashboard";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { data: organizations } = await context
    .get(apiContext)
    .get<Array<{ id: string; name: string; type: string }>>("/api/v1/current_organizations");
  return { user, organizations };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, organizations } = loaderData;
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
