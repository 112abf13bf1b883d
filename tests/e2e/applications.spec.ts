import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { createVacancies, uniqueTag } from "./support/manage";
import { amongFirstHundredByTitle, vacanciesBeyondTheFirstHundred } from "./support/many-vacancies";
import { noordAndZuid, oneApplicationEach } from "./support/organization-filter";

test("applications: list → detail → internal note → accept, with a toast each time", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag().toLowerCase();
  const [vacancyId] = await createVacancies(request, [`Voorleesouder ${tag}`]);
  const email = `lotte.${tag}@example.nl`;
  // A volunteer responds through the public API, no account needed.
  const response = await request.post(`/api/v1/vacancies/${vacancyId}/applications`, {
    data: { data: { type: "applications", attributes: { name: "Lotte de Vries", email, message: "Ik lees graag voor aan kinderen." } } },
  });
  expect(response.status()).toBe(201);

  await signIn(page, "admin@demo.example");
  await page.goto("/applications");
  await expectAccessible(page);
  await page.getByLabel("Naam of e-mailadres").fill(email);
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  const table = page.getByRole("table", { name: "1 aanvraag" });
  await expect(table.getByRole("row", { name: /Lotte de Vries/ })).toContainText(`Voorleesouder ${tag}`);
  await expect(table.getByRole("row", { name: /Lotte de Vries/ })).toContainText("Nieuw");
  await table.getByRole("link", { name: "Lotte de Vries" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Aanvraag van Lotte de Vries" })).toBeVisible();
  await expect(page.getByText("Ik lees graag voor aan kinderen.")).toBeVisible();
  await expect(page.getByText("Nog geen notities.")).toBeVisible();
  await page.getByLabel(/^Nieuwe notitie/).fill("Gebeld: komt dinsdag kennismaken.");
  await page.getByRole("button", { name: "Notitie toevoegen" }).click();
  await expect(page.getByText("De notitie is toegevoegd.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Gebeld: komt dinsdag kennismaken." })).toContainText("Anne");
  await expect(page.getByLabel(/^Nieuwe notitie/)).toHaveValue("");

  await page.getByRole("button", { name: "Accepteren" }).click();
  await expect(page.getByText("De aanvraag van Lotte de Vries is geaccepteerd; er is een e-mail verstuurd.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Accepteren" })).toHaveCount(0);
  await expect(page.getByText("Geaccepteerd", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Terug naar de aanvragen" }).click();
  await page.getByLabel("Status").selectOption({ label: "Geaccepteerd" });
  await page.getByLabel("Naam of e-mailadres").fill(email);
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page.getByRole("row", { name: /Lotte de Vries/ })).toContainText("Geaccepteerd");
});

