import { Link } from "react-router";
import { EmptyState, FilterForm, FilterInput, FilterSelect, linkClass, Pagination, useHrefWith } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { requireActivities } from "~/modules/activities/feature.server";
import { loadCalendarPage, type CalendarOccurrence } from "~/modules/activities/page.server";
import { ACTIVITY_TYPES } from "~/modules/activities/schedule";
import { VACANCY_TAGS } from "~/modules/vacancies/constants";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/calendar";

/**
 * /activiteitenkalender (spec §2, issue 14; public): upcoming activities and language activities as a list by
 * day or a month grid. Plain links and a GET form: it works without JavaScript.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // Where the tenant has no activities (the meedoen app context) the calendar is a 404 (decision 043).
  requireActivities(context);
  return loadCalendarPage(context, request);
}

const localeOf = (language: string) => (language === "en" ? "en-GB" : "nl-NL");
/** A calendar date in words, without time zone shifts: "donderdag 2 oktober 2031". */
function dayLabel(date: string, language: string, options: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" }) {
  return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

export default function ActivityCalendar({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  const { view, type, tag, city } = loaderData;
  const filtered = Boolean(type || tag || city || loaderData.from || loaderData.to);
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
            <FilterInput type="date" name="from" label={t("calendar.filters.from")} value={loaderData.from} />
            <FilterInput type="date" name="to" label={t("calendar.filters.to")} value={loaderData.to} />
          </>
        ) : null}
      </FilterForm>
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

type Data = Route.ComponentProps["loaderData"];

function OccurrenceLink({ occurrence, withPlace = false }: { occurrence: CalendarOccurrence; withPlace?: boolean }) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const place = occurrence.online ? t("calendar.online") : (occurrence.location ?? occurrence.city);
  return (
    <span className="flex flex-col">
      <span className="text-sm text-muted">{t("calendar.time", { start: occurrence.startTime, end: occurrence.endTime })}</span>
      <Link to={lp(`/vacancies/${occurrence.vacancyId}`)} className={linkClass}>
        {occurrence.title}
      </Link>
      {withPlace ? (
        <span className="text-sm">
          {t(`types.${occurrence.vacancyType}`)}
          {place ? ` · ${place}` : ""}
        </span>
      ) : null}
      {withPlace ? (
        <Link to={lp(`/activiteiten/${occurrence.id}`)} className={`${linkClass} text-sm`} aria-label={t("signups.signUpLabel", { title: occurrence.title, when: t("calendar.time", { start: occurrence.startTime, end: occurrence.endTime }) })}>
          {t("signups.signUp")}
        </Link>
      ) : null}
      {withPlace ? (
        // A file download, not a page: a plain link, also with JavaScript (decision 043).
        <a
          href={lp(`/activiteitenkalender/activiteit.ics?id=${occurrence.id}`)}
          download
          className={linkClass + " text-sm"}
          aria-label={t("calendar.addToCalendarLabel", { title: occurrence.title, when: t("calendar.time", { start: occurrence.startTime, end: occurrence.endTime }) })}
        >
          {t("calendar.addToCalendar")}
        </a>
      ) : null}
    </span>
  );
}

