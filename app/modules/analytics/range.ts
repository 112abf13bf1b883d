import { z } from "zod";
import { dateMessages, isDay } from "~/lib/validation";

/*
 * The date range of /analytics (issue 15, decision 047): whole days in Amsterdam, from and to inclusive, as plain
 * GET fields so the page works without JavaScript. A preset fills in the days; "custom" takes them as typed. The
 * same schema checks the page's form and the API's filter[from]/filter[to].
 */
export const PRESETS = ["last30", "thisYear", "lastYear", "last12Months", "custom"] as const;
export type Preset = (typeof PRESETS)[number];

/** The longest range that may be asked for, in years. */
export const MAX_YEARS = 5;

/** A day that is no day and an end before the start are said as on the activity calendar (errors:dateRange.*). */
export const rangeMessages = {
  invalidDate: dateMessages.invalidDate,
  endBeforeStart: dateMessages.endBeforeStart,
  tooLong: "analytics:range.tooLong",
} as const;

export type DayRange = { from: string; to: string };

const day = z.string({ error: rangeMessages.invalidDate }).refine(isValidDay, { error: rangeMessages.invalidDate });

export const AnalyticsRangeSchema = z
  .object({ from: day, to: day })
  .superRefine((range, ctx) => {
    // Zod runs this after failed fields too: the order of days that are no days is not compared.
    if (!isValidDay(range.from) || !isValidDay(range.to)) return;
    if (range.to < range.from) ctx.addIssue({ code: "custom", path: ["to"], message: rangeMessages.endBeforeStart });
    else if (range.to > addYears(range.from, MAX_YEARS)) ctx.addIssue({ code: "custom", path: ["to"], message: rangeMessages.tooLong });
  });

/** What is wrong with each day of a range (the first message per field); null when the range can be used. */
export type RangeErrors = Partial<Record<keyof DayRange, string>> | null;

export function rangeErrors(range: DayRange): RangeErrors {
  const parsed = AnalyticsRangeSchema.safeParse(range);
  if (parsed.success) return null;
  const errors: Partial<Record<keyof DayRange, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] === "from" ? "from" : "to"] ??= issue.message;
  return errors;
}

function isValidDay(value: unknown): value is string {
  return typeof value === "string" && isDay(value);
}

/** YYYY-MM-DD plus whole days (negative goes back); calendar arithmetic in UTC, so no daylight saving shifts. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** Days in the range, both ends counted. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
}

/** The days a preset stands for on `today` (Amsterdam's date); null for custom. */
export function presetRange(preset: Preset, today: string): DayRange | null {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case "last30":
      return { from: addDays(today, -29), to: today };
    case "thisYear":
      return { from: `${year}-01-01`, to: today };
    case "lastYear":
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case "last12Months":
      return { from: addDays(addYears(today, -1), 1), to: today };
    case "custom":
      return null;
  }
}

/** The period of the same length just before: what the comparison page shows by default. */
export function previousPeriod(range: DayRange): DayRange {
  return { from: addDays(range.from, -daysIn(range)), to: addDays(range.from, -1) };
}

export type RangeParams = { preset: Preset; from: string; to: string };

/**
 * The page's fields from its address: a preset wins over typed days, the default is the last 30 days. Either day
 * typed makes the range custom: an end without a start is asked for its start, not silently the last 30 days.
 */
export function rangeParams(search: URLSearchParams, today: string, prefix = ""): RangeParams {
  const asked = search.get(`${prefix}preset`);
  const preset: Preset = (PRESETS as readonly string[]).includes(asked ?? "") ? (asked as Preset) : search.has(`${prefix}from`) || search.has(`${prefix}to`) ? "custom" : "last30";
  const range = presetRange(preset, today);
  if (range) return { preset, ...range };
  return { preset, from: search.get(`${prefix}from`)?.trim() ?? "", to: search.get(`${prefix}to`)?.trim() ?? "" };
}