test("an empty note is refused on blur and on submit", async ({ page, request }) => {
  const tag = uniqueTag().toLowerCase();
  const [vacancyId] = await createVacancies(request, [`Notitieklus ${tag}`]);
  const created = await request.post(`/api/v1/vacancies/${vacancyId}/applications`, {
    data: { data: { type: "applications", attributes: { name: "Sem Bakker", email: `sem.${tag}@example.nl`, message: "Hallo!" } } },
  });
  const { data } = (await created.json()) as { data: { id: string } };
  await signIn(page, "admin@demo.example");
  await page.goto(`/applications/${data.id}`);
  await page.getByRole("button", { name: "Notitie toevoegen" }).click();
  await expect(page.getByLabel(/^Nieuwe notitie/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Dit veld is verplicht")).toBeVisible();
});

test("the applications' organization filter suggests organizations as one types and filters by the one chosen", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag().toLowerCase();
  const { noord, zuid } = await noordAndZuid(request, "Zwemclub", tag, { noord: `Badmeester ${tag}`, zuid: `Zwemjuf ${tag}` });
  await oneApplicationEach(request, tag, { noord, zuid });
  await signIn(page, "admin@demo.example");
  await page.goto(`/applications?q=${tag}`);
  const names = page.getByRole("table").locator("tbody th");
  await expect(names).toHaveCount(2);
  // No select of every organization of the center.
  await expect(page.getByRole("option", { name: `Zwemclub ${tag} Noord` })).toHaveCount(0);

  const field = page.getByRole("combobox", { name: "Organisatie" });
  const listbox = page.getByRole("listbox", { name: "Organisatie" });
  await field.fill(tag);
  await expect(listbox.getByRole("option")).toHaveText([`Zwemclub ${tag} Noord`, `Zwemclub ${tag} Zuid`]);
  await expectAccessible(page);
  await field.press("ArrowUp");
  await field.press("Enter");
  await expect(field).toHaveValue(`Zwemclub ${tag} Zuid`);
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(new RegExp(`organization=${zuid.id}`));
  await expect(names).toHaveText(["Sven Smit"]);
  await expect(field).toHaveValue(`Zwemclub ${tag} Zuid`);

  // Escape empties the field: the filter goes.
  await field.press("Escape");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(names).toHaveCount(2);
  expect(page.url()).not.toContain("organization");
});

test("the applications' vacancy filter finds a vacancy beyond the first hundred by its title, within the chosen organization", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag().toLowerCase();
  const { noord, zuid } = await vacanciesBeyondTheFirstHundred(request, tag);
  // What a select of the first hundred vacancies by title could not offer.
  expect(await amongFirstHundredByTitle(request, noord.vacancyId)).toBe(false);

  await signIn(page, "admin@demo.example");
  await page.goto(`/applications?q=${tag}`);
  const names = page.getByRole("table").locator("tbody th");
  await expect(names).toHaveCount(2);
  const field = page.getByRole("combobox", { name: "Vacature" });
  const listbox = page.getByRole("listbox", { name: "Vacature" });
  await field.fill(`zzz ${tag}`);
  await expect(listbox.getByRole("option")).toHaveText([`Zzz ${tag} Noord`, `Zzz ${tag} Zuid`]);
  await expect(page.getByRole("status").filter({ hasText: "2 vacatures gevonden" })).toBeAttached();
  await expectAccessible(page);
  await field.press("ArrowDown");
  await field.press("Enter");
  await expect(field).toHaveValue(`Zzz ${tag} Noord`);
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(new RegExp(`vacancy=${noord.vacancyId}`));
  await expect(names).toHaveText(["Noor Visser"]);
  await expect(field).toHaveValue(`Zzz ${tag} Noord`);

  // With an organization chosen, the suggestions are that organization's vacancies.
  await page.goto(`/applications?q=${tag}&organization=${zuid.id}`);
  await field.fill(`zzz ${tag}`);
  await expect(listbox.getByRole("option")).toHaveText([`Zzz ${tag} Zuid`]);
  await field.press("Escape");
  await field.press("Escape");
  await expect(field).toHaveValue("");
});

test("the applications' vacancy suggestions follow the organization chosen in the filter form before it is sent (decision 056)", async ({ page, request }) => {
  const tag = uniqueTag().toLowerCase();
  await noordAndZuid(request, "Hockeyclub", tag, { noord: `Keeper ${tag} Noord`, zuid: `Keeper ${tag} Zuid` });
  await signIn(page, "admin@demo.example");
  await page.goto("/applications");
  const vacancy = page.getByRole("combobox", { name: "Vacature" });
  const vacancies = page.getByRole("listbox", { name: "Vacature" });
  const organization = page.getByRole("combobox", { name: "Organisatie" });
  const organizations = page.getByRole("listbox", { name: "Organisatie" });
  await vacancy.fill(`keeper ${tag}`);
  await expect(vacancies.getByRole("option")).toHaveText([`Keeper ${tag} Noord`, `Keeper ${tag} Zuid`]);
  await vacancy.press("Escape");

  // Zuid chosen in the organization field, not sent: the vacancy suggestions keep to Zuid's.
  await organization.fill(tag);
  await expect(organizations.getByRole("option")).toHaveText([`Hockeyclub ${tag} Noord`, `Hockeyclub ${tag} Zuid`]);
  await organization.press("ArrowDown");
  await organization.press("ArrowDown");
  await organization.press("Enter");
  await expect(organization).toHaveValue(`Hockeyclub ${tag} Zuid`);
  await vacancy.fill(`keeper ${tag} `);
  await vacancy.fill(`keeper ${tag}`);
  await expect(vacancies.getByRole("option")).toHaveText([`Keeper ${tag} Zuid`]);
  await vacancy.press("Escape");

  // The organization field cleared: every organization's again.
  await organization.fill("");
  await vacancy.fill(`keeper ${tag} `);
  await vacancy.fill(`keeper ${tag}`);
  await expect(vacancies.getByRole("option")).toHaveText([`Keeper ${tag} Noord`, `Keeper ${tag} Zuid`]);
  expect(page.url()).not.toContain("organization=");
});
