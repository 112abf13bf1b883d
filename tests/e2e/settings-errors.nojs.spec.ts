import { expect, expectAccessibleNoJs, hostUrl, signIn, test } from "./support/fixtures";
import { summaryLinks } from "./support/error-summary";

/*
 * The settings pages (/instellingen, decision 045) sent without JavaScript with errors say so at their top: the error
 * summary of decision 062, a link per field ("label – message") in the form's order, what was typed kept. Every post
 * here is refused, so nothing is saved: the demo center and the partner's organization stay as other specs expect.
 */

const demo = (path: string) => hostUrl("localhost", path);
const colourMessage = "Vul een kleur in als #rrggbb of #rgb, bijvoorbeeld #1d4ed8";

test("the general page: a bad e-mail address, website and reminder are listed and linked, the rest kept, in English too", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto(demo("/instellingen"));
  await page.getByLabel("E-mailadres (optioneel)", { exact: true }).fill("geen-adres");
  await page.getByLabel("Adres (optioneel)", { exact: true }).fill("Brink 1\n7411 BR Deventer");
  await page.getByLabel("Website (optioneel)", { exact: true }).fill("demo.example");
  await page.getByLabel("Herinnering, aantal uren vooraf (optioneel)", { exact: true }).fill("12");
  await page.getByRole("button", { name: "Opslaan" }).click();

  const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Het formulier is niet verstuurd: 3 velden vragen aandacht" }) });
  await expect(summary).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    "E-mailadres – Vul een geldig e-mailadres in -> email",
    "Website – Vul een geldige URL in -> website",
    "Herinnering, aantal uren vooraf – Vul een aantal uren van 24 tot en met 48 in -> activityReminderHours",
  ]);
  await expect(page.getByLabel("E-mailadres (optioneel)", { exact: true })).toHaveValue("geen-adres");
  await expect(page.getByLabel("Adres (optioneel)", { exact: true })).toHaveValue("Brink 1\n7411 BR Deventer");
  await expect(page.getByText("Vul een geldige URL in", { exact: true })).toBeVisible();
  await expectAccessibleNoJs(page);
  await summary.getByRole("link", { name: /^Website/ }).click();
  await expect(page).toHaveURL(/#.+-website$/);

  await page.goto(demo("/en/instellingen"));
  await page.getByLabel("Website (optional)", { exact: true }).fill("demo.example");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "The form was not sent: 1 field needs attention" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["Website – Enter a valid URL -> website"]);
});

test("the footer page: a column title too long is listed and linked, the other titles kept", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto(demo("/instellingen/footer"));
  await page.getByLabel("Titel kolom 4 (optioneel)", { exact: true }).fill("Tijdelijk");
  // Every title field knows the server's limit, so the browser stops at 80 characters; past a client that ignores it,
  // the server refuses more.
  for (const column of [1, 2, 3, 4, 6, 8]) {
    await expect(page.getByLabel(`Titel kolom ${column} (optioneel)`, { exact: true })).toHaveAttribute("maxlength", "80");
  }
  await page.getByLabel("Titel kolom 8 (optioneel)", { exact: true }).evaluate((field) => field.removeAttribute("maxlength"));
  await page.getByLabel("Titel kolom 8 (optioneel)", { exact: true }).fill("x".repeat(81));
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 1 veld vraagt aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["Titel kolom 8 – Vul maximaal 80 tekens in -> footerColumn8Title"]);
  await expect(page.getByLabel("Titel kolom 4 (optioneel)", { exact: true })).toHaveValue("Tijdelijk");
  await expectAccessibleNoJs(page);
});

