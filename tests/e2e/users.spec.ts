import { DEMO_PASSWORD, expect, expectAccessible, signIn, test } from "./support/fixtures";
import { latestMail, linkIn } from "./support/mail";
import { apiSession, createOrganizationWithVacancy, uniqueTag } from "./support/manage";
import { activeUser, inviteUser, uniqueEmail } from "./support/users";

test("an admin invites a user, who chooses a password from the mail and is signed in", async ({ page, browser, request }) => {
  // Two browsers, a mail and two axe scans: on a loaded machine it took over the default minute once.
  test.slow();
  const email = uniqueEmail("invite");
  await signIn(page, "admin@demo.example");
  await page.goto("/users/add");
  await expect(page).toHaveTitle(/^Gebruiker toevoegen - /);
  await expectAccessible(page);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Voornaam").fill("Ilse");
  await page.getByLabel("Achternaam").fill("Uitgenodigd");
  await page.getByRole("checkbox", { name: "Mentor" }).check();
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  // The answer is the same whether or not the address has an account elsewhere (issue 16): the list, searched for it.
  await expect(page).toHaveURL(/\/users\?q=/);
  await expect(page.getByText(`Als ${email} uitgenodigd kan worden, is de uitnodiging verstuurd.`)).toBeVisible();
  await page.getByRole("link", { name: "Ilse Uitgenodigd" }).click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ilse Uitgenodigd" })).toBeVisible();
  await expect(page.getByTestId("user-roles")).toHaveText("Mentor");
  await expect(page.getByText("Aangemaakt door beheerder")).toBeVisible();

  const mail = await latestMail(email);
  expect(mail.subject).toContain("uitgenodigd");
  const link = linkIn(mail.text, "/confirm");

  const invitee = await browser.newContext();
  const invited = await invitee.newPage();
  // Opening the link twice (a mail scanner, a second click) does not spend it.
  await invited.goto(link);
  await invited.goto(link);
  await expect(invited.getByRole("heading", { level: 1, name: "Uitnodiging accepteren" })).toBeVisible();
  await expectAccessible(invited);
  await invited.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await invited.getByLabel("Herhaal je wachtwoord").fill("Iets-anders-2026");
  await invited.getByRole("checkbox", { name: "Ik ga akkoord met de gebruiksvoorwaarden" }).check();
  await invited.getByRole("button", { name: "Account activeren" }).click();
  await expect(invited.getByLabel("Herhaal je wachtwoord")).toHaveAttribute("aria-invalid", "true");
  await expect(invited.getByText("De wachtwoorden komen niet overeen", { exact: true })).toBeVisible();
  await invited.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await invited.getByLabel("Herhaal je wachtwoord").fill(DEMO_PASSWORD);
  await invited.getByRole("button", { name: "Account activeren" }).click();
  await expect(invited).toHaveURL(/\/dashboard$/);
  await expect(invited.getByText("Welkom! Je account is actief en je bent ingelogd.")).toBeVisible();
  await invitee.close();

  await page.reload();
  await expect(page.getByText("Actief", { exact: true }).first()).toBeVisible();
  // The link worked once.
  const late = await request.get(link);
  expect(late.status()).toBe(422);
  expect(await late.text()).toContain("Deze bevestigingslink is ongeldig of al gebruikt.");
});

