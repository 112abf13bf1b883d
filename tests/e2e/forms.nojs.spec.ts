import { expect, expectAccessibleNoJs, signIn, test } from "./support/fixtures";
import { summaryLinks } from "./support/error-summary";
import { latestMail, linkIn } from "./support/mail";
import { apiSession, createOrganizationWithVacancy, uniqueTag } from "./support/manage";

/*
 * Form invitees fill token-gated forms without JavaScript: errors keep every
 * answer, a single-use link works once, a withdrawn link is refused.
 */

test("an invitee fills the form by invitation: errors first, then sent, then the link is used", async ({ page }) => {
  await page.goto("/forms/demo-invite-1");
  await expect(page.getByRole("heading", { level: 1, name: "Evaluatie taalcoach-traject 2026" })).toBeVisible();
  await expectAccessibleNoJs(page);
  await page.getByLabel("Je naam").fill("Sanne de Vries");
  await page.getByLabel("Hoeveel uur per week was je gemiddeld bezig?").fill("veel");
  await page.getByLabel("Wat ging goed en wat kan beter?").fill("De begeleiding was fijn, de ruimte was koud.");
  await page.getByRole("button", { name: "Versturen" }).click();

  await expect(page.getByText("Vul een getal in, bijvoorbeeld 12 of 3,5", { exact: true })).toBeVisible();
  await expect(page.getByText("Dit veld is verplicht", { exact: true })).toHaveCount(2);
  const date = page.getByLabel("Datum van je laatste bijeenkomst");
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Zeer tevreden")).toHaveAttribute("aria-invalid", "true");
  // Every answer is kept.
  await expect(page.getByLabel("Je naam")).toHaveValue("Sanne de Vries");
  await expect(page.getByLabel("Hoeveel uur per week was je gemiddeld bezig?")).toHaveValue("veel");
  await expect(page.getByLabel("Wat ging goed en wat kan beter?")).toHaveValue("De begeleiding was fijn, de ruimte was koud.");
  await expectAccessibleNoJs(page);

  await date.fill("2026-11-01");
  await page.getByLabel("Tevreden", { exact: true }).check();
  await page.getByLabel("Hoeveel uur per week was je gemiddeld bezig?").fill("3,5");
  await page.getByLabel("Ik doe volgend jaar weer mee").check();
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page).toHaveURL(/\/forms\/demo-invite-1\/bedankt$/);
  await expect(page.getByRole("heading", { name: "Bedankt!" })).toBeVisible();
  await expectAccessibleNoJs(page);

  const again = await page.goto("/forms/demo-invite-1");
  expect(again?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "Deze link is al gebruikt" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Versturen" })).toHaveCount(0);
});

test("a withdrawn invitation is refused, and the builder shows who answered", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/form_builder");
  await page.getByRole("link", { name: "Evaluatie taalcoach-traject 2026" }).click();
  // Withdrawing asks first; 'Annuleren' changes nothing.
  await page.getByRole("link", { name: "Uitnodiging van taalcoach2@demo.example intrekken" }).click();
  const question = page.getByRole("region", { name: "Uitnodiging van taalcoach2@demo.example intrekken?" });
  await expect(question).toContainText("De persoonlijke link in de uitnodiging werkt daarna niet meer");
  await expectAccessibleNoJs(page);
  await question.getByRole("link", { name: "Annuleren" }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/form_builder\/[\w-]+#invitations$/);
  await expect(page.getByTestId("invitation").filter({ hasText: "taalcoach2@demo.example" })).toContainText("Nog niet ingevuld");
  expect((await page.request.get("/forms/demo-invite-2")).status()).toBe(200);
  await page.getByRole("link", { name: "Uitnodiging van taalcoach2@demo.example intrekken" }).click();
  await question.getByRole("button", { name: "Ja, intrekken" }).click();
  await expect(page.getByText("De uitnodiging van taalcoach2@demo.example is ingetrokken.")).toBeVisible();
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId("invitation").filter({ hasText: "taalcoach2@demo.example" })).toContainText("Ingetrokken");

  await page.getByLabel("E-mailadressen").fill("nieuwe.coach@example.nl\ngeen-adres");
  await page.getByRole("button", { name: "Uitnodigingen versturen" }).click();
  // Refused: the error summary (decisions 062, 080) has the focus and leads to the field, which keeps what was typed.
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "E-mailadressen – Eén of meer regels zijn geen geldig e-mailadres" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["E-mailadressen – Eén of meer regels zijn geen geldig e-mailadres -> emails"]);
  await expect(page.getByLabel("E-mailadressen")).toHaveAccessibleDescription(/Eén of meer regels zijn geen geldig e-mailadres/);
  await expect(page.getByLabel("E-mailadressen")).toHaveValue("nieuwe.coach@example.nl\ngeen-adres");
  await page.getByLabel("E-mailadressen").fill("nieuwe.coach@example.nl");
  await page.getByRole("button", { name: "Uitnodigingen versturen" }).click();
  await expect(page.getByText("1 uitnodiging verstuurd.")).toBeVisible();
  await expect(page.getByTestId("invitation").filter({ hasText: "nieuwe.coach@example.nl" })).toContainText("Nog niet ingevuld");

  const refused = await page.goto("/forms/demo-invite-2");
  expect(refused?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "Deze uitnodiging is ingetrokken" })).toBeVisible();

  const unknown = await page.goto("/forms/bestaat-niet");
  expect(unknown?.status()).toBe(404);
});

