import { expect, test } from "./support/fixtures";

// A visitor who chose English keeps it in a cookie, and an address without /en is then read in English. A content page
// that exists only in Dutch, opened on its Dutch address (a shared link, a search result), is that page in Dutch, not a
// 404; an /en address still asks for the English page.

test("with English chosen, a Dutch-only page on its own address is shown in Dutch, said so for screen readers", async ({ page }) => {
  await page.goto("/vacancies/search");
  await page.getByRole("button", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(/\/en\/vacancies\/search/);

  const answer = await page.goto("/over-ons");
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Over ons");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("button", { name: "Naar het Nederlands" })).toBeVisible();

  expect((await page.goto("/nieuws/nieuwe-vacaturebank-online"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwe vacaturebank online");
  await expect(page.getByText(/^Published on /)).toBeVisible();

  // The English address of a page that has no English version is still not found.
  expect((await page.goto("/en/over-ons"))?.status()).toBe(404);
  // A page in the site's language says no language of its own.
  await page.goto("/en/about-us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /.+/);
});
