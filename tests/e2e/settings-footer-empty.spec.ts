import { expect, hostUrl, signIn, test } from "./support/fixtures";
import { publicFooterHas } from "./support/public-footer";

/*
 * Emptying the footer asks first (with JavaScript), on the meedoen center, whose footer no other spec writes; the
 * no-JS spec does the same on the demo center. The test ends with the footer empty, as seeded.
 */

const host = "meedoen.localhost";
const visitor = { host, javaScriptEnabled: true };
const url = (path: string) => hostUrl(host, path);

test("saving a footer without any content asks 'Ja, de voettekst leegmaken' first", async ({ page, browser }) => {
  await signIn(page, "admin@meedoen.example", { host });
  await page.goto(url("/instellingen/footer"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const column4 = page.getByLabel("Titel kolom 4 (optioneel)", { exact: true });
  await column4.fill("Tijdelijke kolom");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De voettekst is opgeslagen.");

  await column4.fill("");
  await page.getByRole("button", { name: "Opslaan" }).click();
  const question = page.getByRole("region", { name: "De voettekst leegmaken?" });
  await expect(question).toBeVisible();
  await expect(question).toContainText("Vink aan dat je de voettekst wilt leegmaken, of vul de voettekst weer in");
  await expect(page).toHaveURL(url("/instellingen/footer"));
  expect(await publicFooterHas(browser, visitor, "Tijdelijke kolom")).toBe(true);

  await question.getByLabel("Ja, de voettekst leegmaken", { exact: true }).check();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De voettekst is opgeslagen.");
  await expect(page.getByRole("region", { name: "De voettekst leegmaken?" })).toHaveCount(0);
  expect(await publicFooterHas(browser, visitor, "Tijdelijke kolom")).toBe(false);

  // An empty footer saved again is no emptying: no question.
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De voettekst is opgeslagen.");
  await expect(page.getByRole("region", { name: "De voettekst leegmaken?" })).toHaveCount(0);
});
