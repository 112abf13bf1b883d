import { describe, expect, it } from "vitest";
import { isoMomentKind } from "./viewer.server";

describe("a data viewer date filter's value", () => {
  it("is a date (YYYY-MM-DD) or a timestamp, also as the viewer shows one", () => {
    expect(isoMomentKind("2026-11-01")).toBe("date");
    expect(isoMomentKind("2024-02-29")).toBe("date");
    for (const value of ["2026-11-01T14:30", "2026-11-01 14:30:05", "2026-11-01T14:30:05.123Z", "2026-11-01 14:30:05.123456+00", "2026-11-01T14:30+01:00", "2026-11-01T14:30-0530"]) {
      expect(isoMomentKind(value), value).toBe("timestamp");
    }
  });

  it("is neither when it is no ISO date or no day or time that exists", () => {
    for (const value of ["morgen", "", "01-11-2026", "2026-1-1", "20261101", "2026-02-30", "2025-02-29", "0000-01-01", "2026-13-01", "2026-11-01T24:00", "2026-11-01T14:60", "2026-11-01T14", "2026-11-01t14:30", "2026-11-01T14:30+16:00", " 2026-11-01"]) {
      expect(isoMomentKind(value), value).toBeNull();
    }
  });
});
