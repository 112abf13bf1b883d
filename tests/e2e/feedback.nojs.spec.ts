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
  // Without JavaScript no script can take it away (nothing to wait for); the flash shows once: a reload has none.
  await page.reload();
  await expect(toast).toBeHidden();
  await expect(page.locator("main time").first()).toHaveText("zojuist");
});
