import { expect, expectAccessibleNoJs, signIn, test } from "./support/fixtures";
import { latestMail, linkIn } from "./support/mail";
import { tamperPost } from "./support/tamper";
import { inviteUser } from "./support/users";
import { summaryLinks } from "./support/error-summary";
import { vacancyId } from "./support/vacancies";

// Decision 062: a form sent without JavaScript that comes back with errors says so at its top, in an error summary
// (GOV.UK / NL Design System): how many fields need attention and a link to each, with its label and message.

test.use({ javaScriptEnabled: false });

test("a public form sent empty: the summary names the seven fields, each linked, and the page passes axe", async ({ page }) => {
  await page.goto("/een-op-een-hulp/vragen");
  await expect(page.locator("[data-error-summary]")).toHaveCount(0);
  await page.getByRole("button", { name: "Bericht versturen" }).click();
  const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Het formulier is niet verstuurd: 7 velden vragen aandacht" }) });
  await expect(summary).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    "Wat wil je? – Dit veld is verplicht -> direction",
    "Soort hulp – Dit veld is verplicht -> kind",
    "Onderwerp – Dit veld is verplicht -> category",
    "Beschrijving – Dit veld is verplicht -> description",
    "Postcode – Dit veld is verplicht -> postcode",
    "Naam – Dit veld is verplicht -> name",
    "E-mailadres – Dit veld is verplicht -> email",
  ]);
  await expectAccessibleNoJs(page);
  // A link leads to its field.
  await summary.getByRole("link", { name: /^Postcode/ }).click();
  await expect(page).toHaveURL(/#.+-postcode$/);
});

test("a signed-in form with one field left wrong: '1 veld vraagt aandacht', in English too", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/conversations/new");
  await page.getByLabel(/^Onderwerp/).fill("Een vraag");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 1 veld vraagt aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["Bericht – Dit veld is verplicht -> body"]);
  // What was typed stays; both fields empty: two.
  await expect(page.getByLabel(/^Onderwerp/)).toHaveValue("Een vraag");
  await page.getByLabel(/^Onderwerp/).fill("");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  await expectAccessibleNoJs(page);

  await page.goto("/en/conversations/new");
  await page.getByLabel(/^Subject/).fill("");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("heading", { name: "The form was not sent: 2 fields need attention" })).toBeVisible();
  expect(await summaryLinks(page)).toHaveLength(2);
});

test("the vacancy response sent empty: its summary names the contact fields and the message", async ({ page, request }) => {
  await page.goto(`/vacancies/${await vacancyId(request, "Fietsmaatje voor ouderen")}`);
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page.getByRole("heading", { name: /^Het formulier is niet verstuurd: \d+ velden vragen aandacht$/ })).toBeVisible();
  const links = await summaryLinks(page);
  expect(links).toContain("Naam – Dit veld is verplicht -> name");
  expect(links).toContain("E-mailadres – Dit veld is verplicht -> email");
});

test("the sign-up sent empty: its summary names the six fields, each linked", async ({ page }) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 6 velden vragen aandacht" })).toBeVisible();
  const links = await summaryLinks(page);
  expect(links.map((link) => link.split(" -> ")[1])).toEqual(["firstName", "lastName", "email", "password", "passwordConfirmation", "acceptTerms"]);
  expect(links[0]).toBe("Voornaam – Dit veld is verplicht -> firstName");
  expect(links[5]).toBe("Ik ga akkoord met de gebruiksvoorwaarden en de privacyverklaring – Ga akkoord met de voorwaarden om verder te gaan -> acceptTerms");
});

test("the volunteer's personal data sent without a name: '2 velden vragen aandacht', each linked", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/profile-edit");
  await page.getByLabel(/^Voornaam/).fill("");
  await page.getByLabel(/^Achternaam/).fill("");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["Voornaam – Dit veld is verplicht -> firstName", "Achternaam – Dit veld is verplicht -> lastName"]);
});

test("the organization form sent without a name and with a bad website and e-mail address: three links, in the form's order", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/organizations/add");
  await page.getByLabel(/^Website/).fill("geen adres");
  await page.getByLabel(/^E-mailadres/).fill("geen-adres");
  await page.getByRole("button", { name: "Organisatie toevoegen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 3 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    "Naam – Dit veld is verplicht -> name",
    "Website – Vul een geldige URL in -> website",
    "E-mailadres – Vul een geldig e-mailadres in -> email",
  ]);
});

