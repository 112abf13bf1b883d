import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { activeUser } from "./support/users";

/*
 * The sidebar's Customize with JavaScript (issue 15, decision 048): a Radix dialog whose choices show at once
 * and are kept on the user's record when saved; closing without saving puts the saved appearance back.
 */

const customize = (page: Page) => page.getByRole("navigation", { name: "Zijbalk" }).getByRole("button", { name: "Aanpassen" });
/** The trigger's visible box (the rounded element inside the button). */
const customizeBox = (page: Page) => customize(page).locator("span");
const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Weergave aanpassen" });

async function expectDefaultAppearance(page: Page) {
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  await expect(html).not.toHaveAttribute("data-shape");
  await expect(html).not.toHaveAttribute("data-font-size");
  await expect(html).toHaveCSS("font-size", "16px");
}

test("dark, straight and large: previewed, saved for this user only, still applied after a reload", async ({ page, browser, request }) => {
  test.slow(); // three full axe runs
  const [one, other] = [await activeUser(request), await activeUser(request)];
  await signIn(page, one.email);
  await page.goto("/dashboard");
  await expectDefaultAppearance(page);
  await expectAccessible(page);

  await customize(page).click();
  const dialog = dialogOf(page);
  await dialog.getByLabel("donker", { exact: true }).check();
  await dialog.getByLabel("recht", { exact: true }).check();
  await dialog.getByLabel("groot", { exact: true }).check();
  // The preview, before anything is saved.
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute("data-shape", "straight");
  await expect(html).toHaveCSS("font-size", "18px");
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Je weergave is opgeslagen.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute("data-shape", "straight");
  await expect(html).toHaveAttribute("data-font-size", "large");
  await expect(html).toHaveCSS("font-size", "18px");
  await expect(customizeBox(page)).toHaveCSS("border-radius", "0px");
  await expectAccessible(page);
  await customize(page).click();
  await expect(dialogOf(page).getByLabel("recht", { exact: true })).toBeChecked();
  await expectAccessible(page);

  // Another user, in a browser of their own, sees the center's theme as it was.
  const context = await browser.newContext();
  try {
    const otherPage = await context.newPage();
    await signIn(otherPage, other.email);
    await otherPage.goto("/dashboard");
    await expectDefaultAppearance(otherPage);
    await expect(customizeBox(otherPage)).toHaveCSS("border-radius", "6px");
  } finally {
    await context.close();
  }
});

test("by keyboard: the choices preview, Escape closes without saving and puts the saved appearance back", async ({ page, request }) => {
  const user = await activeUser(request);
  await signIn(page, user.email);
  await page.goto("/dashboard");
  await customize(page).focus();
  await page.keyboard.press("Enter");
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("groter", { exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(page.locator("html")).toHaveAttribute("data-font-size", "larger");
  await expect(page.locator("html")).toHaveCSS("font-size", "20px");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(customize(page)).toBeFocused();
  await expectDefaultAppearance(page);
  await page.reload();
  await expectDefaultAppearance(page);
});