test("an admin adds a role and removes it again", async ({ page, request }) => {
  const user = await activeUser(request, { roles: ["volunteer"], firstName: "Rolf" });
  await signIn(page, "admin@demo.example");
  await page.goto(`/users/${user.id}`);
  await page.getByRole("link", { name: "Rollen beheren" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Rollen van ${user.name}` })).toBeVisible();
  await page.getByLabel("Rol", { exact: true }).selectOption({ label: "Mentor" });
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByText(`${user.name} heeft nu de rol Mentor.`)).toBeVisible();
  await expect(page.getByTestId("current-roles")).toContainText("Mentor");
  await page.getByRole("link", { name: "Rol Mentor verwijderen" }).click();
  await expect(page.getByTestId("current-roles")).toContainText("Mentor");
  await page.getByRole("region", { name: "Rol verwijderen?" }).getByRole("button", { name: "Ja, rol verwijderen" }).click();
  await expect(page.getByText(`${user.name} heeft de rol Mentor niet meer.`)).toBeVisible();
  await expect(page.getByTestId("current-roles")).not.toContainText("Mentor");
  await expect(page.getByTestId("current-roles")).toContainText("Vrijwilliger");
});

test("an admin signs in as a volunteer, sees the banner everywhere, goes back, and it is audited", async ({ page, request }) => {
  const volunteer = await activeUser(request, { roles: ["volunteer"], firstName: "Vera" });
  await signIn(page, "admin@demo.example");
  await page.goto(`/users/${volunteer.id}`);
  await page.getByRole("button", { name: "Inloggen als deze gebruiker" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole("status").filter({ hasText: `Je bent ingelogd als ${volunteer.name}` });
  await expect(banner).toBeVisible();
  // A public page shows it too.
  await page.goto("/partners");
  await expect(banner).toBeVisible();
  // The volunteer may not manage users: the session really is theirs.
  const forbidden = await page.goto("/users");
  expect(forbidden?.status()).toBe(403);
  await page.goto("/dashboard");
  await banner.getByRole("button", { name: "Terug naar mijn account" }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${volunteer.id}$`));
  await expect(page.getByText("Je bent weer ingelogd met je eigen account.")).toBeVisible();
  await expect(page.getByText(/Je bent ingelogd als/)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: volunteer.name })).toBeVisible();

  const admin = await apiSession(request);
  const log = await admin.call<{ data: Array<{ attributes: { action: string; subject_id: string; actor_id: string } }> }>(
    "GET",
    `/api/v1/audit_log?filter[action]=sign_in_as_user&filter[subject_id_eq]=${volunteer.id}`,
  );
  expect(log.data).toHaveLength(1);
  expect(log.data[0]!.attributes.actor_id).toBeTruthy();
});

