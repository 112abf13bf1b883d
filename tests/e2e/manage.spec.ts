import { expect, expectAccessible, expectHydrated, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
import { noordAndZuid, superuserOfBoth } from "./support/organization-filter";

test("the add form validates a field when it loses focus, not while typing", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/vacancies/add");
  await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
  const title = page.getByLabel(/^Titel/);
  await title.fill("Ab");
  await expect(title).not.toHaveAttribute("aria-invalid", "true");
  await title.blur();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Vul minimaal 3 tekens in")).toBeVisible();
  const youtube = page.getByLabel(/^YouTube-video/);
  await youtube.fill("geen adres");
  await youtube.blur();
  await expect(page.getByText("Vul een geldige URL in")).toBeVisible();
  await title.fill("Abc");
  await title.blur();
  await expect(title).not.toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/vacancies\/add$/);
});

test("a checkbox group's error is said with its options: a tag the form does not offer (tampered page)", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/vacancies/add");
  await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
  const tags = page.getByRole("group", { name: "Kenmerken (optioneel)" });
  const first = tags.getByRole("checkbox").first();
  // Tampered as the form is sent: a render before that (React sets an input's value from its props) would undo it.
  await first.evaluate((input: HTMLInputElement) => {
    const tamper = () => {
      input.value = "geen-kenmerk";
      input.checked = true;
    };
    window.addEventListener("submit", tamper, { capture: true, once: true });
  });
  // The group's error shows in room kept for it: the next group does not move.
  const ageGroups = page.getByRole("group", { name: "Geschikt voor (optioneel)" });
  // Both boxes in one frame: the page may still be scrolling to the error.
  const gap = async () => tags.evaluate((group, below) => below!.getBoundingClientRect().y - group.getBoundingClientRect().y, await ageGroups.elementHandle());
  const before = await gap();
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  await expect(tags).toContainText("Dit veld is niet geldig");
  await expect(first).toHaveAccessibleDescription(/Dit veld is niet geldig/);
  expect(await gap()).toBe(before);
});

