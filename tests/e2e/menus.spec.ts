import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { apiSession, uniqueTag } from "./support/manage";

// Menus with JavaScript (issue 12): the editor and a public page with an open submenu pass axe (WCAG 2.2 AA);
// the submenu works by keyboard; the editor's form shows only what the chosen link type needs.

test("a public page's submenu opens and closes by keyboard and passes axe", async ({ page }) => {
  await page.goto("/over-ons");
  // Hydration would reset a submenu opened before it: wait for the page's hydrated marker (root.tsx).
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" });
  const toggle = nav.locator("summary", { hasText: "Over ons" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: "Veelgestelde vragen" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Over ons" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Veelgestelde vragen" })).toBeHidden();
  await expect(toggle).toBeFocused();
});

// In dark mode too: the menu editor and its question before an item is deleted (nothing is deleted here). The light
// editor is scanned in the next test, which changes the menus.
test("the menu editor and its delete question pass axe in dark mode", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page, "content_manager@demo.example");
  await page.goto("/content/menu-items");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu's");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectAccessible(page);
  await page.getByRole("link", { name: "‘Over ons’ verwijderen" }).first().click();
  const question = page.getByRole("region", { name: "‘Over ons’ verwijderen?" });
  await expect(question).toBeFocused();
  await expect(question.getByRole("button", { name: "Ja, verwijderen" })).toHaveCSS("background-color", "rgb(252, 165, 165)");
  await expectAccessible(page);
});

test("the editor passes axe; an item of a platform page joins a submenu and is moved by keyboard", async ({ page, request }) => {
  const name = `Agenda ${uniqueTag()}`;
  await signIn(page, "content_manager@demo.example");
  await page.goto("/content/menu-items");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu's");
  await expectAccessible(page);

  const form = page.getByRole("region", { name: "Menu-item toevoegen" });
  await expect(form.getByRole("combobox", { name: /^Platformpagina\b/ })).toHaveCount(0);
  await form.getByLabel("Naam").fill(name);
  await expect(form.getByRole("combobox", { name: /^Pagina\b/ })).toBeVisible();
  await form.getByLabel("Een pagina van het platform").check();
  await expect(form.getByRole("combobox", { name: /^Pagina\b/ })).toHaveCount(0);
  await form.getByRole("combobox", { name: /^Platformpagina\b/ }).selectOption({ label: "Nieuws" });
  await form.getByRole("combobox", { name: /^Submenu van\b/ }).selectOption({ label: "Hoofdmenu › Over ons" });
  await form.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByText(`‘${name}’ is aan het menu toegevoegd.`)).toBeVisible();

  const up = page.getByRole("button", { name: `‘${name}’ omhoog` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`‘${name}’ is verplaatst.`)).toBeVisible();
  await expect(up).toBeFocused();

  // Visitors find it in the submenu, just before the last of the demo's three.
  const visitor = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const visit = await visitor.newPage();
  await visit.goto("/");
  const nav = visit.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" });
  await nav.locator("summary", { hasText: "Over ons" }).click();
  await expect(nav.locator("details li")).toHaveText(["Over ons", "Veelgestelde vragen", "Succesverhalen", name, "Partners"]);
  await visitor.close();

  const api = await apiSession(request, "content_manager@demo.example");
  const { data } = await api.call<{ data: Array<{ id: string; attributes: { name: string } }> }>("GET", "/api/v1/menu-items?filter[menu]=header&filter[locale]=nl");
  await api.call("DELETE", `/api/v1/menu-items/${data.find((item) => item.attributes.name === name)!.id}`);
});
