import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2026-03-15T12:00:00Z");
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;
const ago = (ms: number) => new Date(now.getTime() - ms);

/** [distance in the past, nl, en]: both sides of every threshold of spec §9. */
const cases: Array<[string, number, string, string]> = [
  ["now", 0, "zojuist", "just now"],
  ["59 s", 59 * s, "zojuist", "just now"],
  ["60 s", 60 * s, "1 minuut geleden", "1 minute ago"],
  ["45 min 29 s", 45 * min + 29 * s, "45 minuten geleden", "45 minutes ago"],
  ["46 min − 1 s", 46 * min - s, "46 minuten geleden", "46 minutes ago"],
  ["46 min", 46 * min, "1 uur geleden", "1 hour ago"],
  ["20 h − 1 s", 20 * h - s, "20 uur geleden", "20 hours ago"],
  ["20 h", 20 * h, "gisteren", "yesterday"],
  ["2 days", 2 * d, "eergisteren", "2 days ago"],
  ["3 days", 3 * d, "3 dagen geleden", "3 days ago"],
  ["6 days − 1 s", 6 * d - s, "6 dagen geleden", "6 days ago"],
  ["6 days", 6 * d, "vorige week", "last week"],
  ["28 days − 1 s", 28 * d - s, "4 weken geleden", "4 weeks ago"],
  ["28 days", 28 * d, "vorige maand", "last month"],
  ["330 days − 1 s", 330 * d - s, "11 maanden geleden", "11 months ago"],
  ["330 days", 330 * d, "vorig jaar", "last year"],
  ["3 years", 3 * 365 * d, "3 jaar geleden", "3 years ago"],
];

describe("relativeTime", () => {
  it.each(cases)("%s ago", (_label, distance, nl, en) => {
    expect(relativeTime(ago(distance), now, "nl", "zojuist")).toBe(nl);
    expect(relativeTime(ago(distance), now, "en", "just now")).toBe(en);
  });

  it("reads the future too", () => {
    expect(relativeTime(new Date(now.getTime() + 30 * s), now, "nl", "zojuist")).toBe("zojuist");
    expect(relativeTime(new Date(now.getTime() + 3 * d), now, "nl", "zojuist")).toBe("over 3 dagen");
    expect(relativeTime(new Date(now.getTime() + 1 * d), now, "en", "just now")).toBe("tomorrow");
  });

  it("takes ISO strings and timestamps, and regional locales", () => {
    expect(relativeTime("2026-03-15T11:00:00Z", now.getTime(), "nl-NL", "zojuist")).toBe("1 uur geleden");
    expect(relativeTime(now.getTime() - 10 * s, now, "en-GB", "just now")).toBe("just now");
  });
});
