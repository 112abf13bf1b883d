import { describe, expect, it } from "vitest";
import { digestTimeOf, localDayOf, offsetAt, zonedInstant } from "./schedule";

const HOUR = 3600_000;

describe("the digest's 08:00 in Europe/Amsterdam", () => {
  it("is 07:00 UTC in winter time and 06:00 UTC in summer time", () => {
    expect(zonedInstant("2026-01-15", 8).toISOString()).toBe("2026-01-15T07:00:00.000Z");
    expect(zonedInstant("2026-07-15", 8).toISOString()).toBe("2026-07-15T06:00:00.000Z");
  });

  it("moves an hour earlier in UTC on the last Sunday of March (clocks go forward at 02:00)", () => {
    expect(zonedInstant("2026-03-28", 8).toISOString()).toBe("2026-03-28T07:00:00.000Z");
    expect(zonedInstant("2026-03-29", 8).toISOString()).toBe("2026-03-29T06:00:00.000Z");
    expect(zonedInstant("2027-03-27", 8).toISOString()).toBe("2027-03-27T07:00:00.000Z");
    expect(zonedInstant("2027-03-28", 8).toISOString()).toBe("2027-03-28T06:00:00.000Z");
    expect(offsetAt(new Date("2026-03-29T00:59:59Z"))).toBe(HOUR);
    expect(offsetAt(new Date("2026-03-29T01:00:00Z"))).toBe(2 * HOUR);
  });

  it("moves an hour later in UTC on the last Sunday of October (clocks go back at 03:00)", () => {
    expect(zonedInstant("2026-10-24", 8).toISOString()).toBe("2026-10-24T06:00:00.000Z");
    expect(zonedInstant("2026-10-25", 8).toISOString()).toBe("2026-10-25T07:00:00.000Z");
    expect(zonedInstant("2027-10-30", 8).toISOString()).toBe("2027-10-30T06:00:00.000Z");
    expect(zonedInstant("2027-10-31", 8).toISOString()).toBe("2027-10-31T07:00:00.000Z");
    expect(offsetAt(new Date("2026-10-25T00:59:59Z"))).toBe(2 * HOUR);
    expect(offsetAt(new Date("2026-10-25T01:00:00Z"))).toBe(HOUR);
  });

  it("finds the local day and weekday (0 = Sunday) of an instant, also just after local midnight", () => {
    expect(localDayOf(new Date("2026-03-29T06:00:00Z"))).toEqual({ date: "2026-03-29", weekday: 0 });
    // 00:30 on Sunday in Amsterdam is still Saturday in UTC.
    expect(localDayOf(new Date("2026-03-28T23:30:00Z"))).toEqual({ date: "2026-03-29", weekday: 0 });
    expect(localDayOf(new Date("2026-10-25T22:59:00Z"))).toEqual({ date: "2026-10-25", weekday: 0 });
    expect(localDayOf(new Date("2026-10-25T23:00:00Z"))).toEqual({ date: "2026-10-26", weekday: 1 });
  });

  it("gives the digest time of the day an instant falls on, before or after it", () => {
    expect(digestTimeOf(new Date("2026-10-25T05:00:00Z"))).toEqual({ day: { date: "2026-10-25", weekday: 0 }, at: new Date("2026-10-25T07:00:00Z") });
    expect(digestTimeOf(new Date("2026-03-29T12:00:00Z")).at).toEqual(new Date("2026-03-29T06:00:00Z"));
  });
});
