import { expect, signIn, test } from "./support/fixtures";

test("without JavaScript a server-rendered toast shows and stays, without a close button that cannot work", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/test/toaster");
  // The action flashes the toast into the session and redirects; the next page renders it.
  await page.getByLabel("Kleur", { exact: true }).selectOption({ label: "Fout" });
  await page.getByRole("button", { name: "Melding na doorsturen tonen" }).click();
  const toast = page.getByRole("alert").filter({ has: page.getByText("Fout", { exact: true }) });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("button")).toHaveCount(0);
  await page.waitForTimeout(5500);
  await expect(toast).toBeVisible();
  await expect(page.locator("main time").first()).toHaveText("zojuist");
});
