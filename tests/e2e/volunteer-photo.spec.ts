import sharp from "sharp";
import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
import { activeUser } from "./support/users";

// A volunteer profile's photo with JavaScript (issue 14, decision 048): a file over the limit is named in the browser
// before it is sent; the photo is saved and shown; the profile page and the pool with a photo pass axe.

async function photo(): Promise<Buffer> {
  const [width, height] = [360, 360];
  const pixels = Buffer.alloc(width * height * 3);
  const salt = Math.floor(Math.random() * 1e6);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + salt) * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

test("the photo is checked in the browser, saved, and accessible on the profile page and in the pool", async ({ page, browser, request }) => {
  test.slow();
  const tag = uniqueTag();
  const volunteer = await activeUser(request, { firstName: "Jasmijn", lastName: `Beeld ${tag}` });
  const alt = `Foto van Jasmijn Beeld ${tag}`;
  await signIn(page, volunteer.email);
  await page.goto("/profile-edit/vrijwilligersprofiel");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Ik doe mee aan de vrijwilligerspool").check();
  await page.getByLabel(/^Over mij/).fill(`Beeld ${tag}`);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Je vrijwilligersprofiel is opgeslagen")).toBeVisible();

  const file = page.getByLabel(/^Nieuwe foto/);
  await file.setInputFiles({ name: "groot.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(8 * 1024 * 1024 + 1, 1) });
  await page.getByRole("button", { name: "Foto uploaden" }).click();
  await expect(page.getByText("De grootte van de afbeelding moet kleiner zijn dan 8 MB")).toBeVisible();
  await expect(page.getByLabel(/^Over mij/)).toHaveValue(`Beeld ${tag}`);
  await expectAccessible(page);

  await file.setInputFiles({ name: "ik.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await page.getByRole("button", { name: "Foto uploaden" }).click();
  await expect(page.getByText("Je foto is opgeslagen.")).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await expect.poll(() => page.getByRole("img", { name: alt }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expectAccessible(page);

  const center = await browser.newContext();
  try {
    const admin = await center.newPage();
    await signIn(admin, "admin@demo.example");
    await admin.goto(`/vrijwilligerspool?q=${encodeURIComponent(tag)}`);
    const picture = admin.getByTestId("pool-results").getByRole("img", { name: alt });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await expectAccessible(admin);
  } finally {
    await center.close();
  }
});
