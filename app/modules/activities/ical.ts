/*
 * iCalendar (RFC 5545) for activity occurrences (issue 14, decision 043): one download per occurrence, the
 * center's public feed and a user's private feed. Every occurrence is its own VEVENT with UTC instants
 * (DTSTART:20311030T180000Z): the occurrences are already materialized in Europe/Amsterdam wall-clock time
 * (decision 039), so no RRULE and no VTIMEZONE are needed and no client has to agree with us on DST rules.
 * Pure: no database, no clock.
 */

export type IcsEvent = {
  /** Stable per occurrence, so a client updates the event instead of adding a second one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
};

export type IcsCalendar = {
  /** The calendar's name in clients (X-WR-CALNAME). */
  name: string;
  description?: string | null;
  /** DTSTAMP of every event: when this document was made. */
  stamp: Date;
  events: IcsEvent[];
  /** How often a subscribed client should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL); none for a single download. */
  refreshMinutes?: number;
};

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";
const PRODUCT_ID = "-//Volunteerly//Activiteitenkalender//NL";
/** Octets per content line before it is folded (RFC 5545 §3.1). */
const LINE_OCTETS = 75;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** 2031-10-30T18:00:00.000Z → 20311030T180000Z (a UTC DATE-TIME, RFC 5545 §3.3.5 form 2). */
export function utcDateTime(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

const encoder = new TextEncoder();

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a space (RFC 5545
 * §3.1), never inside a UTF-8 character; the parts are joined with CRLF.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuations 74 after their leading space.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.map((part, i) => (i === 0 ? part : ` ${part}`)).join("\r\n");
}

/** A URI value (RFC 5545 §3.3.13) is not TEXT: it is not escaped, only kept on one logical line. */
const uri = (value: string) => value.replace(/[\r\n]/g, "");

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${uri(event.url)}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push("END:VEVENT");
  return lines;
}

/** The whole VCALENDAR, CRLF line ends and folded lines, ready to send as text/calendar. */
export function buildCalendar(calendar: IcsCalendar): string {
  const stamp = utcDateTime(calendar.stamp);
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODUCT_ID}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${escapeText(calendar.name)}`];
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  if (calendar.refreshMinutes) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`);
  }
  for (const event of calendar.events) lines.push(...eventLines(event, stamp));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** The UID of an occurrence's event: the same in the download, the public feed and the private feed. */
export const occurrenceUid = (occurrenceId: string) => `activity-occurrence-${occurrenceId}@volunteerly`;
