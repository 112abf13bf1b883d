import { expect, expectAccessibleNoJs, test } from "./support/fixtures";

/*
 * The colour mode without JavaScript (decision 060): in "system" mode, the default, the page follows the device's
 * prefers-color-scheme through CSS alone; a mode the visitor chose (the header's toggle, a plain form post) wins
 * over the device. Colours of the demo center, whose profile has brand colours (primary #1d4ed8, emitted for light
 * mode): dark mode must not get them.
 */

const LIGHT = { background: "rgb(248, 250, 252)", primary: "rgb(29, 78, 216)" };
const DARK = { background: "rgb(11, 18, 32)", primary: "rgb(147, 197, 253)" };

test.describe("a device that prefers dark", () => {
  test.use({ colorScheme: "dark" });

  test("system mode shows the page dark without JavaScript, with dark-mode brand colours; a chosen light mode wins", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-color-mode", "system");
    await expect(html).not.toHaveClass(/dark/);
    await expect(page.locator("body")).toHaveCSS("background-color", DARK.background);
    await expect(page.getByTestId("logo")).toHaveCSS("color", DARK.primary);

    await page.getByRole("button", { name: /Kleurmodus: systeem/ }).click();
    await expect(html).toHaveAttribute("data-color-mode", "light");
    await expect(page.locator("body")).toHaveCSS("background-color", LIGHT.background);
    await expect(page.getByTestId("logo")).toHaveCSS("color", LIGHT.primary);
  });

  test("public pages in system mode pass axe as a dark-preferring visitor without JavaScript sees them", async ({ page }) => {
    for (const path of ["/", "/vacancies/search"]) {
      await page.goto(path);
      await expect(page.locator("body")).toHaveCSS("background-color", DARK.background);
      await expectAccessibleNoJs(page);
    }
  });
});

test("a device that prefers light: system mode is light, a chosen dark mode is dark", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("body")).toHaveCSS("background-color", LIGHT.background);
  await expect(page.getByTestId("logo")).toHaveCSS("color", LIGHT.primary);
  await page.getByRole("button", { name: /Kleurmodus: systeem/ }).click();
  await page.getByRole("button", { name: /Kleurmodus: licht/ }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.locator("body")).toHaveCSS("background-color", DARK.background);
  await expect(page.getByTestId("logo")).toHaveCSS("color", DARK.primary);
});
