import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay } from "./dates";

describe("dates", () => {
  it("writes a timestamp as its day in the Netherlands, in Dutch and English", () => {
    // 23:30 UTC on 31 March is already 1 April in Amsterdam (summer time).
    expect(formatDay("2031-03-31T23:30:00Z", "nl")).toBe("1 april 2031");
    expect(formatDay("2031-03-31T23:30:00Z", "en")).toBe("1 April 2031");
    expect(formatDay(null, "nl")).toBeNull();
  });

  it("keeps a calendar date on its day whatever the zone", () => {
    expect(formatDate("2031-04-01", "nl")).toBe("1 april 2031");
    expect(formatDate(undefined, "en")).toBeNull();
  });

  it("writes date and time, the same each time for the same language", () => {
    const value = new Date("2031-04-01T12:05:00Z");
    const first = formatDateTime(value, "nl");
    expect(first).toMatch(/2031/);
    expect(formatDateTime(value, "nl")).toBe(first);
    expect(formatDateTime(value, "en")).toMatch(/April 2031/);
  });
});
