import { expect, signIn, test } from "./support/fixtures";
import { createVacancies, uniqueTag } from "./support/manage";

test("managing without JavaScript: add with a validation error then success, edit, archive after confirming", async ({ page }) => {
  test.slow();
  const tag = uniqueTag();
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/vacancies");
  await page.getByRole("link", { name: "Vacature toevoegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vacature toevoegen" })).toBeVisible();

  // The server validates with the same schema: the form comes back with the message and what was typed.
  const title = page.getByLabel(/^Titel/);
  await title.fill("Ab");
  await page.getByLabel(/^Beschrijving/).fill(`<p>Samen <strong>koken</strong> ${tag}</p>`);
  await page.getByLabel(/^Plaats \(optioneel\)/).fill("Apeldoorn");
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Vul minimaal 3 tekens in")).toBeVisible();
  await expect(page.getByLabel(/^Plaats \(optioneel\)/)).toHaveValue("Apeldoorn");
  await expect(page.getByLabel(/^Beschrijving/)).toHaveValue(`<p>Samen <strong>koken</strong> ${tag}</p>`);

  await title.fill(`Kookmaatje ${tag}`);
  await page.getByLabel(/^Status/).selectOption({ label: "Gepubliceerd" });
  await page.getByLabel("Regelmatig", { exact: true }).check();
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}\/edit$/, { timeout: 15_000 });
  await expect(page.getByText(`De vacature ‘Kookmaatje ${tag}’ is toegevoegd.`)).toBeVisible();
  await expect(page.getByLabel("Regelmatig", { exact: true })).toBeChecked();

  // Editing: only the statuses the life cycle allows are offered.
  const status = page.getByLabel(/^Status/);
  await expect(status.locator("option")).toHaveText(["Gepubliceerd", "Concept", "Vervuld", "Verlopen", "Gearchiveerd"]);
  await title.fill(`Kookmaatje gezocht ${tag}`);
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.getByText(`De wijzigingen in ‘Kookmaatje gezocht ${tag}’ zijn opgeslagen.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`‘Kookmaatje gezocht ${tag}’ bewerken`);

  // Archiving asks first; cancelling changes nothing.
  await page.goto(`/vacancies?q=${tag}`);
  const row = page.getByRole("row", { name: new RegExp(`Kookmaatje gezocht ${tag}`) });
  await expect(row).toContainText("Gepubliceerd");
  await row.getByRole("link", { name: `‘Kookmaatje gezocht ${tag}’ archiveren` }).click();
  await expect(page.getByRole("region", { name: "Vacature archiveren" })).toContainText(`Weet je zeker dat je ‘Kookmaatje gezocht ${tag}’ wilt archiveren?`);
  await page.getByRole("link", { name: "Annuleren" }).click();
  await expect(page.getByRole("region", { name: "Vacature archiveren" })).toHaveCount(0);
  await expect(row).toContainText("Gepubliceerd");

  await row.getByRole("link", { name: `‘Kookmaatje gezocht ${tag}’ archiveren` }).click();
  await page.getByRole("button", { name: "Ja, archiveren" }).click();
  await expect(page.getByText("De vacature is gearchiveerd.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/vacancies\\?q=${tag}$`));
  await expect(row).toContainText("Gearchiveerd");
  await expect(page.getByRole("link", { name: /^Gearchiveerd/ })).toBeVisible();
});

test("the API's own refusals show on the field: publishing with an expiry date in the past", async ({ page }) => {
  test.slow();
  const tag = uniqueTag();
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/vacancies/add");
  await page.getByLabel(/^Titel/).fill(`Verlopen klus ${tag}`);
  await page.getByLabel(/^Status/).selectOption({ label: "Gepubliceerd" });
  await page.getByLabel(/^Verloopt op/).fill("2020-01-31");
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  await expect(page.getByLabel(/^Verloopt op/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Een gepubliceerde vacature heeft een verloopdatum in de toekomst nodig.")).toBeVisible();
  await expect(page.getByLabel(/^Titel/)).toHaveValue(`Verlopen klus ${tag}`);
});

test("volunteers may not manage vacancies", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  const response = await page.goto("/vacancies");
  expect(response?.status()).toBe(403);
});

test("the vacancy list sorts by its column headers without JavaScript, keeping the search (issue 11)", async ({ page, request }) => {
  const tag = uniqueTag();
  await createVacancies(request, [`Bakker ${tag}`, `Appelplukker ${tag}`, `Chauffeur ${tag}`]);
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies?q=${tag}`);
  const table = page.getByRole("table", { name: /3 vacatures/ });
  const titles = table.locator("tbody th");
  const titleHeader = table.getByRole("columnheader", { name: /^Titel/ });
  await expect(titleHeader).not.toHaveAttribute("aria-sort");

  await titleHeader.getByRole("link", { name: /^Titel\s*\(sorteer oplopend\)$/ }).click();
  await expect(titleHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(titles).toHaveText([`Appelplukker ${tag}`, `Bakker ${tag}`, `Chauffeur ${tag}`]);
  await expect(page).toHaveURL(new RegExp(`q=${tag}.*sort=title`));
  // The sort select of the filter form follows the header.
  await expect(page.getByLabel("Sorteren")).toHaveValue("title");

  await titleHeader.getByRole("link", { name: /^Titel\s*\(sorteer aflopend\)$/ }).click();
  await expect(titleHeader).toHaveAttribute("aria-sort", "descending");
  await expect(titles).toHaveText([`Chauffeur ${tag}`, `Bakker ${tag}`, `Appelplukker ${tag}`]);
});
