import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { apiContext, i18nContext, localeContext, tenancyContext } from "~/middleware/context";
import { publicFeedIcs } from "~/modules/activities/ical-pages.server";
import { DEMO_SCHEDULED_ACTIVITIES } from "~/modules/activities/seed.server";
import { ApiClient } from "~/modules/api-client/client.server";
import { i18nFor } from "~/modules/i18n/instance.server";
import { resolveTenancy } from "~/modules/tenancy/tenancy.server";
import { testApi, testDatabase, type TestApi } from "../support/api";

/*
 * /activiteitenkalender/feed.ics on the demo data (issue 14, decision 043): the seed gives two demo activities dates
 * in the coming weeks, so a fresh start's feed is not empty, and the feed is named after the center of the host.
 */

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});

async function publicFeed(host: string, language: "nl" | "en" = "nl"): Promise<string> {
  const { db } = await testDatabase();
  const tenancy = await resolveTenancy(db, host);
  const context = new RouterContextProvider();
  context.set(tenancyContext, tenancy);
  context.set(localeContext, language);
  context.set(i18nContext, i18nFor(language));
  context.set(
    apiContext,
    new ApiClient({
      fetch: async (request) => t.api.fetch(request),
      baseUrl: "http://api.internal",
      tenant: tenancy.tenant.slug,
      appContext: tenancy.appContext,
      volunteerCenterId: tenancy.centerId,
      locale: language,
    }),
  );
  const response = await publicFeedIcs(context, new Request(`http://${host}/activiteitenkalender/feed.ics`));
  expect(response.status).toBe(200);
  // Unfolded: lines longer than 75 octets go on after a CRLF and a space.
  return (await response.text()).replace(/\r\n[ \t]/g, "");
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

  it("has the demo activities' dates of the coming weeks on a fresh start", async () => {
    const listed = summaries(await publicFeed("oldebroek.localhost"));
    // From the day after the seed: Tuesdays and Thursdays for eight weeks; every other Saturday for eight weeks (four,
    // whatever the weekday the seed ran on).
    expect(listed.filter((summary) => summary === DEMO_SCHEDULED_ACTIVITIES.language)).toHaveLength(16);
    expect(listed.filter((summary) => summary === DEMO_SCHEDULED_ACTIVITIES.activity)).toHaveLength(4);
  });
});
