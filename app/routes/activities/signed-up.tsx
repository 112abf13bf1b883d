import { Link } from "react-router";
import { linkClass } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/signed-up";
import { loadOccurrence } from "./signup.server";

/** Where a sign-up lands (POST → redirect → GET): a refresh shows this page again and sends nothing. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const occurrence = await loadOccurrence(context, params.id);
  const url = new URL(request.url);
  return {
    occurrence: { id: occurrence.id, title: occurrence.title, when: occurrence.when },
    status: url.searchParams.get("status") === "waiting" ? ("waiting" as const) : ("confirmed" as const),
    again: url.searchParams.get("again") === "1",
  };
}

export default function SignedUp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const { occurrence, status, again } = loaderData;
  return (
    <section className="flex max-w-prose flex-col gap-4">
      <PageTitle title={t(`signups.done.title.${status}`)} />
      <h1 className="text-3xl font-bold">{t(`signups.done.title.${status}`)}</h1>
      <div role="status" className="flex flex-col gap-2">
        <p>{t(`signups.done.body.${status}`, { title: occurrence.title, when: occurrence.when })}</p>
        {again ? <p>{t("signups.done.again")}</p> : null}
      </div>
      <div className="flex flex-wrap gap-4">
        <Link to={lp(`/activiteiten/${occurrence.id}`)} className={linkClass}>
          {t("signups.done.back")}
        </Link>
        <Link to={lp("/activiteitenkalender")} className={linkClass}>
          {t("signups.done.calendar")}
        </Link>
      </div>
    </section>
  );
}

export const handle = { i18n: ["vacancies"] } satisfies I18nHandle;
