import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { zonedInstant } from "~/modules/digest/schedule";
import { buildCalendar, escapeText, foldLine, occurrenceUid, utcDateTime } from "./ical";
import { ACTIVITY_TIME_ZONE } from "./schedule";

const at = (date: string, hour: number, minute = 0) => zonedInstant(date, hour, minute, ACTIVITY_TIME_ZONE);
const octets = (line: string) => new TextEncoder().encode(line).length;

/** Parsed by ical.js, the iCalendar parser of Mozilla's calendar: what a client sees. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        location: event.location,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        status: component.getFirstPropertyValue("status"),
        url: component.getFirstPropertyValue("url"),
      };
    }),
  };
}

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11)", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(escapeText("Koffie: 10.00 uur")).toBe("Koffie: 10.00 uur");
  });
});

describe("foldLine", () => {
  it("keeps lines of 75 octets and folds longer ones with CRLF and a space, never inside a character", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    const folded = foldLine(`SUMMARY:${"é".repeat(100)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    // Unfolding gives the line back: no character was split (é is two octets).
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(100)}`);
  });
});

describe("utcDateTime", () => {
  it("writes the UTC form", () => {
    expect(utcDateTime(new Date("2031-10-30T18:05:09.123Z"))).toBe("20311030T180509Z");
  });
});

describe("buildCalendar", () => {
  const stamp = new Date("2031-09-01T08:00:00Z");
  // Thursdays 19:00–21:00 in Amsterdam on both sides of the change to winter time (Sunday 26 October 2031).
  const events = ["2031-10-23", "2031-10-30"].map((date, i) => ({
    uid: occurrenceUid(`00000000-0000-4000-8000-00000000000${i}`),
    start: at(date, 19),
    end: at(date, 21),
    summary: "Taalcafé; praten, luisteren \\ en lachen",
    description: `Meedoen? ${"Schrijf je in via de website van het vrijwilligerscentrum. ".repeat(3)}\nTot dan!`,
    location: "Dorpshuis, Hoofdstraat 1, Vaassen",
    url: "https://demo.example/activiteiten/00000000-0000-4000-8000-000000000000",
    status: "CONFIRMED" as const,
  }));

  it("is a valid document for a real parser with the Amsterdam instants across the DST change", () => {
    const text = buildCalendar({ name: "Activiteiten, Vaassen", stamp, events, refreshMinutes: 60 });
    const { calendar, events: parsed } = parse(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    // An X- property has no known value type for the parser, so it hands the escaped text on as written.
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Activiteiten\\, Vaassen");
    expect(parsed.map((e) => [e.start, e.end])).toEqual([
      ["2031-10-23T17:00:00.000Z", "2031-10-23T19:00:00.000Z"],
      ["2031-10-30T18:00:00.000Z", "2031-10-30T20:00:00.000Z"],
    ]);
    expect(parsed[0]).toMatchObject({
      uid: "activity-occurrence-00000000-0000-4000-8000-000000000000@volunteerly",
      summary: "Taalcafé; praten, luisteren \\ en lachen",
      description: events[0]!.description,
      location: "Dorpshuis, Hoofdstraat 1, Vaassen",
      status: "CONFIRMED",
      url: "https://demo.example/activiteiten/00000000-0000-4000-8000-000000000000",
    });
  });

  it("ends every line with CRLF and keeps every line within 75 octets", () => {
    const text = buildCalendar({ name: "Activiteiten", stamp, events });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(text).toContain("DTSTART:20311030T180000Z");
    expect(text).not.toContain("RRULE");
  });

  it("makes an empty calendar that still parses", () => {
    const { events: parsed } = parse(buildCalendar({ name: "Leeg", stamp, events: [] }));
    expect(parsed).toEqual([]);
  });
});
