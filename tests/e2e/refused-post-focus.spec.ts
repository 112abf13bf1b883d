import { expect, expectHydrated, test } from "./support/fixtures";
import { holdScripts } from "./support/scripts";
import { tamperPost } from "./support/tamper";

// Decision 080: the box of a refused post has the HTML autofocus attribute in the server's HTML only. With JavaScript
// the focus after a refused post stays conform's (the first field in error), and a page whose post went out before
// React hydrated it keeps the box's focus once it has hydrated.

test("with JavaScript, a post the server refuses puts the focus on the first field in error, not on the summary", async ({ page }) => {
  await page.goto("/auth/login-1");
  await page.getByLabel("E-mailadres").fill("admin@demo.example");
  await page.getByLabel("Wachtwoord").fill("something");
  // The browser's check lets it through; on its way the password goes missing, which only the server then finds.
  await tamperPost(page, /\/auth\/login-1(\.data)?$/, (body) => body.set("password", ""));
  await page.getByRole("button", { name: "Inloggen" }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary.getByRole("heading", { name: "Het formulier is niet verstuurd: 1 veld vraagt aandacht" })).toBeVisible();
  await expect(page.getByLabel("Wachtwoord")).toBeFocused();
  await expect(summary).not.toHaveAttribute("autofocus");
});

test("a post sent before the page hydrated: the summary has the focus, and keeps it once React has hydrated the answer", async ({ page }) => {
  // The app's scripts are held back until the answer is there: the first page cannot hydrate, its form posts natively.
  const { release } = await holdScripts(page);
  await page.goto("/auth/login-1", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Inloggen" }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  release();
  await expectHydrated(page);
  await expect(summary).toBeFocused();
});

// Decision 081: a one-field form's field has autofocus only in the server's HTML (and the render that hydrates it).

test("with JavaScript, the password request refused by the server: conform focuses the field, which has no autofocus", async ({ page }) => {
  await page.goto("/auth/recover");
  await page.getByLabel("E-mailadres").fill("admin@demo.example");
  await tamperPost(page, /\/auth\/recover(\.data)?$/, (body) => body.set("email", "geen-adres"));
  await page.getByRole("button", { name: "Stuur de link" }).click();
  const field = page.getByLabel("E-mailadres");
  await expect(field).toHaveAccessibleDescription("Vul een geldig e-mailadres in");
  await expect(field).toBeFocused();
  await expect(field).not.toHaveAttribute("autofocus");
});

test("a password request sent before the page hydrated: the field has the focus, and keeps it once React has hydrated the answer", async ({ page }) => {
  const { release } = await holdScripts(page);
  await page.goto("/auth/recover", { waitUntil: "commit" });
  await page.getByLabel("E-mailadres").fill("admin@demo.example");
  await tamperPost(page, /\/auth\/recover(\.data)?$/, (body) => body.set("email", "geen-adres"));
  await page.getByRole("button", { name: "Stuur de link" }).click();
  const field = page.getByLabel("E-mailadres");
  await expect(field).toHaveAccessibleDescription("Vul een geldig e-mailadres in");
  await expect(field).toBeFocused();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  release();
  await expectHydrated(page);
  await expect(field).toBeFocused();
});