test("the vacancy form sent with four fields wrong: a link each in the form's order, the description and the tags included, and the page passes axe", async ({ page }) => {
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/vacancies/add");
  await page.getByLabel(/^Titel/).fill("Ab");
  await page.getByLabel(/^Beschrijving/).fill("x".repeat(20_001));
  await page.getByLabel(/^YouTube-video/).fill("geen adres");
  // A tag the form does not offer: its error comes back under `tags[0]`, one entry for the group, not one per box.
  await tamperPost(page, /\/vacancies\/add$/, (body) => body.append("tags", "bestaat-niet"));
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 4 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    "Titel – Vul minimaal 3 tekens in -> title",
    "Beschrijving – Vul maximaal 20000 tekens in -> description",
    "Kenmerken – Dit veld is niet geldig -> tags",
    "YouTube-video – Vul een geldige URL in -> youtubeUrl",
  ]);
  // The former box without links is gone; the description's link leads to its textarea, the tags' to their first box.
  await expect(page.getByText("Het formulier bevat fouten")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Beschrijving/ })).toHaveAttribute("href", `#${await page.getByLabel(/^Beschrijving/).getAttribute("id")}`);
  const tags = page.locator(`[id="${(await page.getByRole("link", { name: /^Kenmerken/ }).getAttribute("href"))!.slice(1)}"]`);
  await expect(tags).toHaveAttribute("type", "checkbox");
  await expectAccessibleNoJs(page);
});

test("the volunteer profile sent with a skill too long, a bad postcode and too long an 'about me': three links, in English too", async ({ page }) => {
  // Nothing is saved: the demo volunteer's profile stays as it was.
  await signIn(page, "volunteer@demo.example");
  await page.goto("/profile-edit/vrijwilligersprofiel");
  await page.getByLabel(/^Vaardigheden/).fill(`koken, ${"t".repeat(51)}`);
  await page.getByLabel(/^Postcode/).fill("123");
  await page.getByLabel(/^Over mij/).fill("o".repeat(2001));
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 3 velden vragen aandacht" })).toBeVisible();
  const links = await summaryLinks(page);
  expect(links.map((link) => link.split(" -> ")[1])).toEqual(["skills", "postcode", "about"]);
  expect(links[0]).toBe("Vaardigheden – Vul maximaal 50 tekens in -> skills");
  await expectAccessibleNoJs(page);

  await page.goto("/en/profile-edit/vrijwilligersprofiel");
  await page.getByLabel(/^Postcode/).fill("123");
  await page.getByLabel(/^About me/).fill("o".repeat(2001));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "The form was not sent: 2 fields need attention" })).toBeVisible();
  expect((await summaryLinks(page)).map((link) => link.split(" -> ")[1])).toEqual(["postcode", "about"]);
});

test("a user's edit form sent without a first name and with too long a job title: two links, in the form's order", async ({ page, request }) => {
  const user = await inviteUser(request);
  await signIn(page, "admin@demo.example");
  await page.goto(`/users/${user.id}/edit`);
  await page.getByLabel(/^Voornaam/).fill("");
  await page.getByLabel(/^Functie/).fill("f".repeat(121));
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["Voornaam – Dit veld is verplicht -> firstName", "Functie – Vul maximaal 120 tekens in -> jobTitle"]);
});

test("the invitation of a user sent empty: the address, the first name and the roles, each linked", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/users/add");
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 3 velden vragen aandacht" })).toBeVisible();
  const links = await summaryLinks(page);
  expect(links.map((link) => link.split(" -> ")[1])).toEqual(["email", "firstName", "roles"]);
  expect(links[2]).toBe("Rollen – Dit veld is verplicht -> roles");
});

test("a new page sent without a title and with an address of spaces: two links, in the form's order", async ({ page }) => {
  await signIn(page, "content_manager@demo.example");
  await page.goto("/content/new");
  await page.getByLabel(/^Adres \(slug\)/).fill("geen adres");
  await page.getByRole("button", { name: "Pagina maken" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  expect((await summaryLinks(page)).map((link) => link.split(" -> ")[1])).toEqual(["title", "slug"]);
});

test("a menu item sent without a name: the summary links to the name", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/content/menu-items");
  await page.getByRole("region", { name: "Menu-item toevoegen" }).getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 1 veld vraagt aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["Naam – Dit veld is verplicht -> name"]);
});

