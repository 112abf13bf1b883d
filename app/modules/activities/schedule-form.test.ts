import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { localDateTimeOf, ScheduleFormSchema, scheduleAttributes, scheduleFormValues } from "./schedule-form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return parseWithZod(data, { schema: ScheduleFormSchema });
};
const once = { frequency: "once", startsAt: "2031-06-02T10:00", endsAt: "2031-06-02T12:00" };

describe("the schedule form's sign-up deadline", () => {
  it("is an Amsterdam wall-clock moment, sent as its instant in summer and in winter", () => {
    const summer = form({ ...once, signupDeadline: "2031-06-01T18:00" });
    expect(summer.status).toBe("success");
    if (summer.status !== "success") return;
    expect(scheduleAttributes(summer.value).signupDeadline).toBe("2031-06-01T16:00:00.000Z");
    const winter = form({ ...once, startsAt: "2031-12-02T10:00", endsAt: "2031-12-02T12:00", signupDeadline: "2031-12-01T18:00" });
    if (winter.status !== "success") throw new Error("the winter form did not parse");
    expect(scheduleAttributes(winter.value).signupDeadline).toBe("2031-12-01T17:00:00.000Z");
  });

  it("is optional: empty sends none", () => {
    const parsed = form(once);
    if (parsed.status !== "success") throw new Error("the form did not parse");
    expect(scheduleAttributes(parsed.value).signupDeadline).toBeNull();
  });

  it("refuses what is not a date and time, on its own field", () => {
    const parsed = form({ ...once, signupDeadline: "morgen" });
    expect(parsed.reply().error?.signupDeadline).toEqual(["dateRange.invalidDateTime"]);
    expect(form({ ...once, signupDeadline: "2031-02-30T18:00" }).reply().error?.signupDeadline).toEqual(["dateRange.invalidDateTime"]);
  });

  it("shows a saved deadline as the field's local value again", () => {
    expect(localDateTimeOf("2031-06-01T16:00:00.000Z")).toBe("2031-06-01T18:00");
    expect(localDateTimeOf("2031-12-01T23:30:00.000Z")).toBe("2031-12-02T00:30");
    const values = scheduleFormValues({ rule: { frequency: "once", startsAt: once.startsAt, endsAt: once.endsAt }, capacity: null, online: false, location: null, signupDeadline: "2031-06-01T16:00:00.000Z" });
    expect(values.signupDeadline).toBe("2031-06-01T18:00");
  });
});

describe("the schedule form's errors", () => {
  const weekly = { frequency: "regularly", weekdays: "1", startDate: "2031-06-02", untilDate: "2031-06-30", startTime: "10:00", endTime: "11:00" };

  it("says a place count must be a positive whole number", () => {
    expect(form({ ...once, capacity: "-3" }).reply().error?.capacity).toEqual(["validation.positive"]);
    expect(form({ ...once, capacity: "0" }).reply().error?.capacity).toEqual(["validation.positive"]);
    expect(form({ ...once, capacity: "2.5" }).reply().error?.capacity).toEqual(["validation.integer"]);
    expect(form({ ...once, capacity: "veel" }).reply().error?.capacity).toEqual(["validation.invalid"]);
  });

  it("says each message once per field, however many of its parts are wrong", () => {
    expect(form({ ...weekly, exceptions: "morgen 2026-13-01" }).reply().error?.exceptions).toEqual(["dateRange.invalidDate"]);
  });

  it("says a date or date-time that is none as every page's date field does, not the generic 'not valid'", () => {
    const days = form({ ...weekly, startDate: "2031-02-30", untilDate: "morgen" }).reply().error;
    expect(days?.startDate).toEqual(["dateRange.invalidDate"]);
    expect(days?.untilDate).toEqual(["dateRange.invalidDate"]);
    const multiDay = form({ frequency: "multi_day", startDate: "2031-06-02", endDate: "2031-13-01", startTime: "10:00", endTime: "11:00" }).reply().error;
    expect(multiDay?.endDate).toEqual(["dateRange.invalidDate"]);
    const moments = form({ ...once, startsAt: "2031-06-02 10:00", endsAt: "2031-06-31T12:00" }).reply().error;
    expect(moments?.startsAt).toEqual(["dateRange.invalidDateTime"]);
    expect(moments?.endsAt).toEqual(["dateRange.invalidDateTime"]);
    // A time that is none keeps its own message.
    expect(form({ ...weekly, startTime: "25:00" }).reply().error?.startTime).toEqual(["validation.invalid"]);
  });
});

