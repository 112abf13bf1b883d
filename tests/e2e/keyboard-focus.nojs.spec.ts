import { expect, test } from "./support/fixtures";
import { expectShiftTabClearOfHeader } from "./support/keyboard";

// Keyboard users without JavaScript (WCAG 2.4.11): the sticky header hides no focused element either; it is sticky from
// lg on only (decision 063), on a phone it scrolls away with the page.

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("going back up the vacancy bank with Shift+Tab on a phone, each focused link shows and the header has scrolled away", async ({ page }) => {
    await page.goto("/vacancies/search");
    await expectShiftTabClearOfHeader(page, page.getByRole("link", { name: "Volgende" }), 8);
    await expect(page.locator("header[data-sticky]")).not.toBeInViewport();
  });
});

test.describe("from lg on", () => {
  test.use({ viewport: { width: 1024, height: 700 } });

  test("going back up the vacancy bank with Shift+Tab, each focused link shows below the sticky header", async ({ page }) => {
    await page.goto("/vacancies/search");
    await expectShiftTabClearOfHeader(page, page.getByRole("link", { name: "Volgende" }), 8);
    await expect(page.locator("header[data-sticky]")).toBeInViewport({ ratio: 1 });
  });
});
