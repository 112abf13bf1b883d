import { expect, test } from "./support/fixtures";

// Password recovery without JavaScript; the token and mail side is covered by tests/api/auth.test.ts.

test("asking for a reset link answers the same for known and unknown addresses", async ({ page }) => {
  for (const email of ["admin@demo.example", "nobody@demo.example"]) {
    await page.goto("/auth/recover");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Stuur de link" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Als je e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om je wachtwoord opnieuw in te stellen.",
    );
  }
});

test("a reset with an unknown link is refused and asks for a new one", async ({ page }) => {
  await page.goto("/auth/reset?reset_password_token=not-a-real-token");
  await page.getByLabel(/^Nieuw wachtwoord/).fill("EenNieuwWachtwoord1");
  await page.getByLabel("Herhaal het nieuwe wachtwoord").fill("EenNieuwWachtwoord1");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByRole("alert")).toContainText("Deze link is ongeldig of verlopen.");
});

test("mismatched passwords are marked on the confirmation field", async ({ page }) => {
  await page.goto("/auth/reset?reset_password_token=whatever");
  await page.getByLabel(/^Nieuw wachtwoord/).fill("EenNieuwWachtwoord1");
  await page.getByLabel("Herhaal het nieuwe wachtwoord").fill("IetsAnders123");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByLabel("Herhaal het nieuwe wachtwoord")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("De wachtwoorden komen niet overeen", { exact: true })).toBeVisible();
});
