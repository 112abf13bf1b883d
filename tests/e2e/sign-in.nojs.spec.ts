import { DEMO_PASSWORD, expect, hostUrl, signIn, test } from "./support/fixtures";

// Journey: signing in and out works with JavaScript off (plain HTML forms, POST → redirect → GET).

test("a visitor asking for a private page signs in and comes back to it", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=%2Fdashboard$/);
  await page.getByLabel("E-mailadres").fill("admin@demo.example");
  await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hallo Anne");
  await expect(page.getByText("Beheerder", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle("Dashboard - Volunteerly");
  // Signed in, the sign-in page sends you on to the dashboard.
  await page.goto("/auth/login-1");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a redirect after sign-in stays on this site", async ({ page }) => {
  await page.goto("/auth/login-1?redirectTo=//evil.example/steal");
  await page.getByLabel("E-mailadres").fill("mentor@demo.example");
  await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
});

test("a wrong password is refused with a message, keeping the e-mail address", async ({ page }) => {
  await page.goto("/auth/login-1");
  await page.getByLabel("E-mailadres").fill("admin@demo.example");
  await page.getByLabel("Wachtwoord").fill("not-the-password");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toContainText("Ongeldige inloggegevens. Probeer het opnieuw.");
  await expect(page.getByLabel("E-mailadres")).toHaveValue("admin@demo.example");
  await expect(page.getByLabel("Wachtwoord")).toHaveValue("");
});

test("an invalid e-mail address is marked on the field itself", async ({ page }) => {
  await page.goto("/auth/login-1");
  await page.getByLabel("E-mailadres").fill("anne-at-demo");
  await page.getByLabel("Wachtwoord").fill("something");
  await page.getByRole("button", { name: "Inloggen" }).click();
  const email = page.getByLabel("E-mailadres");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await expect(email).toHaveValue("anne-at-demo");
});

test("signing out ends the session", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/uitloggen");
  await page.getByRole("button", { name: "Uitloggen" }).click();
  // A flash toast across the redirect, in the page's HTML (no JavaScript here).
  await expect(page.getByRole("status")).toContainText("Je bent uitgelogd.");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login-1/);
});

test("a partner's account on this partner's website gets the wrong-center screen", async ({ page }) => {
  await signIn(page, "volunteer@partner.example", { until: null });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ingelogd op de verkeerde website");
  await expect(page.getByRole("link", { name: "Terug naar home" })).toHaveAttribute("href", "/");
});

test("the same account signs in on its own partner's host", async ({ page }) => {
  await signIn(page, "volunteer@partner.example", { host: "partner.localhost" });
  await expect(page).toHaveURL(hostUrl("partner.localhost", "/dashboard"));
  await expect(page.getByRole("link", { name: "Vrijwilligerspunt Partner" })).toBeVisible();
});
