import { DEMO_PASSWORD, expect, hostUrl, signIn, test } from "./support/fixtures";
import { signUp, signUpConfirmed, uniqueEmail } from "./support/account";
import { latestMail, linkIn } from "./support/mail";
import { tamperPost } from "./support/tamper";

// The volunteer's own account without JavaScript: sign-up → confirmation mail → sign-in,
// changing the e-mail address, and deleting the account. Every test signs up its own user.

test("a volunteer signs up, cannot sign in before confirming, confirms through the mail and signs in", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/signup");
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByLabel("Voornaam")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Ga akkoord met de voorwaarden om verder te gaan", { exact: true })).toBeVisible();

  await signUp(page, email);
  await expect(page.getByRole("status")).toContainText("We hebben een e-mail gestuurd");

  await signIn(page, email, { until: null });
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login-1/);

  const mail = await latestMail(email, { subject: "Bevestig je e-mailadres" });
  await page.goto(linkIn(mail.text, "confirmation_token"));
  await expect(page).toHaveURL(/\/auth\/login-1/);
  await signIn(page, email);
  await page.goto("/profiel");
  await expect(page.getByRole("heading", { level: 1, name: "Mijn profiel" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test("signing up with an address that has an account shows the same page and mails the owner", async ({ page }) => {
  const email = uniqueEmail("twice");
  await signUpConfirmed(page, email);
  await page.context().clearCookies();
  await signUp(page, email);
  const mail = await latestMail(email, { subject: "Je hebt al een account" });
  expect(mail.text).toContain("/auth/recover");
});

test("on a Dutch-only center the sign-up and the settings send no English, even with an English language cookie (decision 077)", async ({ page }) => {
  test.slow();
  const oldebroek = "oldebroek.localhost";
  const email = uniqueEmail("dutch-only");
  // The language cookie as the language switch of a center offering English sets it ("en", as React Router encodes it).
  await page.context().addCookies([{ name: "lng", value: "ImVuIg%3D%3D", domain: oldebroek, path: "/" }]);
  await page.goto(hostUrl(oldebroek, "/signup"));
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await page.getByLabel("Voornaam").fill("Sanne");
  await page.getByLabel("Achternaam").fill("de Boer");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByLabel("Herhaal wachtwoord").fill(DEMO_PASSWORD);
  await page.getByLabel(/Ik ga akkoord met de gebruiksvoorwaarden/).check();
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page).toHaveURL(hostUrl(oldebroek, "/signup/success"));

  const mail = await latestMail(email, { subject: "Bevestig je e-mailadres" });
  await page.goto(hostUrl(oldebroek, linkIn(mail.text, "confirmation_token")));
  await expect(page).toHaveURL(/\/auth\/login-1/);
  await signIn(page, email, { host: oldebroek });
  await page.goto(hostUrl(oldebroek, "/profile-edit/settings"));
  await expect(page.getByRole("main").getByRole("combobox", { name: "Taal" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "De nieuwsbrief" }).uncheck();
  await page.getByRole("main").getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(hostUrl(oldebroek, "/profile-edit/settings"));
  await expect(page.getByText("Je instellingen zijn opgeslagen.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "De nieuwsbrief" })).not.toBeChecked();
});

// The API refuses a language the center does not offer only when the page shows no language choice (the center
// stopped offering English after the page was loaded, or a tampered form): the page said the API's words at the
// hidden select, so nothing was seen and nothing was saved.
test("settings with a language the center does not offer are refused above the form, in the page's words", async ({ page }) => {
  const oldebroek = "oldebroek.localhost";
  await signIn(page, "volunteer@oldebroek.example", { host: oldebroek });
  await page.goto(hostUrl(oldebroek, "/profile-edit/settings"));
  await expect(page.getByRole("main").getByRole("combobox", { name: "Taal" })).toHaveCount(0);
  await tamperPost(page, /\/profile-edit\/settings$/, (body) => body.set("locale", "en"));
  await page.getByRole("main").getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(hostUrl(oldebroek, "/profile-edit/settings"));
  await expect(page.getByRole("main").getByText("Je instellingen zijn niet opgeslagen: deze vrijwilligerscentrale biedt die taal niet (meer) aan.", { exact: false })).toBeVisible();
  await expect(page.getByText("kies een van haar talen")).toHaveCount(0);
  await expect(page.getByText("Je instellingen zijn opgeslagen.")).toHaveCount(0);
});

test("changing the e-mail address takes effect only when the link in the mail to the new address is used", async ({ page }) => {
  const email = uniqueEmail("change");
  const newEmail = uniqueEmail("changed");
  await signUpConfirmed(page, email);

  await page.goto("/profile-edit/email");
  await page.getByLabel("Nieuw e-mailadres").fill(newEmail);
  await page.getByLabel("Huidig wachtwoord").fill("niet-het-wachtwoord");
  await page.getByRole("button", { name: "Wijziging aanvragen" }).click();
  await expect(page.getByLabel("Huidig wachtwoord")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Het wachtwoord klopt niet", { exact: true })).toBeVisible();

  await page.getByLabel("Nieuw e-mailadres").fill(newEmail);
  await page.getByLabel("Huidig wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Wijziging aanvragen" }).click();
  await expect(page.getByText(`We hebben een e-mail gestuurd naar ${newEmail}`)).toBeVisible();
  await expect(page.locator("dd", { hasText: newEmail })).toBeVisible();

  const notice = await latestMail(email, { subject: "wordt gewijzigd" });
  expect(notice.text).toContain(newEmail);
  const mail = await latestMail(newEmail, { subject: "Bevestig je nieuwe e-mailadres" });
  await page.goto(linkIn(mail.text, "token="));
  await page.getByRole("button", { name: "Nieuw e-mailadres bevestigen" }).click();
  await expect(page.getByText(`Je e-mailadres is gewijzigd in ${newEmail}.`)).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, email, { until: null });
  await expect(page.getByRole("alert")).toBeVisible();
  await signIn(page, newEmail);
});

test("deleting one's own account asks for confirmation, erases it and signs out", async ({ page }) => {
  const email = uniqueEmail("delete");
  await signUpConfirmed(page, email);
  await page.goto("/profiel");
  await page.getByRole("link", { name: "Mijn account verwijderen" }).click();
  await expect(page).toHaveURL(/\/account\/verwijderen$/);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByLabel("Huidig wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(page.getByText("Bevestig dat je dit begrijpt", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/verwijderen$/);

  await page.getByLabel("Huidig wachtwoord").fill(DEMO_PASSWORD);
  await page.getByLabel(/Ik begrijp dat mijn account/).check();
  await page.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(page).toHaveURL(/\/profiel\/verwijderd$/);
  await expect(page.getByRole("heading", { name: "Je account is verwijderd" })).toBeVisible();

  await page.goto("/profiel");
  await expect(page).toHaveURL(/\/auth\/login-1/);
  await signIn(page, email, { until: null });
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login-1/);
});

test("visitors are asked to sign in on the delete page and come back to it", async ({ page }) => {
  await page.goto("/account/verwijderen");
  await page.locator("#main").getByRole("link", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=%2Faccount%2Fverwijderen/);
});

test("the e-mail notification choices are opt-ins: no box is marked required", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/profile-edit/settings");
  const boxes = page.getByRole("group", { name: "E-mailmeldingen" }).getByRole("checkbox");
  await expect(boxes).toHaveCount(4);
  // A required check box is one the form cannot be sent without (as the terms of use at sign-up): a screen reader
  // announced each of these opt-ins as required, and the browser's own check asked to tick it.
  for (const box of await boxes.all()) await expect(box).not.toHaveAttribute("required");
});
