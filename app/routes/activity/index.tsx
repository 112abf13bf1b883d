import { ActivityList } from "~/components/shell/activity-panel";
import { EmptyState, ListOrEmpty, Pagination } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { loadActivityPage } from "~/modules/activity/page.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/index";

/** /activiteit (issue 13): the recent activity of the user's organization or center, newest first, paged. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadActivityPage(context, request);
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entries, page, pageCount } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("activityFeed.title")} />
      <h1 className="text-3xl font-bold">{t("activityFeed.title")}</h1>
      <p className="max-w-3xl">{t("activityFeed.intro")}</p>
      <ListOrEmpty rows={entries} page={page} empty={<EmptyState title={t("shell.activityEmpty")} />}>
        <ActivityList entries={entries} />
      </ListOrEmpty>
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}
