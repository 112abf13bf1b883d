import { beforeAll, describe, expect, it, vi } from "vitest";
import { personalFeedIcs, publicFeedIcs } from "~/modules/activities/ical-pages.server";
import { DEMO_SCHEDULED_ACTIVITIES } from "~/modules/activities/seed.server";
import { createUser } from "~/modules/db/factories.server";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { loaderContext } from "../support/loader-context";

/*
 * /activiteitenkalender/feed.ics on the demo data (issue 14, decision 043): the seed gives two demo activities dates
 * in the coming weeks, so a fresh start's feed is not empty, and the feed is named after the center of the host; so
 * is a user's private feed (/activiteitenkalender/mijn/{token}/agenda.ics).
 */

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});

/** A calendar's text, unfolded: lines longer than 75 octets go on after a CRLF and a space. */
async function calendarText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return (await response.text()).replace(/\r\n[ \t]/g, "");
}

async function publicFeed(host: string, language: "nl" | "en" = "nl"): Promise<string> {
  return calendarText(await publicFeedIcs(await loaderContext(t, host, language), new Request(`http://${host}/activiteitenkalender/feed.ics`)));
}

async function personalFeed(host: string, token: string, language: "nl" | "en" = "nl"): Promise<string> {
  const path = `/activiteitenkalender/mijn/${token}/agenda.ics`;
  return calendarText(await personalFeedIcs(await loaderContext(t, host, language), new Request(`http://${host}${path}`), token));
}

const summaries = (ics: string) => [...ics.matchAll(/^SUMMARY:(.*)\r$/gm)].map((match) => match[1]);

describe("the public activity feed", () => {
  it("is named after the center that serves the host, not the platform", async () => {
    const demo = await publicFeed("localhost");
    expect(demo).toContain("X-WR-CALNAME:Activiteiten – Vrijwilligerscentrale Demo\r\n");
    expect(demo).toContain("X-WR-CALDESC:Activiteiten en taalactiviteiten van Vrijwilligerscentrale Demo\r\n");
    expect(demo).not.toContain("X-WR-CALNAME:Activiteiten – Volunteerly");
    expect(await publicFeed("partner.localhost")).toContain("X-WR-CALNAME:Activiteiten – Vrijwilligerspunt Partner\r\n");
    expect(await publicFeed("localhost", "en")).toContain("X-WR-CALNAME:Activities – Vrijwilligerscentrale Demo\r\n");
  });

  it("takes the center's name from the request's tenancy, not from an API call per request", async () => {
    const fetch = vi.spyOn(t.api, "fetch");
    try {
      expect(await publicFeed("partner.localhost")).toContain("X-WR-CALNAME:Activiteiten – Vrijwilligerspunt Partner\r\n");
      const paths = fetch.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname);
      expect(paths).toContain("/api/v1/activity_occurrences");
      expect(paths).not.toContain("/api/v1/volunteer_centers/current");
    } finally {
      fetch.mockRestore();
    }
  });

  it("has the demo activities' dates of the coming weeks on a fresh start", async () => {
    const listed = summaries(await publicFeed("oldebroek.localhost"));
    // From the day after the seed: Tuesdays and Thursdays for eight weeks; every other Saturday for eight weeks (four,
    // whatever the weekday the seed ran on).
    expect(listed.filter((summary) => summary === DEMO_SCHEDULED_ACTIVITIES.language)).toHaveLength(16);
    expect(listed.filter((summary) => summary === DEMO_SCHEDULED_ACTIVITIES.activity)).toHaveLength(4);
  });
});

describe("the private activity feed", () => {
  it("is named after the center that serves the host, in the feed's language, not the platform", async () => {
    // Was "Mijn activiteiten – Volunteerly" (the tenant's app name) on every center of the tenant.
    const email = `agenda-${crypto.randomUUID().slice(0, 8)}@demo.example`;
    await (await demoCenter()).run((tx, ids) => createUser(tx, { ...ids, email, firstName: "Agnes", roles: ["volunteer"] }));
    const made = await t.request("/api/v1/calendar_feed", { method: "POST", headers: await tokenHeadersFor(email) });
    expect(made.status).toBe(201);
    const token = ((await made.json()) as { data: { attributes: { token: string } } }).data.attributes.token;

    const nl = await personalFeed("localhost", token);
    expect(nl).toContain("X-WR-CALNAME:Mijn activiteiten – Vrijwilligerscentrale Demo\r\n");
    expect(nl).not.toContain("X-WR-CALNAME:Mijn activiteiten – Volunteerly");
    expect(await personalFeed("localhost", token, "en")).toContain("X-WR-CALNAME:My activities – Vrijwilligerscentrale Demo\r\n");
    // The partner center of the same tenant knows the token too, and names the feed after itself.
    expect(await personalFeed("partner.localhost", token)).toContain("X-WR-CALNAME:Mijn activiteiten – Vrijwilligerspunt Partner\r\n");
  });
});
