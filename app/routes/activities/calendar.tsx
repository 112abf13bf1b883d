import { Link } from "react-router";
import { FilterForm, FilterInput, FilterSelect, linkClass, useHrefWith } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { requireActivities } from "~/modules/activities/feature.server";
import { dateFieldType } from "~/modules/activities/calendar-dates";
import { loadCalendarPage } from "~/modules/activities/page.server";
import { ACTIVITY_TYPES } from "~/modules/activities/schedule";
import { VACANCY_TAGS } from "~/modules/vacancies/constants";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/calendar";
import { ListView, MonthView } from "~/components/activities/calendar-views";

/**
 * /activiteitenkalender (spec §2, issue 14; public): upcoming activities and language activities as a list by
 * day or a month grid. Plain links and a GET form: it works without JavaScript.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // Where the tenant has no activities (the meedoen app context) the calendar is a 404 (decision 043).
  requireActivities(context);
  return loadCalendarPage(context, request);
}

export default function ActivityCalendar({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  const { view, type, tag, city, typedDates, dateErrors } = loaderData;
  const filtered = Boolean(type || tag || city || typedDates.from || typedDates.to);
  // The public feed with the same type, category and place: a calendar app keeps it up to date (decision 043).
  const feedQuery = new URLSearchParams(Object.entries({ type, tag, city }).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("calendar.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("calendar.title")}</h1>
        <p className="max-w-3xl">{t("calendar.intro")}</p>
      </header>
      <nav aria-label={t("calendar.views.label")} className="flex gap-4">
        {(["list", "month"] as const).map((name) => (
          <Link
            key={name}
            to={hrefWith({ view: name === "list" ? undefined : name, page: undefined, month: undefined })}
            className={linkClass + (view === name ? " font-semibold" : "")}
            aria-current={view === name ? "page" : undefined}
          >
            {t(`calendar.views.${name}`)}
          </Link>
        ))}
      </nav>
      <FilterForm label={t("calendar.filters.label")} submitLabel={t("calendar.filters.apply")} resetLabel={t("calendar.filters.reset")} resetTo={filtered ? lp("/activiteitenkalender") + (view === "month" ? "?view=month" : "") : undefined}>
        {view === "month" ? (
          <>
            <input type="hidden" name="view" value="month" />
            <input type="hidden" name="month" value={loaderData.month} />
          </>
        ) : null}
        <FilterSelect
          name="type"
          label={t("calendar.filters.type")}
          value={type}
          anyLabel={t("calendar.filters.allTypes")}
          options={ACTIVITY_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
        <FilterSelect
          name="tag"
          label={t("calendar.filters.tag")}
          value={tag}
          anyLabel={t("calendar.filters.allTags")}
          options={VACANCY_TAGS.map((value) => ({ value, label: t(`tags.${value}`) }))}
        />
        <FilterInput type="text" name="city" label={t("calendar.filters.city")} value={city} />
        {view === "list" ? (
          <>
            <FilterInput type={dateFieldType(typedDates.from)} name="from" label={t("calendar.filters.from")} value={typedDates.from} error={dateErrors.from} />
            <FilterInput type={dateFieldType(typedDates.to)} name="to" label={t("calendar.filters.to")} value={typedDates.to} error={dateErrors.to} />
          </>
        ) : null}
      </FilterForm>
      {dateErrors.from || dateErrors.to ? (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-3 text-sm text-danger">
          {t("calendar.filters.datesIgnored")}
        </p>
      ) : null}
      {view === "month" ? <MonthView data={loaderData} language={i18n.language} /> : <ListView data={loaderData} language={i18n.language} />}
      <p className="flex flex-col gap-1 text-sm">
        <a href={lp(`/activiteitenkalender/feed.ics${feedQuery ? `?${feedQuery}` : ""}`)} className={linkClass} data-testid="calendar-feed">
          {t("calendar.subscribe")}
        </a>
        <span>{t("calendar.subscribeHint")}</span>
      </p>
    </section>
  );
}

// The date fields' messages are in `errors` (errors:dateRange.*, shared with the analytics range), which the root loads.
export const handle = { i18n: ["vacancies"], pageCache: true } satisfies I18nHandle & PageCacheHandle;
