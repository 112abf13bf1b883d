import { describe, expect, it } from "vitest";
import { expandSchedule, ScheduleRuleSchema, scheduleMessages, type ScheduleRule } from "./schedule";

const parse = (input: unknown): ScheduleRule => ScheduleRuleSchema.parse(input);
const issuesOf = (input: unknown) => {
  const result = ScheduleRuleSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
};
const iso = (occurrences: { startsAt: Date; endsAt: Date }[]) => occurrences.map((o) => [o.startsAt.toISOString(), o.endsAt.toISOString()]);

const weekly = { frequency: "regularly", weekdays: [4], startTime: "19:00", endTime: "21:00" } as const;

describe("activity schedules in Europe/Amsterdam", () => {
  it("expands a once schedule to one occurrence", () => {
    const rule = parse({ frequency: "once", startsAt: "2026-07-01T10:00", endsAt: "2026-07-01T12:30" });
    expect(iso(expandSchedule(rule))).toEqual([["2026-07-01T08:00:00.000Z", "2026-07-01T10:30:00.000Z"]]);
  });

  it("expands multi_day to one occurrence a day with the daily times", () => {
    const rule = parse({ frequency: "multi_day", startDate: "2026-01-30", endDate: "2026-02-01", startTime: "09:00", endTime: "17:00" });
    expect(iso(expandSchedule(rule))).toEqual([
      ["2026-01-30T08:00:00.000Z", "2026-01-30T16:00:00.000Z"],
      ["2026-01-31T08:00:00.000Z", "2026-01-31T16:00:00.000Z"],
      ["2026-02-01T08:00:00.000Z", "2026-02-01T16:00:00.000Z"],
    ]);
  });

  it("keeps a weekly 19:00 at 19:00 local over the last Sunday of March: the UTC instant moves an hour earlier", () => {
    // Sundays 22 and 29 March 2026; clocks go forward on the 29th at 02:00.
    const rule = parse({ ...weekly, weekdays: [0], startDate: "2026-03-22", untilDate: "2026-04-05" });
    expect(expandSchedule(rule).map((o) => o.startsAt.toISOString())).toEqual([
      "2026-03-22T18:00:00.000Z",
      "2026-03-29T17:00:00.000Z",
      "2026-04-05T17:00:00.000Z",
    ]);
  });

  it("keeps a weekly 19:00 at 19:00 local over the last Sunday of October: the UTC instant moves an hour later", () => {
    const rule = parse({ ...weekly, weekdays: [0], startDate: "2026-10-18", untilDate: "2026-11-01" });
    expect(iso(expandSchedule(rule))).toEqual([
      ["2026-10-18T17:00:00.000Z", "2026-10-18T19:00:00.000Z"],
      ["2026-10-25T18:00:00.000Z", "2026-10-25T20:00:00.000Z"],
      ["2026-11-01T18:00:00.000Z", "2026-11-01T20:00:00.000Z"],
    ]);
  });

  it("takes the chosen weekdays every n weeks from the start week, skipping exception dates", () => {
    // Monday 2 March 2026 starts week 0; every 2 weeks on Monday and Thursday, without 16 March.
    const rule = parse({ ...weekly, weekdays: [1, 4], interval: 2, startDate: "2026-03-03", untilDate: "2026-03-31", exceptions: ["2026-03-16"] });
    expect(expandSchedule(rule).map((o) => o.startsAt.toISOString().slice(0, 10))).toEqual(["2026-03-05", "2026-03-19", "2026-03-30"]);
  });

  it("returns only the occurrences overlapping a window", () => {
    const rule = parse({ ...weekly, startDate: "2026-01-01", untilDate: "2026-12-31" });
    const occurrences = expandSchedule(rule, { from: new Date("2026-02-01T00:00:00Z"), to: new Date("2026-03-01T00:00:00Z") });
    expect(occurrences.map((o) => o.startsAt.toISOString().slice(0, 10))).toEqual(["2026-02-05", "2026-02-12", "2026-02-19", "2026-02-26"]);
    expect(expandSchedule(rule)).toHaveLength(53);
  });

  it("refuses an end before the start, with the field", () => {
    expect(issuesOf({ frequency: "once", startsAt: "2026-07-01T10:00", endsAt: "2026-07-01T09:00" })).toEqual([{ path: "endsAt", message: scheduleMessages.endBeforeStart }]);
    expect(issuesOf({ frequency: "multi_day", startDate: "2026-07-03", endDate: "2026-07-01", startTime: "09:00", endTime: "10:00" })).toEqual([
      { path: "endDate", message: scheduleMessages.endBeforeStart },
    ]);
    expect(issuesOf({ ...weekly, startDate: "2026-07-03", untilDate: "2026-07-01" })).toEqual([{ path: "untilDate", message: scheduleMessages.endBeforeStart }]);
    expect(issuesOf({ ...weekly, startDate: "2026-07-01", untilDate: "2026-07-31", endTime: "18:00" })).toEqual([{ path: "endTime", message: scheduleMessages.endBeforeStart }]);
  });

  it("refuses a rule that never ends or runs longer than a year", () => {
    expect(issuesOf({ ...weekly, startDate: "2026-07-01" })).toEqual([{ path: "untilDate", message: scheduleMessages.noEnd }]);
    expect(issuesOf({ ...weekly, startDate: "2026-07-01", untilDate: "2027-07-02" })).toEqual([{ path: "untilDate", message: scheduleMessages.tooLong }]);
    expect(issuesOf({ frequency: "multi_day", startDate: "2026-01-01", endDate: "2027-06-01", startTime: "09:00", endTime: "10:00" })).toEqual([
      { path: "endDate", message: scheduleMessages.tooLong },
    ]);
    expect(issuesOf({ ...weekly, startDate: "2026-07-01", untilDate: "2027-06-30" })).toEqual([]);
  });

  it("refuses a weekly rule without weekdays and malformed dates or times", () => {
    expect(issuesOf({ ...weekly, weekdays: [], startDate: "2026-07-01", untilDate: "2026-07-31" })).toEqual([{ path: "weekdays", message: scheduleMessages.noWeekdays }]);
    expect(issuesOf({ ...weekly, startDate: "2026-02-30", untilDate: "2026-07-31" }).map((i) => i.path)).toContain("startDate");
    expect(issuesOf({ ...weekly, startTime: "24:00", startDate: "2026-07-01", untilDate: "2026-07-31" }).map((i) => i.path)).toContain("startTime");
    expect(issuesOf({ frequency: "sometimes" }).length).toBeGreaterThan(0);
  });
});
