import { expect, signIn, test } from "./support/fixtures";
import { tamperPost } from "./support/tamper";
import { vacancyId } from "./support/vacancies";

// Decision 080: without JavaScript a post the server refused comes back as a whole page, and the box that says so
// (the error summary, or the form's own error) has the focus, so a keyboard or screen-reader user starts there and not
// at the top of the page. The next Tab goes on in the box's links, or in the form.

test.use({ javaScriptEnabled: false });

test("the vacancy response sent empty: the error summary has the focus, and Tab goes to its first link", async ({ page, request }) => {
  await page.goto(`/vacancies/${await vacancyId(request, "Fietsmaatje voor ouderen")}`);
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary.getByRole("heading", { name: /^Het formulier is niet verstuurd: \d+ velden vragen aandacht$/ })).toBeVisible();
  await expect(summary).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(summary.getByRole("link").first()).toBeFocused();
});

test("a form by its link (token) sent empty: the error summary has the focus", async ({ page }) => {
  await page.goto("/forms/demo-open-form");
  await page.getByRole("button", { name: "Versturen" }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary.getByRole("heading", { name: /^Het formulier is niet verstuurd: \d+ velden? vra(agt|gen) aandacht$/ })).toBeVisible();
  await expect(summary).toBeFocused();
});

test("sign-in: the summary of an empty post, and the box of a wrong password, have the focus", async ({ page }) => {
  await page.goto("/auth/login-1");
  await page.getByRole("button", { name: "Inloggen" }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  await expect(summary).toBeFocused();

  await page.getByLabel("E-mailadres").fill("admin@demo.example");
  await page.getByLabel("Wachtwoord").fill("not-the-password");
  await page.getByRole("button", { name: "Inloggen" }).click();
  const refused = page.getByRole("alert").filter({ hasText: "Ongeldige inloggegevens. Probeer het opnieuw." });
  await expect(refused).toBeFocused();
  // The box has no links: the next Tab is the form's first field, not the skip link at the top of the page.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("E-mailadres")).toBeFocused();
});

// Decision 081: a form of one field shows no box, only the error beside the field; the field itself has the focus.

test("the password request refused by the server: its one field has the focus, described by its error", async ({ page }) => {
  await page.goto("/auth/recover");
  await page.getByLabel("E-mailadres").fill("admin@demo.example");
  // The browser's check lets the address through; on its way it becomes one only the server refuses.
  await tamperPost(page, /\/auth\/recover$/, (body) => body.set("email", "geen-adres"));
  await page.getByRole("button", { name: "Stuur de link" }).click();
  const field = page.getByLabel("E-mailadres");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[role=alert]")).toHaveCount(0);
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription("Vul een geldig e-mailadres in");
});

test("the profile photo sent without a file: the file field has the focus, described by its error", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/profile-edit/vrijwilligersprofiel");
  await page.getByRole("button", { name: "Foto uploaden" }).click();
  const field = page.getByLabel("Nieuwe foto");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/Kies een afbeelding$/);
});
