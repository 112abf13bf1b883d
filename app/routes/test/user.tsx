import { useTranslation } from "~/modules/i18n/use-translation";
import { PageTitle } from "~/components/page-title";
import { apiContext } from "~/middleware/context";
import type { Route } from "./+types/user";
import { codeBlockClass, headingClass, sectionClass } from "./gallery";

type ApiUser = {
  id: string;
  email: string;
  fullName?: string | null;
  status?: string | null;
  roles?: Array<{ id: string; name: string }>;
  organizations?: Array<{ id: string; name: string }>;
};

/** The signed-in user as the JSON:API returns it, flattened by the api client. */
export async function loader({ context }: Route.LoaderArgs) {
  const { data: user } = await context.get(apiContext).get<ApiUser>("/api/v1/current_user", { query: { include: "roles,organizations" } });
  return { user };
}

export default function UserPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const { t: tCommon } = useTranslation();
  const { user } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.user.title")} />
      <h1 className="text-3xl font-bold">{t("pages.user.title")}</h1>
      <p className="max-w-prose">{t("user.intro")}</p>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("user.summary")}</h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
          <dt className="font-medium">{t("user.name")}</dt>
          <dd>{user.fullName}</dd>
          <dt className="font-medium">{t("user.email")}</dt>
          <dd>{user.email}</dd>
          <dt className="font-medium">{t("user.status")}</dt>
          <dd>{user.status}</dd>
          <dt className="font-medium">{t("user.roles")}</dt>
          <dd>{(user.roles ?? []).map((role) => tCommon(`roles.${role.name}`, { defaultValue: role.name })).join(", ")}</dd>
          <dt className="font-medium">{t("user.organizations")}</dt>
          <dd>{(user.organizations ?? []).map((organization) => organization.name).join(", ") || t("user.none")}</dd>
        </dl>
      </section>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("user.raw")}</h2>
        <pre className={codeBlockClass} tabIndex={0} aria-label={t("user.raw")}>
          {JSON.stringify(user, null, 2)}
        </pre>
      </section>
    </div>
  );
}
