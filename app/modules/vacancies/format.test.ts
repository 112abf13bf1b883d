import { describe, expect, it } from "vitest";
import { formatDate, formatDay } from "./format";

describe("vacancy dates", () => {
  it("shows a timestamp as the day in the Netherlands, in the page's language", () => {
    // 23:30 UTC on 31 March is already 1 April in Amsterdam (summer time).
    expect(formatDay("2031-03-31T23:30:00Z", "nl")).toBe("1 april 2031");
    expect(formatDay("2031-03-31T23:30:00Z", "en")).toBe("1 April 2031");
    expect(formatDay(null, "nl")).toBeNull();
  });

  it("shows a calendar date without shifting it, with formatters reused across calls", () => {
    expect(formatDate("2031-04-01", "nl")).toBe("1 april 2031");
    expect(formatDate("2031-12-31", "en")).toBe("31 December 2031");
    expect(formatDay("2031-03-31T23:30:00Z", "nl")).toBe("1 april 2031");
  });
});
