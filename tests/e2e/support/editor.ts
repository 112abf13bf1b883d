import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/*
 * The page editor by keyboard only: Tab (or Shift+Tab) until the control has focus, as a keyboard user
 * gets there. Fails when it is not reachable within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 400 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, "reachable by Tab").toBeFocused();
}

/** Types into the focused field after selecting what it holds. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** Chooses an option of the focused select with the arrow keys (Home, then Down), no pointer. */
export async function chooseWithArrows(page: Page, select: Locator, value: string) {
  const index = await select.evaluate((element, wanted) => [...(element as HTMLSelectElement).options].findIndex((option) => option.value === wanted), value);
  expect(index, `option ${value}`).toBeGreaterThanOrEqual(0);
  await page.keyboard.press("Home");
  for (let step = 0; step < index; step++) await page.keyboard.press("ArrowDown");
  await expect(select).toHaveValue(value);
}
