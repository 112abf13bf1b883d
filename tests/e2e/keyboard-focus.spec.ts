import { expect, signIn, test } from "./support/fixtures";
import { expectShiftTabClearOfHeader } from "./support/keyboard";

// Keyboard users (WCAG 2.2 AA): what gets focus is not hidden under the sticky header (2.4.11).

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("going back up the vacancy bank with Shift+Tab, each focused link shows below the sticky header", async ({ page }) => {
    await page.goto("/vacancies/search");
    await expectShiftTabClearOfHeader(page, page.getByRole("link", { name: "Volgende" }), 8);
  });
});

test("going back up the admin's vacancy list with Shift+Tab, each focused row action shows below the sticky header", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/vacancies");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectShiftTabClearOfHeader(page, page.getByRole("link", { name: "Volgende" }), 30);
});