test("the tiptap editor writes rich text that the vacancy page shows", async ({ page }) => {
  test.slow();
  const tag = uniqueTag();
  await signIn(page, "admin@demo.example");
  await page.goto("/vacancies/add");
  await page.getByLabel(/^Titel/).fill(`Tuinhulp ${tag}`);
  await page.getByLabel(/^Status/).selectOption({ label: "Gepubliceerd" });
  const editor = page.getByRole("textbox", { name: /^Beschrijving/ });
  await editor.click();
  await page.keyboard.type("Wij zoeken ");
  // A press on the toolbar keeps the focus in the editor; typing still checks it (a space typed while a button has
  // the focus presses the button again: CI run 5 saw " in de buurt." land bold without its space).
  await page.getByRole("button", { name: "Vet" }).click();
  await expect(page.getByRole("button", { name: "Vet" })).toHaveAttribute("aria-pressed", "true");
  await expect(editor).toBeFocused();
  await page.keyboard.type("enthousiaste tuinierders");
  await page.getByRole("button", { name: "Vet" }).click();
  await expect(page.getByRole("button", { name: "Vet" })).toHaveAttribute("aria-pressed", "false");
  await expect(editor).toBeFocused();
  await page.keyboard.type(" in de buurt.");
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}\/edit$/, { timeout: 15_000 });
  await expect(page.getByText(`De vacature ‘Tuinhulp ${tag}’ is toegevoegd.`)).toBeVisible();
  // Back in the editor after saving, and sanitized HTML on the public page.
  await expect(page.getByRole("textbox", { name: /^Beschrijving/ }).locator("strong")).toHaveText("enthousiaste tuinierders");
  await page.getByRole("link", { name: "Bekijk de vacature" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Tuinhulp ${tag}` })).toBeVisible();
  await expect(page.locator("strong", { hasText: "enthousiaste tuinierders" })).toBeVisible();
});

test("leaving the add form with unsaved changes asks first", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/vacancies/add");
  await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
  await page.getByLabel(/^Titel/).fill("Half ingevuld");
  await page.getByRole("link", { name: "Terug naar de vacatures" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Je hebt niet-opgeslagen wijzigingen.");
  await dialog.getByRole("button", { name: "Blijven" }).click();
  await expect(page).toHaveURL(/\/vacancies\/add$/);
});

// One test per page: three scans in one test cannot be shared out by the two workers.
test("the vacancy list passes axe", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/vacancies");
  await expect(page.getByRole("table")).toBeVisible();
  await expectAccessible(page);
});

test("the add form passes axe", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/vacancies/add");
  await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
  await expectAccessible(page);
});

test("the bulk editor passes axe", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/vacancies/bulk-edit");
  await expectAccessible(page);
});

test("the organization filter suggests organizations as one types: arrows, Enter and Escape; the list and its bulk edit link follow", async ({ page, request }) => {
  const tag = uniqueTag();
  const { noord, zuid } = await noordAndZuid(request, "Fietsclub", tag, { noord: `Fietsen repareren ${tag}`, zuid: `Fietsen uitlenen ${tag}` });
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies?q=${tag}`);
  const titles = page.getByRole("table").locator("tbody th");
  await expect(titles).toHaveCount(2);

  const field = page.getByRole("combobox", { name: "Organisatie" });
  const listbox = page.getByRole("listbox", { name: "Organisatie" });
  const [first, second] = [listbox.getByRole("option", { name: `Fietsclub ${tag} Noord` }), listbox.getByRole("option", { name: `Fietsclub ${tag} Zuid` })];
  // At most ten suggestions; the popup says when there are more (the demo center has more than ten with an "e").
  await field.pressSequentially("e");
  await expect(listbox.getByRole("option")).toHaveCount(10);
  await expect(page.getByText(/^De eerste 10 van \d+ organisaties; typ meer van de naam/).first()).toBeVisible();
  await field.fill(tag);
  await expect(listbox.getByRole("option")).toHaveText([`Fietsclub ${tag} Noord`, `Fietsclub ${tag} Zuid`]);
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("status").filter({ hasText: "2 organisaties gevonden" })).toBeAttached();
  await expectAccessible(page);

  // Arrows move through the suggestions (the field keeps the focus), Escape closes them, Enter chooses.
  await field.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await field.press("ArrowDown");
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(first).toHaveAttribute("aria-selected", "false");
  await field.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).toHaveValue(tag);
  await field.press("ArrowUp");
  await expect(second).toHaveAttribute("aria-selected", "true");
  await field.press("Enter");
  await expect(field).toHaveValue(`Fietsclub ${tag} Zuid`);
  await expect(listbox).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`q=${tag}$`));

  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(new RegExp(`organization=${zuid.id}`));
  expect(page.url()).not.toContain("organizationName");
  await expect(titles).toHaveText([`Fietsen uitlenen ${tag}`]);
  await expect(field).toHaveValue(`Fietsclub ${tag} Zuid`);
  await expect(page.getByRole("link", { name: "Meerdere vacatures tegelijk bewerken" })).toHaveAttribute("href", new RegExp(`organization=${zuid.id}`));

  // Escape on a closed list empties the field: no organization filter.
  await field.press("Escape");
  await expect(field).toHaveValue("");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(titles).toHaveCount(2);
  expect(page.url()).not.toContain("organization");

  // A name typed and not chosen is resolved by the page, as without JavaScript: Enter sends the form.
  await field.fill(`${tag} noord`);
  await expect(first).toBeVisible();
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`organization=${noord.id}`));
  await expect(titles).toHaveText([`Fietsen repareren ${tag}`]);
  await expect(field).toHaveValue(`Fietsclub ${tag} Noord`);

  // Several matches: the page offers them, the field is described by that notice.
  await field.fill(tag);
  await expect(second).toBeVisible();
  await field.press("Escape");
  await expect(field).toHaveValue(tag);
  await page.getByRole("button", { name: "Filteren" }).click();
  const notice = page.getByRole("status").filter({ hasText: `Meer dan één organisatie heeft ‘${tag}’ in haar naam` });
  await expect(notice).toBeVisible();
  await expect(field).toHaveAttribute("aria-describedby", (await notice.getAttribute("id"))!);
  await expect(titles).toHaveCount(2);
  await expectAccessible(page);
  await notice.getByRole("link", { name: `Fietsclub ${tag} Noord` }).click();
  await expect(page).toHaveURL(new RegExp(`organization=${noord.id}`));
  await expect(titles).toHaveText([`Fietsen repareren ${tag}`]);
});

