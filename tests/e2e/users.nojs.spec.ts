import { expect, expectAccessibleNoJs, hostUrl, signIn, test } from "./support/fixtures";
import { latestMail } from "./support/mail";
import { createOrganizationWithVacancy, uniqueTag } from "./support/manage";
import { tamperPost } from "./support/tamper";
import { activeUser, inviteUser, uniqueEmail } from "./support/users";

test("no JS: the user list filters by role, status and search", async ({ page, request }) => {
  const user = await activeUser(request, { roles: ["mentor"], firstName: "Filtra" });
  await signIn(page, "admin@demo.example");
  await page.goto("/users");
  await page.getByLabel("Zoek op naam of e-mailadres").fill(user.email);
  await page.getByLabel("Rol").selectOption({ label: "Mentor" });
  await page.getByLabel("Status").selectOption({ label: "Actief" });
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(/role=mentor/);
  await expect(page.getByRole("table")).toContainText(user.email);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText("Mentor");
  await expect(page.getByRole("row").nth(1)).toContainText("Aangemaakt door beheerder");

  await page.getByLabel("Status").selectOption({ label: "Gearchiveerd" });
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page.getByText("Geen gebruikers gevonden.")).toBeVisible();
});

test("no JS: adding and removing a role are plain posts", async ({ page, request }) => {
  const user = await activeUser(request, { roles: ["volunteer"], firstName: "Plain" });
  await signIn(page, "admin@demo.example");
  await page.goto(`/users/${user.id}/add_role`);
  await page.getByLabel("Rol", { exact: true }).selectOption({ label: "Student" });
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByTestId("current-roles")).toContainText("Student");
  // Removing asks first: the link only shows the question, Annuleren keeps the role, the panel's button removes it.
  await page.getByRole("link", { name: "Rol Student verwijderen" }).click();
  const question = page.getByRole("region", { name: "Rol verwijderen?" });
  await expect(question).toContainText(`Weet je zeker dat je de rol Student van ${user.name} wilt verwijderen?`);
  await expect(page.getByTestId("current-roles")).toContainText("Student");
  await question.getByRole("link", { name: "Annuleren" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId("current-roles")).toContainText("Student");
  await page.getByRole("link", { name: "Rol Student verwijderen" }).click();
  await question.getByRole("button", { name: "Ja, rol verwijderen" }).click();
  await expect(page.getByTestId("current-roles")).not.toContainText("Student");
  await page.goto(`/users/${user.id}`);
  await expect(page.getByTestId("user-roles")).toHaveText("Vrijwilliger");
});

test("no JS, in English: removing a role asks first", async ({ page, request }) => {
  const user = await activeUser(request, { roles: ["volunteer", "mentor"], firstName: "Asked" });
  await signIn(page, "admin@demo.example");
  await page.goto(`/en/users/${user.id}/add_role`);
  await page.getByRole("link", { name: "Remove role Mentor" }).click();
  const question = page.getByRole("region", { name: "Remove role?" });
  await expect(question).toContainText(`Are you sure you want to remove the role Mentor from ${user.name}?`);
  await expect(page.getByTestId("current-roles")).toContainText("Mentor");
  await question.getByRole("button", { name: "Yes, remove the role" }).click();
  await expect(page.getByText(`${user.name} no longer has the role Mentor.`)).toBeVisible();
  await expect(page.getByTestId("current-roles")).not.toContainText("Mentor");
});

test("no JS: deleting a user asks first, then archives the account", async ({ page, request }) => {
  const user = await activeUser(request, { roles: ["volunteer"], firstName: "Weg" });
  await signIn(page, "admin@demo.example");
  await page.goto(`/users/${user.id}`);
  await page.getByRole("link", { name: "Gebruiker verwijderen" }).click();
  await expect(page.getByRole("region", { name: "Gebruiker verwijderen?" })).toBeVisible();
  await page.getByRole("link", { name: "Annuleren" }).click();
  await expect(page.getByRole("region", { name: "Gebruiker verwijderen?" })).toHaveCount(0);
  await page.getByRole("link", { name: "Gebruiker verwijderen" }).click();
  await page.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText(`${user.name} is verwijderd.`)).toBeVisible();
  await page.goto(`/users/${user.id}`);
  await expect(page.getByText("Gearchiveerd").first()).toBeVisible();
});