test("the user list filters by role and is accessible", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/users?role=admin");
  await expect(page).toHaveTitle(/^Gebruikers - /);
  await expect(page.getByRole("cell", { name: "admin@demo.example", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "volunteer@demo.example", exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Per pagina")).toHaveValue("1000");
  await expectAccessible(page);
});

test("an organization superuser without an organization gets 'Geen organisatie gevonden' on /vacancies", async ({ page, request }) => {
  const manager = await activeUser(request, { roles: ["organization_superuser"], firstName: "Zonder" });
  await signIn(page, manager.email);
  const response = await page.goto("/vacancies");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Geen organisatie gevonden" })).toBeVisible();
});

test("the invitation form offers only the roles the signed-in user may grant", async ({ page }) => {
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/users/add");
  const roles = page.getByRole("group", { name: /Rollen/ }).getByRole("checkbox");
  await expect(roles).toHaveCount(2);
  await expect(page.getByRole("checkbox", { name: "Vrijwilliger" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Organisatiebeheerder" })).toBeVisible();
  // An organization superuser invites into their own organizations only.
  const organizations = page.getByLabel(/^Organisaties/);
  await expect(organizations).toHaveAttribute("required", "");
  // Without an organization the server says so on the field.
  await page.getByLabel("E-mailadres").fill(`zonder-org-${Date.now()}@demo.example`);
  await page.getByLabel("Voornaam").fill("Zonder");
  await page.getByRole("checkbox", { name: "Vrijwilliger" }).check();
  await organizations.selectOption([]);
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(organizations).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/users\/add$/);
});

test("a center superuser may not hand out the admin role", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/users/add");
  await expect(page.getByRole("checkbox", { name: "Mentor" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Beheerder", exact: true })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Beheerder vrijwilligerscentrale" })).toBeVisible();
});

test("leaving the user forms with unsaved changes asks first (spec §2, issue 17)", async ({ page, request }) => {
  const user = await inviteUser(request, { firstName: "Wim", lastName: "Wijziger" });
  await signIn(page, "admin@demo.example");
  for (const [path, field] of [
    ["/users/add", "Voornaam"],
    [`/users/${user.id}/edit`, "Voornaam"],
  ] as const) {
    await page.goto(path);
    await page.getByLabel(field).fill("Half ingevuld");
    // The guard watches once the page is interactive; what was typed before counts too.
    await expect(page.locator("form[data-dirty]", { has: page.getByLabel(field) }), path).toHaveAttribute("data-dirty", "true");
    await page.getByRole("link", { name: /^Terug naar/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog, path).toContainText("Je hebt niet-opgeslagen wijzigingen.");
    await dialog.getByRole("button", { name: "Blijven" }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, "\\/")}$`));
    await expect(page.getByLabel(field)).toHaveValue("Half ingevuld");
  }
});

test("leaving the roles form with a role chosen but not added asks first (spec §2, issue 17)", async ({ page, request }) => {
  const user = await activeUser(request, { roles: ["volunteer"], firstName: "Rena" });
  await signIn(page, "admin@demo.example");
  await page.goto(`/users/${user.id}/add_role`);
  await expect(page.getByRole("heading", { level: 1, name: `Rollen van ${user.name}` })).toBeVisible();
  const role = page.getByLabel("Rol", { exact: true });
  await role.selectOption({ label: "Mentor" });
  await expect(page.locator("form[data-dirty]", { has: role })).toHaveAttribute("data-dirty", "true");
  await page.getByRole("link", { name: /^Terug naar/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Je hebt niet-opgeslagen wijzigingen.");
  await dialog.getByRole("button", { name: "Pagina verlaten" }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${user.id}$`));
});

test("the user list's organization filter suggests organizations by name", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const noord = await createOrganizationWithVacancy(request, `Dansclub ${tag} Noord`, `Zaal vegen ${tag}`);
  const zuid = await createOrganizationWithVacancy(request, `Dansclub ${tag} Zuid`, `Muziek draaien ${tag}`);
  const noorder = await inviteUser(request, { firstName: `Noor${tag}`, organizationIds: [noord.id] });
  await inviteUser(request, { firstName: `Zuid${tag}`, organizationIds: [zuid.id] });
  await signIn(page, "admin@demo.example");
  await page.goto(`/users?q=${tag}`);
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  const field = page.getByRole("combobox", { name: "Organisatie" });
  const listbox = page.getByRole("listbox", { name: "Organisatie" });
  await field.fill(tag);
  await expect(listbox.getByRole("option")).toHaveText([`Dansclub ${tag} Noord`, `Dansclub ${tag} Zuid`]);
  await expectAccessible(page);
  await field.press("ArrowDown");
  await field.press("Enter");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(new RegExp(`organization=${noord.id}`));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(noorder.email);
});

test("an admin invites a user into organizations found by name, not from a select of every organization (decision 052)", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const noord = await createOrganizationWithVacancy(request, `Dansclub ${tag} Noord`, `Zaal vegen ${tag}`);
  const zuid = await createOrganizationWithVacancy(request, `Dansclub ${tag} Zuid`, `Muziek draaien ${tag}`);
  const email = uniqueEmail("orgs");
  await signIn(page, "admin@demo.example");
  await page.goto("/users/add");
  await expect(page.getByText(`Dansclub ${tag} Noord`)).toHaveCount(0);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Voornaam").fill(`Dans${tag}`);
  await page.getByRole("checkbox", { name: "Mentor" }).check();
  const organizations = page.getByRole("group", { name: "Organisaties" });
  await expect(organizations.getByText("Nog geen organisatie gekozen.")).toBeVisible();
  const field = page.getByRole("combobox", { name: "Organisatie toevoegen" });
  const listbox = page.getByRole("listbox", { name: "Organisatie toevoegen" });
  for (const name of [`Dansclub ${tag} Noord`, `Dansclub ${tag} Zuid`]) {
    await field.fill(tag);
    await listbox.getByRole("option", { name }).click();
    // The suggestion joins the list, checked; the field is empty for the next one.
    await expect(organizations.getByRole("checkbox", { name })).toBeChecked();
    await expect(field).toHaveValue("");
    await expect(organizations.getByRole("status").filter({ hasText: "is toegevoegd" })).toHaveText(`${name} is toegevoegd.`);
  }
  await field.fill(tag);
  await expect(listbox.getByRole("option")).toHaveCount(2);
  await expectAccessible(page);
  await field.press("Escape");
  await field.press("Escape");
  // Cleared: left out. Chosen again, it is ticked again; cleared once more for the invitation.
  const zuidBox = organizations.getByRole("checkbox", { name: `Dansclub ${tag} Zuid` });
  await zuidBox.uncheck();
  await field.fill(tag);
  await listbox.getByRole("option", { name: `Dansclub ${tag} Zuid` }).click();
  await expect(zuidBox).toBeChecked();
  await expect(organizations.getByRole("checkbox")).toHaveCount(2);
  await zuidBox.uncheck();
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page).toHaveURL(/\/users\?q=/);
  await page.goto(`/users?${new URLSearchParams({ q: email, organization: noord.id })}`);
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);
  await page.goto(`/users?${new URLSearchParams({ q: email, organization: zuid.id })}`);
  await expect(page.getByRole("table")).toHaveCount(0);
});
