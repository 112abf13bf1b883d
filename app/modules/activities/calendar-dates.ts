import { dateMessages, isDay } from "~/lib/validation";
import { daysBetween } from "./schedule";

/*
 * The calendar list's "Vanaf" and "Tot en met" (GET fields, so also links and bookmarks). A day that is no day, an
 * end before the start, an end before today when there is no start (the list then starts today), or an end more than
 * a year after the start is said at its field (the first two with the analytics page's messages: the same wording
 * for the same mistake) and the list shows its default range: it is not quietly narrowed or widened to something
 * nobody asked for.
 */

export type CalendarDateField = "from" | "to";
export type CalendarDates = {
  /** The days the list asks the API for; both undefined when a field has an error. */
  from: string | undefined;
  to: string | undefined;
  /** What was in the fields, to show again as typed. */
  typed: Record<CalendarDateField, string>;
  /** Per field its message key (errors:dateRange.*); empty when the dates are fine. */
  errors: Partial<Record<CalendarDateField, string>>;
};

/** The most days the list covers, both ends counted: from the start (else today) up to a year later. */
export const MAX_LIST_DAYS = 366;

export const calendarDateMessages = {
  invalidDate: dateMessages.invalidDate,
  endBeforeStart: dateMessages.endBeforeStart,
  endBeforeToday: "dateRange.endBeforeToday",
  tooManyDays: `dateRange.tooManyDays:${MAX_LIST_DAYS}`,
} as const;


/** The fields from the address; `today` is Amsterdam's date, where the list starts without a "Vanaf". */
export function readCalendarDates(params: URLSearchParams, today: string): CalendarDates {
  const typed = { from: params.get("from")?.trim().slice(0, 40) ?? "", to: params.get("to")?.trim().slice(0, 40) ?? "" };
  const errors: CalendarDates["errors"] = {};
  for (const field of ["from", "to"] as const) if (typed[field] && !isDay(typed[field])) errors[field] = calendarDateMessages.invalidDate;
  const endProblem = errors.from || errors.to || !typed.to ? undefined : endError(typed.from || undefined, typed.to, today);
  if (endProblem) errors.to = endProblem;
  const failed = Boolean(errors.from || errors.to);
  return { from: failed ? undefined : typed.from || undefined, to: failed ? undefined : typed.to || undefined, typed, errors };
}

/** What is wrong with a real end day, if anything. */
function endError(from: string | undefined, to: string, today: string): string | undefined {
  if (from && to < from) return calendarDateMessages.endBeforeStart;
  if (!from && to < today) return calendarDateMessages.endBeforeToday;
  if (daysBetween(from ?? today, to) >= MAX_LIST_DAYS) return calendarDateMessages.tooManyDays;
  return undefined;
}

/** A date field shows what was typed: a value a date input cannot hold ("abc") is shown in a text field beside its message. */
export const dateFieldType = (typed: string): "date" | "text" => (typed === "" || isDay(typed) ? "date" : "text");
