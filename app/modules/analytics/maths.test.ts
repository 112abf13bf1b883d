import { describe, expect, it } from "vitest";
import { bucketOf, change, median, percentage, samplePoints, sortRows, sumBy } from "./maths";
import { AnalyticsRangeSchema, addDays, daysIn, presetRange, previousPeriod, rangeErrors, rangeParams } from "./range";

/* The rollup's and the pages' arithmetic (issue 15, decision 047). */
describe("median", () => {
  it("takes the middle value, the mean of the middle two, or none", () => {
    expect(median([3600, 36000, 18000])).toBe(18000);
    expect(median([3600, 10800, 18000, 36000])).toBe(14400);
    expect(median([])).toBeNull();
  });
});

describe("shares and changes", () => {
  it("rounds to whole percentages and has none without a base", () => {
    expect(percentage(4, 5)).toBe(80);
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(0, 0)).toBeNull();
    expect(change(10, 15)).toBe(50);
    expect(change(10, 5)).toBe(-50);
    expect(change(0, 5)).toBeNull();
  });

  it("sums per key in first-seen order", () => {
    expect([...sumBy([{ k: "b", v: 1 }, { k: "a", v: 2 }, { k: "b", v: 3 }], (r) => r.k, (r) => r.v)]).toEqual([["b", 4], ["a", 2]]);
  });
});

describe("sample points", () => {
  it("takes every day of a short range", () => {
    expect(bucketOf({ from: "2026-03-01", to: "2026-03-03" })).toBe("day");
    expect(samplePoints({ from: "2026-03-30", to: "2026-04-02" })).toEqual(["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"]);
  });

  it("takes each month's last day of a long range, and the range's end for its last month", () => {
    expect(bucketOf({ from: "2024-01-01", to: "2024-12-31" })).toBe("month");
    expect(samplePoints({ from: "2024-01-15", to: "2024-04-10" })).toEqual(["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-10"]);
  });
});

describe("sortRows", () => {
  const rows = [
    { name: "Zonnebloem", responses: 3, median: null },
    { name: "Ätelier", responses: 10, median: 5 },
    { name: "buurtkracht", responses: 3, median: 2 },
  ];
  it("sorts numbers and Dutch names both ways, empty values last", () => {
    expect(sortRows(rows, "responses", "desc").map((r) => r.name)).toEqual(["Ätelier", "Zonnebloem", "buurtkracht"]);
    expect(sortRows(rows, "name", "asc").map((r) => r.name)).toEqual(["Ätelier", "buurtkracht", "Zonnebloem"]);
    expect(sortRows(rows, "median", "asc").map((r) => r.name)).toEqual(["buurtkracht", "Ätelier", "Zonnebloem"]);
    expect(sortRows(rows, "median", "desc").map((r) => r.name)).toEqual(["Ätelier", "buurtkracht", "Zonnebloem"]);
  });
});

describe("ranges", () => {
  it("turns presets into days on a given date", () => {
    expect(presetRange("last30", "2026-03-10")).toEqual({ from: "2026-02-09", to: "2026-03-10" });
    expect(presetRange("thisYear", "2026-03-10")).toEqual({ from: "2026-01-01", to: "2026-03-10" });
    expect(presetRange("lastYear", "2026-03-10")).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(presetRange("last12Months", "2026-03-10")).toEqual({ from: "2025-03-11", to: "2026-03-10" });
    expect(daysIn(presetRange("last30", "2026-03-29")!)).toBe(30);
  });

  it("crosses daylight saving and leap days by the calendar", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
  });

  it("reads the page's fields: a preset first, typed days as custom, the last 30 days by default", () => {
    expect(rangeParams(new URLSearchParams("preset=lastYear&from=2020-01-01"), "2026-03-10")).toEqual({ preset: "lastYear", from: "2025-01-01", to: "2025-12-31" });
    expect(rangeParams(new URLSearchParams("from=2026-01-05&to=2026-01-01"), "2026-03-10")).toEqual({ preset: "custom", from: "2026-01-05", to: "2026-01-01" });
    expect(rangeParams(new URLSearchParams(""), "2026-03-10").preset).toBe("last30");
    // An end alone is a custom range without a start (which the page then asks for), not the last 30 days.
    expect(rangeParams(new URLSearchParams("to=2026-01-31"), "2026-03-10")).toEqual({ preset: "custom", from: "", to: "2026-01-31" });
    expect(rangeParams(new URLSearchParams("compare_to=2025-01-31"), "2026-03-10", "compare_")).toEqual({ preset: "custom", from: "", to: "2025-01-31" });
    expect(rangeParams(new URLSearchParams("compare_preset=custom&compare_from=2025-01-01&compare_to=2025-01-31"), "2026-03-10", "compare_")).toEqual({
      preset: "custom",
      from: "2025-01-01",
      to: "2025-01-31",
    });
  });

  it("refuses an end before the start, more than five years and non-dates, with a message for each", () => {
    const issue = (from: string, to: string) => AnalyticsRangeSchema.safeParse({ from, to }).error?.issues[0]?.message;
    expect(issue("2026-01-05", "2026-01-04")).toBe("dateRange.endBeforeStart");
    expect(issue("2020-01-01", "2025-01-02")).toBe("analytics:range.tooLong");
    expect(issue("2020-01-01", "2025-01-01")).toBeUndefined();
    expect(issue("2020-02-30", "2025-01-01")).toBe("dateRange.invalidDate");
    expect(issue("", "2025-01-01")).toBe("dateRange.invalidDate");
  });

  it("says what is wrong with each day: both when neither is a day, the end for its order or length", () => {
    expect(rangeErrors({ from: "2026-01-01", to: "2026-01-31" })).toBeNull();
    expect(rangeErrors({ from: "garbage", to: "2026-13-01" })).toEqual({ from: "dateRange.invalidDate", to: "dateRange.invalidDate" });
    expect(rangeErrors({ from: "garbage", to: "" })).toEqual({ from: "dateRange.invalidDate", to: "dateRange.invalidDate" });
    expect(rangeErrors({ from: "2026-01-01", to: "garbage" })).toEqual({ to: "dateRange.invalidDate" });
    expect(rangeErrors({ from: "", to: "2026-01-31" })).toEqual({ from: "dateRange.invalidDate" });
    expect(rangeErrors({ from: "2026-01-05", to: "2026-01-04" })).toEqual({ to: "dateRange.endBeforeStart" });
    expect(rangeErrors({ from: "2020-01-01", to: "2025-01-02" })).toEqual({ to: "analytics:range.tooLong" });
  });
});
