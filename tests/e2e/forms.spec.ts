import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { expectConfirmCancelledByKeyboard } from "./support/keyboard";
import { apiSession, createOrganizationWithVacancy, uniqueTag } from "./support/manage";

/* The form builder and the filling page with JavaScript: on-blur validation, every question type, reordering by keyboard. */

test("the filling page validates a field when it loses focus and passes axe", async ({ page }) => {
  await page.goto("/forms/demo-open-form");
  await expect(page.getByRole("heading", { level: 1, name: "Aanmelden vrijwilligersmarkt 2027" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Naam").fill("Anna Jansen");
  await page.getByLabel("Beide dagen").check();
  await page.getByLabel("Koffie en thee").check();
  await page.getByLabel("Website van je organisatie").fill("www.buurtkracht.example");
  const email = page.getByLabel("E-mailadres");
  await email.fill("niet-een-adres");
  // Not while typing (spec §5) …
  await expect(page.getByText("Vul een geldig e-mailadres in")).toHaveCount(0);
  await email.blur();
  // … but when the field loses focus.
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // Corrected: the message stays while typing, and is checked again when the field loses focus …
  await email.fill("anna@example.nl");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  // … which the press on the send button does: the button stays in place and the click sends.
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page).toHaveURL(/\/forms\/demo-open-form\/bedankt$/);
  await expect(page.getByText("Je antwoorden op ‘Aanmelden vrijwilligersmarkt 2027’ zijn verstuurd.")).toBeVisible();
  await expectAccessible(page);
});

const TYPES = [
  ["Tekst", "Naam"],
  ["Meerkeuze (één antwoord)", "Welke dag?"],
  ["Selectievakjes", "Welke taken?"],
  ["Datum", "Geboortedatum"],
  ["Tijd", "Aankomsttijd"],
  ["Getal", "Aantal personen"],
  ["E-mailadres", "Je e-mail"],
  ["Website (URL)", "Je website"],
  ["Telefoonnummer", "Je telefoon"],
  ["Informatieblok (geen vraag)", "Lees dit eerst"],
] as const;

test("a center superuser builds a form with every question type and reorders it by keyboard", async ({ page }) => {
  // Nine questions built, saved and reordered one by one: a long test, not a wait on the clock.
  test.slow();
  const title = `Alle soorten ${Date.now()}`;
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/form_builder/new");
  await page.getByLabel("Titel").fill(title);
  await page.getByLabel("Beschrijving").fill("Een formulier met alle soorten vragen.");
  await page.getByRole("button", { name: "Formulier aanmaken" }).click();
  await expect(page).toHaveURL(/\/form_builder\/[0-9a-f-]{36}\/edit$/);

  const add = page.locator("#add-question");
  for (const [type, text] of TYPES) {
    await add.getByLabel("Vraag of tekst").fill(text);
    await add.getByLabel("Soort vraag").selectOption({ label: type });
    if (type === "Meerkeuze (één antwoord)") await add.getByLabel("Antwoordmogelijkheden").fill("Zaterdag\nZondag");
    if (type === "Selectievakjes") await add.getByLabel("Antwoordmogelijkheden").fill("Opbouw\nAfbouw");
    if (text === "Naam") await add.getByLabel("Verplicht").check();
    const count = await page.getByTestId("question").count();
    await add.getByRole("button", { name: "Vraag toevoegen" }).click();
    // Each add is a POST, a redirect and a reload of the page's data: slow when the machine is busy.
    await expect(page.getByTestId("question")).toHaveCount(count + 1, { timeout: 15_000 });
  }
  await expect(page.getByTestId("question").first()).toContainText("Vraag 1: Tekst");

  // Reorder by keyboard: question 1 down; the focus follows the question.
  await page.getByRole("button", { name: "Vraag 1 omlaag verplaatsen" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("question").first()).toContainText("Vraag 1: Meerkeuze");
  await expect(page.getByTestId("question").nth(1)).toContainText("Vraag 2: Tekst");
  await expect(page.getByRole("button", { name: "Vraag 2 omlaag verplaatsen" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("question").first()).toContainText("Vraag 1: Tekst");

  // The preview is what a respondent sees.
  await page.getByRole("link", { name: "Voorbeeld" }).first().click();
  await expect(page.getByText("Dit is een voorbeeld")).toBeVisible();
  await expect(page.getByLabel("Naam")).toBeVisible();
  await expect(page.getByRole("group", { name: "Welke dag?" })).toBeVisible();
  await expect(page.getByLabel("Opbouw")).toBeVisible();
  await expect(page.getByText("Lees dit eerst")).toBeVisible();
  await page.getByRole("button", { name: "Versturen" }).click();
  // At the field (exact) and in the error summary (decision 062).
  await expect(page.getByText("Dit veld is verplicht", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("leaving a new form with unsaved changes asks first (spec §2, issue 17)", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/form_builder/new");
  await page.getByLabel("Titel").fill("Half bedacht");
  // The guard watches once the page is interactive; what was typed before counts too.
  await expect(page.locator("form[data-dirty]", { has: page.getByLabel("Titel") })).toHaveAttribute("data-dirty", "true");
  await page.getByRole("link", { name: "Formulieren", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Je hebt niet-opgeslagen wijzigingen.");
  await dialog.getByRole("button", { name: "Blijven" }).click();
  await expect(page).toHaveURL(/\/form_builder\/new$/);
  await expect(page.getByLabel("Titel")).toHaveValue("Half bedacht");
});

test("the editor asks before leaving a question or the details with unsaved changes, once for the page (spec §2, issue 17)", async ({ page }) => {
  test.slow();
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/form_builder/new");
  await page.getByLabel("Titel").fill(`Bewaakt ${Date.now()}`);
  await page.getByRole("button", { name: "Formulier aanmaken" }).click();
  await expect(page).toHaveURL(/\/form_builder\/[0-9a-f-]{36}\/edit$/);
  const add = page.locator("#add-question");
  await add.getByLabel("Vraag of tekst").fill("Hoe heet je?");
  await add.getByRole("button", { name: "Vraag toevoegen" }).click();
  await expect(page.getByTestId("question")).toHaveCount(1);

  // A changed question, not saved: leaving asks, staying keeps the text.
  const question = page.getByTestId("question").first();
  await question.getByLabel("Vraag of tekst").fill("Wat is je naam?");
  await expect(question.locator("form[data-dirty]").last()).toHaveAttribute("data-dirty", "true");
  await page.getByRole("link", { name: "Klaar met bewerken" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Je hebt niet-opgeslagen wijzigingen.");
  await dialog.getByRole("button", { name: "Blijven" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/form_builder\/[0-9a-f-]{36}\/edit(#.*)?$/);
  await expect(question.getByLabel("Vraag of tekst")).toHaveValue("Wat is je naam?");

  // Saved, it leaves without asking.
  await question.getByRole("button", { name: "Vraag opslaan" }).click();
  await expect(question.locator("form[data-dirty]").last()).toHaveAttribute("data-dirty", "false");
  await expect(question.getByLabel("Vraag of tekst")).toHaveValue("Wat is je naam?");
  await page.getByRole("link", { name: "Klaar met bewerken" }).first().click();
  await expect(page).toHaveURL(/\/form_builder\/[0-9a-f-]{36}$/);
});

test("a center user finds a form's organization by name instead of a select of every organization (decision 052)", async ({ page, request }) => {
  const tag = uniqueTag();
  const noord = await createOrganizationWithVacancy(request, `Fietsclub ${tag} Noord`, `Fietsen repareren ${tag}`);
  await createOrganizationWithVacancy(request, `Fietsclub ${tag} Zuid`, `Fietsen uitlenen ${tag}`);
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/form_builder/new");
  const field = page.getByRole("combobox", { name: "Organisatie" });
  const listbox = page.getByRole("listbox", { name: "Organisatie" });
  // No organization in the page until one is searched for.
  await expect(page.getByRole("option", { name: `Fietsclub ${tag} Noord` })).toHaveCount(0);
  await page.getByLabel("Titel").fill(`Fietsformulier ${tag}`);
  await field.fill(tag);
  await expect(listbox.getByRole("option")).toHaveText([`Fietsclub ${tag} Noord`, `Fietsclub ${tag} Zuid`]);
  await expectAccessible(page);
  await listbox.getByRole("option", { name: `Fietsclub ${tag} Zuid` }).click();
  await expect(field).toHaveValue(`Fietsclub ${tag} Zuid`);
  await page.getByRole("button", { name: "Formulier aanmaken" }).click();
  await expect(page).toHaveURL(/\/form_builder\/[0-9a-f-]{36}\/edit$/);
  // The URL changes before the editor replaces the new-form page, which has a description and organization field
  // too: wait for the editor itself, or the description below may go into the page that is leaving.
  await expect(page.getByRole("heading", { level: 1, name: `Formulier bewerken: Fietsformulier ${tag}` })).toBeVisible();
  await expect(field).toHaveValue(`Fietsclub ${tag} Zuid`);

  // A typed name nobody chose from the suggestions is resolved on saving: none is the field's error, the text kept.
  const details = page.locator("section", { has: page.getByRole("heading", { name: "Gegevens" }) });
  await page.getByLabel("Beschrijving").fill("Voor de fietsclubs.");
  await field.fill(`${tag} zeilclub`);
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await field.press("Escape");
  await details.getByRole("button", { name: "Gegevens opslaan" }).click();
  await expect(details.getByText("Geen organisatie heeft deze tekst in haar naam")).toBeVisible();
  await expect(field).toHaveValue(`${tag} zeilclub`);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Beschrijving")).toHaveValue("Voor de fietsclubs.");

  // Several: radios to pick one.
  await field.fill(tag);
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await field.press("Escape");
  await details.getByRole("button", { name: "Gegevens opslaan" }).click();
  const choice = page.getByRole("group", { name: `Meer dan één organisatie heeft ‘${tag}’ in haar naam. Kies er een:` });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  await expectAccessible(page);
  await choice.getByLabel(`Fietsclub ${tag} Noord`).check();
  await details.getByRole("button", { name: "Gegevens opslaan" }).click();
  await expect(page.getByText("Opgeslagen.")).toBeVisible();
  await expect(field).toHaveValue(`Fietsclub ${tag} Noord`);
  await expect(page.getByLabel("Beschrijving")).toHaveValue("Voor de fietsclubs.");
  await expect(page.locator('input[type="hidden"][name="organizationId"]')).toHaveValue(noord.id);
});

// Withdrawing an invitation asks first, by keyboard too: the question takes the focus, 'Annuleren' returns it to the
// row's link, and the answer withdraws only that invitation; in Dutch and English.
for (const [language, withdraw, question, cancel, yes, done] of [
  ["", "Uitnodiging van {email} intrekken", "Uitnodiging van {email} intrekken?", "Annuleren", "Ja, intrekken", "De uitnodiging van {email} is ingetrokken."],
  ["/en", "Withdraw the invitation of {email}", "Withdraw the invitation of {email}?", "Cancel", "Yes, withdraw", "The invitation of {email} has been withdrawn."],
] as const) {
  test(`withdrawing an invitation asks first, by keyboard, and cancelling returns the focus to its link${language ? " (English)" : ""}`, async ({ page, request }) => {
    const email = `${uniqueTag().toLowerCase()}@example.nl`;
    const words = (text: string) => text.replace("{email}", email);
    const api = await apiSession(request, "center_superuser@demo.example");
    const { data: form } = await api.call<{ data: { id: string } }>("POST", "/api/v1/forms", {
      data: { type: "forms", attributes: { title: `Intrekken ${uniqueTag()}`, access_permission: "token_holder", questions: [{ text: "Je naam", question_type: "text" }] } },
    });
    await api.call("POST", `/api/v1/forms/${form.id}/invitations`, { emails: email });
    await signIn(page, "center_superuser@demo.example");
    await page.goto(`${language}/form_builder/${form.id}`);
    const row = page.getByTestId("invitation").filter({ hasText: email });
    const panel = page.getByRole("region", { name: words(question) });
    await expectConfirmCancelledByKeyboard(page, page.getByRole("link", { name: words(withdraw) }), panel, cancel);
    await expect(row).not.toContainText(language ? "Withdrawn" : "Ingetrokken");

    await page.keyboard.press("Enter");
    await expect(panel).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: yes })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(words(done))).toBeVisible();
    await expect(row).toContainText(language ? "Withdrawn" : "Ingetrokken");
    await expect(page.getByRole("link", { name: words(withdraw) })).toHaveCount(0);
  });
}

// Archiving a form asks first with the app's confirmation step, by keyboard too: the question takes the focus,
// 'Annuleren' returns it to the link that asked, and the answer archives the form; in Dutch and English.
for (const [language, archive, question, cancel, yes, done] of [
  ["", "Formulier archiveren", "Formulier ‘{title}’ archiveren?", "Annuleren", "Ja, archiveren", "Het formulier is gearchiveerd."],
  ["/en", "Archive form", "Archive the form ‘{title}’?", "Cancel", "Yes, archive", "The form has been archived."],
] as const) {
  test(`archiving a form asks first, by keyboard, and cancelling returns the focus to its link${language ? " (English)" : ""}`, async ({ page, request }) => {
    const title = `Archiveren ${uniqueTag()}`;
    const api = await apiSession(request, "center_superuser@demo.example");
    const { data: form } = await api.call<{ data: { id: string; attributes: { public_token: string } } }>("POST", "/api/v1/forms", {
      data: { type: "forms", attributes: { title, access_permission: "anonymous", questions: [{ text: "Je naam", question_type: "text" }] } },
    });
    await signIn(page, "center_superuser@demo.example");
    await page.goto(`${language}/form_builder/${form.id}`);
    const link = page.getByRole("link", { name: archive, exact: true });
    const panel = page.getByRole("region", { name: question.replace("{title}", title) });
    await expectConfirmCancelledByKeyboard(page, link, panel, cancel);
    expect((await page.request.get(`/forms/${form.attributes.public_token}`)).status()).toBe(200);

    await page.keyboard.press("Enter");
    await expect(panel).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: yes })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(done)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${language}/form_builder$`));
    expect((await page.request.get(`/forms/${form.attributes.public_token}`)).status()).toBe(410);
  });
}
