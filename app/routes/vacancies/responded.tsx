import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext } from "~/middleware/context";
import { getOptionalUser } from "~/modules/users/session-user.server";
import type { Vacancy } from "~/modules/vacancies/types";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/responded";

/** Where a response lands (POST → redirect → GET): a refresh shows this page again, it sends nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const [{ data: vacancy }, user] = await Promise.all([context.get(apiContext).get<Vacancy>(`/api/v1/vacancies/${params.id}`), getOptionalUser(context)]);
  // A signed-in volunteer's response is theirs (it carries their user id): it shows under Mijn reacties.
  return { vacancy: { id: vacancy.id, title: vacancy.title }, signedIn: user !== null };
}

export default function Responded({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const { vacancy } = loaderData;
  return (
    <section className="flex max-w-prose flex-col gap-4">
      <PageTitle title={t("responded.title")} />
      <h1 className="text-3xl font-bold">{t("responded.heading")}</h1>
      <p role="status">{t("responded.body", { title: vacancy.title })}</p>
      <div className="flex flex-wrap gap-4">
        {loaderData.signedIn ? (
          <Link to={lp("/applications")} className="underline">
            {t("responded.mine")}
          </Link>
        ) : null}
        <Link to={lp(`/vacancies/${vacancy.id}`)} className="underline">
          {t("responded.back")}
        </Link>
        <Link to={lp("/vacancies/search")} className="underline">
          {t("responded.more")}
        </Link>
      </div>
    </section>
  );
}

export const handle = { i18n: ["vacancies"] } satisfies I18nHandle;