test("an archived form's invitation says the form is closed (410, nl and en), while an unknown link stays 404 (decision 079)", async ({ page, request }) => {
  const email = `${uniqueTag().toLowerCase()}@example.nl`;
  const api = await apiSession(request, "center_superuser@demo.example");
  const { data: form } = await api.call<{ data: { id: string } }>("POST", "/api/v1/forms", {
    data: { type: "forms", attributes: { title: `Gesloten ${uniqueTag()}`, access_permission: "token_holder", questions: [{ text: "Je naam", question_type: "text" }] } },
  });
  await api.call("POST", `/api/v1/forms/${form.id}/invitations`, { emails: email });
  const link = linkIn((await latestMail(email)).text, "/forms/");
  await page.goto(link);
  await expect(page.getByLabel("Je naam")).toBeVisible();
  await api.call("DELETE", `/api/v1/forms/${form.id}`);

  const closed = await page.goto(link);
  expect(closed?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "Dit formulier is gesloten" })).toBeVisible();
  await expect(page.getByText("Dit formulier kan niet meer worden ingevuld.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Versturen" })).toHaveCount(0);
  await expectAccessibleNoJs(page);
  const english = await page.goto(`/en${link}`);
  expect(english?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This form is closed" })).toBeVisible();

  const tampered = await page.goto(`${link}x`);
  expect(tampered?.status()).toBe(404);
});

test("archiving a form asks first with the confirmation step: the question in view, cancel changes nothing, yes archives", async ({ page, request }) => {
  const title = `Archiveren ${uniqueTag()}`;
  const api = await apiSession(request, "center_superuser@demo.example");
  const { data: form } = await api.call<{ data: { id: string; attributes: { public_token: string } } }>("POST", "/api/v1/forms", {
    data: { type: "forms", attributes: { title, access_permission: "anonymous", questions: [{ text: "Je naam", question_type: "text" }] } },
  });
  await signIn(page, "center_superuser@demo.example");
  await page.goto(`/form_builder/${form.id}`);
  const link = page.getByRole("link", { name: "Formulier archiveren", exact: true });

  await link.click();
  await expect(page).toHaveURL(/\?confirm=archive#archive-heading$/);
  const question = page.getByRole("region", { name: `Formulier ‘${title}’ archiveren?` });
  await expect(question).toContainText("De links naar dit formulier werken daarna niet meer: wie er een opent, leest dat het formulier gesloten is.");
  await expectAccessibleNoJs(page);
  await question.getByRole("link", { name: "Annuleren" }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/form_builder/${form.id}#archive-heading$`));
  expect((await page.request.get(`/forms/${form.attributes.public_token}`)).status()).toBe(200);

  await link.click();
  await question.getByRole("button", { name: "Ja, archiveren" }).click();
  await expect(page.getByText("Het formulier is gearchiveerd.")).toBeVisible();
  await expect(page).toHaveURL(/\/form_builder$/);
  expect((await page.request.get(`/forms/${form.attributes.public_token}`)).status()).toBe(410);
});

test("the thanks page of a link shows only after answers were sent on it: before, the link's form; an unknown link 404", async ({ page, request }) => {
  const email = `${uniqueTag().toLowerCase()}@example.nl`;
  const title = `Bedankt ${uniqueTag()}`;
  const api = await apiSession(request, "center_superuser@demo.example");
  const { data: form } = await api.call<{ data: { id: string } }>("POST", "/api/v1/forms", {
    data: { type: "forms", attributes: { title, access_permission: "token_holder", questions: [{ text: "Je naam", question_type: "text" }] } },
  });
  await api.call("POST", `/api/v1/forms/${form.id}/invitations`, { emails: email });
  const link = linkIn((await latestMail(email)).text, "/forms/");

  // Nothing sent yet: no thanks, the form, in the page's language.
  await page.goto(`${link}/bedankt`);
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByRole("button", { name: "Versturen" })).toBeVisible();
  await expect(page.getByText(`Je antwoorden op ‘${title}’ zijn verstuurd.`)).toHaveCount(0);
  await page.goto(`/en${link}/bedankt`);
  await expect(page).toHaveURL(new RegExp(`/en${link}$`));
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  expect((await page.goto("/forms/bestaat-niet/bedankt"))?.status()).toBe(404);

  await page.goto(link);
  await page.getByLabel("Je naam").fill("Echt Verstuurd");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page).toHaveURL(new RegExp(`${link}/bedankt$`));
  await expect(page.getByRole("heading", { name: "Bedankt!" })).toBeVisible();
  await expect(page.getByText("Je antwoorden zijn verstuurd.", { exact: true })).toBeVisible();
  // Once: the thanks opened again is the link as it is now, used up.
  const again = await page.goto(`${link}/bedankt`);
  expect(again?.status()).toBe(410);
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByRole("heading", { name: "Deze link is al gebruikt" })).toBeVisible();
});

