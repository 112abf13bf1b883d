import { expect, expectAccessible, test } from "./support/fixtures";

/* /activiteitenkalender with JavaScript (issue 14): the list and the month grid pass axe (WCAG 2.2 AA). */

test("the activity calendar's list and month view are accessible", async ({ page }) => {
  await page.goto("/activiteitenkalender");
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Maand" }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.getByRole("link", { name: "Volgende maand" })).toBeVisible();
  await expectAccessible(page);
});
