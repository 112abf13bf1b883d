/*
 * Dates on vacancy pages: the same text on the server and in the browser
 * (fixed locale and time zone), so hydration never differs.
 */
const TIME_ZONE = "Europe/Amsterdam";
const localeOf = (language: string) => (language === "en" ? "en-GB" : "nl-NL");

/** Building an Intl formatter is costly (a result list formats many dates): one per language and zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${localeOf(language)}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), { day: "numeric", month: "long", year: "numeric", timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

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
