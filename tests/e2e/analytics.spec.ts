import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
import { noordAndZuid } from "./support/organization-filter";

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

test("the figures' organization filter suggests organizations by name; the figures and the presets follow the one chosen", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const { noord } = await noordAndZuid(request, "Schaakclub", tag, { noord: `Borden zetten ${tag}`, zuid: `Klokken stellen ${tag}` });
  await signIn(page, "admin@demo.example");
  await page.goto("/analytics?preset=thisYear");
  await expect(page.getByText(/^Cijfers van de hele centrale/)).toBeVisible();
  const field = page.getByRole("combobox", { name: "Organisatie" });
  const listbox = page.getByRole("listbox", { name: "Organisatie" });
  await field.fill(tag);
  await expect(listbox.getByRole("option")).toHaveText([`Schaakclub ${tag} Noord`, `Schaakclub ${tag} Zuid`]);
  await expectAccessible(page);
  await field.press("ArrowDown");
  await field.press("Enter");
  await page.getByRole("button", { name: "Tonen" }).click();
  await expect(page).toHaveURL(new RegExp(`organization=${noord.id}`));
  await expect(page.getByText(new RegExp(`^Cijfers van Schaakclub ${tag} Noord van`))).toBeVisible();
  await expect(field).toHaveValue(`Schaakclub ${tag} Noord`);
  await expect(page.getByRole("link", { name: "Vorig jaar" })).toHaveAttribute("href", new RegExp(`organization=${noord.id}`));
});
