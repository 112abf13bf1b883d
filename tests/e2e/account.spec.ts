import { readFile } from "node:fs/promises";
import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { signUpConfirmed, uniqueEmail } from "./support/account";

// The volunteer's own account with JavaScript: the data download, the language setting and axe on
// the account pages. Every test signs up its own user.

test("the profile's data download is a JSON file with the user's own data", async ({ page }) => {
  const email = uniqueEmail("export");
  await signUpConfirmed(page, email, { first: "Joris", last: "Bakker" });
  await page.goto("/profiel");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download mijn gegevens" }).first().click()]);
  expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(file.profile).toMatchObject({ email, firstName: "Joris", lastName: "Bakker", signupMethod: "signed_up" });
  expect(file.roles).toEqual(["volunteer"]);
});

test("choosing English in the settings switches the site's language", async ({ page }) => {
  const email = uniqueEmail("settings");
  await signUpConfirmed(page, email, { first: "Joris", last: "Bakker" });
  await page.goto("/profile-edit/settings");
  await expect(page.getByRole("heading", { name: "Instellingen" })).toBeVisible();
  await expect(page).toHaveTitle(/^Instellingen - /);
  await page.getByLabel("Taal").selectOption("en");
  await page.getByLabel("De nieuwsbrief").uncheck();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(/\/en\/profile-edit\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page).toHaveTitle(/^Settings - /);
  await expect(page.getByText("Your settings have been saved.")).toBeVisible();
  await expect(page.getByLabel("Language")).toHaveValue("en");
  await expect(page.getByLabel("The newsletter")).not.toBeChecked();
  // The language cookie: the plain path now shows English too.
  await page.goto("/profiel");
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
});

test("the digest days and personal details are saved", async ({ page }) => {
  const email = uniqueEmail("digest");
  await signUpConfirmed(page, email, { first: "Joris", last: "Bakker" });
  await page.goto("/profile-edit/periodieke-mail");
  await page.getByLabel("Dinsdag").check();
  await page.getByLabel("Vrijdag").check();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Je keuze voor de periodieke e-mail is opgeslagen.")).toBeVisible();
  await expect(page.getByLabel("Dinsdag")).toBeChecked();
  await expect(page.getByLabel("Maandag")).not.toBeChecked();

  await page.getByRole("link", { name: "Persoonlijke gegevens" }).click();
  await page.getByLabel("Voornaam").fill("");
  await page.getByLabel("Functie").fill("Kok");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByLabel("Voornaam")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Voornaam").fill("Joost");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Je persoonlijke gegevens zijn opgeslagen.")).toBeVisible();
  await page.goto("/profiel");
  await expect(page.getByText("Joost Bakker")).toBeVisible();
  await expect(page.getByText("Dinsdag, Vrijdag")).toBeVisible();
});

test("the demo volunteer reads the replies to their profile", async ({ page }) => {
  // Reading marks the replies read; nothing else depends on that.
  await signIn(page, "volunteer@demo.example");
  await page.goto("/profile-replies");
  await expect(page.getByRole("heading", { level: 1, name: "Reacties op mijn profiel" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("article").first()).toContainText("Hoi! We zagen je profiel");
});

test("the public account pages pass axe", async ({ page }) => {
  await page.goto("/signup");
  await expectAccessible(page);
  await page.goto("/account/verwijderen");
  await expectAccessible(page);
});

test("the signed-in account pages pass axe", async ({ page }) => {
  // Eight pages, each checked by axe: more than the default time on a busy machine.
  test.slow();
  await signUpConfirmed(page, uniqueEmail("axe"));
  for (const path of ["/profiel", "/profile-edit", "/profile-edit/email", "/profile-edit/settings", "/profile-edit/periodieke-mail", "/profile-replies", "/account/roles", "/account/verwijderen"]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    await expectAccessible(page);
  }
});
