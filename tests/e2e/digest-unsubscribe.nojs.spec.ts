import { expect, test } from "./support/fixtures";
import { digestLinkOf, subscriber } from "./support/digest";

// The digest mail's unsubscribe link (issue 13, decision 034) without JavaScript and without signing in: the page
// asks, its button clears the digest days; a mail program's one-click post (RFC 8058) needs no page at all. The
// server signs with the run's SESSION_SECRET (playwright.config.ts), so the test can make the mail's link. axe runs
// on the same pages in digest-unsubscribe.spec.ts (it needs JavaScript in the page).

test("the unsubscribe link asks first, and its button unsubscribes without signing in", async ({ page, request }) => {
  const user = await subscriber(request);
  expect(await user.digestDays()).toEqual([1, 4]);

  await page.goto(digestLinkOf(user.id));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Afmelden voor het periodieke overzicht");
  await expect(page.getByText("Wil je geen periodiek overzicht")).toBeVisible();
  // Opening the link changed nothing (mail scanners open links too).
  expect(await user.digestDays()).toEqual([1, 4]);

  await page.getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByRole("status")).toContainText("Je bent afgemeld.");
  expect(await user.digestDays()).toEqual([]);
});

test("a mail program's one-click post unsubscribes, without cookies or a CSRF token", async ({ playwright, request }) => {
  const user = await subscriber(request);
  const client = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? "3210"}` });
  const response = await client.post(digestLinkOf(user.id), { form: { "List-Unsubscribe": "One-Click" } });
  expect(response.status()).toBe(200);
  await client.dispose();
  expect(await user.digestDays()).toEqual([]);
});

test("a link that is not ours says so, with nothing to post", async ({ page, request }) => {
  const user = await subscriber(request);
  const response = await page.goto(`/periodieke-mail/afmelden/${user.id}.niet-van-ons`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("alert")).toContainText("Deze afmeldlink klopt niet.");
  await expect(page.getByRole("button", { name: "Afmelden" })).toHaveCount(0);
  expect(await user.digestDays()).toEqual([1, 4]);
});
