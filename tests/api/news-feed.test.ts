import { beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/content/feed";
import { testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { loaderContext } from "../support/loader-context";

/*
 * /nieuws/feed.xml (issue 12): the news of the center of the host as an Atom feed, named after that center in the
 * feed's language, as the public activity feed is ("Activiteiten – Vrijwilligerscentrale Demo").
 */

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});

async function feedTitle(host: string, language: "nl" | "en"): Promise<string | undefined> {
  const path = `${language === "nl" ? "" : `/${language}`}/nieuws/feed.xml`;
  const context = await loaderContext(t, host, language);
  const url = new URL(`http://${host}${path}`);
  const response = await loader({ context, request: new Request(url), params: {}, url, pattern: "/nieuws/feed.xml" });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/atom+xml");
  // The feed's own title: the first <title>, before any entry's.
  return /<feed[^>]*>[\s\S]*?<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
}

describe("the news Atom feed", () => {
  it("is named after the center that serves the host, in the feed's language, not the platform", async () => {
    // Was "Nieuws - Volunteerly" (the tenant's app name) on every center of the tenant.
    expect(await feedTitle("localhost", "nl")).toBe("Nieuws – Vrijwilligerscentrale Demo");
    expect(await feedTitle("localhost", "en")).toBe("News – Vrijwilligerscentrale Demo");
    expect(await feedTitle("partner.localhost", "nl")).toBe("Nieuws – Vrijwilligerspunt Partner");
    // Another tenant: its center's name, not its app name ("Vrijwilligerswerk Oldebroek").
    expect(await feedTitle("oldebroek.localhost", "nl")).toBe("Nieuws – Vrijwilligerscentrale Oldebroek");
  });

  it("takes the center's name from the request's tenancy, not from an API call per request", async () => {
    const fetch = vi.spyOn(t.api, "fetch");
    try {
      expect(await feedTitle("localhost", "nl")).toBe("Nieuws – Vrijwilligerscentrale Demo");
      const paths = fetch.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname);
      expect(paths).not.toContain("/api/v1/volunteer_centers/current");
    } finally {
      fetch.mockRestore();
    }
  });

  it("has the center's new name as soon as the center is renamed", async () => {
    const rename = async (name: string) => {
      const response = await t.request("/api/v1/volunteer_centers/current/settings", {
        method: "PATCH",
        host: "partner.localhost",
        headers: await tokenHeadersFor("admin@partner.example", "partner.localhost"),
        json: { data: { type: "volunteer_center_settings", attributes: { name } } },
      });
      expect(response.status).toBe(200);
    };
    expect(await feedTitle("partner.localhost", "nl")).toBe("Nieuws – Vrijwilligerspunt Partner");
    try {
      await rename("Vrijwilligerspunt Partner Noord");
      expect(await feedTitle("partner.localhost", "nl")).toBe("Nieuws – Vrijwilligerspunt Partner Noord");
    } finally {
      await rename("Vrijwilligerspunt Partner");
    }
    expect(await feedTitle("partner.localhost", "nl")).toBe("Nieuws – Vrijwilligerspunt Partner");
  });
});
