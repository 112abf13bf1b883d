import { expect, expectAccessibleNoJs, signIn, test } from "./support/fixtures";
import { openBulkEditOnOne } from "./support/bulk-edit";
import { apiSession, createVacancies, uniqueTag } from "./support/manage";
import { noordAndZuid } from "./support/organization-filter";
import { tamperPost } from "./support/tamper";
import { inviteUser } from "./support/users";

test("bulk editing without JavaScript: select two, archive, preview, confirm, result per vacancy", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const titles = [`Bulkklus een ${tag}`, `Bulkklus twee ${tag}`];
  await createVacancies(request, titles);
  await signIn(page, "admin@demo.example");

  await page.goto(`/vacancies/bulk-edit?q=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Meerdere vacatures bewerken" })).toBeVisible();
  await expectAccessibleNoJs(page);
  for (const title of titles) await page.getByLabel(`‘${title}’ selecteren`).check();
  await page.getByLabel("Archiveren of herstellen").selectOption({ label: "Archiveren" });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();

  await expect(page.getByRole("heading", { name: "Voorbeeld: controleer en bevestig" })).toBeVisible();
  await expect(page.getByTestId("count-matched")).toHaveText("2");
  await expect(page.getByTestId("count-changed")).toHaveText("2");
  await expect(page.getByTestId("count-cannot")).toHaveText("0");
  await expect(page.getByRole("table", { name: "2 vacatures veranderen" })).toContainText("Status: Gepubliceerd → Gearchiveerd");
  await expectAccessibleNoJs(page);
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
  await expectAccessibleNoJs(page);

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
  // The message belongs to the group of change fields, not to the form as a whole.
  const changes = page.getByRole("group", { name: "2. Wat verandert er?" });
  await expect(changes).toHaveAccessibleDescription("Kies minstens één wijziging.");
  await expect(changes).toHaveAttribute("aria-invalid", "true");
  await expectAccessibleNoJs(page);

  // Every vacancy matching the filter, across pages: restoring a published one is not a legal step.
  await page.getByLabel(/^Alle 1 vacature die aan het filter voldoet/).check();
  await page.getByLabel("Archiveren of herstellen").selectOption({ label: "Herstellen" });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(page.getByTestId("count-cannot")).toHaveText("1");
  await expect(page.getByRole("table", { name: "1 vacature kan niet veranderen" })).toContainText("deze statuswijziging is niet toegestaan");
  await expect(page.getByText("Er verandert niets aan de gekozen vacatures.")).toBeVisible();
});

test("without JavaScript the bulk editor's organization filter is a name the page resolves, and a bulk edit follows it", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const { noord } = await noordAndZuid(request, "Roeiclub", tag, { noord: `Boten schrobben ${tag}`, zuid: `Boten verven ${tag}` });
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/bulk-edit?q=${tag}`);
  const titles = page.getByRole("table").locator("tbody th");
  const field = page.getByRole("searchbox", { name: "Organisatie" });
  const filterButton = page.getByRole("button", { name: "Filteren" });
  await expect(titles).toHaveCount(2);
  // No select of every organization of the center.
  await expect(page.getByRole("option", { name: `Roeiclub ${tag} Noord` })).toHaveCount(0);

  // None: said beside the field; the selection is not narrowed.
  await field.fill(`${tag} kanoclub`);
  await filterButton.click();
  await expect(page.getByRole("status").filter({ hasText: "Geen organisatie" })).toContainText(`Geen organisatie heeft ‘${tag} kanoclub’ in haar naam.`);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(titles).toHaveCount(2);

  // Several: links to choose from, keeping the other filters.
  await field.fill(tag);
  await filterButton.click();
  const notice = page.getByRole("status").filter({ hasText: `Meer dan één organisatie heeft ‘${tag}’ in haar naam` });
  await expect(notice.getByRole("link")).toHaveText([`Roeiclub ${tag} Noord`, `Roeiclub ${tag} Zuid`]);
  await notice.getByRole("link", { name: `Roeiclub ${tag} Noord` }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies/bulk-edit\\?q=${tag}&.*organization=${noord.id}`));
  await expect(titles).toHaveText([`Boten schrobben ${tag}`]);
  await expect(field).toHaveValue(`Roeiclub ${tag} Noord`);

  // Everything the filter matches is that organization's one vacancy.
  await page.getByLabel(/^Alle 1 vacature die aan het filter voldoet/).check();
  await page.getByLabel("Archiveren of herstellen").selectOption({ label: "Archiveren" });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(page.getByTestId("count-matched")).toHaveText("1");
  await page.getByRole("button", { name: "Bevestigen: 1 vacature wijzigen" }).click();
  await expect(page.getByText("1 vacature gewijzigd.")).toBeVisible();
  await page.goto(`/vacancies?q=${tag}`);
  await expect(page.getByRole("row", { name: new RegExp(`Boten schrobben ${tag}`) })).toContainText("Gearchiveerd");
  await expect(page.getByRole("row", { name: new RegExp(`Boten verven ${tag}`) })).toContainText("Gepubliceerd");
});

test("without JavaScript the new contact person is a name or e-mail the action resolves: none, several to pick from, one", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const title = `Contactklus ${tag}`;
  await createVacancies(request, [title]);
  await inviteUser(request, { firstName: "Contact", lastName: `${tag} Noord` });
  const zuid = await inviteUser(request, { firstName: "Contact", lastName: `${tag} Zuid` });
  await signIn(page, "admin@demo.example");

  await page.goto(`/vacancies/bulk-edit?q=${tag}`);
  const box = page.getByLabel(`‘${title}’ selecteren`);
  const field = page.getByRole("searchbox", { name: "Nieuwe contactpersoon" });
  const preview = page.getByRole("button", { name: "Voorbeeld bekijken" });
  await box.check();
  await field.fill(`${tag} Oost`);
  await preview.click();
  await expect(page.getByText("Niemand heeft deze tekst in naam of e-mailadres.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue(`${tag} Oost`);
  await expect(box).toBeChecked();

  await field.fill(tag);
  await preview.click();
  const choice = page.getByRole("group", { name: `Meer dan één persoon past bij ‘${tag}’. Kies er een:` });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  await expect(field).toHaveValue(tag);
  await expectAccessibleNoJs(page);
  await choice.getByRole("radio", { name: `Contact ${tag} Zuid (${zuid.email})` }).check();
  await preview.click();

  await expect(page.getByText(`Contactpersoon wordt Contact ${tag} Zuid (${zuid.email})`)).toBeVisible();
  await page.getByRole("button", { name: "Bevestigen: 1 vacature wijzigen" }).click();
  await expect(page.getByRole("table", { name: "Resultaat per vacature" }).getByRole("row", { name: new RegExp(title) })).toContainText("Gewijzigd");
});

test("an organization superuser keeps the select of their own organization's people; the people search is the center's", async ({ page }) => {
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/vacancies/bulk-edit");
  const select = page.getByRole("combobox", { name: "Nieuwe contactpersoon" });
  await expect(select).toHaveJSProperty("tagName", "SELECT");
  await expect(select.getByRole("option", { name: /organization_superuser@demo\.example/ })).toHaveCount(1);
  await expect(page.getByRole("searchbox", { name: "Nieuwe contactpersoon" })).toHaveCount(0);
  expect((await page.request.get("/users/suggesties.json?q=demo")).status()).toBe(403);
});

test("without JavaScript sending a chosen vacancy without a change marks the group of changes and says why", async ({ page, request }) => {
  const { title } = await openBulkEditOnOne(page, request, "Geenwijzigingklus");
  await page.getByLabel(`‘${title}’ selecteren`).check();
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  const changes = page.getByRole("group", { name: "2. Wat verandert er?" });
  await expect(changes).toHaveAccessibleDescription("Kies minstens één wijziging.");
  await expect(changes).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(`‘${title}’ selecteren`)).toBeChecked();
  await expectAccessibleNoJs(page);
});

test("a contact person the API does not know is said in the page's language", async ({ page, request }) => {
  // The page showed the API's English 'Unknown contact person.' above the Dutch form.
  const { tag, box } = await openBulkEditOnOne(page, request, "Onbekendcontact");
  // Someone who is no user (any more): removed since they were picked, or a tampered form.
  await tamperPost(page, /\/vacancies\/bulk-edit$/, (body) => {
    body.delete("contactPersonName");
    body.set("contactPersonId", "6f1c2a4e-9b3d-4c5e-8f7a-1b2c3d4e5f60");
  });
  await box.check();
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(page.getByRole("alert")).toContainText("De contactpersoon moet een gebruiker van deze vrijwilligerscentrale zijn.");
  await expect(page.getByText("Unknown contact person.")).toHaveCount(0);

  await page.goto(`/en/vacancies/bulk-edit?q=${tag}`);
  await page.getByLabel(/^Select ‘Onbekendcontact /).check();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("alert")).toContainText("The contact person must be a user of this volunteer center.");
});

test("a selection the bulk editor cannot take is said at the selection in the page's language: more than 10,000, or no vacancy's id", async ({ page, request }) => {
  // Before, both came back as 'Dit veld is niet geldig' (more than allowed) or without a word (an id that is none).
  const { tag, box } = await openBulkEditOnOne(page, request, "Teveelklus");
  const selection = page.getByRole("group", { name: "1. Welke vacatures?" });
  // More ids than one bulk edit takes: a tampered form (the boxes are one page's), as the API would refuse it.
  const tooMany = Array.from({ length: 10_001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
  await tamperPost(page, /\/vacancies\/bulk-edit$/, (body) => {
    for (const id of tooMany) body.append("ids", id);
  });
  await box.check();
  await page.getByLabel("Archiveren of herstellen").selectOption({ label: "Archiveren" });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(selection).toContainText("Je kunt hoogstens 10.000 vacatures in één keer bewerken.");
  await expect(page.getByText("Dit veld is niet geldig")).toHaveCount(0);
  await expect(box).toBeChecked();

  await page.goto(`/en/vacancies/bulk-edit?q=${tag}`);
  await page.getByLabel(/^Select ‘Teveelklus /).check();
  await page.getByLabel("Archive or restore").selectOption({ label: "Archive" });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("group", { name: "1. Which vacancies?" })).toContainText("You can edit at most 10,000 vacancies at once.");

  // An id that is no vacancy's id.
  await page.unrouteAll();
  await tamperPost(page, /\/vacancies\/bulk-edit$/, (body) => body.set("ids", "geen-id"));
  await page.goto(`/vacancies/bulk-edit?q=${tag}`);
  await box.check();
  await page.getByLabel("Archiveren of herstellen").selectOption({ label: "Archiveren" });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(selection).toContainText("Deze keuze van vacatures klopt niet. Vink de vacatures opnieuw aan.");
  await expect(page.getByRole("heading", { name: "Voorbeeld: controleer en bevestig" })).toHaveCount(0);
});

test("a vacancy deleted between the preview and the confirmation is said in the result, whose counts say what happened, not what would", async ({ page, request }) => {
  // The result's counts were the preview's words: 'Veranderen' / 'Will change' for what had changed.
  const tag = uniqueTag();
  const [goneId] = await createVacancies(request, [`Weggeklus ${tag}`, `Blijfklus ${tag}`]);
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/bulk-edit?q=${tag}`);
  await page.getByLabel(`‘Weggeklus ${tag}’ selecteren`).check();
  await page.getByLabel(`‘Blijfklus ${tag}’ selecteren`).check();
  await page.getByLabel("Archiveren of herstellen").selectOption({ label: "Archiveren" });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(page.getByTestId("count-changed")).toHaveText("2");
  // Someone else deletes one meanwhile.
  await (await apiSession(request)).call("DELETE", `/api/v1/vacancies/${goneId}`);
  await page.getByRole("button", { name: "Bevestigen: 2 vacatures wijzigen" }).click();
  // Not what the preview said any more: a new preview, nothing changed yet.
  await expect(page.getByRole("alert")).toContainText("Er is niets gewijzigd");
  // Named by the title the first preview showed (it was 'Onbekende vacature': the API no longer finds it), with no link to its page.
  const gone = page.getByRole("table", { name: "1 vacature kan niet veranderen" }).getByRole("row", { name: new RegExp(`Weggeklus ${tag}`) });
  await expect(gone).toContainText("de vacature bestaat niet (meer)");
  await expect(gone.getByRole("link")).toHaveCount(0);
  await expect(page.getByText("Onbekende vacature")).toHaveCount(0);
  await page.getByRole("button", { name: "Bevestigen: 1 vacature wijzigen" }).click();

  await expect(page.getByText("1 vacature gewijzigd.")).toBeVisible();
  await expect(page.getByLabel("Samenvatting").locator("dt")).toHaveText(["Geselecteerd", "Gewijzigd", "Ongewijzigd", "Niet gewijzigd"]);
  await expect(page.getByTestId("count-changed")).toHaveText("1");
  await expect(page.getByTestId("count-cannot")).toHaveText("1");
  const result = page.getByRole("table", { name: "Resultaat per vacature" });
  await expect(result.getByRole("row", { name: /Blijfklus/ })).toContainText("Gewijzigd");
  // The result keeps its title through the redirect (in the result's cookie), also after a refresh.
  await expect(result.getByRole("row", { name: new RegExp(`Weggeklus ${tag}`) })).toContainText("Niet gewijzigd: de vacature bestaat niet (meer)");
  await page.reload();
  await expect(result.getByRole("row", { name: new RegExp(`Weggeklus ${tag}`) })).toContainText("Niet gewijzigd: de vacature bestaat niet (meer)");
  await expect(result.getByRole("row", { name: new RegExp(`Weggeklus ${tag}`) }).getByRole("link")).toHaveCount(0);

  await page.goto(page.url().replace("/vacancies/", "/en/vacancies/"));
  await expect(page.getByLabel("Summary").locator("dt")).toHaveText(["Selected", "Changed", "Unchanged", "Not changed"]);
});

