import { expect, signIn, test } from "./support/fixtures";
import { apiSession, uniqueTag } from "./support/manage";

// /content without JavaScript (issue 12): the center's editors find, publish, copy and delete pages.

test("an editor finds a draft, publishes it, copies it and deletes the copy after confirming", async ({ page, request }) => {
  const tag = uniqueTag();
  const api = await apiSession(request, "content_manager@demo.example");
  await api.call("POST", "/api/v1/pages", { data: { type: "pages", attributes: { title: `Vrijwilligersavond ${tag}`, slug: `avond-${tag.toLowerCase()}` } } });

  await signIn(page, "content_manager@demo.example");
  await page.goto("/content");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content");
  await page.getByLabel("Zoeken").fill(tag);
  // The status filter is named as a filter, not with a flash message's "‘{{title}}’ is gepubliceerd.".
  await page.getByLabel("Status", { exact: true }).selectOption("Concept");
  await page.getByRole("button", { name: "Filteren" }).click();
  const row = page.getByRole("row", { name: new RegExp(`Vrijwilligersavond ${tag}`) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Concept")).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("false");
  await page.getByLabel("Status", { exact: true }).selectOption("Gepubliceerd of concept");
  await page.getByRole("button", { name: "Filteren" }).click();

  await row.getByRole("button", { name: `‘Vrijwilligersavond ${tag}’ publiceren` }).click();
  await expect(page.getByText(`‘Vrijwilligersavond ${tag}’ is gepubliceerd.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`Vrijwilligersavond ${tag}`) }).getByText("Gepubliceerd")).toBeVisible();
  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const shown = await (await visitor.newPage()).goto(`${new URL(page.url()).origin}/avond-${tag.toLowerCase()}`);
  expect(shown?.status()).toBe(200);
  await visitor.close();

  await page.getByRole("button", { name: `‘Vrijwilligersavond ${tag}’ kopiëren` }).click();
  await expect(page.getByText(`Er is een kopie van ‘Vrijwilligersavond ${tag}’ gemaakt (concept).`)).toBeVisible();
  const copy = page.getByRole("row", { name: new RegExp(`Vrijwilligersavond ${tag} \\(kopie\\)`) });
  await expect(copy.getByText("Concept")).toBeVisible();

  await copy.getByRole("link", { name: `‘Vrijwilligersavond ${tag} (kopie)’ verwijderen` }).click();
  const confirm = page.getByRole("region", { name: `‘Vrijwilligersavond ${tag} (kopie)’ verwijderen?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page.getByText(`‘Vrijwilligersavond ${tag} (kopie)’ is verwijderd.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`\\(kopie\\)`) })).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(`Vrijwilligersavond ${tag}`) })).toHaveCount(1);
});

test("page managers do not delete; people who edit no content get 403", async ({ page }) => {
  await signIn(page, "page_manager@demo.example");
  await page.goto("/content");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content");
  await expect(page.getByRole("link", { name: /verwijderen$/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /kopiëren$/ }).first()).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, "volunteer@demo.example", { until: null });
  const response = await page.goto("/content");
  expect(response?.status()).toBe(403);
});

test("a copy's title and address are in the page's language, not the language of the list it was copied from", async ({ page, request }) => {
  const tag = uniqueTag();
  const api = await apiSession(request, "content_manager@demo.example");
  await api.call("POST", "/api/v1/pages", { data: { type: "pages", attributes: { title: `Buurtavond ${tag}`, slug: `buurtavond-${tag.toLowerCase()}`, locale: "nl" } } });
  await api.call("POST", "/api/v1/pages", { data: { type: "pages", attributes: { title: `Neighbourhood evening ${tag}`, slug: `evening-${tag.toLowerCase()}`, locale: "en" } } });
  await signIn(page, "content_manager@demo.example");

  // The Dutch page copied from the English list: a Dutch title and address.
  await page.goto(`/en/content?q=${tag}`);
  await page.getByRole("button", { name: `Copy ‘Buurtavond ${tag}’` }).click();
  await expect(page.getByText(`A copy of ‘Buurtavond ${tag}’ was made (draft).`)).toBeVisible();
  const dutchCopy = page.getByRole("row", { name: new RegExp(`Buurtavond ${tag} \\(kopie\\)`) });
  await expect(dutchCopy).toContainText(`/buurtavond-${tag.toLowerCase()}-kopie-`);

  // The English page copied from the Dutch list: an English title and address.
  await page.goto(`/content?q=${tag}`);
  await page.getByRole("button", { name: `‘Neighbourhood evening ${tag}’ kopiëren` }).click();
  await expect(page.getByText(`Er is een kopie van ‘Neighbourhood evening ${tag}’ gemaakt (concept).`)).toBeVisible();
  const englishCopy = page.getByRole("row", { name: new RegExp(`Neighbourhood evening ${tag} \\(copy\\)`) });
  await expect(englishCopy).toContainText(`/en/evening-${tag.toLowerCase()}-copy-`);
});

test("deleting a draft does not say it disappears from the website; deleting a published page does", async ({ page, request }) => {
  const tag = uniqueTag();
  const api = await apiSession(request, "content_manager@demo.example");
  await api.call("POST", "/api/v1/pages", { data: { type: "pages", attributes: { title: `Concept ${tag}`, slug: `concept-${tag.toLowerCase()}` } } });
  await api.call("POST", "/api/v1/pages", { data: { type: "pages", attributes: { title: `Online ${tag}`, slug: `online-${tag.toLowerCase()}`, is_published: true } } });
  await signIn(page, "content_manager@demo.example");

  await page.goto(`/content?q=${tag}`);
  await page.getByRole("link", { name: `‘Concept ${tag}’ verwijderen` }).click();
  const draft = page.getByRole("region", { name: `‘Concept ${tag}’ verwijderen?` });
  await expect(draft).toContainText("Deze pagina is een concept en staat niet op de website. Verwijderen kan niet ongedaan worden gemaakt.");
  await expect(draft).not.toContainText("verdwijnt van de website");

  await page.goto(`/content?q=${tag}`);
  await page.getByRole("link", { name: `‘Online ${tag}’ verwijderen` }).click();
  await expect(page.getByRole("region", { name: `‘Online ${tag}’ verwijderen?` })).toContainText("De pagina verdwijnt van de website. Dit kan niet ongedaan worden gemaakt.");

  await page.goto(`/en/content?q=${tag}`);
  await page.getByRole("link", { name: `Delete ‘Concept ${tag}’` }).click();
  const englishDraft = page.getByRole("region", { name: `Delete ‘Concept ${tag}’?` });
  await expect(englishDraft).toContainText("This page is a draft and is not on the website. Deleting it cannot be undone.");
  await expect(englishDraft).not.toContainText("disappears from the website");
  await englishDraft.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`Concept ${tag}`) })).toHaveCount(0);
});
