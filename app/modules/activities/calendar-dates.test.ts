import { describe, expect, it } from "vitest";
import { readCalendarDates } from "./calendar-dates";

const read = (query: string) => readCalendarDates(new URLSearchParams(query));

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
      errors: { from: "analytics:range.invalidDate", to: "analytics:range.invalidDate" },
    });
    expect(read("from=2026-12-01&to=2026-02-30")).toMatchObject({ from: undefined, to: undefined, errors: { to: "analytics:range.invalidDate" } });
    expect(read("from=01-12-2026").errors).toEqual({ from: "analytics:range.invalidDate" });
  });

  it("says an end before the start at the end, and shows the default range", () => {
    expect(read("from=2026-12-10&to=2026-12-01")).toEqual({
      from: undefined,
      to: undefined,
      typed: { from: "2026-12-10", to: "2026-12-01" },
      errors: { to: "analytics:range.endBeforeStart" },
    });
    expect(read("from=2026-12-10&to=2026-12-10").errors).toEqual({});
  });
});
