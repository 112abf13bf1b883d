import { expect, expectAccessible, test } from "./support/fixtures";

test("an unmatched path shows 'Pagina niet gevonden' with the path and status 404", async ({ page }) => {
  const response = await page.goto("/bestaat/niet");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  await expect(page.getByText("Gevraagde pagina: /bestaat/niet")).toBeVisible();
  await expect(page).toHaveTitle("Pagina niet gevonden - Volunteerly");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Terug naar de startpagina" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom bij Vrijwilligerscentrale Demo");
});

test("the error screen speaks English under /en", async ({ page }) => {
  const response = await page.goto("/en/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("crawlers get the status and a plain page", async ({ request }) => {
  const response = await request.get("/bestaat/niet", { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
  expect(response.status()).toBe(404);
  const body = await response.text();
  expect(body).toContain("<h1>404</h1>");
  expect(body).not.toContain("Pagina niet gevonden");
});

test("a crawler's plain page carries the request's language", async ({ request }) => {
  const agent = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36" };
  const dutch = await request.get("/bestaat/niet", { headers: agent });
  expect(dutch.status()).toBe(404);
  expect(await dutch.text()).toContain('<html lang="nl">');
  const english = await request.get("/en/does/not/exist", { headers: agent });
  expect(english.status()).toBe(404);
  expect(await english.text()).toContain('<html lang="en">');
});

test("every page carries the security headers with a fresh CSP nonce", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const api = await request.get("/api/v1/volunteer_centers/current");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
});

test("the health check answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});
