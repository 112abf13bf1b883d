import { z } from "zod";
import { dateMessages, dateTimeField, messages } from "~/lib/validation";
import { localDayOf, zonedInstant } from "~/modules/digest/schedule";
import { ACTIVITY_TIME_ZONE, ScheduleRuleSchema, type ScheduleRule } from "./schedule";

/*
 * The schedule form of /vacancies/{id}/rooster (issue 14): flat fields, one set per frequency, checked by the
 * same rule schema as PUT /vacancies/{id}/schedule; the rule's field names are the form's, so an error lands
 * on its field. Shared by the component (on-blur validation) and the action (without JavaScript).
 */

export const FREQUENCIES = ["once", "multi_day", "regularly"] as const;
/** Monday first, as the form shows them (0 = Sunday). */
export const FORM_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

const optionalText = z.string().trim().optional();

/**
 * The rule's date and date-time fields: a value the rule refuses as no date (the API's generic 'niet geldig') is
 * said here as every page's date field says it (dateField, dateTimeField).
 */
const DATE_FIELD_MESSAGES: Record<string, string> = {
  startsAt: dateMessages.invalidDateTime,
  endsAt: dateMessages.invalidDateTime,
  startDate: dateMessages.invalidDate,
  endDate: dateMessages.invalidDate,
  untilDate: dateMessages.invalidDate,
  exceptions: dateMessages.invalidDate,
};

export const ScheduleFormSchema = z
  .object({
    frequency: z.enum(FREQUENCIES, { error: messages.required }),
    startsAt: optionalText,
    endsAt: optionalText,
    startDate: optionalText,
    endDate: optionalText,
    untilDate: optionalText,
    startTime: optionalText,
    endTime: optionalText,
    weekdays: z.array(z.coerce.number().int().min(0).max(6)).default([]),
    interval: z.coerce.number({ error: messages.invalid }).int({ error: messages.invalid }).min(1, { error: messages.invalid }).max(52, { error: messages.invalid }).default(1),
    /** Dates to skip, separated by spaces, commas or new lines. */
    exceptions: optionalText,
    capacity: z.coerce.number({ error: messages.invalid }).int({ error: "validation.integer" }).min(1, { error: "validation.positive" }).max(100_000, { error: messages.invalid }).optional(),
    location: z.string().trim().max(500, { error: messages.maxLength(500) }).optional(),
    online: z.boolean().default(false),
    /** Sign-ups close at this Amsterdam wall-clock moment, for every date; empty is open until each date starts. */
    signupDeadline: dateTimeField().optional(),
  })
  .superRefine((value, ctx) => {
    // Also when a field failed its own check (places, the deadline, the weekdays...): every mistake in one round. A
    // field that failed here already has its message; the rule says nothing more on it.
    const failed = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
    if (failed.has("frequency")) return;
    const result = ScheduleRuleSchema.safeParse(
      ruleInputOf({ ...value, weekdays: failed.has("weekdays") ? [] : value.weekdays, interval: failed.has("interval") ? 1 : value.interval }),
    );
    if (result.success) return;
    // Each message once per field: two bad dates among the exceptions are one "not valid" on that field.
    const said = new Set<string>();
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "frequency");
      if (failed.has(field)) continue;
      // A missing value is "required" on the form, whatever the rule schema calls it.
      const message = issue.code === "invalid_type" ? messages.required : issue.message === messages.invalid ? (DATE_FIELD_MESSAGES[field] ?? issue.message) : issue.message;
      if (said.has(`${field}\n${message}`)) continue;
      said.add(`${field}\n${message}`);
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  }, { when: (payload) => typeof payload.value === "object" && payload.value !== null });
export type ScheduleForm = z.infer<typeof ScheduleFormSchema>;

function ruleInputOf(value: Pick<ScheduleForm, "frequency" | "startsAt" | "endsAt" | "startDate" | "endDate" | "untilDate" | "startTime" | "endTime" | "weekdays" | "interval" | "exceptions">) {
  if (value.frequency === "once") return { frequency: "once", startsAt: value.startsAt, endsAt: value.endsAt };
  if (value.frequency === "multi_day") return { frequency: "multi_day", startDate: value.startDate, endDate: value.endDate, startTime: value.startTime, endTime: value.endTime };
  return {
    frequency: "regularly",
    weekdays: value.weekdays,
    interval: value.interval,
    startDate: value.startDate,
    untilDate: value.untilDate,
    startTime: value.startTime,
    endTime: value.endTime,
    exceptions: (value.exceptions ?? "").split(/[\s,]+/).filter(Boolean),
  };
}

/** The instant of a datetime-local value in Amsterdam, as the API takes it. */
function instantOf(local: string): string {
  return zonedInstant(local.slice(0, 10), Number(local.slice(11, 13)), Number(local.slice(14, 16)), ACTIVITY_TIME_ZONE).toISOString();
}

const timeOfDay = new Intl.DateTimeFormat("en-GB", { timeZone: ACTIVITY_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
/** An instant as a datetime-local value in Amsterdam. */
export function localDateTimeOf(iso: string): string {
  const instant = new Date(iso);
  return `${localDayOf(instant, ACTIVITY_TIME_ZONE).date}T${timeOfDay.format(instant)}`;
}

/** The attributes of PUT /vacancies/{id}/schedule (snake_case keys are the API client's business). */
export function scheduleAttributes(value: ScheduleForm) {
  return {
    rule: ScheduleRuleSchema.parse(ruleInputOf(value)),
    capacity: value.capacity ?? null,
    online: value.online,
    location: value.location || null,
    // Saving the form without a deadline clears it: the field shows the saved one, so it is kept unless emptied.
    signupDeadline: value.signupDeadline ? instantOf(value.signupDeadline) : null,
  };
}

/** The form's starting values from a saved schedule. */
export function scheduleFormValues(
  schedule: { rule: ScheduleRule; capacity: number | null; online: boolean; location: string | null; signupDeadline?: string | null } | null,
): Record<string, unknown> {
  // A new schedule starts on the first choice, whose fields come first: without JavaScript, filling only those saves.
  if (!schedule) return { frequency: "once", interval: "1" };
  const { rule } = schedule;
  const common = {
    capacity: schedule.capacity?.toString() ?? "",
    online: schedule.online ? "on" : undefined,
    location: schedule.location ?? "",
    signupDeadline: schedule.signupDeadline ? localDateTimeOf(schedule.signupDeadline) : "",
  };
  if (rule.frequency === "once") return { ...common, frequency: "once", startsAt: rule.startsAt, endsAt: rule.endsAt };
  if (rule.frequency === "multi_day") return { ...common, ...rule };
  return { ...common, ...rule, weekdays: rule.weekdays.map(String), interval: String(rule.interval), exceptions: rule.exceptions.join(" ") };
}
