import { expect, signIn, test } from "./support/fixtures";
import { tamperPost } from "./support/tamper";

// Decision 062. A field is checked when it loses focus (spec §5); the press on the form's submit button must not be
// that moment: the error would push the button down between the press and the release, and the click be lost.

test("a bad value typed and the submit button clicked at once: the click lands, the form is checked, the first field in error has focus", async ({ page }) => {
  await page.goto("/een-op-een-hulp/vragen");
  const email = page.getByLabel(/^E-mailadres/);
  const submit = page.getByRole("button", { name: "Bericht versturen" });
  await email.fill("anne-at-demo");
  await expect(email).toBeFocused();
  // Where the pointer aims is read while the field still has focus, as a user aims before pressing.
  await submit.scrollIntoViewIfNeeded();
  await expect(email).toBeFocused();
  const box = (await submit.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  // The submit ran: every field is checked and the first one in error has focus (the lost click left it on the button).
  await expect(page.getByLabel("Wat wil je?")).toBeFocused();
  await expect(page.getByLabel("Wat wil je?")).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
});

test("a field left by the keyboard is still checked as it loses focus", async ({ page }) => {
  await page.goto("/een-op-een-hulp/vragen");
  const email = page.getByLabel(/^E-mailadres/);
  await email.fill("anne-at-demo");
  await email.press("Tab");
  await expect(page.getByRole("button", { name: "Bericht versturen" })).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
});

test("the vacancy form's error summary after a post the server refused: each link focuses its field, the description's editor included", async ({ page }) => {
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/vacancies/add");
  await page.getByLabel(/^Titel/).fill("Een klus");
  // With JavaScript the browser checks what it can before a post; a description too long and a tag not offered put in
  // on the way stand for what only the server finds.
  await tamperPost(page, /\/vacancies\/add(\.data)?$/, (body) => {
    body.set("description", "x".repeat(20_001));
    body.append("tags", "bestaat-niet");
  });
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" }) });
  await expect(summary.getByRole("link")).toHaveText(["Beschrijving – Vul maximaal 20000 tekens in", "Kenmerken – Dit veld is niet geldig"]);
  const editor = page.getByRole("textbox", { name: /^Beschrijving/ });
  const firstTag = page.getByRole("group", { name: /^Kenmerken/ }).getByRole("checkbox").first();
  // The editor, made before the answer came, tells its error too.
  await expect(editor).toHaveAttribute("aria-invalid", "true");
  await expect(editor).toHaveAccessibleDescription(/Vul maximaal 20000 tekens in/);
  await summary.getByRole("link", { name: /^Beschrijving/ }).click();
  await expect(editor).toBeFocused();
  await summary.getByRole("link", { name: /^Kenmerken/ }).click();
  await expect(firstTag).toBeFocused();
  // The summary stays until the next post, and a link leads to its field again.
  await summary.getByRole("link", { name: /^Beschrijving/ }).click();
  await expect(editor).toBeFocused();
});

test("an error only the server finds stays at its field while other fields are checked, and goes once that field is changed", async ({ page }) => {
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/vacancies/add");
  const title = page.getByLabel(/^Titel/);
  const expiry = page.getByLabel(/^Verloopt op/);
  await title.fill("Een klus");
  await page.getByLabel(/^Status/).selectOption({ label: "Gepubliceerd" });
  // A day in the past: the browser's schema takes any day, the server refuses it for a published vacancy.
  await expiry.fill("2020-01-01");
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  const inThePast = /Een gepubliceerde vacature heeft een verloopdatum in de toekomst nodig/;
  const summary = page.locator("[data-error-summary]");
  await expect(summary.getByRole("link")).toHaveText([/^Verloopt op – /]);
  await expect(expiry).toHaveAttribute("aria-invalid", "true");
  await expect(expiry).toHaveAccessibleDescription(inThePast);
  // Another field checked as it loses focus (its own error shows that the check ran), then put right.
  await title.fill("Ab");
  await title.blur();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(expiry).toHaveAttribute("aria-invalid", "true");
  await expect(expiry).toHaveAccessibleDescription(inThePast);
  await title.fill("Een klus");
  await title.blur();
  await expect(title).not.toHaveAttribute("aria-invalid", "true");
  await expect(expiry).toHaveAttribute("aria-invalid", "true");
  await expect(expiry).toHaveAccessibleDescription(inThePast);
  // The field changed: the browser's check decides, and finds nothing wrong.
  await expiry.fill("2099-12-31");
  await expiry.blur();
  await expect(expiry).not.toHaveAttribute("aria-invalid", "true");
  await expect(expiry).not.toHaveAccessibleDescription(inThePast);
});
