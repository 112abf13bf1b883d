import sharp from "sharp";
import { expect, signIn, test } from "./support/fixtures";
import { photo } from "./support/images";
import { uniqueTag } from "./support/manage";

// /content/file-upload without JavaScript (issue 12): an editor uploads an image with a plain form post, sees it
// listed with its responsive variants, and deletes it after confirming; a non-image and a file over the limit are
// refused with their messages.

test("an editor uploads a photo, gets its variants with srcset and a year's caching, and deletes it after confirming", async ({ page, request }) => {
  const name = `fietsers-${uniqueTag().toLowerCase()}.jpg`;
  await signIn(page, "content_manager@demo.example");
  await page.goto("/content/file-upload");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestanden uploaden");

  await page.getByLabel(/^Afbeelding/).setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo(1600, 1000) });
  await page.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByText(`‘${name}’ is geüpload`)).toBeVisible();

  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("1600 × 1000 px")).toBeVisible();
  const thumbnail = row.locator("img");
  await expect(thumbnail).toHaveAttribute("srcset", /-320\.jpg 320w, .*-640\.jpg 640w, .*-1280\.jpg 1280w, .*-1600\.jpg 1600w/);
  await expect(row.locator("source[type='image/webp']")).toHaveAttribute("srcset", /-320\.webp 320w/);

  const address = await row.getByLabel(`Adres van ‘${name}’`).inputValue();
  expect(address).toMatch(/^http:\/\/localhost:\d+\/uploads\/[0-9a-f]{32}-1600x1000\.jpg$/);
  const served = await request.get(address);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["etag"]).toBeTruthy();
  const webp = (await row.locator("source[type='image/webp']").getAttribute("srcset"))!.split(",")[1]!.trim().split(" ")[0]!;
  const small = await request.get(webp);
  expect(small.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await small.body()).metadata()).width).toBe(640);

  await row.getByRole("link", { name: `‘${name}’ verwijderen` }).click();
  const confirm = page.getByRole("region", { name: `‘${name}’ verwijderen?` });
  await confirm.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByText(`‘${name}’ is verwijderd`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  expect((await request.get(address)).status()).toBe(404);
});

test("a text file named .jpg and a file over 8 MB are refused with their messages and nothing is added", async ({ page }) => {
  // Other tests upload at the same time, so "nothing is added" is shown by these two files' own names, which are
  // unique to this test: neither is listed afterwards (the list shows the newest first).
  const tag = uniqueTag().toLowerCase();
  const text = `vakantie-${tag}.jpg`;
  const large = `groot-${tag}.jpg`;
  await signIn(page, "content_manager@demo.example");
  await page.goto("/content/file-upload");

  await page.getByLabel(/^Afbeelding/).setInputFiles({ name: text, mimeType: "image/jpeg", buffer: Buffer.from("Dit is geen foto maar tekst.\n") });
  await page.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByText("Dit bestand is geen afbeelding die we kunnen gebruiken. Kies een JPEG-, PNG-, WebP-, GIF- of AVIF-bestand.")).toBeVisible();
  await expect(page.getByLabel(/^Afbeelding/)).toHaveAttribute("aria-invalid", "true");

  const big = Buffer.alloc(8 * 1024 * 1024 + 1);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  await page.getByLabel(/^Afbeelding/).setInputFiles({ name: large, mimeType: "image/jpeg", buffer: big });
  await page.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByText("De grootte van de afbeelding moet kleiner zijn dan 8 MB")).toBeVisible();

  await page.goto("/content/file-upload");
  await expect(page.locator("caption")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(text) })).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(large) })).toHaveCount(0);
});

test("people who edit no content get 403", async ({ page }) => {
  await signIn(page, "volunteer@demo.example", { until: null });
  const response = await page.goto("/content/file-upload");
  expect(response?.status()).toBe(403);
});