test("the design editor: a colour, a shade and an oversized favicon are listed by their group's name and linked, in English too", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto(demo("/instellingen/design"));
  await page.getByLabel("Tekstkleur (optioneel)", { exact: true }).fill("zwart");
  // A whole set, one shade of it no colour: the one error of the set.
  const shades = page.getByRole("group", { name: "Tinten van Tweede kleur" });
  for (const key of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]) {
    await shades.getByLabel(`Tint ${key} (optioneel)`, { exact: true }).fill(key === 300 ? "groen" : "#0f766e");
  }
  const favicon = page.getByRole("group", { name: "Favicon (optioneel)" });
  await favicon.getByLabel("Nieuwe afbeelding uploaden (optioneel)", { exact: true }).setInputFiles({ name: "favicon.png", mimeType: "image/png", buffer: Buffer.alloc(600 * 1024, 1) });
  await page.getByRole("button", { name: "Opslaan" }).click();

  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 3 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    `Tint 300 van Tweede kleur – ${colourMessage} -> secondaryShade300`,
    `Tekstkleur – ${colourMessage} -> textColor`,
    "Favicon: nieuwe afbeelding uploaden – De grootte van de favicon moet kleiner zijn dan 512 kB -> faviconFile",
  ]);
  await expect(page.getByLabel("Tekstkleur (optioneel)", { exact: true })).toHaveValue("zwart");
  await expect(shades.getByLabel("Tint 300 (optioneel)", { exact: true })).toHaveValue("groen");
  await expect(shades.getByLabel("Tint 950 (optioneel)", { exact: true })).toHaveValue("#0f766e");
  await expectAccessibleNoJs(page);

  await page.goto(demo("/en/instellingen/design"));
  await page.getByLabel("Text colour (optional)", { exact: true }).fill("black");
  await page
    .getByRole("group", { name: "Favicon (optional)" })
    .getByLabel("Upload a new image (optional)", { exact: true })
    .setInputFiles({ name: "favicon.png", mimeType: "image/png", buffer: Buffer.alloc(600 * 1024, 1) });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { name: "The form was not sent: 2 fields need attention" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    "Text colour – Enter a colour as #rrggbb or #rgb, for example #1d4ed8 -> textColor",
    "Favicon: upload a new image – The size of the favicon must be smaller than 512 kB -> faviconFile",
  ]);
});

test("the organization page: a bad e-mail address is listed and linked, the phone number kept", async ({ page }) => {
  await signIn(page, "admin@partner.example", { host: "partner.localhost" });
  await page.goto(hostUrl("partner.localhost", "/instellingen/organisatie"));
  await page.getByLabel("E-mailadres (optioneel)", { exact: true }).fill("geen-adres");
  await page.getByLabel("Telefoonnummer (optioneel)", { exact: true }).fill("0570 111 222");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 1 veld vraagt aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["E-mailadres – Vul een geldig e-mailadres in -> email"]);
  await expect(page.getByLabel("Telefoonnummer (optioneel)", { exact: true })).toHaveValue("0570 111 222");
});

test("the organization page: a phone number and a postcode the sign-up refuses are refused here too, kept as typed, in English too", async ({ page }) => {
  await signIn(page, "admin@partner.example", { host: "partner.localhost" });
  await page.goto(hostUrl("partner.localhost", "/instellingen/organisatie"));
  await page.getByLabel("Telefoonnummer (optioneel)", { exact: true }).fill("zz");
  await page.getByLabel("Postcode (optioneel)", { exact: true }).fill("ABCD");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  await expect(page.getByLabel("Telefoonnummer (optioneel)", { exact: true })).toHaveValue("zz");
  await expect(page.getByLabel("Telefoonnummer (optioneel)", { exact: true })).toHaveAccessibleDescription(/Vul een geldig telefoonnummer in: alleen cijfers, spaties, \+, - en haakjes/);
  await expect(page.getByLabel("Postcode (optioneel)", { exact: true })).toHaveValue("ABCD");
  await expect(page.getByLabel("Postcode (optioneel)", { exact: true })).toHaveAccessibleDescription(/Vul een geldige postcode in, bijvoorbeeld 7311 AA/);

  await page.goto(hostUrl("partner.localhost", "/en/instellingen/organisatie"));
  await page.getByLabel("Postcode (optional)", { exact: true }).fill("ABCD");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "The form was not sent: 1 field needs attention" })).toBeVisible();
  await expect(page.getByLabel("Postcode (optional)", { exact: true })).toHaveValue("ABCD");
  await expect(page.getByLabel("Postcode (optional)", { exact: true })).toHaveAccessibleDescription(/Enter a valid postcode, for example 7311 AA/);
});
