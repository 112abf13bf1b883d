import { expect, test } from "./support/fixtures";

test("without JavaScript a server-rendered toast shows and stays, without a close button that cannot work", async ({ page }) => {
  await page.goto("/dev/feedback?toast=danger");
  const toast = page.getByRole("alert").filter({ has: page.getByText("Fout", { exact: true }) });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("button")).toHaveCount(0);
  await page.waitForTimeout(5500);
  await expect(toast).toBeVisible();
  await expect(page.locator("main time").first()).toHaveText("zojuist");
});
