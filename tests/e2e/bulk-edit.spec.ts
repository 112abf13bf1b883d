import { expect, signIn, test } from "./support/fixtures";
import { createVacancies, uniqueTag } from "./support/manage";

test("the bulk editor checks a choice when it loses focus, not before, and not what is still to be filled (spec §5)", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const title = `Blurklus ${tag}`;
  await createVacancies(request, [title]);
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/bulk-edit?q=${tag}`);
  await page.getByLabel(`‘${title}’ selecteren`).check();
  await page.getByLabel("Nieuwe status").selectOption({ label: "Vervuld" });
  const action = page.getByLabel("Archiveren of herstellen");
  await action.selectOption({ label: "Archiveren" });
  const conflict = page.getByText("Kies een nieuwe status óf archiveren/herstellen, niet allebei.");
  // Leaving the field checks it (repeated until the page is interactive, which is when checking starts).
  await expect(async () => {
    await action.focus();
    await page.getByLabel("Nieuwe status").focus();
    await expect(conflict).toBeVisible({ timeout: 500 });
  }).toPass();
  // What the form asks as a whole waits for sending.
  await expect(page.getByText("Kies minstens één wijziging.")).toHaveCount(0);
  await expect(page.getByText("Vink minstens één vacature aan")).toHaveCount(0);

  await action.selectOption({ index: 0 });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(page.getByRole("heading", { name: "Voorbeeld: controleer en bevestig" })).toBeVisible();
  await expect(page.getByTestId("count-changed")).toHaveText("1");
});
