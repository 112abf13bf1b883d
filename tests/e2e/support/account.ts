import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, signIn, test } from "./fixtures";
import { latestMail, linkIn } from "./mail";

/* A volunteer of the test's own, made through the public sign-up as a visitor would. */

export const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.org`;

/** Fills and sends /signup (works with and without JavaScript); ends on the success page. */
export async function signUp(page: Page, email: string, name: { first: string; last: string } = { first: "Sanne", last: "de Boer" }) {
  await page.goto("/signup");
  await page.getByLabel("Voornaam").fill(name.first);
  await page.getByLabel("Achternaam").fill(name.last);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByLabel("Herhaal wachtwoord").fill(DEMO_PASSWORD);
  await page.getByLabel(/Ik ga akkoord met de gebruiksvoorwaarden/).check();
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page).toHaveURL(/\/signup\/success$/);
}

/** Signs up, opens the link of the confirmation mail and signs in. */
export async function signUpConfirmed(page: Page, email: string, name?: { first: string; last: string }) {
  // Two password hashes, a mail and three page loads before the test itself begins: its own budget.
  test.slow();
  await signUp(page, email, name);
  const mail = await latestMail(email, { subject: "Bevestig je e-mailadres" });
  await page.goto(linkIn(mail.text, "confirmation_token"));
  await expect(page).toHaveURL(/\/auth\/login-1/);
  await signIn(page, email);
}