test("a center user chooses the organization of a new vacancy from suggestions", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const { noord } = await noordAndZuid(request, "Tennisclub", tag, { noord: `Banen vegen ${tag}`, zuid: `Ballen rapen ${tag}` });
  await signIn(page, "admin@demo.example");
  await page.goto("/vacancies/add");
  const field = page.getByRole("combobox", { name: "Organisatie" });
  const listbox = page.getByRole("listbox", { name: "Organisatie" });
  await page.getByLabel(/^Titel/).fill(`Banen aanleggen ${tag}`);
  await field.fill(tag);
  await expect(listbox.getByRole("option")).toHaveText([`Tennisclub ${tag} Noord`, `Tennisclub ${tag} Zuid`]);
  await expectAccessible(page);
  await field.press("ArrowDown");
  await field.press("Enter");
  await expect(field).toHaveValue(`Tennisclub ${tag} Noord`);
  await page.getByRole("button", { name: "Organisatie kiezen" }).click();
  // The form comes back for Noord, with what was typed (the organization is part of the vacancy form).
  const changed = page.getByRole("status").filter({ hasText: "De vacature is nu voor" });
  await expect(changed).toContainText(`Tennisclub ${tag} Noord`);
  await expect(changed).toBeFocused();
  await expect(field).toHaveValue(`Tennisclub ${tag} Noord`);
  await expect(page.getByLabel(/^Titel/)).toHaveValue(`Banen aanleggen ${tag}`);
  await expect(page.getByLabel(/^Contactpersoon/).locator("option")).toHaveText(["Standaard contactpersoon van de centrale"]);
  // The address names Noord now (a reload opens the form for it).
  await expect(page).toHaveURL(new RegExp(`/vacancies/add\\?organization=${noord.id}$`));
  // The router's location too: the shell's forms come back here, to the form for Noord (not the URL it was opened with).
  await expect(page.locator("form:has(input[name=mode]) input[name=redirectTo]").first()).toHaveValue(`/vacancies/add?organization=${noord.id}`);
  await expectAccessible(page);
  // What was typed before the change is still not saved: leaving asks first.
  await page.getByRole("link", { name: "Terug naar de vacatures" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Je hebt niet-opgeslagen wijzigingen.");
  await dialog.getByRole("button", { name: "Blijven" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}\/edit$/);
  await page.goto(`/vacancies?q=${tag}&organization=${noord.id}`);
  await expect(page.getByRole("table").locator("tbody th")).toHaveText([`Banen aanleggen ${tag}`, `Banen vegen ${tag}`]);
});

test("changing only the organization of a new vacancy leaves without asking; what is typed after it still asks", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const { noord } = await noordAndZuid(request, "Hockeyclub", tag, { noord: `Velden vegen ${tag}`, zuid: `Ballen rapen ${tag}` });
  await signIn(page, "admin@demo.example");
  await page.goto("/vacancies/add");
  await expectHydrated(page);
  // The move to the URL that names the organization loads nothing of the page again: the change's answer had it all.
  const addPageLoads: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    const routes = url.searchParams.get("_routes");
    if (r.method() === "GET" && url.pathname.endsWith("/vacancies/add.data") && (routes === null || routes.includes("vacancy-add"))) addPageLoads.push(r.url());
  });
  const field = page.getByRole("combobox", { name: "Organisatie" });
  await field.fill(tag);
  await page.getByRole("listbox", { name: "Organisatie" }).getByRole("option", { name: `Hockeyclub ${tag} Noord` }).click();
  await expect(field).toHaveValue(`Hockeyclub ${tag} Noord`);
  await page.getByRole("button", { name: "Organisatie kiezen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De vacature is nu voor" })).toContainText(`Hockeyclub ${tag} Noord`);
  await expect(page).toHaveURL(new RegExp(`/vacancies/add\\?organization=${noord.id}$`));
  expect(addPageLoads).toEqual([]);
  // Nothing typed: the form has no unsaved changes, and leaving does not ask.
  const form = page.locator("form[data-dirty]");
  await expect(form).toHaveAttribute("data-dirty", "false");
  await page.getByRole("link", { name: "Terug naar de vacatures" }).click();
  await expect(page).toHaveURL(/\/vacancies$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Back, the organization changed first and a title typed after it: leaving asks.
  await page.goto("/vacancies/add");
  await expectHydrated(page);
  await field.fill(tag);
  await page.getByRole("listbox", { name: "Organisatie" }).getByRole("option", { name: `Hockeyclub ${tag} Noord` }).click();
  await page.getByRole("button", { name: "Organisatie kiezen" }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies/add\\?organization=${noord.id}$`));
  await expect(form).toHaveAttribute("data-dirty", "false");
  await page.getByLabel(/^Titel/).fill(`Velden lijnen ${tag}`);
  await expect(form).toHaveAttribute("data-dirty", "true");
  await page.getByRole("link", { name: "Terug naar de vacatures" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Je hebt niet-opgeslagen wijzigingen.");
  await dialog.getByRole("button", { name: "Blijven" }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies/add\\?organization=${noord.id}$`));
});

