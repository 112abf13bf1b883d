import { expect, signIn, test } from "./support/fixtures";

// The design settings' preview of the home page is a picture of the page: Tab goes from the form's last button past
// it, not through the home page's links and fields inside the frame. Nothing focusable follows it on a staff page, so
// Tab leaves the page (the focus is on no element of it, and not in the frame).

test("Tab from the preview button skips the preview frame", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/instellingen/design");
  await expect(page.locator('iframe[title]')).toBeVisible();
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).focus();
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => ({ tag: document.activeElement?.tagName, inPreview: !!document.activeElement?.closest("[aria-labelledby='design-preview-title']") }));
  expect(focused.tag).not.toBe("IFRAME");
  expect(focused.inPreview).toBe(false);
});
