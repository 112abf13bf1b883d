import { expect, hostUrl, test } from "./support/fixtures";

test.use({ javaScriptEnabled: false });

// A tenant without English (Oldebroek): an /en address is the Dutch page's, moved for good to the address without /en.

test("on a host without English, an /en address redirects permanently to the Dutch address, query kept", async ({ page }) => {
  const answer = await page.goto(hostUrl("oldebroek.localhost", "/en/vacancies/search?q=koken"));
  expect(answer?.request().redirectedFrom()?.url()).toBe(hostUrl("oldebroek.localhost", "/en/vacancies/search?q=koken"));
  expect((await answer?.request().redirectedFrom()?.response())?.status()).toBe(301);
  expect(page.url()).toBe(hostUrl("oldebroek.localhost", "/vacancies/search?q=koken"));
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  // The language switcher offers no English there.
  await expect(page.getByRole("link", { name: /english/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /english/i })).toHaveCount(0);

  const home = await page.goto(hostUrl("oldebroek.localhost", "/en"));
  expect((await home?.request().redirectedFrom()?.response())?.status()).toBe(301);
  expect(page.url()).toBe(hostUrl("oldebroek.localhost", "/"));
});

test("on a host with English, an /en address stays English", async ({ page }) => {
  const answer = await page.goto("/en/vacancies/search");
  expect(answer?.request().redirectedFrom()).toBeNull();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
