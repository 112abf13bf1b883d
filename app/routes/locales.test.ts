import { describe, expect, it } from "vitest";
import { apiMessages } from "~/lib/api-messages";
import { resources } from "~/modules/i18n/resources.server";
import { localesUrl } from "~/modules/i18n/locales-url";
import nlVacancies from "../../locales/nl/vacancies.json";
import { loader } from "./locales";

async function get(url: string): Promise<Response> {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  const [, , lng, ns] = pathname.split("/");
  const args = { request: new Request(`http://localhost${pathname}?${searchParams}`), params: { lng, ns } } as unknown as Parameters<typeof loader>[0];
  try {
    return loader(args);
  } catch (thrown) {
    const status = (thrown as { init?: ResponseInit }).init?.status;
    return new Response(null, { status });
  }
}

describe("/locales/:lng/:ns", () => {
  it("answers one namespace as JSON, cached for a year when the URL has the current version", async () => {
    const response = await get(localesUrl("nl", "vacancies"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.json()).toEqual(nlVacancies);
  });

  it("is not cached for long without the current version (a stale page after a deploy)", async () => {
    expect((await get("/locales/en/common?v=old")).headers.get("Cache-Control")).toBe("no-cache");
    expect((await get("/locales/en/common")).headers.get("Cache-Control")).toBe("no-cache");
  });

  it("never sends the e-mail texts to the browser", async () => {
    expect((await get(localesUrl("nl", "mail"))).status).toBe(404);
    expect((await get(localesUrl("en", "mail"))).status).toBe(404);
  });

  it("never sends the texts the server writes into records (a new contact form's) to the browser", async () => {
    expect((await get(localesUrl("nl", "defaults"))).status).toBe(404);
    expect((await get(localesUrl("en", "defaults"))).status).toBe(404);
  });

  it("never sends the API's own refusals to the browser: their keys are in the server-only api namespace, not in errors", async () => {
    expect((await get(localesUrl("nl", "api"))).status).toBe(404);
    expect((await get(localesUrl("en", "api"))).status).toBe(404);
    for (const language of ["nl", "en"] as const) {
      const errors = (await (await get(localesUrl(language, "errors"))).json()) as { validation: Record<string, string> };
      for (const message of Object.values(apiMessages)) {
        const key = (typeof message === "function" ? message(1) : message).replace(/^validation\./, "").replace(/:\d+$/, "");
        expect(resources[language].api.validation, key).toHaveProperty(key);
        expect(errors.validation, key).not.toHaveProperty(key);
      }
    }
  });

  it("knows only our languages and namespaces", async () => {
    expect((await get(localesUrl("de", "common"))).status).toBe(404);
    expect((await get(localesUrl("nl", "secrets"))).status).toBe(404);
    expect((await get(localesUrl("nl", "__proto__"))).status).toBe(404);
  });
});
