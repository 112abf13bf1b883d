import { z } from "zod";
import { dateField, dateTimeField, messages } from "~/lib/validation";
import { zonedInstant } from "~/modules/digest/schedule";

/*
 * When an activity takes place (issue 14, decision 039). A schedule is one of the spec's activity frequencies
 * (§3: once, multi_day, regularly), always in Europe/Amsterdam wall-clock time: a weekly 19:00 activity stays at
 * 19:00 local across the daylight-saving changes and its UTC instant moves. Pure: no database, no clock. The
 * service expands a schedule once, when it is saved, into activity_occurrences; pages read those by date range.
 */

export const ACTIVITY_TIME_ZONE = "Europe/Amsterdam";
/** The vacancy types that are activities and have a schedule. */
export const ACTIVITY_TYPES = ["activity", "language"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** The longest a schedule may run: a year of occurrences (issue 14, Bad input: longer rules are a 422). */
export const MAX_SCHEDULE_DAYS = 366;
export const MAX_INTERVAL_WEEKS = 52;
const DAY = 86_400_000;

// The API's own message for these (its 422 details); the schedule page says them as every date field does.
const localDate = dateField(messages.invalid);
const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.invalid });
/** A wall-clock moment in Amsterdam as a datetime-local field sends it: YYYY-MM-DDTHH:MM. */
const localDateTime = dateTimeField(messages.invalid);

export const scheduleMessages = {
  endBeforeStart: "validation.endBeforeStart",
  noEnd: "validation.scheduleNoEnd",
  tooLong: `validation.scheduleTooLong:${MAX_SCHEDULE_DAYS}`,
  noWeekdays: "validation.scheduleNoWeekdays",
} as const;

/** Days between two YYYY-MM-DD dates (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday (as users.digestDays). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whether a field's value passed its own check: the rules below compare only such values. */
const passes = (field: z.ZodType, value: unknown): value is string => field.safeParse(value).success;
/**
 * The rules between fields run also when another field failed its own check, so every mistake is said in one round
 * (zod skips a refinement after a missing or aborted field). Each rule compares only the fields that passed: nothing
 * is said twice on a field, and nothing is concluded from a value that is no date or time.
 */
const everyRound = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

const OnceSchedule = z
  .object({ frequency: z.literal("once"), startsAt: localDateTime, endsAt: localDateTime })
  .superRefine((value, ctx) => {
    if (!passes(localDateTime, value.startsAt) || !passes(localDateTime, value.endsAt)) return;
    if (value.endsAt <= value.startsAt) ctx.addIssue({ code: "custom", path: ["endsAt"], message: scheduleMessages.endBeforeStart });
    else if (daysBetween(value.startsAt.slice(0, 10), value.endsAt.slice(0, 10)) > MAX_SCHEDULE_DAYS)
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: scheduleMessages.tooLong });
  }, everyRound);

/** An end time before (or at) the start time, when both are times. */
function checkTimes(value: { startTime: unknown; endTime: unknown }, ctx: z.RefinementCtx) {
  if (passes(localTime, value.startTime) && passes(localTime, value.endTime) && value.endTime <= value.startTime)
    ctx.addIssue({ code: "custom", path: ["endTime"], message: scheduleMessages.endBeforeStart });
}

const MultiDaySchedule = z
  .object({
    frequency: z.literal("multi_day"),
    startDate: localDate,
    endDate: localDate,
    startTime: localTime,
    endTime: localTime,
  })
  .superRefine((value, ctx) => {
    if (passes(localDate, value.startDate) && passes(localDate, value.endDate)) {
      if (value.endDate < value.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: scheduleMessages.endBeforeStart });
      else if (daysBetween(value.startDate, value.endDate) >= MAX_SCHEDULE_DAYS)
        ctx.addIssue({ code: "custom", path: ["endDate"], message: scheduleMessages.tooLong });
    }
    checkTimes(value, ctx);
  }, everyRound);

const RegularSchedule = z
  .object({
    frequency: z.literal("regularly"),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    /** Every n weeks, counted from the week (Monday to Sunday) of startDate. */
    interval: z.number().int().min(1).max(MAX_INTERVAL_WEEKS).default(1),
    startDate: localDate,
    /** Required: a rule that never ends is refused (issue 14, Bad input). */
    untilDate: localDate.optional(),
    startTime: localTime,
    endTime: localTime,
    exceptions: z.array(localDate).max(400).default([]),
  })
  .superRefine((value, ctx) => {
    if (Array.isArray(value.weekdays) && value.weekdays.length === 0) ctx.addIssue({ code: "custom", path: ["weekdays"], message: scheduleMessages.noWeekdays });
    if (value.untilDate === undefined) ctx.addIssue({ code: "custom", path: ["untilDate"], message: scheduleMessages.noEnd });
    else if (passes(localDate, value.startDate) && passes(localDate, value.untilDate)) {
      if (value.untilDate < value.startDate) ctx.addIssue({ code: "custom", path: ["untilDate"], message: scheduleMessages.endBeforeStart });
      else if (daysBetween(value.startDate, value.untilDate) >= MAX_SCHEDULE_DAYS)
        ctx.addIssue({ code: "custom", path: ["untilDate"], message: scheduleMessages.tooLong });
    }
    checkTimes(value, ctx);
  }, everyRound);

export const ScheduleRuleSchema = z.discriminatedUnion("frequency", [OnceSchedule, MultiDaySchedule, RegularSchedule]);
export type ScheduleRule = z.infer<typeof ScheduleRuleSchema>;

export type Occurrence = { startsAt: Date; endsAt: Date };
export type Window = { from?: Date; to?: Date };

function at(date: string, time: string): Date {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return zonedInstant(date, hour, minute, ACTIVITY_TIME_ZONE);
}

/** The local dates a (valid) rule takes place on, in order. */
function datesOf(rule: Exclude<ScheduleRule, { frequency: "once" }>): string[] {
  if (rule.frequency === "multi_day") {
    const days = daysBetween(rule.startDate, rule.endDate);
    return Array.from({ length: days + 1 }, (_, i) => addDays(rule.startDate, i));
  }
  const until = rule.untilDate ?? rule.startDate;
  const exceptions = new Set(rule.exceptions);
  const weekdays = new Set(rule.weekdays);
  // Monday of the start week; weeks are counted from there.
  const firstMonday = addDays(rule.startDate, -((weekdayOf(rule.startDate) + 6) % 7));
  const dates: string[] = [];
  for (let i = 0, n = daysBetween(rule.startDate, until); i <= n; i++) {
    const date = addDays(rule.startDate, i);
    const week = Math.floor(daysBetween(firstMonday, date) / 7);
    if (week % rule.interval === 0 && weekdays.has(weekdayOf(date)) && !exceptions.has(date)) dates.push(date);
  }
  return dates;
}

/**
 * The occurrences of a rule (parsed by ScheduleRuleSchema) as UTC instants, in order; with a window, only those
 * overlapping it (ending after `from`, starting before `to`).
 */
export function expandSchedule(rule: ScheduleRule, window: Window = {}): Occurrence[] {
  const all: Occurrence[] =
    rule.frequency === "once"
      ? [{ startsAt: at(rule.startsAt.slice(0, 10), rule.startsAt.slice(11)), endsAt: at(rule.endsAt.slice(0, 10), rule.endsAt.slice(11)) }]
      : datesOf(rule).map((date) => ({ startsAt: at(date, rule.startTime), endsAt: at(date, rule.endTime) }));
  return all.filter(
    (o) => (!window.from || o.endsAt.getTime() > window.from.getTime()) && (!window.to || o.startsAt.getTime() < window.to.getTime()),
  );
}
