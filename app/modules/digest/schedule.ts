/*
 * When digests go out (issue 13, decision 034): 08:00 on the user's digest days in Europe/Amsterdam, whatever
 * the offset is that day. Plain Intl (no Temporal): the offset of an instant is read from its local wall-clock
 * parts, and the instant of a local time is found by correcting a UTC guess with the offset at that guess.
 */

export const DIGEST_TIME_ZONE = "Europe/Amsterdam";
export const DIGEST_HOUR = 8;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a time zone. */
function partsOf(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (Amsterdam: 1 h in winter, 2 h in summer). */
export function offsetAt(instant: Date, timeZone = DIGEST_TIME_ZONE): number {
  const p = partsOf(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

export type LocalDay = { /** YYYY-MM-DD */ date: string; /** 0 = Sunday … 6 = Saturday, as users.digestDays. */ weekday: number };

/** The calendar day an instant falls on in the zone. */
export function localDayOf(instant: Date, timeZone = DIGEST_TIME_ZONE): LocalDay {
  const p = partsOf(instant, timeZone);
  const date = `${String(p.year).padStart(4, "0")}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
  return { date, weekday: new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() };
}

/**
 * The instant of a wall-clock time on a local date. Two corrections settle it: the offset at the guess is the
 * offset of the answer unless a change lies between them. A time in a spring-forward gap (02:30 on the last
 * Sunday of March) has no instant and comes out an hour later; 08:00 is never in one.
 */
export function zonedInstant(date: string, hour: number, minute = 0, timeZone = DIGEST_TIME_ZONE): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall - offsetAt(new Date(wall), timeZone);
  instant = wall - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** The digest time of the local day `now` falls on: 08:00 there (it may still be ahead of `now`). */
export function digestTimeOf(now: Date): { day: LocalDay; at: Date } {
  const day = localDayOf(now);
  return { day, at: zonedInstant(day.date, DIGEST_HOUR) };
}