test("a confirmation changes only the vacancies its preview showed: one that came to match the filter meanwhile means a new preview, nothing changed", async ({ page, request }) => {
  // Before, 'Bevestigen: 2 vacatures wijzigen' for every vacancy matching the filter changed 3, the third unseen.
  const tag = uniqueTag();
  await createVacancies(request, [`Filterklus een ${tag}`, `Filterklus twee ${tag}`]);
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/bulk-edit?q=${tag}`);
  await page.getByLabel(/^Alle 2 vacatures die aan het filter voldoen/).check();
  await page.getByLabel("Archiveren of herstellen").selectOption({ label: "Archiveren" });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(page.getByTestId("count-changed")).toHaveText("2");
  // Someone adds a vacancy the filter finds.
  await createVacancies(request, [`Filterklus drie ${tag}`]);
  await page.getByRole("button", { name: "Bevestigen: 2 vacatures wijzigen" }).click();

  await expect(page.getByRole("alert")).toContainText("Er is niets gewijzigd: sinds het voorbeeld is veranderd welke vacatures zouden veranderen.");
  await expect(page.getByRole("heading", { name: "Voorbeeld: controleer en bevestig" })).toBeVisible();
  await expect(page.getByTestId("count-changed")).toHaveText("3");
  await expect(page.getByRole("table", { name: "3 vacatures veranderen" })).toContainText(`Filterklus drie ${tag}`);
  await expectAccessibleNoJs(page);
  await page.getByRole("button", { name: "Bevestigen: 3 vacatures wijzigen" }).click();
  await expect(page.getByText("3 vacatures gewijzigd.")).toBeVisible();
  await expect(page.getByTestId("count-changed")).toHaveText("3");
});
