import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

// The error summary (decision 062) on a phone without JavaScript: its link is a plain fragment, the browser scrolls its
// field to the top of the screen, and the field's label (a group's legend) must come with it: a field in view without
// what it asks for is no help. Every link of a form, each kind of field: text, text area, select, radio and check box
// groups.

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

/** Follows each link of the summary in turn and lists those after which the field's label is not (wholly) on screen. */
async function captionsOutOfView(page: Page) {
  await page.waitForLoadState("load");
  const links = await page.locator("[data-error-summary]").getByRole("link").all();
  expect(links.length).toBeGreaterThan(1);
  const hidden: string[] = [];
  for (const link of links) {
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL((url) => url.hash === href);
    // The browser focuses the fragment's field, as the link does with JavaScript.
    await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeFocused();
    const box = await page.evaluate((id) => {
      const field = document.getElementById(id)!;
      // A box of a group (several inputs of its name) is named by the group's legend, any other field by its label.
      const group = field instanceof HTMLInputElement && document.getElementsByName(field.name).length > 1 ? field.closest("fieldset") : null;
      const caption = group ? group.querySelector("legend") : (field as HTMLInputElement).labels?.[0];
      const rect = caption!.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, field: field.getBoundingClientRect().top, height: window.innerHeight };
    }, href.slice(1));
    // The fragment did move the page to the field (it was below the screen before), and its label is above it, on screen.
    expect(box.field, `${href}: the field is on screen`).toBeLessThan(box.height);
    if (box.top < 0 || box.bottom > box.height) hidden.push(`${href}: label at ${Math.round(box.top)} px`);
  }
  return hidden;
}

test("a public form's summary links on a phone: each field comes into view with its label or legend", async ({ page }) => {
  await page.goto("/een-op-een-hulp/vragen");
  await page.getByRole("button", { name: "Bericht versturen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 7 velden vragen aandacht" })).toBeVisible();
  expect(await captionsOutOfView(page)).toEqual([]);
});

test("a staff form's summary links on a phone: the roles' check boxes come into view with their legend", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/users/add");
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 3 velden vragen aandacht" })).toBeVisible();
  expect(await captionsOutOfView(page)).toEqual([]);
});
