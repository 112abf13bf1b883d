import type { Route } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

/*
 * A submission that interrupts one still loading: React Router aborts the first, and its promise must not end as an
 * uncaught error in the browser (the fixture fails the test on any page error).
 */
test("a step sent while the previous step's page still loads leaves no error behind", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/test/step-form");
  await page.getByLabel("Naam").fill("Anne");
  await page.getByLabel("E-mailadres").fill("anne@example.org");
  // The page data that follows the step's answer is held back: the page is still loading when the next click comes.
  const held: Route[] = [];
  await page.route(/\/test\/step-form\.data/, (route) => (route.request().method() === "GET" ? held.push(route) : route.fallback()));
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect.poll(() => held.length).toBe(1);
  await page.unroute(/\/test\/step-form\.data/);
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByText("Stap 2 van 3")).toBeVisible();
  for (const route of held) await route.continue().catch(() => undefined);
});
