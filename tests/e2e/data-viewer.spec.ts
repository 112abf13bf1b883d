import { expect, expectAccessible, signIn, test } from "./support/fixtures";

// The data viewer's page (issue 15) passes axe in light and dark mode: before a table is chosen, with rows, with no
// rows and with a refusal.

for (const colorScheme of ["light", "dark"] as const) {
  test(`the data viewer is accessible in ${colorScheme} mode`, async ({ page }) => {
    test.slow(); // four full axe runs
    await page.emulateMedia({ colorScheme });
    await signIn(page, "admin@demo.example");
    await page.goto("/admin/data-viewer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datablader");
    if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
    await expectAccessible(page);
    await page.goto("/admin/data-viewer?table=vacancies&shown=vacancies&columns=title&columns=status&sort=-title");
    await expect(page.getByRole("table", { name: "Rijen van de tabel vacancies" })).toBeVisible();
    await expectAccessible(page);
    await page.goto("/admin/data-viewer?table=vacancies&shown=vacancies&filter_column=title&operator=eq&value=zq-niets-zo");
    await expect(page.getByText("Geen rijen gevonden")).toBeVisible();
    await expectAccessible(page);
    await page.goto("/admin/data-viewer?table=users&shown=users&sort=token_hash");
    await expect(page.getByRole("alert")).toBeVisible();
    await expectAccessible(page);
  });
}
