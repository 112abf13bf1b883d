import { expect, signIn, test } from "./support/fixtures";
import { createVacancies, uniqueTag } from "./support/manage";

test("bulk editing without JavaScript: select two, archive, preview, confirm, result per vacancy", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const titles = [`Bulkklus een ${tag}`, `Bulkklus twee ${tag}`];
  await createVacancies(request, titles);
  await signIn(page, "admin@demo.example");

  await page.goto(`/vacancies/bulk-edit?q=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Meerdere vacatures bewerken" })).toBeVisible();
  for (const title of titles) await page.getByLabel(`‘${title}’ selecteren`).check();
  await page.getByLabel("Archiveren of herstellen").selectOption({ label: "Archiveren" });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();

  await expect(page.getByRole("heading", { name: "Voorbeeld: controleer en bevestig" })).toBeVisible();
  await expect(page.getByTestId("count-matched")).toHaveText("2");
  await expect(page.getByTestId("count-changed")).toHaveText("2");
  await expect(page.getByTestId("count-cannot")).toHaveText("0");
  await expect(page.getByRole("table", { name: "2 vacatures veranderen" })).toContainText("Status: Gepubliceerd → Gearchiveerd");
  await page.getByRole("button", { name: "Bevestigen: 2 vacatures wijzigen" }).click();

  // POST → redirect → GET: a refresh shows the result again and changes nothing.
  await expect(page).toHaveURL(/\/vacancies\/bulk-edit\?.*result=/);
  await expect(page.getByText("2 vacatures gewijzigd.")).toBeVisible();
  const result = page.getByRole("table", { name: "Resultaat per vacature" });
  for (const title of titles) {
    await expect(result.getByRole("row", { name: new RegExp(title) })).toContainText("Gewijzigd");
    await expect(result.getByRole("row", { name: new RegExp(title) })).toContainText("Gearchiveerd");
  }
  await page.reload();
  await expect(page.getByRole("table", { name: "Resultaat per vacature" })).toBeVisible();

  await page.goto(`/vacancies?q=${tag}`);
  for (const title of titles) await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Gearchiveerd");
});

test("bulk editing explains what cannot change and asks for a selection", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  await createVacancies(request, [`Herstelklus ${tag}`]);
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/bulk-edit?q=${tag}`);
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(page.getByText("Vink minstens één vacature aan")).toBeVisible();
  await expect(page.getByText("Kies minstens één wijziging.")).toBeVisible();

  // Every vacancy matching the filter, across pages: restoring a published one is not a legal step.
  await page.getByLabel(/^Alle 1 vacature die aan het filter voldoet/).check();
  await page.getByLabel("Archiveren of herstellen").selectOption({ label: "Herstellen" });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(page.getByTestId("count-cannot")).toHaveText("1");
  await expect(page.getByRole("table", { name: "1 vacature kan niet veranderen" })).toContainText("deze statuswijziging is niet toegestaan");
  await expect(page.getByText("Er verandert niets aan de gekozen vacatures.")).toBeVisible();
});
