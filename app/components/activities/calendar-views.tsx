import { Link } from "react-router";
import { EmptyState, linkClass, ListOrEmpty, Pagination, TableScroller, useHrefWith } from "~/components/list-kit";
import { useLocalizedPath } from "~/lib/i18n";
import type { CalendarOccurrence, loadCalendarPage } from "~/modules/activities/page.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { localeOf } from "~/lib/dates";

/* The public activity calendar's two views (issue 14, decision 043): a list by day and a month grid, plain links only. */

type Data = Awaited<ReturnType<typeof loadCalendarPage>>;

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };
/** Formatters by language and options: a month grid labels up to 42 days and building one costs more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date in words, without time zone shifts: "donderdag 2 oktober 2031". */
function dayLabel(date: string, language: string, options: Intl.DateTimeFormatOptions = LONG_DAY) {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: "UTC" });
    dayFormats.set(key, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** An occurrence's small action links: at least 24 px high, the minimum target size. */
const ACTION_CLASS = "inline-flex min-h-6 items-center text-sm";

/**
 * An occurrence's time, title link and (in the list) its kind, place and actions. `day` is its date in words: the
 * month grid names the title link with it and the time, the list its sign-up and calendar links (each its own page or
 * file): the same title on four days a month would otherwise read as four equal links.
 */
function OccurrenceLink({ occurrence, day, withPlace = false }: { occurrence: CalendarOccurrence; day: string; withPlace?: boolean }) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const place = occurrence.online ? t("calendar.online") : (occurrence.location ?? occurrence.city);
  const time = t("calendar.time", { start: occurrence.startTime, end: occurrence.endTime });
  const when = t("calendar.when", { day, time });
  return (
    <span className="flex flex-col">
      <span className="text-sm text-muted">{time}</span>
      <Link
        to={lp(`/vacancies/${occurrence.vacancyId}`)}
        className={linkClass}
        aria-label={withPlace ? undefined : t("calendar.month.occurrenceLabel", { title: occurrence.title, day, time })}
      >
        {occurrence.title}
      </Link>
      {withPlace ? (
        <span className="text-sm">
          {t(`types.${occurrence.vacancyType}`)}
          {place ? ` · ${place}` : ""}
        </span>
      ) : null}
      {withPlace ? (
        // Side by side and 24 px high: two small links one under the other are targets too close (WCAG 2.5.8).
        <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          <Link
            to={lp(`/activiteiten/${occurrence.id}`)}
            className={`${linkClass} ${ACTION_CLASS}`}
            aria-label={t("signups.signUpLabel", { title: occurrence.title, when })}
          >
            {t("signups.signUp")}
          </Link>
          {/* A file download, not a page: a plain link, also with JavaScript (decision 043). */}
          <a
            href={lp(`/activiteitenkalender/activiteit.ics?id=${occurrence.id}`)}
            download
            className={`${linkClass} ${ACTION_CLASS}`}
            aria-label={t("calendar.addToCalendarLabel", { title: occurrence.title, when })}
          >
            {t("calendar.addToCalendar")}
          </a>
        </span>
      ) : null}
    </span>
  );
}

export function ListView({ data, language }: { data: Data; language: string }) {
  const { t } = useTranslation("vacancies");
  return (
    <>
      <ListOrEmpty rows={data.list} page={data.page} empty={<EmptyState title={t("calendar.empty.title")} hint={t("calendar.empty.hint")} />}>
        <ol className="flex flex-col gap-6" aria-label={t("calendar.views.list")}>
          {data.list.map((day) => (
            <li key={day.date} data-testid="calendar-day" data-date={day.date} className="flex flex-col gap-2">
              <h2 className="text-xl font-semibold">{dayLabel(day.date, language)}</h2>
              <ul className="flex flex-col gap-3">
                {day.occurrences.map((occurrence) => (
                  <li key={occurrence.id} data-testid="calendar-occurrence" className="rounded-lg border border-border bg-surface p-4">
                    <OccurrenceLink occurrence={occurrence} day={dayLabel(day.date, language)} withPlace />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </ListOrEmpty>
      <Pagination page={data.page} pageCount={data.pageCount} />
    </>
  );
}

export function MonthView({ data, language }: { data: Data; language: string }) {
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
      {/* Seven columns of at least 6rem: on a phone the grid scrolls sideways in its own labelled box, not the page. The
          box draws the grid's outer edge (border-hidden: the cells' outer borders would double it). */}
      <TableScroller label={monthLabel}>
        <table className="w-full min-w-[42rem] table-fixed border-collapse border-hidden" aria-labelledby="calendar-month">
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
                              <OccurrenceLink occurrence={occurrence} day={dayLabel(date, language)} />
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
      </TableScroller>
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