test("an invitation sent from /en is an English mail with an /en link, and a double click on Send ends on the thanks, not on 'already used'", async ({ page }) => {
  const email = `${uniqueTag().toLowerCase()}@example.nl`;
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/en/form_builder");
  await page.getByRole("link", { name: "Evaluatie taalcoach-traject 2026" }).click();
  await page.getByLabel("E-mail addresses").fill(email);
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("1 invitation sent.")).toBeVisible();

  const mail = await latestMail(email);
  expect(mail.subject).toBe("Invitation: Evaluatie taalcoach-traject 2026");
  expect(mail.text).toContain("Vrijwilligerscentrale Demo invites you to fill in the form ‘Evaluatie taalcoach-traject 2026’.");
  expect(mail.text).toContain("This link is personal: please do not forward it.");
  const link = linkIn(mail.text, "/forms/");
  expect(link).toMatch(/^\/en\/forms\/[\w-]{20,}$/);

  // The invitee, not signed in.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText("Fields marked with * are required.")).toBeVisible();
  await page.getByLabel("Je naam").fill("Dubbel Klikker");
  await page.getByLabel("Datum van je laatste bijeenkomst").fill("2026-11-01");
  await page.getByLabel("Tevreden", { exact: true }).check();
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "Send" }).click();
  const post = await posted;
  await expect(page).toHaveURL(new RegExp(`${link}/bedankt$`));
  // A double click's second press sends the same post (the same form key) once more, and the browser shows its answer:
  // the answers were stored by the first, so that is the thanks too, not 'This link has already been used'.
  const second = await page.request.post(link, { headers: { "content-type": post.headers()["content-type"]! }, data: post.postDataBuffer()!, maxRedirects: 0 });
  expect(second.headers()["location"]).toBe(`${link}/bedankt`);

  // The link is used up now.
  const again = await page.goto(link);
  expect(again?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This link has already been used" })).toBeVisible();
});

test("a form key already used for another form is refused with its own words, the answers kept, and the form sent again is stored", async ({ page, request }) => {
  // The form key of a sent submission of the open form …
  await page.goto("/forms/demo-open-form");
  const usedKey = await page.locator('input[name="idempotencyKey"]').inputValue();
  await page.getByLabel("Naam").fill("Eerste Formulier");
  await page.getByLabel("E-mailadres").fill("eerste@example.nl");
  await page.getByLabel("Beide dagen").check();
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page).toHaveURL(/\/forms\/demo-open-form\/bedankt$/);

  // … carried over to another form (a tampered page): before, the API answered it with the other form's submission,
  // and the page thanked for answers it had not stored.
  const api = await apiSession(request, "center_superuser@demo.example");
  const { data: form } = await api.call<{ data: { id: string; attributes: { public_token: string } } }>("POST", "/api/v1/forms", {
    data: { type: "forms", attributes: { title: `Tweede ${uniqueTag()}`, access_permission: "anonymous", questions: [{ text: "Je naam", question_type: "text", required: true }] } },
  });
  const link = `/forms/${form.attributes.public_token}`;
  await page.route(`**${link}`, (route) =>
    route.continue({ postData: route.request().method() === "POST" ? route.request().postData()!.replace(/idempotencyKey=[^&]*/, `idempotencyKey=${usedKey}`) : undefined }),
  );
  await page.goto(link);
  await page.getByLabel("Je naam").fill("Tweede Formulier");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText("Je antwoorden zijn niet verstuurd: deze pagina was al voor een ander formulier gebruikt. Verstuur je antwoorden nog een keer.")).toBeVisible();
  await expect(page.getByLabel("Je naam")).toHaveValue("Tweede Formulier");
  const freshKey = page.locator('input[name="idempotencyKey"]');
  await expect(freshKey).not.toHaveValue(usedKey);
  await expect(freshKey).not.toHaveValue("");
  expect((await api.call<{ data: unknown[] }>("GET", `/api/v1/forms/${form.id}/submissions`)).data).toHaveLength(0);

  await page.unrouteAll();
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page).toHaveURL(new RegExp(`${link}/bedankt$`));
  expect((await api.call<{ data: unknown[] }>("GET", `/api/v1/forms/${form.id}/submissions`)).data).toHaveLength(1);
});

