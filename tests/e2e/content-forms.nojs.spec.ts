import { expect, signIn, test } from "./support/fixtures";

// Spec §2 lists "forms" among Content's pages: /content/forms leads to the form builder, where the center's forms live.
test("/content/forms leads a content editor to the form builder, in either language", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/content/forms");
  await expect(page).toHaveURL(/\/form_builder$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/en/content/forms");
  await expect(page).toHaveURL(/\/en\/form_builder$/);
});

test("a visitor who is not signed in is asked to sign in first", async ({ page }) => {
  await page.goto("/content/forms");
  await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=/);
});
