import type { BrowserContext } from "@playwright/test";
import { DEMO_PASSWORD, expect, test } from "./support/fixtures";

/*
 * The CSRF cookie goes only with answers that carry its token to a form (decision 019): a page, or the router's
 * data when it loads the root. A request of a tab without cookies that is answered while another form is on
 * screen (the live bell's stream of a signed-out tab, a download) must not replace that form's cookie.
 */

const csrfCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === "csrf")?.value;

test("the bell's stream, sent without cookies and answered after a form page loaded, leaves that form's cookie alone", async ({ page, playwright, baseURL }) => {
  await page.goto("/auth/login-1");
  const token = await csrfCookie(page.context());
  expect(token).toBeTruthy();
  // A tab whose cookies were cleared: its stream reconnects without cookies, and the answer (401, the tab is signed
  // out) reaches the browser after this form page. The request goes out without cookies; its answer is the
  // browser's, Set-Cookie and all.
  const withoutCookies = await playwright.request.newContext({ baseURL });
  await page.route("**/notificaties/live", async (route) =>
    route.fulfill({ response: await withoutCookies.get("/notificaties/live", { headers: { accept: "text/event-stream" }, maxRedirects: 0 }) }),
  );
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/notificaties/live");
  // Asked as EventSource asks (fetch, whose refused answer is no console error).
  const status = await page.evaluate(async () => (await fetch("/notificaties/live", { headers: { accept: "text/event-stream" } })).status);
  expect((await answered).status()).toBe(401);
  expect(status).toBe(401);
  expect(await csrfCookie(page.context())).toBe(token);
  // The signed-in page below opens the bell's own stream: it goes to the server as it is, not through the cookieless
  // context (disposed at the end of the test, which would fail a stream still being answered through it).
  await page.unroute("**/notificaties/live");

  await page.getByLabel("E-mailadres").fill("volunteer@demo.example");
  await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await withoutCookies.dispose();
});

test("a visitor who lost the cookie gets it back with the router's data on a navigation that loads the root, and responds", async ({ page }) => {
  await page.goto("/vacancies/search");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.context().clearCookies();
  // Searching changes the query: the router loads every route's data again, the root's too, with a new token.
  await page.getByLabel("Zoekterm").fill("fietsen");
  await expect(page).toHaveURL(/[?&]q=fietsen/);
  await expect.poll(() => csrfCookie(page.context())).toBeTruthy();
  // A client-side navigation that keeps the root's data: its form posts the token the search brought.
  await page.getByRole("link", { name: "Fietsmaatje voor ouderen" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fietsmaatje voor ouderen");
  await page.getByLabel(/^Naam/).fill("Bram Jansen");
  await page.getByLabel(/^E-mailadres/).fill(`csrf-${Date.now()}@example.nl`);
  await page.getByLabel(/^Bericht/).fill("Ik fiets graag mee.");
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}\/reactie-verstuurd$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor je reactie!");
});
