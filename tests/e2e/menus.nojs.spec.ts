import type { Page } from "@playwright/test";
import { expect, hostUrl, signIn, test } from "./support/fixtures";
import { apiSession, uniqueTag } from "./support/manage";

// The menu editor without JavaScript (issue 12): an editor adds a header item linking to a content page,
// visitors see it in the public header, it moves, and after a confirmation it is gone.

/** The header menu's top level as visitors see it: links and submenu buttons, in order. */
const headerEntries = (page: Page) =>
  page.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" }).locator(":scope > a, :scope > details > summary").allTextContents();

test("the menu editor changes the public header", async ({ page, request, browser }) => {
  // A long journey (two sessions, eight page loads): more than the default budget on a busy machine.
  test.slow();
  const tag = uniqueTag();
  const name = `Avond ${tag}`;
  const api = await apiSession(request, "content_manager@demo.example");
  await api.call("POST", "/api/v1/pages", { data: { type: "pages", attributes: { title: `Vrijwilligersavond ${tag}`, slug: `avond-${tag.toLowerCase()}`, is_published: true } } });

  await signIn(page, "content_manager@demo.example");
  await page.goto("/content");
  await page.getByRole("link", { name: "Menu's bewerken" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu's");
  const header = page.getByRole("region", { name: "Hoofdmenu" });
  await expect(header.getByText("Over ons", { exact: true })).toBeVisible();

  const form = page.getByRole("region", { name: "Menu-item toevoegen" });
  await form.getByLabel("Naam").fill(name);
  await form.getByRole("combobox", { name: /^Menu\b/ }).selectOption({ label: "Hoofdmenu" });
  await form.getByLabel("Een pagina van de website").check();
  // No page chosen: the server says so at the field, and keeps what was filled in.
  await form.getByRole("button", { name: "Toevoegen" }).click();
  await expect(form.getByText("Kies de pagina waar dit menu-item naartoe leidt", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Naam")).toHaveValue(name);
  await form.getByRole("combobox", { name: /^Pagina\b/ }).selectOption({ label: `Vrijwilligersavond ${tag}` });
  await form.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByText(`‘${name}’ is aan het menu toegevoegd.`)).toBeVisible();
  await expect(header.getByText(name, { exact: true })).toBeVisible();

  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
  const visit = await visitor.newPage();
  await visit.goto("/nieuws");
  const entries = await headerEntries(visit);
  expect(entries.slice(-3)).toEqual(["Over ons", name, "Inloggen"]);
  await visit.getByRole("banner").getByRole("link", { name }).click();
  await expect(visit).toHaveURL(new RegExp(`/avond-${tag.toLowerCase()}$`));
  await expect(visit.getByRole("heading", { level: 1 })).toHaveText(`Vrijwilligersavond ${tag}`);

  await page.getByRole("button", { name: `‘${name}’ omhoog` }).click();
  await expect(page.getByText(`‘${name}’ is verplaatst.`)).toBeVisible();
  await visit.goto("/nieuws");
  expect((await headerEntries(visit)).slice(-3)).toEqual([name, "Over ons", "Inloggen"]);

  await page.getByRole("link", { name: `‘${name}’ verwijderen` }).click();
  const confirm = page.getByRole("region", { name: `‘${name}’ verwijderen?` });
  await confirm.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page.getByText(`‘${name}’ is verwijderd.`)).toBeVisible();
  await expect(header.getByText(name, { exact: true })).toHaveCount(0);
  await visit.goto("/nieuws");
  expect(await headerEntries(visit)).not.toContain(name);
  await visitor.close();
});

test("a submenu opens without JavaScript; deleting an item says its submenu goes too", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" });
  await expect(nav.getByRole("link", { name: "Veelgestelde vragen" })).toBeHidden();
  await nav.locator("summary", { hasText: "Over ons" }).click();
  await nav.getByRole("link", { name: "Veelgestelde vragen" }).click();
  await expect(page).toHaveURL(/\/veelgestelde-vragen$/);
  // The footer columns list the footer menus under the column titles.
  const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Voettekst" });
  await expect(footer.getByRole("link", { name: "Aanmelden als vrijwilliger" })).toHaveAttribute("href", "/signup");

  await signIn(page, "center_superuser@demo.example");
  await page.goto("/content/menu-items");
  await page.getByRole("region", { name: "Hoofdmenu" }).getByRole("link", { name: "‘Over ons’ verwijderen" }).click();
  const confirm = page.getByRole("region", { name: "‘Over ons’ verwijderen?" });
  await expect(confirm.getByText(/^Ook de \d+ items in het submenu worden verwijderd\.$/)).toBeVisible();
  await confirm.getByRole("link", { name: "Annuleren" }).click();
  await expect(confirm).toHaveCount(0);
});

test("page managers and people who edit no content get 403", async ({ page }) => {
  await signIn(page, "page_manager@demo.example");
  await page.goto("/content");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content");
  await expect(page.getByRole("link", { name: "Menu's bewerken" })).toHaveCount(0);
  expect((await page.goto("/content/menu-items"))?.status()).toBe(403);
  await page.context().clearCookies();
  await signIn(page, "volunteer@demo.example", { until: null });
  expect((await page.goto("/content/menu-items"))?.status()).toBe(403);
});

test("the editor offers a choice of the menus' language only where the center offers more than Dutch (decision 077)", async ({ page }) => {
  const choice = page.getByRole("navigation", { name: "Taal van de menu's" });
  await signIn(page, "content_manager@demo.example");
  await page.goto("/content/menu-items?locale=en");
  await expect(choice.getByRole("link")).toHaveText(["Nederlands", "English"]);
  await expect(choice.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");

  await signIn(page, "content_manager@oldebroek.example", { host: "oldebroek.localhost" });
  await page.goto(hostUrl("oldebroek.localhost", "/content/menu-items?locale=en"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu's");
  await expect(choice).toHaveCount(0);
});
