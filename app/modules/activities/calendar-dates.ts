import { rangeMessages } from "~/modules/analytics/range";

/*
 * The calendar list's "Vanaf" and "Tot en met" (GET fields, so also links and bookmarks). A day that is no day, or an
 * end before the start, is said at its field with the analytics page's messages (the same wording for the same
 * mistake) and the list shows its default range: it is not quietly narrowed or widened to something nobody asked for.
 */

export type CalendarDateField = "from" | "to";
export type CalendarDates = {
  /** The days the list asks the API for; both undefined when a field has an error. */
  from: string | undefined;
  to: string | undefined;
  /** What was in the fields, to show again as typed. */
  typed: Record<CalendarDateField, string>;
  /** Per field its message key (analytics:range.*); empty when the dates are fine. */
  errors: Partial<Record<CalendarDateField, string>>;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: 2026-02-30 is refused too. */
const isDay = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export function readCalendarDates(params: URLSearchParams): CalendarDates {
  const typed = { from: params.get("from")?.trim().slice(0, 40) ?? "", to: params.get("to")?.trim().slice(0, 40) ?? "" };
  const errors: CalendarDates["errors"] = {};
  for (const field of ["from", "to"] as const) if (typed[field] && !isDay(typed[field])) errors[field] = rangeMessages.invalidDate;
  if (!errors.from && !errors.to && typed.from && typed.to && typed.to < typed.from) errors.to = rangeMessages.endBeforeStart;
  const failed = Boolean(errors.from || errors.to);
  return { from: failed ? undefined : typed.from || undefined, to: failed ? undefined : typed.to || undefined, typed, errors };
}

/** A date field shows what was typed: a value a date input cannot hold ("abc") is shown in a text field beside its message. */
export const dateFieldType = (typed: string): "date" | "text" => (typed === "" || isDay(typed) ? "date" : "text");
