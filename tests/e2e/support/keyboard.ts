import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Where the focused element is against the page's sticky header and the bottom of the screen: "shown" when it is
 * wholly between them, else how much of it is under the header or below the screen. Works without JavaScript.
 */
async function focusPlacement(page: Page) {
  const [header, focused, viewport] = await Promise.all([
    page.locator("header[data-sticky]").boundingBox(),
    page.locator(":focus").boundingBox(),
    page.evaluate(() => window.innerHeight),
  ]);
  if (!header || !focused) return "no sticky header or no focus";
  const under = Math.min(header.y + header.height, focused.y + focused.height) - focused.y;
  if (under > 0) return `${Math.round(under)} px under the sticky header`;
  const below = focused.y + focused.height - viewport;
  if (below > 0) return `${Math.round(below)} px below the screen`;
  return "shown";
}

/**
 * Goes back through the page with Shift+Tab from `start`, `steps` times; each element that gets focus must be fully
 * below the sticky header (WCAG 2.4.11) and on the screen as soon as it has the focus. Not "once the page has scrolled
 * to it": a keyboard user presses the next Shift+Tab without waiting, and a focus move while the page was still
 * scrolling (smooth scrolling) left the page's scroll going on to the previous target, the new link under the header
 * (12 px at the 8th step in a whole e2e run on PostgreSQL; every step here follows its predecessor at once too).
 */
export async function expectShiftTabClearOfHeader(page: Page, start: { focus(): Promise<void> }, steps: number) {
  // The placement reads the header's box, which would wait for a page without one until the test's budget ran out.
  await expect(page.locator("header[data-sticky]"), "the center's sticky header").toHaveCount(1);
  await start.focus();
  expect(await focusPlacement(page), "the starting point").toBe("shown");
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press("Shift+Tab");
    const placement = await focusPlacement(page);
    const focused = (await page.locator(":focus").getAttribute("href")) ?? (await page.locator(":focus").getAttribute("name"));
    expect(placement, `Shift+Tab ${step}: the focused ${focused}`).toBe("shown");
  }
}