function ListView({ data, language }: { data: Data; language: string }) {
  const { t } = useTranslation("vacancies");
  if (data.list.length === 0) return <EmptyState title={t("calendar.empty.title")} hint={t("calendar.empty.hint")} />;
  return (
    <>
      <ol className="flex flex-col gap-6" aria-label={t("calendar.views.list")}>
        {data.list.map((day) => (
          <li key={day.date} data-testid="calendar-day" data-date={day.date} className="flex flex-col gap-2">
            <h2 className="text-xl font-semibold">{dayLabel(day.date, language)}</h2>
            <ul className="flex flex-col gap-3">
              {day.occurrences.map((occurrence) => (
                <li key={occurrence.id} data-testid="calendar-occurrence" className="rounded-lg border border-border bg-surface p-4">
                  <OccurrenceLink occurrence={occurrence} withPlace />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <Pagination page={data.page} pageCount={data.pageCount} />
    </>
  );
}

function MonthView({ data, language }: { data: Data; language: string }) {
  const { t } = useTranslation("vacancies");
  const hrefWith = useHrefWith();
  const monthLabel = dayLabel(`${data.month}-01`, language, { month: "long", year: "numeric" });
  // Monday 2 January 2034 and the six days after it: the column headers in the visitor's language.
  const weekdays = Array.from({ length: 7 }, (_, i) => `2034-01-0${i + 2}`);
  const hasAny = Object.keys(data.days).length > 0;
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("calendar.month.navigation")} className="flex flex-wrap items-center justify-between gap-3">
        <Link to={hrefWith({ view: "month", month: data.previousMonth })} className={linkClass} rel="prev">
          {t("calendar.month.previous")}
        </Link>
        <h2 className="text-2xl font-semibold" id="calendar-month">
          {monthLabel}
        </h2>
        <Link to={hrefWith({ view: "month", month: data.nextMonth })} className={linkClass} rel="next">
          {t("calendar.month.next")}
        </Link>
      </nav>
      {hasAny ? null : <EmptyState title={t("calendar.empty.month")} hint={t("calendar.empty.hint")} />}
      <div className="overflow-x-auto">
        <table className="w-full table-fixed border-collapse" aria-labelledby="calendar-month">
          <thead>
            <tr>
              {weekdays.map((date) => (
                <th key={date} scope="col" className="border border-border p-2 text-left text-sm">
                  <abbr title={dayLabel(date, language, { weekday: "long" })} className="no-underline">
                    {dayLabel(date, language, { weekday: "short" })}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((week, w) => (
              <tr key={w}>
                {week.map((date, d) =>
                  date ? (
                    <td key={date} data-testid="calendar-cell" data-date={date} className={`h-24 border border-border p-2 align-top ${date === data.today ? "bg-surface-muted" : ""}`}>
                      <span className="text-sm font-semibold" aria-current={date === data.today ? "date" : undefined}>
                        <span aria-hidden="true">{Number(date.slice(8))}</span>
                        <span className="sr-only">{dayLabel(date, language)}</span>
                      </span>
                      {data.days[date]?.count ? (
                        <ul className="mt-1 flex flex-col gap-2 text-sm">
                          {data.days[date].occurrences.map((occurrence) => (
                            <li key={occurrence.id} data-testid="calendar-occurrence">
                              <OccurrenceLink occurrence={occurrence} />
                            </li>
                          ))}
                          {data.days[date].count > data.days[date].occurrences.length ? (
                            <li>
                              <MoreLink date={date} count={data.days[date].count - data.days[date].occurrences.length} language={language} />
                            </li>
                          ) : null}
                        </ul>
                      ) : null}
                    </td>
                  ) : (
                    <td key={`empty-${d}`} className="border border-border bg-surface-muted/40" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The rest of a busy day: the list view of that day with the same filters (decision 043). */
function MoreLink({ date, count, language }: { date: string; count: number; language: string }) {
  const { t } = useTranslation("vacancies");
  const hrefWith = useHrefWith();
  return (
    <Link
      to={hrefWith({ view: undefined, month: undefined, page: undefined, from: date, to: date })}
      className={linkClass}
      data-testid="calendar-more"
      aria-label={t("calendar.month.moreLabel", { count, date: dayLabel(date, language) })}
    >
      {t("calendar.month.more", { count })}
    </Link>
  );
}

// Kept for visitors without a session (decision 023): the same for everyone, dropped when an occurrence, schedule or
// vacancy changes (migration 0025's triggers) and after 60 s (today's date).
export const handle = { i18n: ["vacancies"], pageCache: true } satisfies I18nHandle & PageCacheHandle;