describe("the schedule form says all its errors in one round", () => {
  const weekly = { frequency: "regularly", weekdays: "1", startDate: "2031-06-02", untilDate: "2031-06-30", startTime: "10:00", endTime: "11:00" };

  it("says the rule's errors beside a field that fails its own check (places, deadline)", () => {
    const errors = form({ ...once, endsAt: "2031-06-02T09:00", capacity: "veel", signupDeadline: "morgen" }).reply().error;
    expect(errors?.capacity).toEqual(["validation.invalid"]);
    expect(errors?.signupDeadline).toEqual(["dateRange.invalidDateTime"]);
    expect(errors?.endsAt).toEqual(["validation.endBeforeStart"]);
  });

  it("checks each pair of fields that did parse, whatever else is wrong", () => {
    // A bad start time and an end day before the start day: both at once.
    const multiDay = form({ frequency: "multi_day", startDate: "2031-06-10", endDate: "2031-06-02", startTime: "25:00", endTime: "11:00" }).reply().error;
    expect(multiDay?.startTime).toEqual(["validation.invalid"]);
    expect(multiDay?.endDate).toEqual(["validation.endBeforeStart"]);
    expect(multiDay?.endTime).toBeUndefined();
    // A missing end time and an end day before the start day: both at once.
    const missing = form({ frequency: "multi_day", startDate: "2031-06-10", endDate: "2031-06-02", startTime: "10:00", endTime: "" }).reply().error;
    expect(missing).toEqual({ endTime: ["validation.required"], endDate: ["validation.endBeforeStart"] });
    // A bad start day, no weekday, no end and an end time before the start time.
    const regular = form({ ...weekly, weekdays: "", untilDate: "", startDate: "2031-02-30", endTime: "09:00" }).reply().error;
    expect(regular?.startDate).toEqual(["dateRange.invalidDate"]);
    expect(regular?.weekdays).toEqual(["validation.scheduleNoWeekdays"]);
    expect(regular?.untilDate).toEqual(["validation.scheduleNoEnd"]);
    expect(regular?.endTime).toEqual(["validation.endBeforeStart"]);
    // A bad exception day and an end day before the start day.
    const exceptions = form({ ...weekly, untilDate: "2031-05-01", exceptions: "morgen" }).reply().error;
    expect(exceptions?.exceptions).toEqual(["dateRange.invalidDate"]);
    expect(exceptions?.untilDate).toEqual(["validation.endBeforeStart"]);
  });

  it("compares nothing with a field that did not parse, and says each message once", () => {
    const errors = form({ ...once, startsAt: "morgen", endsAt: "2031-06-02T09:00" }).reply().error;
    expect(errors?.startsAt).toEqual(["dateRange.invalidDateTime"]);
    expect(errors?.endsAt).toBeUndefined();
    // 'morgen' sorts after every day: no 'end before start' from comparing it.
    expect(form({ ...weekly, startDate: "morgen" }).reply().error).toEqual({ startDate: ["dateRange.invalidDate"] });
    const multiDay = form({ frequency: "multi_day", startDate: "2031-06-02", endDate: "2031-06-03", startTime: "10:00", endTime: "" }).reply().error;
    expect(multiDay).toEqual({ endTime: ["validation.required"] });
  });

  it("keeps a frequency that is none to its own field", () => {
    expect(form({ frequency: "sometimes" }).reply().error).toEqual({ frequency: ["validation.required"] });
  });
});
