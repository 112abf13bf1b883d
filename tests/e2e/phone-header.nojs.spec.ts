import { expect, signIn, test } from "./support/fixtures";

// The signed-in header on a phone: its toolbar (colour mode, language, notifications, activity, account) wraps under
// the logo instead of making every page wider than the screen, in Dutch and in English (longer labels).

test.use({ viewport: { width: 375, height: 740 } });

for (const path of ["/profiel", "/en/profiel"]) {
  test(`a volunteer's ${path} fits a phone's width`, async ({ page }) => {
    await signIn(page, "volunteer@demo.example");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    await expect(page.getByRole("toolbar")).toBeInViewport({ ratio: 1 });
  });
}
