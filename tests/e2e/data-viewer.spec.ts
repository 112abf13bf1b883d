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

// 'Openen' goes away once a table is shown: the keyboard user was left on nothing, and the next Tab started at the top of
// the page (the skip link). The rows' heading takes the focus, so the next Tab goes on into the results.
test("opening a table by keyboard puts the focus on its rows' heading", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/admin/data-viewer");
  await page.getByLabel("Tabel", { exact: true }).selectOption("vacancies");
  await page.getByRole("button", { name: "Openen" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]table=vacancies/);
  const heading = page.getByRole("heading", { level: 2, name: "Rijen van vacancies" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Exporteren als CSV" })).toBeFocused();
});
