import { test } from "./support/fixtures";
import { expectShiftTabClearOfHeader } from "./support/keyboard";

// Keyboard users without JavaScript (WCAG 2.4.11): the sticky header hides no focused element either.

test.use({ viewport: { width: 375, height: 700 } });

test("going back up the vacancy bank with Shift+Tab on a phone, each focused link shows below the sticky header", async ({ page }) => {
  await page.goto("/vacancies/search");
  await expectShiftTabClearOfHeader(page, page.getByRole("link", { name: "Volgende" }), 8);
});
