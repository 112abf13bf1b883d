import { expect, hostUrl, signIn, test } from "./support/fixtures";
import { publicFooterHas } from "./support/public-footer";

/*
 * Emptying the footer asks first without JavaScript too: the page comes back with 'Ja, de voettekst leegmaken', a box
 * the server requires. On the demo center, whose footer no other spec writes (the JS spec uses meedoen); the test
 * ends with the footer empty, as seeded.
 */

const visitor = { host: "localhost", javaScriptEnabled: false };
const url = (path: string) => hostUrl("localhost", path);

test("saving a footer without any content takes a second step that says 'Ja, de voettekst leegmaken'", async ({ page, browser }) => {
  await signIn(page, "admin@demo.example");
  await page.goto(url("/instellingen/footer"));
  const column4 = page.getByLabel("Titel kolom 4 (optioneel)", { exact: true });
  await column4.fill("Tijdelijke kolom");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De voettekst is opgeslagen.");

  await column4.fill("");
  await page.getByRole("button", { name: "Opslaan" }).click();
  const question = page.getByRole("region", { name: "De voettekst leegmaken?" });
  await expect(question).toContainText("Vink aan dat je de voettekst wilt leegmaken, of vul de voettekst weer in");
  expect(await publicFooterHas(browser, visitor, "Tijdelijke kolom")).toBe(true);

  // Saving again without the box changes nothing either.
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "De voettekst leegmaken?" })).toBeVisible();
  expect(await publicFooterHas(browser, visitor, "Tijdelijke kolom")).toBe(true);

  await question.getByLabel("Ja, de voettekst leegmaken", { exact: true }).check();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De voettekst is opgeslagen.");
  await expect(column4).toHaveValue("");
  expect(await publicFooterHas(browser, visitor, "Tijdelijke kolom")).toBe(false);
});