test("an organization superuser of two organizations adds a vacancy for either: their own in a select, its people as contact persons, the URL following", async ({
  page,
  request,
}) => {
  test.slow();
  const tag = uniqueTag();
  const { noord, zuid } = await noordAndZuid(request, "Zwemclub", tag, { noord: `Baantjes tellen ${tag}`, zuid: `Badmeester ${tag}` });
  const { user } = await superuserOfBoth(request, tag, { noord, zuid });
  await signIn(page, user.email);
  await page.goto("/dashboard");

  // The shell's switch (between their two organizations): they work in Noord, and adding a vacancy starts there.
  const account = page.getByRole("button", { name: "Account van Olga" });
  const switchTo = async (name: string) => {
    await account.click();
    const switched = page.waitForResponse((r) => r.url().includes("/organisatie-kiezen") && r.request().method() === "POST");
    await page.getByRole("menuitem", { name }).click();
    await switched;
    await account.click();
    await expect(page.getByText(`Huidige organisatie: ${name}`)).toBeVisible();
    await page.keyboard.press("Escape");
  };
  await switchTo(`Zwemclub ${tag} Noord`);
  await page.goto("/vacancies/add");
  const organization = page.getByRole("combobox", { name: "Organisatie" });
  const contact = page.getByLabel(/^Contactpersoon/);
  const title = page.getByLabel(/^Titel/);
  // Their own organizations only, not the center's.
  await expect(organization.locator("option")).toHaveText([`Zwemclub ${tag} Noord`, `Zwemclub ${tag} Zuid`]);
  await expect(organization).toHaveValue(noord.id);
  await expect(contact.getByRole("option", { name: new RegExp(`Nina Noord ${tag}`) })).toHaveCount(1);
  await expect(contact.getByRole("option", { name: new RegExp(`Zeno Zuid ${tag}`) })).toHaveCount(0);

  await title.fill(`Zwemles geven ${tag}`);
  await contact.selectOption({ label: (await contact.getByRole("option", { name: new RegExp(`Nina Noord ${tag}`) }).textContent())! });
  await organization.selectOption(zuid.id);
  await page.getByRole("button", { name: "Organisatie kiezen" }).click();
  // The form is for Zuid now: its people, Noord's Nina dropped (and said), the title kept, and the URL says Zuid.
  await expect(page.getByRole("status").filter({ hasText: "De vacature is nu voor" })).toContainText(`behalve de contactpersoon: Nina Noord ${tag}`);
  await expect(contact.getByRole("option", { name: new RegExp(`Zeno Zuid ${tag}`) })).toHaveCount(1);
  await expect(contact.getByRole("option", { name: new RegExp(`Nina Noord ${tag}`) })).toHaveCount(0);
  await expect(title).toHaveValue(`Zwemles geven ${tag}`);
  await expect(page).toHaveURL(new RegExp(`/vacancies/add\\?organization=${zuid.id}$`));

  // A reload shows the form for Zuid (what was typed is gone, as with any reload).
  await page.reload();
  await expect(organization).toHaveValue(zuid.id);
  await expect(contact.getByRole("option", { name: new RegExp(`Zeno Zuid ${tag}`) })).toHaveCount(1);

  // Back to Noord; the API refuses the save (published, expired): the form comes back still for Noord.
  await title.fill(`Zwemles geven ${tag}`);
  await page.getByRole("textbox", { name: /^Beschrijving/ }).fill(`Lesgeven in het ondiepe bad ${tag}`);
  await organization.selectOption(noord.id);
  await page.getByRole("button", { name: "Organisatie kiezen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De vacature is nu voor" })).toContainText(`Zwemclub ${tag} Noord`);
  await expect(page).toHaveURL(new RegExp(`/vacancies/add\\?organization=${noord.id}$`));
  await page.getByLabel(/^Status/).selectOption({ label: "Gepubliceerd" });
  await page.getByLabel(/^Verloopt op/).fill("2020-01-31");
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  await expect(page.getByText("Een gepubliceerde vacature heeft een verloopdatum in de toekomst nodig.", { exact: true })).toBeVisible();
  await expect(organization).toHaveValue(noord.id);
  await expect(contact.getByRole("option", { name: new RegExp(`Nina Noord ${tag}`) })).toHaveCount(1);
  // A fixed day, in the server's future whenever this runs (the server's own clock decides what is past); a winter
  // day, its end in the Netherlands an hour before the end of the UTC day.
  const expiryYear = 2099;
  await page.getByLabel(/^Verloopt op/).fill(`${expiryYear}-12-31`);
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}\/edit$/, { timeout: 15_000 });
  // The form gives back the chosen expiry day.
  await expect(page.getByLabel(/^Verloopt op/)).toHaveValue(`${expiryYear}-12-31`);
  // Saved for Noord; the list shows the chosen day (its end in the Netherlands), not the next.
  await page.goto(`/vacancies?q=${tag}&organization=${noord.id}`);
  await expect(page.getByRole("table").locator("tbody th")).toHaveText([`Zwemles geven ${tag}`, `Baantjes tellen ${tag}`]);
  const saved = page.getByRole("row").filter({ hasText: `Zwemles geven ${tag}` });
  await expect(saved.getByRole("cell", { name: `31 dec ${expiryYear}`, exact: true })).toBeVisible();

  // Switched to Zuid in the shell, adding a vacancy starts there.
  await switchTo(`Zwemclub ${tag} Zuid`);
  await page.goto("/vacancies/add");
  await expect(organization).toHaveValue(zuid.id);
});
