import { expect, signIn, test } from "./support/fixtures";

test("without JavaScript a server-rendered toast shows and stays until it is closed, by a control that works without scripts", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/test/toaster");
  // The action flashes the toast into the session and redirects; the next page renders it.
  await page.getByLabel("Kleur", { exact: true }).selectOption({ label: "Fout" });
  await page.getByRole("button", { name: "Melding na doorsturen tonen" }).click();
  const toast = page.getByRole("alert").filter({ has: page.getByText("Fout", { exact: true }) });
  await expect(toast).toBeVisible();
  // No button that would need a script; a check box that closes it by CSS, reached by the keyboard.
  await expect(toast.getByRole("button")).toHaveCount(0);
  const close = toast.getByRole("checkbox", { name: "Melding sluiten" });
  await close.focus();
  await page.keyboard.press("Space");
  await expect(toast).toBeHidden();
  // The flash shows once: a reload has none.
  await page.reload();
  await expect(toast).toBeHidden();
  await expect(page.locator("main time").first()).toHaveText("zojuist");
});