test("without JavaScript a center user types a form's organization: one match is taken, several to pick from, none an error (decision 052)", async ({ page, request }) => {
  const tag = uniqueTag();
  await createOrganizationWithVacancy(request, `Fietsclub ${tag} Noord`, `Fietsen repareren ${tag}`);
  const zuid = await createOrganizationWithVacancy(request, `Fietsclub ${tag} Zuid`, `Fietsen uitlenen ${tag}`);
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/form_builder/new");
  const field = page.getByRole("searchbox", { name: "Organisatie" });
  await page.getByLabel("Titel").fill(`Fietsformulier ${tag}`);

  // None: the form comes back with the field's error and everything typed.
  await field.fill(`${tag} zeilclub`);
  await page.getByRole("button", { name: "Formulier aanmaken" }).click();
  await expect(page.getByText("Geen organisatie heeft deze tekst in haar naam")).toBeVisible();
  await expect(field).toHaveValue(`${tag} zeilclub`);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Titel")).toHaveValue(`Fietsformulier ${tag}`);

  // Several: pick one of them.
  await field.fill(tag);
  await page.getByRole("button", { name: "Formulier aanmaken" }).click();
  const choice = page.getByRole("group", { name: `Meer dan één organisatie heeft ‘${tag}’ in haar naam. Kies er een:` });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  await choice.getByLabel(`Fietsclub ${tag} Zuid`).check();
  await page.getByRole("button", { name: "Formulier aanmaken" }).click();
  await expect(page).toHaveURL(/\/form_builder\/[0-9a-f-]{36}\/edit$/);
  await expect(field).toHaveValue(`Fietsclub ${tag} Zuid`);
  await expect(page.locator('input[type="hidden"][name="organizationId"]')).toHaveValue(zuid.id);

  // One: a part of the name that only one organization has.
  await field.fill(`${tag} noord`);
  await page.getByRole("button", { name: "Gegevens opslaan" }).click();
  await expect(page.getByText("Opgeslagen.")).toBeVisible();
  await expect(field).toHaveValue(`Fietsclub ${tag} Noord`);

  // Emptied: the form is the whole center's.
  await field.fill("");
  await page.getByRole("button", { name: "Gegevens opslaan" }).click();
  await expect(page.getByText("Opgeslagen.")).toBeVisible();
  await expect(field).toHaveValue("");
  await expect(page.locator('input[type="hidden"][name="organizationId"]')).toHaveCount(0);
});

test("a question the builder refuses shows the error summary, which has the focus and leads to the field (decisions 062, 080)", async ({ page, request }) => {
  const api = await apiSession(request, "center_superuser@demo.example");
  const { data: form } = await api.call<{ data: { id: string } }>("POST", "/api/v1/forms", {
    data: { type: "forms", attributes: { title: `Vragen ${uniqueTag()}`, questions: [{ text: "Je naam", question_type: "text" }] } },
  });
  await signIn(page, "center_superuser@demo.example");
  await page.goto(`/form_builder/${form.id}/edit`);
  const add = page.getByRole("region", { name: "Vraag toevoegen" });
  await add.getByLabel("Vraag of tekst").fill("Welke dag past je?");
  await add.getByLabel("Soort vraag").selectOption({ label: "Meerkeuze (één antwoord)" });
  await add.getByRole("button", { name: "Vraag toevoegen" }).click();
  const summary = add.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  expect(await summaryLinks(page)).toEqual(["Antwoordmogelijkheden – Geef minstens twee antwoordmogelijkheden, één per regel -> options"]);
  await expect(add.getByLabel("Vraag of tekst")).toHaveValue("Welke dag past je?");
  await expect(page.getByTestId("question")).toHaveCount(1);
});
