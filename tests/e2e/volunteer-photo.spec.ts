import { expect, expectAccessible, test } from "./support/fixtures";
import { photo } from "./support/images";
import { uniqueTag } from "./support/manage";
import { inCenterPool, poolVolunteer } from "./support/volunteer-pool";

// A volunteer profile's photo with JavaScript (issue 14, decision 048): a file over the limit is named in the browser
// before it is sent; the photo is saved and shown; the profile page and the pool with a photo pass axe.

test("the photo is checked in the browser, saved, and accessible on the profile page and in the pool", async ({ page, browser, request }) => {
  test.slow();
  const tag = uniqueTag();
  const alt = `Foto van Jasmijn Beeld ${tag}`;
  await poolVolunteer(page, request, { firstName: "Jasmijn", lastName: `Beeld ${tag}`, about: `Beeld ${tag}`, hydrated: true });

  const file = page.getByLabel(/^Nieuwe foto/);
  await file.setInputFiles({ name: "groot.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(8 * 1024 * 1024 + 1, 1) });
  await page.getByRole("button", { name: "Foto uploaden" }).click();
  await expect(page.getByText("De grootte van de afbeelding moet kleiner zijn dan 8 MB")).toBeVisible();
  await expect(page.getByLabel(/^Over mij/)).toHaveValue(`Beeld ${tag}`);
  await expectAccessible(page);

  await file.setInputFiles({ name: "ik.jpg", mimeType: "image/jpeg", buffer: await photo(360, 360) });
  await page.getByRole("button", { name: "Foto uploaden" }).click();
  await expect(page.getByText("Je foto is opgeslagen.")).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await expect.poll(() => page.getByRole("img", { name: alt }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expectAccessible(page);

  await inCenterPool(browser, { tag, alt }, async (picture, admin) => {
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await expectAccessible(admin);
  });
});
