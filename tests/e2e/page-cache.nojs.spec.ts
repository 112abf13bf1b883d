import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { apiSession, createVacancies, uniqueTag } from "./support/manage";
import { applicationsOf } from "./support/vacancies";

// Anonymous pages are kept and reused (decision 023): visitors share the page, never its per-visitor
// fields, and a change shows on the very next request.

/**
 * Visits until the answer comes from the cache: the other tests' writes (two workers) empty it now and
 * then, so the first visit after one renders anew — on PostgreSQL, busy stretches of the other worker
 * took longer than expect's default 5 s, hence the longer wait for the state. Returns the hit's HTML.
 */
async function visitUntilKept(page: Page, path: string): Promise<string> {
  let html = "";
  await expect
    .poll(async () => {
      const response = await page.goto(path);
      html = (await response?.text()) ?? "";
      return response?.headers()["x-page-cache"];
    }, { timeout: 30_000, intervals: [100, 250, 500] })
    .toBe("hit");
  return html;
}

const nonceOf = (html: string) => /<script nonce="([0-9a-f]{32})"/.exec(html)?.[1];

async function hiddenFields(page: Page) {
  const form = page.locator("form", { has: page.getByRole("button", { name: "Reactie versturen" }) });
  return Object.fromEntries(
    await form.locator("input[type=hidden]").evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
  ) as Record<string, string>;
}

test("two visitors of a kept vacancy page get their own CSRF token and idempotency key, both can respond, and an edit shows at once", async ({ browser, request }) => {
  const tag = uniqueTag();
  const [id] = await createVacancies(request, [`Klusjesman ${tag}`]);
  const first = await browser.newContext({ javaScriptEnabled: false });
  const second = await browser.newContext({ javaScriptEnabled: false });
  const visitorA = await first.newPage();
  const visitorB = await second.newPage();

  const rendered = (await (await visitorA.goto(`/vacancies/${id}`))?.text()) ?? "";
  await expect(visitorA.getByRole("heading", { level: 1 })).toHaveText(`Klusjesman ${tag}`);
  const kept = await visitUntilKept(visitorB, `/vacancies/${id}`);
  await expect(visitorB.getByRole("heading", { level: 1 })).toHaveText(`Klusjesman ${tag}`);

  const [fieldsA, fieldsB] = [await hiddenFields(visitorA), await hiddenFields(visitorB)];
  expect(fieldsA.csrf).toBeTruthy();
  expect(fieldsB.csrf).not.toBe(fieldsA.csrf);
  expect(fieldsB.idempotencyKey).not.toBe(fieldsA.idempotencyKey);
  expect(nonceOf(rendered)).toBeTruthy();
  expect(nonceOf(kept)).toBeTruthy();
  expect(nonceOf(kept)).not.toBe(nonceOf(rendered));
  // Each page's token and nonce stand everywhere it needs them: the hidden field, the router's data, the scripts.
  expect(kept).toContain(`\\"csrfToken\\",\\"${fieldsB.csrf}\\"`);
  expect(kept).not.toContain(fieldsA.csrf!);

  // The kept page's form works for the visitor it was given to (token bound to their own cookie).
  for (const [page, name] of [[visitorB, "Bea"], [visitorA, "Aad"]] as const) {
    await page.getByLabel(/^Naam/).fill(name);
    await page.getByLabel(/^E-mailadres/).fill(`${name.toLowerCase()}-${tag}@example.nl`);
    await page.getByLabel(/^Bericht/).fill("Ik help graag.");
    await page.getByRole("button", { name: "Reactie versturen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor je reactie!");
  }
  expect(await applicationsOf(request, `bea-${tag}@example.nl`)).toBe(1);
  expect(await applicationsOf(request, `aad-${tag}@example.nl`)).toBe(1);

  // An edit by the organization shows on the next request, kept page or not.
  const api = await apiSession(request);
  await api.call("PATCH", `/api/v1/vacancies/${id}`, { data: { type: "vacancies", id, attributes: { title: `Klusjesvrouw ${tag}` } } });
  await visitorB.goto(`/vacancies/${id}`);
  await expect(visitorB.getByRole("heading", { level: 1 })).toHaveText(`Klusjesvrouw ${tag}`);
  await first.close();
  await second.close();
});

test("a signed-in visitor never gets a kept page", async ({ page, browser }) => {
  // An anonymous visit keeps the bank's page.
  const anonymous = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await anonymous.newPage();
  await visitUntilKept(visitor, "/vacancies/search");
  await expect(visitor.getByRole("banner").getByRole("link", { name: "Inloggen" })).toBeVisible();
  await anonymous.close();

  await signIn(page, "admin@demo.example");
  const response = await page.goto("/vacancies/search");
  expect(response?.headers()["x-page-cache"]).toBeUndefined();
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
});

test("a visitor with a toast waiting gets it on a rendered page, not the kept one, and kept pages again once it is shown", async ({ page, browser }) => {
  // The saved toast of Customize (no account: the choice goes in cookies) waits in the session's state cookie
  // (decision 055), which holds no credentials: a visitor is anonymous for the page cache only without either cookie.
  await page.goto("/auth/login-1");
  const csrf = await page.locator('input[name="csrf"]').first().getAttribute("value");
  const saved = await page.request.post("/weergave", { form: { csrf: csrf!, colorMode: "light", shape: "straight", fontSize: "normal", redirectTo: "/" }, maxRedirects: 0 });
  expect(saved.status()).toBe(302);
  const sessionCookies = async () => (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("__"));
  expect(await sessionCookies()).toEqual(["__state"]);

  // The post emptied the cache: another visitor with the same appearance and no session has the home page kept.
  const other = await browser.newContext({ javaScriptEnabled: false });
  await other.addCookies((await page.context().cookies()).filter((cookie) => ["appearance", "color-mode"].includes(cookie.name)));
  await visitUntilKept(await other.newPage(), "/");
  await other.close();

  const response = await page.goto("/");
  expect(response?.headers()["x-page-cache"]).toBeUndefined();
  await expect(page.getByText("Je weergave is opgeslagen.")).toBeVisible();
  // Shown once, the toast and its cookie are gone: this visitor gets kept pages again.
  expect(await sessionCookies()).toEqual([]);
  await visitUntilKept(page, "/");
});
