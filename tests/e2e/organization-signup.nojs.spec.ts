import { expect, signIn, test } from "./support/fixtures";
import { latestMail, linkIn } from "./support/mail";
import { fillSignup, unique } from "./support/organization-signup";

/* The public organization signup without JavaScript: errors, then the success page, the mails and the center's queue. */

test("an organization signs up: errors first, then the success page and mails; the center approves it and its first user confirms and signs in", async ({ page }) => {
  const name = `Stichting Samen ${unique()}`;
  const email = `sanne-${unique()}@samen.example`;
  await page.goto("/organizations/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Organisatie aanmelden" })).toBeVisible();

  await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
  await expect(page.getByLabel("Naam van de organisatie")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Je moet akkoord gaan met de voorwaarden", { exact: true })).toBeVisible();

  await fillSignup(page, { name, email });
  await page.getByLabel("Herhaal het wachtwoord").fill("Iets-anders-2");
  await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
  await expect(page.getByText("De wachtwoorden komen niet overeen", { exact: true })).toBeVisible();
  // What was typed stays, except the passwords.
  await expect(page.getByLabel("Naam van de organisatie")).toHaveValue(name);
  await expect(page.getByLabel(/^Wachtwoord/)).toHaveValue("");

  await page.getByLabel(/^Wachtwoord/).fill("Lang-genoeg-1");
  await page.getByLabel("Herhaal het wachtwoord").fill("Lang-genoeg-1");
  await page.getByLabel("Ik ga akkoord met de voorwaarden").check();
  await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
  await expect(page).toHaveURL(/\/organizations\/signup\/success$/);
  await expect(page.getByRole("heading", { name: "Bedankt voor je aanmelding" })).toBeVisible();

  const confirmation = await latestMail(email, { subject: "Bevestig je e-mailadres" });
  expect(linkIn(confirmation.text, "/confirm")).toMatch(/^\/confirm\?confirmation_token=/);
  const notice = await latestMail("admin@demo.example", { subject: name });
  expect(linkIn(notice.text, "/organizations/approve")).toBe("/organizations/approve");

  // The center's admin finds the organization waiting for approval, and approves it.
  await signIn(page, "admin@demo.example");
  await page.goto("/organizations/approve?perPage=100");
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("article", { name }).getByRole("button", { name: "Goedkeuren" }).click();
  await expect(page.getByText(`${name} is goedgekeurd`)).toBeVisible();
  const approval = await latestMail(email, { subject: name });
  expect(approval.subject).toContain("goedgekeurd");

  // The organization's first user confirms the address and signs in with the chosen password.
  await page.context().clearCookies();
  await page.goto(linkIn(confirmation.text, "/confirm"));
  await expect(page).toHaveURL(/\/auth\/login-1/);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill("Lang-genoeg-1");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an address that has an account gets the same success page and a mail instead of a second account", async ({ page }) => {
  const email = `twice-${unique()}@samen.example`;
  for (const name of [`Eerste ${unique()}`, `Tweede ${unique()}`]) {
    await page.goto("/organizations/signup");
    await fillSignup(page, { name, email });
    await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
    await expect(page).toHaveURL(/\/organizations\/signup\/success$/);
    await expect(page.getByRole("heading", { name: "Bedankt voor je aanmelding" })).toBeVisible();
  }
  const mail = await latestMail(email, { subject: "Je hebt al een account" });
  expect(linkIn(mail.text, "/auth/recover")).toBe("/auth/recover");
});

test("the browser may fill the organization's fields from one saved organization and the person's fields from their own", async ({ page }) => {
  await page.goto("/organizations/signup");
  const autofill = async (label: string | RegExp) => page.getByLabel(label).getAttribute("autocomplete");
  // The organization: its name, contact details and address in one section, apart from the person's own.
  expect({
    name: await autofill("Naam van de organisatie"),
    website: await autofill(/^Website/),
    phone: await autofill(/^Telefoonnummer/),
    email: await autofill(/^E-mailadres van de organisatie/),
    street: await autofill("Straat"),
    postalCode: await autofill("Postcode"),
    city: await autofill("Plaats"),
  }).toEqual({
    name: "section-organization organization",
    website: "section-organization url",
    phone: "section-organization tel",
    email: "section-organization email",
    street: "section-organization address-line1",
    postalCode: "section-organization postal-code",
    city: "section-organization address-level2",
  });
  // The person who signs it up: the default section.
  expect({
    firstName: await autofill("Voornaam"),
    lastName: await autofill("Achternaam"),
    email: await autofill(/^Jouw e-mailadres/),
    password: await autofill(/^Wachtwoord/),
    repeat: await autofill("Herhaal het wachtwoord"),
  }).toEqual({ firstName: "given-name", lastName: "family-name", email: "email", password: "new-password", repeat: "new-password" });
});
