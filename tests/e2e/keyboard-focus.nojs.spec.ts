import { expect, signIn, test } from "./support/fixtures";
import { expectShiftTabClearOfHeader, expectShiftTabUpMainClearOfHeader } from "./support/keyboard";

// Keyboard users without JavaScript (WCAG 2.4.11): the center's sticky header hides no focused element either. Without
// JavaScript it does not stick (decision 064: its height is unknown), so it scrolls away with the page at every width.

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

  test("going back up the vacancy bank with Shift+Tab, each focused link shows and the header has scrolled away", async ({ page }) => {
    await page.goto("/vacancies/search");
    await expectShiftTabClearOfHeader(page, page.getByRole("link", { name: "Volgende" }), 8);
    await expect(page.locator("header[data-sticky]")).not.toBeInViewport();
  });
});

// The staff header at 1024 px wraps to four rows for an admin (197 px) and three for an organization's manager in
// English (153 px); the estimate for pages without JavaScript (7rem) left up to 16 focused links under it. Without
// JavaScript the header does not stick (decision 064): each page is walked from its last element up to its first.
test.describe("signed in, at 1024 px", () => {
  test.use({ viewport: { width: 1024, height: 700 } });

  for (const path of ["/vacancies", "/users/add", "/organizations"]) {
    test(`an admin going back up ${path} with Shift+Tab sees each focused element`, async ({ page }) => {
      await signIn(page, "admin@demo.example");
      await page.goto(path);
      await expectShiftTabUpMainClearOfHeader(page, page.locator("main a[href]").last());
    });
  }

  test("an organization's manager in English going back up the vacancies and the user form sees each focused element", async ({ page }) => {
    await signIn(page, "organization_superuser@demo.example");
    for (const path of ["/en/vacancies", "/en/users/add"]) {
      await page.goto(path);
      await expectShiftTabUpMainClearOfHeader(page, page.locator("main a[href]").last());
    }
  });
});
