import { expect, expectHydrated, test } from "./support/fixtures";
import { openBulkEditOnOne } from "./support/bulk-edit";
import type { Locator } from "@playwright/test";

/** How far below `anchor` the element `below` is, both boxes in one frame: the page may scroll, the distance may not change. */
async function distance(anchor: Locator, below: Locator) {
  return anchor.evaluate((a, b) => b!.getBoundingClientRect().y - a.getBoundingClientRect().y, await below.elementHandle());
}

test("a check box's error shows and goes in room kept for it: the button below does not move (sign-up's terms)", async ({ page }) => {
  await page.goto("/signup");
  await expectHydrated(page);
  const terms = page.getByRole("checkbox", { name: /Ik ga akkoord met de gebruiksvoorwaarden/ });
  const submit = page.getByRole("button", { name: "Account aanmaken" });
  const error = page.getByText("Ga akkoord met de voorwaarden om verder te gaan");
  const before = await distance(terms, submit);
  // The box loses the focus unticked: its error shows (validated on blur).
  await terms.focus();
  await terms.press("Tab");
  await expect(error).toBeVisible();
  await expect(terms).toHaveAttribute("aria-invalid", "true");
  expect(await distance(terms, submit)).toBe(before);
  // Ticked and left: the error goes, and the button stays where the pointer aimed.
  await terms.check();
  await terms.press("Tab");
  await expect(error).toBeHidden();
  expect(await distance(terms, submit)).toBe(before);
});

test("the bulk editor's 'tick at least one vacancy' shows and goes in room kept for it: the list below does not move", async ({ page, request }) => {
  const { title } = await openBulkEditOnOne(page, request, "Ruimteklus");
  await expectHydrated(page);
  const checked = page.getByRole("radio", { name: "Alleen de aangevinkte vacatures" });
  const box = page.getByRole("checkbox", { name: `‘${title}’ selecteren` });
  const error = page.getByText("Vink minstens één vacature aan, of kies alle vacatures die aan het filter voldoen.");
  const before = await distance(checked, box);
  // Ticked, cleared and left: the list of vacancies is checked as the box loses focus (spec §5) and says what is missing.
  await box.check();
  await box.uncheck();
  await box.press("Tab");
  await expect(error).toBeVisible();
  expect(await distance(checked, box)).toBe(before);
  // Ticked again and left: the message goes, and the box stays where the pointer aimed.
  await box.check();
  await box.press("Tab");
  await expect(error).toBeHidden();
  expect(await distance(checked, box)).toBe(before);
});
