import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/*
 * Spec §2: routes may carry a redirect; an absolute one causes a full page load. The rules of the test
 * server are in playwright.config.ts (ROUTE_RULES). A marker in the page's memory tells whether the
 * browser stayed on the same page (a navigation in the app) or loaded a new one.
 */

/** Navigates the way a link in the app does, with React Router in the browser. */
async function navigateInApp(page: Page, to: string) {
  await page.waitForFunction(() => (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter?.state.initialized === true);
  await page.evaluate((path) => {
    Object.assign(window, { __samePage: true });
    void (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(path);
  }, to);
}
const samePage = (page: Page) => page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true);

test("a route rule within the app redirects to its page, in the app without a new page load", async ({ page }) => {
  const response = await page.goto("/oude-vacaturebank");
  expect(new URL(response!.url()).pathname).toBe("/vacancies/search");
  await page.goto("/");
  await navigateInApp(page, "/oude-vacaturebank");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/vacancies\/search$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await samePage(page)).toBe(true);
});

test("an absolute route rule leaves for its address with a full page load, from the app too", async ({ page }) => {
  const response = await page.goto("/naar-elders");
  expect(response!.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/vacancies\/search\?q=elders$/);
  await page.goto("/");
  await navigateInApp(page, "/naar-elders");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/vacancies\/search\?q=elders$/);
  expect(await samePage(page)).toBe(false);
});
