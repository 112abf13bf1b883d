/*
 * "3 minuten geleden" per spec §9: under a minute is 'just now'; each unit
 * holds up to its threshold (46 min, 20 h, 6 days, 28 days, 330 days), then
 * the next unit takes over. Seconds never show: a minute is 'just now'.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = { unit: Intl.RelativeTimeFormatUnit; size: number; below: number };
const years: Unit = { unit: "year", size: 365 * DAY, below: Infinity };
/** Each unit's length, and the distance up to which it is used. */
const units: Unit[] = [
  { unit: "minute", size: MINUTE, below: 46 * MINUTE },
  { unit: "hour", size: HOUR, below: 20 * HOUR },
  { unit: "day", size: DAY, below: 6 * DAY },
  { unit: "week", size: 7 * DAY, below: 28 * DAY },
  { unit: "month", size: 30 * DAY, below: 330 * DAY },
  years,
];

export const RELATIVE_TIME_JUST_NOW_BELOW = MINUTE;
export const RELATIVE_TIME_UPDATE_INTERVAL = 30 * SECOND;

export type DateInput = Date | string | number;

/**
 * `relativeTime(lastWeek, now, "nl", "zojuist")` → "vorige week"; future dates read "over 3 dagen".
 * `justNow` is the translated text for under a minute (Intl has no such phrase).
 */
export function relativeTime(date: DateInput, now: DateInput, locale: string, justNow: string): string {
  const distance = new Date(date).getTime() - new Date(now).getTime();
  const size = Math.abs(distance);
  if (size < RELATIVE_TIME_JUST_NOW_BELOW) return justNow;
  const { unit, size: unitSize } = units.find((entry) => size < entry.below) ?? years;
  const amount = Math.round(size / unitSize) * Math.sign(distance);
  return relativeFormatter(locale).format(amount, unit);
}

/** One Intl.RelativeTimeFormat per locale: building one per call showed in the profile of signed-in pages. */
const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormatter(locale: string): Intl.RelativeTimeFormat {
  let found = relativeFormatters.get(locale);
  if (!found) {
    found = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    relativeFormatters.set(locale, found);
  }
  return found;
}
