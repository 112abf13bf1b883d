import { expect, signIn, test } from "./support/fixtures";

// The sidebar links the form builder and the volunteer pool by the same access rule as their pages
// (mayBuildForms, maySearchPool): a member of an organization sees them whatever their role.

test("a mentor who is a member of the center's organization sees and follows the form builder and the pool", async ({ page }) => {
  await signIn(page, "mentor@demo.example");
  await page.goto("/dashboard");
  const sidebar = page.getByRole("navigation", { name: "Zijbalk" });
  await sidebar.getByRole("link", { name: "Formulieren", exact: true }).click();
  await expect(page).toHaveURL(/\/form_builder$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Formulieren");
  await sidebar.getByRole("link", { name: "Vrijwilligerspool", exact: true }).click();
  await expect(page).toHaveURL(/\/vrijwilligerspool$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligerspool");
});

test("a volunteer who is no organization's member is linked to neither, and neither page opens for them", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/dashboard");
  const sidebar = page.getByRole("navigation", { name: "Zijbalk" });
  await expect(sidebar.getByRole("link", { name: "Support", exact: true })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Formulieren", exact: true })).toHaveCount(0);
  await expect(sidebar.getByRole("link", { name: "Vrijwilligerspool", exact: true })).toHaveCount(0);
  expect((await page.goto("/form_builder"))?.status()).toBe(403);
  expect((await page.goto("/vrijwilligerspool"))?.status()).toBe(403);
});
