import { Link } from "react-router";
import { EmptyState, linkClass, ListOrEmpty, Pagination, StatusBadge, TableScroller } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { requireActivities } from "~/modules/activities/feature.server";
import { loadOverview, type OverviewActivity } from "~/modules/activities/overview.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { requireManager } from "../manage/manage.server";
import type { Route } from "./+types/overview";

/**
 * /activiteitenkalender/overzicht (spec §2, issue 14, decision 043): the activities an organization or the center
 * manages, with their next dates and sign-up counts and links to the schedule, the participants and the activity.
 * Signed in, managers only (403 for others, 404 where the tenant has no activities); plain links, no JavaScript.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireManager(context, request);
  requireActivities(context);
  return loadOverview(context, request);
}

const DAY_LABELS = {
  nl: new Intl.DateTimeFormat("nl-NL", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
};
/** A date's short label, by a formatter made once per language (the overview labels every listed date). */
const dayLabel = (date: string, language: string) => DAY_LABELS[language === "en" ? "en" : "nl"].format(new Date(`${date}T00:00:00Z`));

export default function ActivitiesOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const { activities, total } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("overview.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("overview.title")}</h1>
        <p className="max-w-3xl">{t("overview.intro")}</p>
        <p>
          <Link to={lp("/activiteitenkalender")} className={linkClass}>
            {t("overview.calendar")}
          </Link>
        </p>
      </header>
      <ListOrEmpty
        rows={activities}
        page={loaderData.page}
        empty={
          <EmptyState title={t("overview.empty.title")} hint={t("overview.empty.hint")} action={{ to: lp("/vacancies/add"), text: t("overview.empty.add") }} />
        }
      >
        <p role="status">{t("overview.count", { count: total })}</p>
        <ul className="flex flex-col gap-4">
          {activities.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </ul>
      </ListOrEmpty>
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
    </section>
  );
}

function ActivityCard({ activity }: { activity: OverviewActivity }) {
  const { t, i18n } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const headingId = `activity-${activity.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4" data-testid="overview-activity" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {activity.title}
        </h2>
        <StatusBadge status={activity.status} label={t(`statuses.${activity.status}`)} />
        <span className="text-sm text-muted">
          {t(`types.${activity.vacancyType}`)}
          {activity.city ? ` · ${activity.city}` : ""}
        </span>
      </div>
      {activity.upcoming.length === 0 ? (
        <p>{t("overview.noUpcoming")}</p>
      ) : (
        <div>
          {/* On a phone the table scrolls sideways in its own labelled box, not the page. */}
          <TableScroller label={t("overview.tableCaption", { title: activity.title })}>
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t("overview.tableCaption", { title: activity.title })}</caption>
              <thead>
                <tr>
                  {(["date", "time", "confirmed", "waiting"] as const).map((column) => (
                    <th key={column} scope="col" className="border-b border-border px-3 py-2">
                      {t(`overview.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {activity.upcoming.map((occurrence) => (
                  <tr key={occurrence.id} data-testid="overview-occurrence">
                    <td className="px-3 py-1">{dayLabel(occurrence.day, i18n.language)}</td>
                    <td className="px-3 py-1">{t("calendar.time", { start: occurrence.startTime, end: occurrence.endTime })}</td>
                    <td className="px-3 py-1">
                      {occurrence.capacity === null
                        ? t("overview.confirmedUnlimited", { confirmed: occurrence.confirmed })
                        : t("overview.confirmedOf", { confirmed: occurrence.confirmed, capacity: occurrence.capacity })}
                      {occurrence.full ? ` · ${t("overview.full")}` : ""}
                    </td>
                    <td className="px-3 py-1">{occurrence.waiting}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          {activity.upcomingCount > activity.upcoming.length ? (
            <p className="mt-2 text-sm">{t("overview.moreDates", { count: activity.upcomingCount - activity.upcoming.length })}</p>
          ) : null}
        </div>
      )}
      <ul className="flex flex-wrap gap-4" aria-label={t("overview.actions", { title: activity.title })}>
        <li>
          <Link to={lp(`/vacancies/${activity.id}/rooster`)} className={linkClass}>
            {t("overview.editSchedule")}
          </Link>
        </li>
        <li>
          <Link to={lp(`/vacancies/${activity.id}/deelnemers`)} className={linkClass}>
            {t("overview.participants")}
          </Link>
        </li>
        <li>
          <Link to={lp(`/vacancies/${activity.id}`)} className={linkClass}>
            {t("overview.view")}
          </Link>
        </li>
      </ul>
    </li>
  );
}

export const handle = { i18n: ["vacancies"] } satisfies I18nHandle;
