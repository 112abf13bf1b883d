import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** How many pixels of the focused element are under the page's sticky header (0: none). Works without JavaScript. */
async function focusUnderHeader(page: Page) {
  const [header, focused] = await Promise.all([page.locator("header.sticky").boundingBox(), page.locator(":focus").boundingBox()]);
  if (!header || !focused) return -1;
  return Math.max(0, Math.min(header.y + header.height, focused.y + focused.height) - focused.y);
}

/**
 * Goes back through the page with Shift+Tab from `start`, `steps` times; each element that gets focus must be fully
 * below the sticky header (WCAG 2.4.11) once the browser has scrolled it into view.
 */
export async function expectShiftTabClearOfHeader(page: Page, start: { focus(): Promise<void> }, steps: number) {
  await start.focus();
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press("Shift+Tab");
    const focused = (await page.locator(":focus").getAttribute("href")) ?? (await page.locator(":focus").getAttribute("name"));
    await expect.poll(() => focusUnderHeader(page), { message: `Shift+Tab ${step}: the focused ${focused} is under the sticky header` }).toBe(0);
  }
}
