/*
 * Dates on pages: the same text on the server and in the browser (fixed locale
 * and time zone), so hydration never differs. Building an Intl formatter is
 * costly (a list formats many dates, every page request renders some): one per
 * language, zone and style, kept for the life of the process.
 */
const TIME_ZONE = "Europe/Amsterdam";
/** The locale a page language writes dates in: English as in Britain ("29 Nov 2026"), Dutch as in the Netherlands. */
export const localeOf = (language: string) => (language === "en" ? "en-GB" : "nl-NL");

const formatters = new Map<string, Intl.DateTimeFormat>();
const STYLES = {
  day: { day: "numeric", month: "long", year: "numeric" },
  dateTime: { dateStyle: "long", timeStyle: "short" },
  shortDateTime: { dateStyle: "short", timeStyle: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
function formatter(language: string, style: keyof typeof STYLES, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${localeOf(language)}|${style}|${timeZone ?? ""}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = { ...STYLES[style], timeZone };
    found = new Intl.DateTimeFormat(localeOf(language), options);
    formatters.set(key, found);
  }
  return found;
}
const dayFormatter = (language: string, timeZone: string) => formatter(language, "day", timeZone);

/** A timestamp (ISO 8601) as a day in the Netherlands: "1 april 2031". */
export function formatDay(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  return dayFormatter(language, TIME_ZONE).format(new Date(value));
}

/** A calendar date ("2031-04-01") without time zone shifts. */
export function formatDate(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  return dayFormatter(language, "UTC").format(new Date(`${value}T00:00:00Z`));
}

/** Date and time in the time zone of whoever renders it (a tooltip the browser renders anew): "1 april 2031 om 14:05". */
export function formatDateTime(value: Date, language: string): string {
  return formatter(language, "dateTime", undefined).format(value);
}

/** A moment as a short date and time in the Netherlands, as exports write it: "29-11-2026, 09:05" / "29/11/2026, 09:05". */
export function formatShortDateTime(value: Date | string, language: string): string {
  return formatter(language, "shortDateTime", TIME_ZONE).format(new Date(value));
}
