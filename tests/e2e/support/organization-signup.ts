import type { Page } from "@playwright/test";

/** A short random word for names and addresses only this test uses. */
export const unique = () => Math.random().toString(36).slice(2, 10);

/** Fills the whole organization signup form (/organizations/signup) correctly. */
export async function fillSignup(page: Page, input: { name: string; email: string }) {
  await page.getByLabel("Naam van de organisatie").fill(input.name);
  await page.getByLabel("Soort organisatie").selectOption({ label: "Maatschappelijke organisatie" });
  await page.getByLabel("Website").fill("www.samen.example");
  await page.getByLabel("Straat").fill("Hoofdstraat");
  await page.getByLabel("Huisnummer").fill("7");
  await page.getByLabel("Postcode").fill("7311 AB");
  await page.getByLabel("Plaats").fill("Apeldoorn");
  await page.getByLabel("Voornaam").fill("Sanne");
  await page.getByLabel("Achternaam").fill("de Vries");
  await page.getByLabel("Jouw e-mailadres").fill(input.email);
  await page.getByLabel(/^Wachtwoord/).fill("Lang-genoeg-1");
  await page.getByLabel("Herhaal het wachtwoord").fill("Lang-genoeg-1");
  await page.getByLabel("Ik ga akkoord met de voorwaarden").check();
}
