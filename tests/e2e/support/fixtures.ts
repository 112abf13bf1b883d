import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Vrijwilliger2026!";

/** Every page test fails on an unexpected console error or uncaught exception in the browser. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // Failed resource loads are asserted by the tests through statuses, not the console.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * WCAG 2.2 AA checks of axe on the current page. A scan of a big page takes seconds, more on a busy machine: the test
 * budget (TEST_BUDGET_MS, budgets.ts) has room for up to three. Nothing waits for a duration, and the assertion is on
 * the violations, never on the scan's duration.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Signs in through the form; by default waits until the dashboard shows (`until: null` to not wait). */
export async function signIn(
  page: Page,
  email: string,
  { host = "localhost", path = "/auth/login-1", until = /\/dashboard$/ as RegExp | null } = {},
) {
  await page.goto(hostUrl(host, path));
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  if (until) await expect(page).toHaveURL(until);
}

/** The e2e server on another host name of the demo data (e.g. partner.localhost). */
export function hostUrl(host: string, path: string) {
  const port = process.env.E2E_PORT ?? "3210";
  return `http://${host}:${port}${path}`;
}
