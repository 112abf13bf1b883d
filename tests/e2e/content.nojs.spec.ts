import type { APIRequestContext } from "@playwright/test";
import { exampleBlockList } from "~/modules/content/examples";
import { expect, test } from "./support/fixtures";
import { apiSession, uniqueTag } from "./support/manage";

// Content pages (issue 12) without JavaScript: every block renders on the server, nothing is fetched
// from another site before the visitor asks, and an unpublished page is not there for visitors.

async function makePage(request: APIRequestContext, attributes: Record<string, unknown>) {
  const api = await apiSession(request, "content_manager@demo.example");
  const { data } = await api.call<{ data: { id: string } }>("POST", "/api/v1/pages", { data: { type: "pages", attributes } });
  return { api, id: data.id };
}

test("a published page of all 19 block types renders without JavaScript, fetching nothing from other sites", async ({ page, request }) => {
  const slug = `alles-${uniqueTag().toLowerCase()}`;
  await makePage(request, { title: "Alle blokken", slug, summary: "Een pagina met elk soort blok", is_published: true, blocks: exampleBlockList() });
  const outside: string[] = [];
  page.on("request", (sent) => {
    if (!sent.url().startsWith("http://localhost")) outside.push(sent.url());
  });

  await page.goto(`/${slug}`);
  await expect(page).toHaveTitle(/^Alle blokken - /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alle blokken");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Een pagina met elk soort blok");
  // Markdown, sanitized: a heading, bold text and a link into the bank.
  await expect(page.getByRole("heading", { name: "Samen maken we het verschil" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bekijk de vacatures" })).toHaveAttribute("href", "/vacancies/search");
  await expect(page.getByRole("img", { name: "Vrijwilligers werken samen in een buurttuin" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bekijk maatjesvacatures" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Video afspelen: Vrijwilligers vertellen over hun werk" })).toHaveAttribute("href", /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  await expect(page.getByText("Ik kwam om te helpen en vond vrienden.")).toBeVisible();
  await expect(page.getByRole("list", { name: "3 foto's, scroll om ze te bekijken" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Direct naar" }).getByRole("link", { name: "Sociale kaart" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Taal", exact: true })).toHaveAttribute("href", "/vacancies/search?type=language");
  await expect(page.getByRole("heading", { name: "Nieuwste vacatures" })).toBeVisible();

  // The hero's search is a GET form into the bank.
  await page.getByRole("searchbox", { name: "Zoek vrijwilligerswerk" }).fill("fietsen");
  await page.getByRole("button", { name: "Zoeken", exact: true }).first().click();
  await expect(page).toHaveURL(/\/vacancies\/search\?q=fietsen/);
  await page.goBack();

  expect(outside).toEqual([]);
});

test("an unpublished page is not there for visitors; once published it is", async ({ page, request }) => {
  const slug = `concept-${uniqueTag().toLowerCase()}`;
  const { api, id } = await makePage(request, { title: "Nog niet af", slug, blocks: [{ id: crypto.randomUUID(), type: "SectionTitle", title: "Binnenkort" }] });
  const hidden = await page.goto(`/${slug}`);
  expect(hidden?.status()).toBe(404);
  await api.call("PATCH", `/api/v1/pages/${id}`, { data: { type: "pages", id, attributes: { is_published: true } } });
  const shown = await page.goto(`/${slug}`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Binnenkort" })).toBeVisible();
});

test("the center's home page, news and success stories come from its content, in Dutch and in English", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/^Welkom - /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom bij Vrijwilligerscentrale Demo");
  await expect(page.getByRole("search")).toBeVisible();
  // Its translation is announced for search engines (hreflang), and its own address is canonical.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /^http:\/\/localhost:\d+\/en$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole("region", { name: "Nieuws" }).getByRole("link", { name: "Nieuwe vacaturebank online" })).toBeVisible();

  await page.goto("/nieuws");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuws");
  const titles = page.getByRole("heading", { level: 2 });
  await expect(titles.first()).toHaveText("Nieuwe vacaturebank online");
  await titles.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/nieuws\/nieuwe-vacaturebank-online$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwe vacaturebank online");
  await expect(page.getByText(/^Gepubliceerd op /)).toBeVisible();

  await page.goto("/succesverhalen");
  await expect(page.getByRole("link", { name: "Fatima werd taalmaatje" })).toBeVisible();
  // A news item is not a page of its own at /{slug}, nor a success story.
  expect((await page.goto("/nieuwe-vacaturebank-online"))?.status()).toBe(404);
  expect((await page.goto("/succesverhalen/nieuwe-vacaturebank-online"))?.status()).toBe(404);

  await page.goto("/en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Vrijwilligerscentrale Demo");
  await page.goto("/en/about-us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
});

test("/gelderse-handen shows its content page in the empty layout, without the site's header and footer", async ({ page, request }) => {
  const api = await apiSession(request, "content_manager@demo.example");
  const { data: existing } = await api.call<{ data: unknown[] }>("GET", "/api/v1/pages?filter[slug]=gelderse-handen");
  if (existing.length === 0) {
    await api.call("POST", "/api/v1/pages", {
      data: { type: "pages", attributes: { title: "Gelderse Handen", slug: "gelderse-handen", is_published: true, blocks: [{ id: crypto.randomUUID(), type: "MarkdownText", markdown: "Samen helpen in Gelderland." }] } },
    });
  }
  await page.goto("/gelderse-handen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gelderse Handen");
  await expect(page.getByText("Samen helpen in Gelderland.")).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});