test("a new form of the form builder sent without a title: the summary links to the title", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/form_builder/new");
  await page.getByRole("button", { name: "Formulier aanmaken" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 1 veld vraagt aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["Titel – Dit veld is verplicht -> title"]);
});

test("the sign-in sent empty: both fields linked; wrong credentials stay one message naming no field", async ({ page }) => {
  await page.goto("/auth/login-1");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["E-mailadres – Dit veld is verplicht -> email", "Wachtwoord – Dit veld is verplicht -> password"]);
  await expectAccessibleNoJs(page);
  // A known address with a wrong password and an unknown address read the same: no summary, the one message as before.
  const refusals = [];
  for (const email of ["admin@demo.example", "niemand-hier@demo.example"]) {
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord").fill("niet-het-wachtwoord");
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page.getByRole("alert")).toContainText("Ongeldige inloggegevens. Probeer het opnieuw.");
    await expect(page.locator("[data-error-summary]")).toHaveCount(0);
    refusals.push(await page.getByRole("alert").textContent());
  }
  expect(refusals[0]).toBe(refusals[1]);
});

test("a new password sent empty: both fields linked, in English too", async ({ page }) => {
  await page.goto("/auth/reset?reset_password_token=een-token");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    "Nieuw wachtwoord – Dit veld is verplicht -> password",
    "Herhaal het nieuwe wachtwoord – Dit veld is verplicht -> passwordConfirmation",
  ]);

  await page.goto("/en/auth/reset?reset_password_token=een-token");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("heading", { name: "The form was not sent: 2 fields need attention" })).toBeVisible();
  expect((await summaryLinks(page)).map((link) => link.split(" -> ")[1])).toEqual(["password", "passwordConfirmation"]);
});

test("an invitation accepted without a password or the terms: three links, in the form's order", async ({ page, request }) => {
  const invited = await inviteUser(request);
  await page.goto(linkIn((await latestMail(invited.email)).text, "/confirm"));
  await page.getByRole("button", { name: "Account activeren" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 3 velden vragen aandacht" })).toBeVisible();
  const links = await summaryLinks(page);
  expect(links.map((link) => link.split(" -> ")[1])).toEqual(["password", "passwordConfirmation", "acceptTerms"]);
  expect(links[2]).toBe("Ik ga akkoord met de gebruiksvoorwaarden – Dit veld is verplicht -> acceptTerms");
});

test("the account's deletion sent empty: the password and the confirmation, each linked", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/account/verwijderen");
  await page.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    "Huidig wachtwoord – Dit veld is verplicht -> password",
    "Ik begrijp dat mijn account en gegevens definitief worden verwijderd – Bevestig dat je dit begrijpt -> understood",
  ]);
  await expectAccessibleNoJs(page);
});

test("a new e-mail address sent wrong without the password: two links", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/profile-edit/email");
  await page.getByLabel(/^Nieuw e-mailadres/).fill("geen-adres");
  await page.getByRole("button", { name: "Wijziging aanvragen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    "Nieuw e-mailadres – Vul een geldig e-mailadres in -> email",
    "Huidig wachtwoord – Dit veld is verplicht -> currentPassword",
  ]);
});

test("the settings sent with a language not offered: the language is linked", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/profile-edit/settings");
  await tamperPost(page, /\/profile-edit\/settings$/, (body) => body.set("locale", "xx"));
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 1 veld vraagt aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual(["Taal – Dit veld is niet geldig -> locale"]);
});

test("a response to a neighbour's request sent empty: name, address and message, each linked", async ({ page }) => {
  await page.goto("/een-op-een-hulp");
  await page.getByTestId("help-results").getByRole("listitem").first().getByRole("link").first().click();
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 3 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    "Naam – Dit veld is verplicht -> name",
    "E-mailadres – Dit veld is verplicht -> email",
    "Je bericht – Dit veld is verplicht -> message",
  ]);
  await expectAccessibleNoJs(page);
});

test("an organization's sign-up sent empty: a link per required field, in the form's order", async ({ page }) => {
  await page.goto("/organizations/signup");
  await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
  await expect(page.getByRole("heading", { name: /^Het formulier is niet verstuurd: \d+ velden vragen aandacht$/ })).toBeVisible();
  const links = await summaryLinks(page);
  expect(links[0]).toBe("Naam van de organisatie – Dit veld is verplicht -> organizationName");
  expect(links.map((link) => link.split(" -> ")[1])).toEqual(expect.arrayContaining(["email", "password", "acceptTerms"]));
  await expectAccessibleNoJs(page);
});
