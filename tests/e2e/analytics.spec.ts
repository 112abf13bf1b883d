import { expect, expectAccessible, signIn, test } from "./support/fixtures";

// Volunteerly Analytics (issue 15) passes axe in light and dark mode: the figures page and the comparison.

for (const colorScheme of ["light", "dark"] as const) {
  test(`the analytics pages are accessible in ${colorScheme} mode`, async ({ page }) => {
    test.slow(); // three full axe runs
    await page.emulateMedia({ colorScheme });
    await signIn(page, "admin@demo.example");
    await page.goto("/analytics?preset=thisYear");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Volunteerly Analytics");
    await expect(page.getByRole("table", { name: "Trechter: weergaven, reacties, geaccepteerd" })).toBeVisible();
    await expectAccessible(page);
    await page.goto("/analytics?from=2026-03-10&to=2026-03-01");
    await expect(page.getByText(/De einddatum ligt vóór de begindatum/)).toBeVisible();
    await expectAccessible(page);
    await page.goto("/analytics/index-2?preset=last30&sort=-responses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organisaties en periodes vergelijken");
    await expectAccessible(page);
  });
}
