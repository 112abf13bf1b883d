import { expect, signIn, test } from "./support/fixtures";
import { photo } from "./support/images";
import { uniqueTag } from "./support/manage";

// /content/stock-images without JavaScript (issue 12, spec §3 Stock image): a content manager adds a picture from
// one of the center's uploads and one from a new file, finds it by a keyword, edits it and removes it after
// confirming; field errors; page managers read the library only; everyone else gets 403.

test("a content manager adds a picture from an upload, finds it by search, edits it and removes it after confirming", async ({ page }) => {
  test.slow();
  const tag = uniqueTag();
  const file = `markt-${tag.toLowerCase()}.jpg`;
  await signIn(page, "content_manager@demo.example");

  // /content leads to both image pages, and they to each other.
  await page.goto("/content");
  await page.getByRole("link", { name: "Bestanden uploaden" }).click();
  await page.getByLabel(/^Afbeelding/).setInputFiles({ name: file, mimeType: "image/jpeg", buffer: await photo(900, 600) });
  await page.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByText(`‘${file}’ is geüpload`)).toBeVisible();
  await page.getByRole("link", { name: "Beeldbank" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beeldbank");

  // Without a name and an image, both fields say so and nothing is added.
  const form = page.getByRole("region", { name: "Afbeelding toevoegen" });
  await form.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByLabel(/^Naam/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Kies een afbeelding", { exact: true })).toBeVisible();

  const name = `Markt ${tag}`;
  await page.getByLabel(/^Naam/).fill(name);
  await page.getByLabel(/^Korte beschrijving/).fill("Kraampjes op het plein");
  await page.getByLabel(/^Trefwoorden/).fill(`markt, ${tag}`);
  await page.getByLabel(/^Kies een geüpload bestand/).selectOption({ label: `${file} (900 × 600 px)` });
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByText(`‘${name}’ is aan de beeldbank toegevoegd`)).toBeVisible();

  // Found by its keyword, with its responsive thumbnail.
  await page.getByRole("searchbox", { name: /^Zoeken op naam/ }).fill(tag.toLowerCase());
  await page.getByRole("search").getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag.toLowerCase()}`));
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(row.getByText("Kraampjes op het plein")).toBeVisible();
  await expect(row.getByText(`markt, ${tag}`)).toBeVisible();
  await expect(row.locator("img")).toHaveAttribute("srcset", /-320\.jpg 320w, .*-640\.jpg 640w, .*-900\.jpg 900w/);

  // Edited: a new name and description; the image stays.
  await row.getByRole("link", { name: `‘${name}’ bewerken` }).click();
  const edit = page.getByRole("region", { name: `‘${name}’ bewerken` });
  await expect(edit.getByLabel(/^Trefwoorden/)).toHaveValue(`markt, ${tag}`);
  await edit.getByLabel(/^Naam/).fill(`${name} op zaterdag`);
  await edit.getByLabel(/^Beschrijving/).fill("Een zaterdagmarkt met kramen van vrijwilligersorganisaties.");
  await edit.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText(`‘${name} op zaterdag’ is opgeslagen`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Afbeelding toevoegen" })).toBeVisible();
  const edited = page.getByRole("row", { name: new RegExp(`${name} op zaterdag`) });
  await expect(edited).toHaveCount(1);
  await expect(edited.locator("img")).toHaveAttribute("src", /-900x600\.jpg$/);

  // Removed after the question; the search finds nothing any more.
  await edited.getByRole("link", { name: `‘${name} op zaterdag’ uit de beeldbank halen` }).click();
  await page.getByRole("region", { name: `‘${name} op zaterdag’ uit de beeldbank halen?` }).getByRole("button", { name: "Uit de beeldbank halen" }).click();
  await expect(page.getByText(`‘${name} op zaterdag’ is uit de beeldbank gehaald`)).toBeVisible();
  await expect(page.getByText("Geen afbeeldingen gevonden")).toBeVisible();
});

test("a picture from a new file; a file that is no image is refused at its field", async ({ page }) => {
  test.slow();
  const tag = uniqueTag();
  await signIn(page, "content_manager@demo.example");
  await page.goto("/content/stock-images");
  await page.getByLabel(/^Naam/).fill(`Tekst ${tag}`);
  await page.getByLabel(/^Of upload een nieuwe afbeelding/).setInputFiles({ name: "tekst.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Dit is geen foto.\n") });
  await page.getByRole("button", { name: "Toevoegen" }).click();
  const notAnImage = "Dit bestand is geen afbeelding die we kunnen gebruiken. Kies een JPEG-, PNG-, WebP-, GIF- of AVIF-bestand.";
  await expect(page.getByText(notAnImage, { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Of upload een nieuwe afbeelding/)).toHaveAttribute("aria-invalid", "true");
  // The error summary (decision 062) names it too, linked to the file field.
  const summaryLink = page.locator("[data-error-summary]").getByRole("link");
  await expect(summaryLink).toHaveText([`Of upload een nieuwe afbeelding – ${notAnImage}`]);
  await expect(summaryLink).toHaveAttribute("href", `#${await page.getByLabel(/^Of upload een nieuwe afbeelding/).getAttribute("id")}`);
  await expect(page.getByLabel(/^Naam/)).toHaveValue(`Tekst ${tag}`);

  const name = `Fietsers ${tag}`;
  await page.getByLabel(/^Naam/).fill(name);
  await page.getByLabel(/^Of upload een nieuwe afbeelding/).setInputFiles({ name: `fiets-${tag}.jpg`, mimeType: "image/jpeg", buffer: await photo(700, 500) });
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByText(`‘${name}’ is aan de beeldbank toegevoegd`)).toBeVisible();
  await page.goto(`/content/stock-images?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("row", { name: new RegExp(name) }).locator("img")).toHaveAttribute("src", /-700x500\.jpg$/);
});

test("a page manager reads the library but changes nothing; people who edit no content get 403", async ({ page }) => {
  test.slow();
  await signIn(page, "page_manager@demo.example");
  await page.goto("/content/stock-images");
  await expect(page.getByRole("row", { name: /Samen tuinieren/ })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Afbeelding toevoegen" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /bewerken$/ })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, "volunteer@demo.example", { until: null });
  const response = await page.goto("/content/stock-images");
  expect(response?.status()).toBe(403);
});
