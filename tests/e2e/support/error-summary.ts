import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The error summary's links (decision 062) as "text -> the name of the field they lead to"; each must lead to a field
 * in error (aria-invalid). Used by form-errors.nojs and settings-errors.nojs.
 */
export async function summaryLinks(page: Page) {
  // The page comes in a stream: the heading can be there before the rest of the summary.
  await page.waitForLoadState("load");
  const links = await page.locator("[data-error-summary]").getByRole("link").all();
  return Promise.all(
    links.map(async (link) => {
      const href = (await link.getAttribute("href"))!;
      const target = page.locator(`[id="${href.slice(1)}"]`);
      await expect(target, `${href} is a field in error`).toHaveAttribute("aria-invalid", "true");
      return `${await link.textContent()} -> ${await target.getAttribute("name")}`;
    }),
  );
}
