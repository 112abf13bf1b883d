import { expect, expectAccessible, signIn, test } from "./support/fixtures";

// The dashboard (issue 15) passes axe for a center, an organization and a volunteer.

for (const email of ["admin@demo.example", "organization_superuser@demo.example", "volunteer@demo.example"]) {
  test(`the dashboard of ${email} is accessible`, async ({ page }) => {
    await signIn(page, email);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Voor jou" })).toBeVisible();
    await expectAccessible(page);
  });
}
