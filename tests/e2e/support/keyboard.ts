import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible } from "./fixtures";

/**
 * Where the focused element is against the page's sticky header and the bottom of the screen: "shown" when it is
 * wholly between them (its top, when it is taller than that), else how much of it is under the header or below the screen. Works without JavaScript.
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
  // An element taller than the room below the header (a table's scrolling region) cannot show whole: its top must.
  const room = viewport - Math.max(0, header.y + header.height);
  const below = (focused.height > room ? focused.y : focused.y + focused.height) - viewport;
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
  await focusStart(page, start);
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press("Shift+Tab");
    await expectFocusShown(page, step);
  }
}

/**
 * expectShiftTabClearOfHeader from `start` back up to the page's first focusable element in <main>, however many its
 * rows and fields: the next Shift+Tab leaves <main> (for the sidebar or the header, which is under itself).
 */
export async function expectShiftTabUpMainClearOfHeader(page: Page, start: { focus(): Promise<void> }) {
  await focusStart(page, start);
  // A bound on the walk, far above any page's focusable elements, so that a focus trap fails instead of looping on.
  for (let step = 1; step <= 500; step++) {
    await page.keyboard.press("Shift+Tab");
    if ((await page.locator("main :focus").count()) === 0) return;
    await expectFocusShown(page, step);
  }
  throw new Error("Shift+Tab did not leave <main> in 500 steps");
}

async function focusStart(page: Page, start: { focus(): Promise<void> }) {
  // The placement reads the header's box, which would wait for a page without one until the test's budget ran out.
  await expect(page.locator("header[data-sticky]"), "the center's sticky header").toHaveCount(1);
  await start.focus();
  expect(await focusPlacement(page), "the starting point").toBe("shown");
}

async function expectFocusShown(page: Page, step: number) {
  const placement = await focusPlacement(page);
  // The focused element's name only for the message of a failure: a walk has up to a few hundred steps.
  if (placement === "shown") return;
  const focused = (await page.locator(":focus").getAttribute("href")) ?? (await page.locator(":focus").getAttribute("name"));
  expect(placement, `Shift+Tab ${step}: the focused ${focused}`).toBe("shown");
}

/**
 * The app's confirmation step by keyboard (ConfirmPanel): Enter on `link` shows the question `panel`, which takes the
 * focus and passes axe; Tab past its button to `cancel` and Enter removes the question and returns the focus to `link`.
 */
export async function expectConfirmCancelledByKeyboard(page: Page, link: Locator, panel: Locator, cancel: string) {
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(panel).toBeFocused();
  await expectAccessible(page);
  // The button, then the cancel link.
  for (let press = 0; press < 2; press++) await page.keyboard.press("Tab");
  await expect(panel.getByRole("link", { name: cancel })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel).toHaveCount(0);
  await expect(link).toBeFocused();
}
