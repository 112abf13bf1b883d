import { expect, test } from "./support/fixtures";

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
