import { expect, test } from "./support/fixtures";
import { photo } from "./support/images";
import { uniqueTag } from "./support/manage";
import { inCenterPool, poolVolunteer } from "./support/volunteer-pool";

// A volunteer profile's optional photo without JavaScript (issue 14, decision 048): a file that is not an image and
// one that is too large are messages on the field with the profile untouched; a photo is uploaded, shown to the
// volunteer and, in the pool, to the center with the volunteer's name as alt text; its address is nothing for
// visitors; the volunteer removes it.

test("a volunteer adds, sees and removes their photo; the center sees it in the pool, visitors never", async ({ page, browser, request }) => {
  test.slow();
  const tag = uniqueTag();
  const alt = `Foto van Fenna Foto ${tag}`;

  await poolVolunteer(page, request, { firstName: "Fenna", lastName: `Foto ${tag}`, about: `Ik fotografeer graag (${tag}).` });
  await expect(page.getByText("Je hebt nog geen foto.")).toBeVisible();

  // The photo is optional, as the text above it says: the field says "(optioneel)", not the required marker, and the
  // browser lets the form go without a file; the server asks for one at the field.
  const file = page.getByLabel("Nieuwe foto (optioneel)", { exact: true });
  await expect(file).not.toHaveAttribute("required");
  await page.getByRole("button", { name: "Foto uploaden" }).click();
  await expect(page.getByText("Kies een afbeelding", { exact: true })).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");

  // Bad input: a message on the field, the profile and the (absent) photo as they were.
  await file.setInputFiles({ name: "ik.jpg", mimeType: "image/jpeg", buffer: Buffer.from("dit is geen foto") });
  await page.getByRole("button", { name: "Foto uploaden" }).click();
  await expect(page.getByText("Dit bestand is geen afbeelding die we kunnen gebruiken.", { exact: false })).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(/^Over mij/)).toHaveValue(`Ik fotografeer graag (${tag}).`);
  await expect(page.getByLabel("Ik doe mee aan de vrijwilligerspool")).toBeChecked();
  await file.setInputFiles({ name: "groot.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(8 * 1024 * 1024 + 1, 1) });
  await page.getByRole("button", { name: "Foto uploaden" }).click();
  await expect(page.getByText("De grootte van de afbeelding moet kleiner zijn dan 8 MB")).toBeVisible();
  await expect(page.getByText("Je hebt nog geen foto.")).toBeVisible();

  await page.getByLabel(/^Nieuwe foto/).setInputFiles({ name: "ik.jpg", mimeType: "image/jpeg", buffer: await photo(400, 400) });
  await page.getByRole("button", { name: "Foto uploaden" }).click();
  await expect(page.getByText("Je foto is opgeslagen.")).toBeVisible();
  const own = page.getByRole("img", { name: alt });
  await expect(own).toBeVisible();
  const address = (await own.getAttribute("src"))!;
  expect((await page.request.get(address)).headers()["content-type"]).toBe("image/jpeg");

  // The center finds the volunteer in the pool, photo and all.
  await inCenterPool(browser, { tag, alt, context: { javaScriptEnabled: false } }, async (picture, admin) => {
    const served = await admin.request.get((await picture.getAttribute("src"))!);
    expect(served.status()).toBe(200);
    expect(served.headers()["cache-control"]).toContain("private");
  });

  // A visitor without an account gets the sign-in page, not the picture.
  const visitor = await browser.newContext();
  try {
    const answer = await visitor.request.get(new URL(address, page.url()).toString(), { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()["location"]).toMatch(/\/auth\/login-1/);
  } finally {
    await visitor.close();
  }

  // Removing asks first: the link only shows the question (in English too), Annuleren keeps the photo.
  const here = page.url();
  await page.goto(new URL("/en/profile-edit/vrijwilligersprofiel?confirm=removePhoto", here).toString());
  await expect(page.getByRole("region", { name: "Remove photo?" })).toContainText("Are you sure you want to remove your photo?");
  await expect(page.getByRole("button", { name: "Yes, remove the photo" })).toBeVisible();
  await page.goto(here);
  await page.getByRole("link", { name: "Foto verwijderen" }).click();
  const question = page.getByRole("region", { name: "Foto verwijderen?" });
  await expect(question).toContainText("Weet je zeker dat je je foto wilt verwijderen?");
  await question.getByRole("link", { name: "Annuleren" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await page.getByRole("link", { name: "Foto verwijderen" }).click();
  await question.getByRole("button", { name: "Ja, foto verwijderen" }).click();
  await expect(page.getByText("Je foto is verwijderd.")).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toHaveCount(0);
  expect((await page.request.get(address)).status()).toBe(404);
});
