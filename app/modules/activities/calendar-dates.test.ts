import { describe, expect, it } from "vitest";
import { calendarDateMessages, MAX_LIST_DAYS, readCalendarDates } from "./calendar-dates";

const TODAY = "2026-11-27";
const read = (query: string, today = TODAY) => readCalendarDates(new URLSearchParams(query), today);

describe("readCalendarDates", () => {
  it("takes real days as they are, and no days as the default range", () => {
    expect(read("from=2026-12-01&to=2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31", typed: { from: "2026-12-01", to: "2026-12-31" }, errors: {} });
    expect(read("from=2026-12-01")).toMatchObject({ from: "2026-12-01", to: undefined, errors: {} });
    expect(read("")).toEqual({ from: undefined, to: undefined, typed: { from: "", to: "" }, errors: {} });
  });

  it("says a day that is no day at its field, keeps what was typed and shows the default range", () => {
    expect(read("from=abc&to=def")).toEqual({
      from: undefined,
      to: undefined,
      typed: { from: "abc", to: "def" },
      errors: { from: "dateRange.invalidDate", to: "dateRange.invalidDate" },
    });
    expect(read("from=2026-12-01&to=2026-02-30")).toMatchObject({ from: undefined, to: undefined, errors: { to: "dateRange.invalidDate" } });
    expect(read("from=01-12-2026").errors).toEqual({ from: "dateRange.invalidDate" });
  });

  it("says an end before the start at the end, and shows the default range", () => {
    expect(read("from=2026-12-10&to=2026-12-01")).toEqual({
      from: undefined,
      to: undefined,
      typed: { from: "2026-12-10", to: "2026-12-01" },
      errors: { to: "dateRange.endBeforeStart" },
    });
    expect(read("from=2026-12-10&to=2026-12-10").errors).toEqual({});
  });

  it("says an end before today at the end when there is no start (the list starts today), but not with a start", () => {
    // Was quietly dropped: the list from today with the field showing a day it did not use.
    expect(read("to=2026-11-26")).toEqual({ from: undefined, to: undefined, typed: { from: "", to: "2026-11-26" }, errors: { to: "dateRange.endBeforeToday" } });
    expect(read("to=2019-01-01").errors).toEqual({ to: calendarDateMessages.endBeforeToday });
    expect(read("to=2026-11-27")).toMatchObject({ to: "2026-11-27", errors: {} });
    // A start in the past makes a past end fine.
    expect(read("from=2026-11-01&to=2026-11-26")).toMatchObject({ from: "2026-11-01", to: "2026-11-26", errors: {} });
  });

  it("says an end more than a year after the start, or after today without a start, at the end", () => {
    expect(MAX_LIST_DAYS).toBe(366);
    expect(calendarDateMessages.tooManyDays).toBe("dateRange.tooManyDays:366");
    // 366 days, both ends counted, is the most: 2026-11-27 up to and including 2027-11-27.
    expect(read("to=2027-11-27")).toMatchObject({ to: "2027-11-27", errors: {} });
    expect(read("to=2027-11-28")).toEqual({ from: undefined, to: undefined, typed: { from: "", to: "2027-11-28" }, errors: { to: "dateRange.tooManyDays:366" } });
    expect(read("from=2031-01-01&to=2032-01-01")).toMatchObject({ from: "2031-01-01", to: "2032-01-01", errors: {} });
    expect(read("from=2031-01-01&to=2032-01-02")).toMatchObject({ from: undefined, to: undefined, errors: { to: "dateRange.tooManyDays:366" } });
    // Over a leap day: 2028-02-29 counts.
    expect(read("from=2028-01-01&to=2028-12-31").errors).toEqual({});
    expect(read("from=2028-01-01&to=2029-01-01").errors).toEqual({ to: "dateRange.tooManyDays:366" });
  });

  it("says one thing per field: a start that is no day is not compared with the end", () => {
    expect(read("from=abc&to=2019-01-01").errors).toEqual({ from: "dateRange.invalidDate" });
    expect(read("from=abc&to=2099-01-01").errors).toEqual({ from: "dateRange.invalidDate" });
  });
});