test("no JS: an invitation is sent again, and editing saves the profile and the status", async ({ page, request }) => {
  const invited = await inviteUser(request, { roles: ["mentor"], firstName: "Opnieuw" });
  const active = await activeUser(request, { roles: ["volunteer"], firstName: "Bewerk" });
  await signIn(page, "admin@demo.example");
  await page.goto(`/users/${invited.id}`);
  await expect(page.getByText("Uitgenodigd").first()).toBeVisible();
  await page.getByRole("button", { name: "Uitnodiging opnieuw versturen" }).click();
  await expect(page.getByText(`Er is een nieuwe link gestuurd naar ${invited.email}.`)).toBeVisible();
  expect((await latestMail(invited.email)).text).toContain("/confirm?confirmation_token=");

  await page.goto(`/users/${active.id}`);
  await page.getByRole("link", { name: "Gegevens bewerken" }).click();
  await page.getByLabel("Functie").fill("Coördinator");
  await page.getByLabel("Status").selectOption({ label: "Inactief" });
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${active.id}$`));
  await expect(page.getByText("De gegevens zijn opgeslagen.")).toBeVisible();
  await expect(page.getByText("Coördinator")).toBeVisible();
  await expect(page.getByRole("button", { name: "Activeren" })).toBeVisible();
  await page.getByRole("button", { name: "Activeren" }).click();
  await expect(page.getByText(`${active.name} is geactiveerd.`)).toBeVisible();
});

test("no JS: the user list's organization filter is a name the page resolves: several, none, one", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const noord = await createOrganizationWithVacancy(request, `Dansclub ${tag} Noord`, `Zaal vegen ${tag}`);
  const zuid = await createOrganizationWithVacancy(request, `Dansclub ${tag} Zuid`, `Muziek draaien ${tag}`);
  await inviteUser(request, { firstName: `Noor${tag}`, organizationIds: [noord.id] });
  const zuider = await inviteUser(request, { firstName: `Zuid${tag}`, organizationIds: [zuid.id] });
  await signIn(page, "admin@demo.example");
  await page.goto(`/users?q=${tag}`);
  const rows = page.getByRole("table").locator("tbody tr");
  const field = page.getByRole("searchbox", { name: "Organisatie" });
  const filterButton = page.getByRole("button", { name: "Filteren" });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("option", { name: `Dansclub ${tag} Noord` })).toHaveCount(0);

  await field.fill(tag);
  await filterButton.click();
  const notice = page.getByRole("status").filter({ hasText: `Meer dan één organisatie heeft ‘${tag}’ in haar naam` });
  await expect(notice.getByRole("link")).toHaveText([`Dansclub ${tag} Noord`, `Dansclub ${tag} Zuid`]);
  await expect(rows).toHaveCount(2);

  await field.fill(`${tag} salsa`);
  await filterButton.click();
  await expect(page.getByRole("status").filter({ hasText: "Geen organisatie" })).toContainText(`Geen organisatie heeft ‘${tag} salsa’ in haar naam.`);
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(`${tag} zuid`);
  await filterButton.click();
  await expect(page).toHaveURL(new RegExp(`organization=${zuid.id}`));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(zuider.email);
  await expect(field).toHaveValue(`Dansclub ${tag} Zuid`);
});

test("no JS: a typed organization name adds the organization to an invitation and shows the form again (decision 052)", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const noord = await createOrganizationWithVacancy(request, `Dansclub ${tag} Noord`, `Zaal vegen ${tag}`);
  const zuid = await createOrganizationWithVacancy(request, `Dansclub ${tag} Zuid`, `Muziek draaien ${tag}`);
  const email = uniqueEmail("orgsnojs");
  await signIn(page, "admin@demo.example");
  await page.goto("/users/add");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Voornaam").fill(`Dans${tag}`);
  await page.getByRole("checkbox", { name: "Mentor" }).check();
  const organizations = page.getByRole("group", { name: "Organisaties" });
  const field = page.getByRole("searchbox", { name: "Organisatie toevoegen" });
  const send = page.getByRole("button", { name: "Uitnodiging versturen" });

  // One: added, and the form comes back with everything typed.
  await field.fill(`${tag} noord`);
  await send.click();
  await expect(organizations.getByRole("checkbox", { name: `Dansclub ${tag} Noord` })).toBeChecked();
  await expect(organizations.getByRole("status").filter({ hasText: "is toegevoegd" })).toHaveText(`Dansclub ${tag} Noord is toegevoegd.`);
  await expect(field).toHaveValue("");
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  await expect(page.getByRole("checkbox", { name: "Mentor" })).toBeChecked();

  // Several: pick one.
  await field.fill(tag);
  await send.click();
  const choice = page.getByRole("group", { name: `Meer dan één organisatie heeft ‘${tag}’ in haar naam. Kies er een:` });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  await expect(field).toHaveValue(tag);
  await choice.getByLabel(`Dansclub ${tag} Zuid`).check();
  await send.click();
  await expect(organizations.getByRole("checkbox", { name: `Dansclub ${tag} Zuid` })).toBeChecked();
  await expect(organizations.getByRole("checkbox", { name: `Dansclub ${tag} Noord` })).toBeChecked();

  // None: the field's error, the text and the list kept.
  await field.fill(`${tag} zeilclub`);
  await send.click();
  await expect(organizations.getByText("Geen organisatie heeft deze tekst in haar naam")).toBeVisible();
  await expect(field).toHaveValue(`${tag} zeilclub`);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(organizations.getByRole("checkbox")).toHaveCount(2);

  // Nothing typed: sent, without the organization cleared.
  await field.fill("");
  await organizations.getByRole("checkbox", { name: `Dansclub ${tag} Noord` }).uncheck();
  await send.click();
  await expect(page).toHaveURL(/\/users\?q=/);
  await page.goto(`/users?${new URLSearchParams({ q: email, organization: zuid.id })}`);
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);
  await page.goto(`/users?${new URLSearchParams({ q: email, organization: noord.id })}`);
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("no JS: a name typed after several organizations were found counts, not a radio picked among them (decision 052)", async ({ page, request }) => {
  const tag = uniqueTag();
  await createOrganizationWithVacancy(request, `Dansclub ${tag} Noord`, `Zaal vegen ${tag}`);
  await createOrganizationWithVacancy(request, `Dansclub ${tag} Zuid`, `Muziek draaien ${tag}`);
  await createOrganizationWithVacancy(request, `Zeilclub ${tag}`, `Boten schrobben ${tag}`);
  await signIn(page, "admin@demo.example");
  await page.goto("/users/add");
  const organizations = page.getByRole("group", { name: "Organisaties" });
  const field = page.getByRole("searchbox", { name: "Organisatie toevoegen" });
  const send = page.getByRole("button", { name: "Uitnodiging versturen" });

  await field.fill(`Dansclub ${tag}`);
  await send.click();
  const choice = page.getByRole("group", { name: `Meer dan één organisatie heeft ‘Dansclub ${tag}’ in haar naam. Kies er een:` });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  // A radio picked, then another name typed: the typed name is what the user did last.
  await choice.getByLabel(`Dansclub ${tag} Noord`).check();
  await field.fill(`Zeilclub ${tag}`);
  await send.click();
  await expect(organizations.getByRole("status").filter({ hasText: "is toegevoegd" })).toHaveText(`Zeilclub ${tag} is toegevoegd.`);
  await expect(organizations.getByRole("checkbox", { name: `Zeilclub ${tag}` })).toBeChecked();
  await expect(organizations.getByRole("checkbox", { name: `Dansclub ${tag} Noord` })).toHaveCount(0);
  await expect(page.getByRole("radio")).toHaveCount(0);
});

test("no JS: an admin on the Dutch page invites in English; the mail is English, and a Dutch-only center has no language field", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("invite-en");
  await signIn(page, "admin@demo.example");
  await page.goto("/users/add");
  const language = page.getByRole("main").getByRole("combobox", { name: "Taal" });
  // The page's language first (decision 076).
  await expect(language).toHaveValue("nl");
  await expectAccessibleNoJs(page);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Voornaam").fill("Emma");
  await page.getByRole("checkbox", { name: "Mentor" }).check();
  await language.selectOption({ label: "English" });
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByText(`Als ${email} uitgenodigd kan worden, is de uitnodiging verstuurd.`)).toBeVisible();
  const mail = await latestMail(email);
  expect(mail.subject).toMatch(/^You are invited to /);
  expect(mail.text).toContain("/en/confirm?confirmation_token=");

  await page.goto("/en/users/add");
  await expect(page.getByRole("main").getByRole("combobox", { name: "Language" })).toHaveValue("en");

  await signIn(page, "admin@oldebroek.example", { host: "oldebroek.localhost" });
  await page.goto(hostUrl("oldebroek.localhost", "/users/add"));
  await expect(page.getByLabel("Voornaam")).toBeVisible();
  await expect(page.getByRole("main").getByRole("combobox", { name: "Taal" })).toHaveCount(0);
});

test("no JS: an organization the API does not know for an invitation is said in the page's language, the input kept", async ({ page }) => {
  // The page showed the API's English 'Unknown organization.' on the Dutch page too (a tampered form, or an
  // organization gone since the page was loaded).
  await signIn(page, "admin@demo.example");
  await tamperPost(page, /\/users\/add$/, (body) => body.append("organizationIds", "6f1c2a4e-9b3d-4c5e-8f7a-1b2c3d4e5f60"));
  for (const [path, emailLabel, firstNameLabel, submit, message] of [
    ["/users/add", "E-mailadres", "Voornaam", "Uitnodiging versturen", "Deze organisatie bestaat niet (meer) bij deze centrale. Kies een andere."],
    ["/en/users/add", "E-mail address", "First name", "Send invitation", "This organization does not exist (any more) at this center. Choose another one."],
  ] as const) {
    const email = uniqueEmail("unknownorg");
    await page.goto(path);
    await page.getByLabel(emailLabel).fill(email);
    await page.getByLabel(firstNameLabel).fill("Onbekend");
    await page.getByRole("checkbox", { name: "Mentor" }).check();
    await page.getByRole("button", { name: submit }).click();
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Unknown organization.")).toHaveCount(0);
    await expect(page.getByLabel(emailLabel)).toHaveValue(email);
    await expect(page.getByLabel(firstNameLabel)).toHaveValue("Onbekend");
  }
});
