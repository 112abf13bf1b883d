import { expect, signIn, test } from "./support/fixtures";

/* The gallery's forms without JavaScript: the server validates and carries the values. */

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin@demo.example");
});

test("the form page validates on the server and keeps the values", async ({ page }) => {
  await page.goto("/test/form");
  await page.getByLabel("Naam").fill("A");
  await page.getByLabel("E-mailadres").fill("geen-adres");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText("Vul minimaal 2 tekens in")).toBeVisible();
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await expect(page.getByLabel("E-mailadres")).toHaveValue("geen-adres");
});

test("the multi-step form goes step by step with the earlier answers in hidden fields", async ({ page }) => {
  await page.goto("/test/step-form");
  await page.getByLabel("Naam").fill("Anne");
  await page.getByLabel("E-mailadres").fill("anne@example.org");
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByText("Stap 2 van 3")).toBeVisible();
  await page.getByLabel("Uren per week").fill("4");
  await page.getByLabel("Eerste dag").fill("2030-05-01");
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByLabel("Waarom wil je helpen?").fill("Omdat de buurt me lief is.");
  await page.getByRole("button", { name: "Afronden" }).click();
  await expect(page.getByText("Bedankt, Anne! Je kunt 4 uur per week helpen.", { exact: false })).toBeVisible();
});
