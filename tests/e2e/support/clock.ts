import type { Page } from "@playwright/test";

/**
 * Time on the page stands still and moves only when the test says (Playwright's clock, installed first): a countdown
 * or a delayed announcement is checked against the page's own clock, never against the machine's speed.
 */
export async function stopTime(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      // On a busy machine the page's clock may pass that moment before the call arrives: aim again.
      if (attempt === 5 || !String(error).includes("past")) throw error;
    }
  }
}
