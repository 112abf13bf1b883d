import { expect, expectAccessible, signIn, test } from "./support/fixtures";

// Notification templates with JavaScript (issue 13): the list and the editor pass axe, also with a preview and
// an error shown; nothing is saved here (the no-JS journey saves, on another center).

for (const colorScheme of ["light", "dark"] as const) {
  test(`the templates list and editor are accessible, with a preview and a field error in ${colorScheme} mode`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await signIn(page, "content_manager@demo.example");
    await page.goto("/notification_templates");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mailsjablonen");
    await expectAccessible(page);

    await page.getByRole("link", { name: "‘Reactie geaccepteerd’ (Nederlands) bewerken" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reactie geaccepteerd (Nederlands)");
    await expect(page.getByLabel("Deze e-mail versturen")).toBeChecked();
    await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
    await expect(page.getByRole("region", { name: "Voorbeeld" }).getByTestId("preview-subject")).toHaveText("Je reactie op ‘Voorlezen op de basisschool’ is geaccepteerd");
    await expectAccessible(page);

    const body = page.getByLabel(/^Tekst/);
    await body.fill("{{greeting}} {{onbekend}}");
    await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
    await expect(page.locator("[data-error-summary]")).toContainText("De plaatshouder {{onbekend}} bestaat niet in deze e-mail");
    await expect(body).toHaveValue("{{greeting}} {{onbekend}}");
    await expectAccessible(page);
  });
}

test("by keyboard, the preview takes the focus when it shows above the form, and again for changed wording (WCAG 2.4.3)", async ({ page }) => {
  await signIn(page, "content_manager@demo.example");
  await page.goto("/notification_templates");
  await page.getByRole("link", { name: "‘Reactie geaccepteerd’ (Nederlands) bewerken" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reactie geaccepteerd (Nederlands)");
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).press("Enter");
  // It shows above the form the keyboard user is in: focus on it, so its heading is read and Tab goes on from there.
  const preview = page.getByRole("region", { name: "Voorbeeld" });
  await expect(preview).toBeFocused();
  await page.getByLabel(/^Onderwerp/).fill("Nieuw onderwerp");
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).press("Enter");
  await expect(preview.getByTestId("preview-subject")).toHaveText("Nieuw onderwerp");
  await expect(preview).toBeFocused();
});
