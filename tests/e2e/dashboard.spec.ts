import { expect, expectAccessible, signIn, test } from "./support/fixtures";

// The dashboard (issue 15) passes axe for a center, an organization and a volunteer, in light and dark mode.

for (const email of ["admin@demo.example", "organization_superuser@demo.example", "volunteer@demo.example"]) {
  test(`the dashboard of ${email} is accessible in light and dark mode`, async ({ page }) => {
    await signIn(page, email);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: "Voor jou" })).toBeVisible();
      if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      else await expect(page.locator("html")).not.toHaveClass(/dark/);
      await expectAccessible(page);
    }
  });
}
