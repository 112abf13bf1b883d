import { expect, signIn, test } from "./support/fixtures";

// CHANGELOG.md is kept in Dutch only: the English page says so and marks the text Dutch (WCAG 3.1.2 Language of Parts).

test("the English changelog says it is kept in Dutch and marks its text as Dutch", async ({ page }) => {
  await signIn(page, "mentor@demo.example");
  await page.goto("/en/volunteerly/changelog");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("This changelog is kept in Dutch.")).toBeVisible();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Wijzigingen in Volunteerly");
  // The nearest language declared around the Dutch text is Dutch.
  await expect(heading.locator("xpath=ancestor::*[@lang][1]")).toHaveAttribute("lang", "nl");
});

test("the Dutch changelog has no notice", async ({ page }) => {
  await signIn(page, "mentor@demo.example");
  await page.goto("/volunteerly/changelog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wijzigingen in Volunteerly");
  await expect(page.getByText("Deze lijst met wijzigingen houden we alleen in het Nederlands bij.")).toHaveCount(0);
});
