import { describe, expect, it } from "vitest";
import { calendarEtag } from "./ical-pages.server";
import { buildCalendar, type IcsEvent } from "./ical";

const event = (summary: string): IcsEvent => ({
  uid: "activity-occurrence-1@volunteerly",
  start: new Date("2026-03-28T09:00:00Z"),
  end: new Date("2026-03-28T11:00:00Z"),
  summary,
});

describe("calendarEtag", () => {
  it("is the same for the same events made at another moment, and another when an event changes", () => {
    const at = (stamp: string, summary = "Taalcafé") => buildCalendar({ name: "Agenda", stamp: new Date(stamp), events: [event(summary)] });
    const first = calendarEtag(at("2026-03-01T10:00:00Z"));
    expect(first).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(calendarEtag(at("2026-03-01T11:15:00Z"))).toBe(first);
    expect(calendarEtag(at("2026-03-01T10:00:00Z", "Taalcafé (verplaatst)"))).not.toBe(first);
  });
});
