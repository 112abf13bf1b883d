import { DEMO_PASSWORD, expect, expectAccessibleNoJs, signIn, test } from "./support/fixtures";
import { apiSession, uniqueTag } from "./support/manage";
import { tamperPost } from "./support/tamper";
import { activeUser } from "./support/users";
import { applicationsOf, vacancyId } from "./support/vacancies";

// Journey 1 without JavaScript: find a vacancy with the GET form, respond, and never twice.

test("searching the vacancy bank with filters, shareable URLs and paging", async ({ page }) => {
  await page.goto("/vacancies/search");
  await page.getByLabel("Zoekterm").fill("fietsen");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/[?&]q=fietsen/);
  await expect(page.getByRole("link", { name: "Fietsmaatje voor ouderen" }).first()).toBeVisible();

  await page.getByLabel("Zoekterm").fill("");
  await page.getByLabel("Soort").selectOption({ label: "Taal" });
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/[?&]type=language/);
  await expect(page.getByRole("link", { name: "Taalmaatje voor nieuwkomers" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Fietsmaatje voor ouderen" })).toHaveCount(0);

  // A shared URL shows the same search; an unknown value falls back instead of failing.
  await page.goto("/vacancies/search?tags=once&perPage=10&sort=bogus");
  await expect(page.getByRole("checkbox", { name: "Eenmalig" }).first()).toBeChecked();
  await expect(page.getByRole("link", { name: "Tuinklus bij een oudere buurvrouw" }).first()).toBeVisible();

  await page.goto("/vacancies/search?perPage=10");
  await page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Volgende" }).click();
  await expect(page).toHaveURL(/perPage=10/);
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Pagina 2 van \d+/)).toBeVisible();

  await page.goto("/vacancies/search?q=zeilbootverhuur");
  await expect(page.getByRole("status")).toHaveText("Geen resultaten gevonden (probeer andere zoektermen)");
});

test("responding: errors keep what was typed, success confirms, a double submit makes one application", async ({ page, request }) => {
  const email = `e2e-${Date.now()}@example.nl`;
  // Both partners of the tenant have this vacancy (center sharing): the place picks ours.
  await page.goto("/vacancies/search?q=repair&place=Apeldoorn");
  await page.getByRole("link", { name: "Gastvrouw of gastheer in het Repair Café" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gastvrouw of gastheer in het Repair Café");
  await expectAccessibleNoJs(page);

  await page.getByLabel(/^Naam/).fill("Bram Jansen");
  await page.getByLabel(/^E-mailadres/).fill("bram-at-example");
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page.getByLabel(/^E-mailadres/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(/^Bericht/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Vul een geldig e-mailadres in", { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Naam/)).toHaveValue("Bram Jansen");
  await expect(page.getByLabel(/^E-mailadres/)).toHaveValue("bram-at-example");
  await expectAccessibleNoJs(page);

  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Bericht/).fill("Ik help graag op zaterdag.");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Reactie versturen" }) });
  const fields = Object.fromEntries(
    await form.locator("input[type=hidden]").evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
  ) as Record<string, string>;
  const action = page.url();
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}\/reactie-verstuurd$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor je reactie!");
  await expectAccessibleNoJs(page);

  // The same form sent again (a double click, a resubmitted POST) and a refresh of the confirmation.
  const again = await page.request.post(action, {
    form: { ...fields, name: "Bram Jansen", email, phoneNumber: "", message: "Ik help graag op zaterdag." },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  expect(again.headers()["location"]).toMatch(/reactie-verstuurd$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor je reactie!");
  // Without an account there is no Mijn reacties to point to.
  await expect(page.getByRole("main").getByRole("link", { name: /Mijn reacties/ })).toHaveCount(0);
  expect(await applicationsOf(request, email)).toBe(1);
});

test("a filled vacancy says so instead of showing the form", async ({ page, request }) => {
  const id = await vacancyId(request, "Computerhulp voor senioren", "filled");
  await page.goto(`/vacancies/${id}`);
  await expect(page.getByRole("status")).toContainText("Deze vacature is vervuld. Reageren is niet meer mogelijk.");
  await expect(page.getByRole("button", { name: "Reactie versturen" })).toHaveCount(0);
});

test("each result names its organization, also an organization that is newer than the bank's kept organization list", async ({ page, request }) => {
  // The visitor's organization filter for the landing page is kept a minute: fill it first.
  await page.goto("/vacancies/search");
  const tag = uniqueTag();
  const api = await apiSession(request);
  const { data: organization } = await api.call<{ data: { id: string } }>("POST", "/api/v1/organizations", {
    data: { type: "organizations", attributes: { name: `Nieuwe stichting ${tag}`, organization_type: "NonProfit", status: "approved" } },
  });
  await api.call("POST", "/api/v1/vacancies", {
    data: { type: "vacancies", attributes: { title: `Klusjes ${tag}`, status: "published", organization_id: organization.id, description: "<p>Helpen.</p>" } },
  });

  await page.goto("/vacancies/search");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Klusjes ${tag}` }) });
  await expect(card).toContainText(`Nieuwe stichting ${tag}`);
  await expect(page.getByLabel("Organisatie")).toContainText(`Nieuwe stichting ${tag} (1)`);
});

test("responses flooding one address are stopped with a message that keeps what was typed (issue 18)", async ({ page }) => {
  // Six responses, each a page load and a post: a budget of its own.
  test.slow();
  const email = `flood-${Date.now()}@example.nl`;
  await page.goto("/vacancies/search?q=repair&place=Apeldoorn");
  await page.getByRole("link", { name: "Gastvrouw of gastheer in het Repair Café" }).click();
  const vacancy = page.url();
  // Five responses an hour to one address (app/modules/mail/throttle.server.ts); the sixth is refused.
  for (let i = 0; i < 6; i++) {
    await page.goto(vacancy);
    await page.getByLabel(/^Naam/).fill("Bram Jansen");
    await page.getByLabel(/^E-mailadres/).fill(email);
    await page.getByLabel(/^Bericht/).fill(`Bericht ${i}`);
    await page.getByRole("button", { name: "Reactie versturen" }).click();
    if (i < 5) await expect(page).toHaveURL(/\/reactie-verstuurd$/);
  }
  await expect(page.getByText("Er zijn net te veel reacties verstuurd vanaf hier of naar dit e-mailadres.")).toBeVisible();
  await expect(page.getByLabel(/^Bericht/)).toHaveValue("Bericht 5");
});

test("a response whose form key was used for another vacancy is said in the page's language, the input kept, and sends again", async ({ page, request }) => {
  // The API's idempotency_key_reused ('This idempotency key was used for another vacancy.') went to the hidden key's
  // field: nothing readable on the page. A tampered form, or a key carried over from another vacancy's page.
  const first = await vacancyId(request, "Gastvrouw of gastheer in het Repair Café");
  const other = await vacancyId(request, "Voorlezer op de basisschool");
  await page.goto(`/vacancies/${first}`);
  const usedKey = await page.locator("input[type=hidden][name=idempotencyKey]").inputValue();
  await page.getByLabel(/^Naam/).fill("Bram Jansen");
  await page.getByLabel(/^E-mailadres/).fill(`key-${Date.now()}@example.nl`);
  await page.getByLabel(/^Bericht/).fill("Ik help graag.");
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page).toHaveURL(/\/reactie-verstuurd$/);

  await tamperPost(page, new RegExp(`/vacancies/${other}$`), (body) => body.set("idempotencyKey", usedKey));
  for (const [path, labels, submit, message] of [
    [`/vacancies/${other}`, { name: /^Naam/, email: /^E-mailadres/, message: /^Bericht/ }, "Reactie versturen", "Je reactie is niet verstuurd: dit formulier was al voor een andere vacature gebruikt. Verstuur je reactie nog een keer."],
    [`/en/vacancies/${other}`, { name: /^Name/, email: /^E-mail address/, message: /^Message/ }, "Send response", "Your response was not sent: this form had been used for another vacancy. Please send your response again."],
  ] as const) {
    const email = `key-${Date.now()}-${path.length}@example.nl`;
    await page.goto(path);
    await page.getByLabel(labels.name).fill("Bram Jansen");
    await page.getByLabel(labels.email).fill(email);
    await page.getByLabel(labels.message).fill("Ik lees graag voor.");
    await page.getByRole("button", { name: submit }).click();
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("This idempotency key was used for another vacancy.")).toHaveCount(0);
    await expect(page.getByLabel(labels.email)).toHaveValue(email);
    await expect(page.getByLabel(labels.message)).toHaveValue("Ik lees graag voor.");
    // The form comes back with a key of its own: sent again (untampered), it is a response.
    expect(await page.locator("input[type=hidden][name=idempotencyKey]").inputValue()).not.toBe(usedKey);
  }
  await page.unrouteAll();
  await page.getByRole("button", { name: "Send response" }).click();
  await expect(page).toHaveURL(/\/reactie-verstuurd$/);
});

test("signing in from a vacancy comes back to it, and a signed-in volunteer's form says where the response will be, nl and en", async ({ page, browser, request }) => {
  // The header's 'Inloggen' went to the dashboard: a visitor who signed in to respond with their account had to find
  // the vacancy again. The form then still said 'Je hebt geen account nodig.' to someone signed in.
  const id = await vacancyId(request, "Gastvrouw of gastheer in het Repair Café");
  const volunteer = await activeUser(request, { roles: ["volunteer"], firstName: "Noor", lastName: uniqueTag() });
  const english = await browser.newContext({ javaScriptEnabled: false, locale: "en-GB" });
  for (const [visitor, path, words] of [
    [page, `/vacancies/${id}`, { signIn: "Inloggen", email: /^E-mailadres/, password: /^Wachtwoord/, anonymous: "Je hebt geen account nodig.", signedIn: "Je reactie vind je daarna terug bij Mijn reacties." }],
    [await english.newPage(), `/en/vacancies/${id}`, { signIn: "Sign in", email: /^E-mail address/, password: /^Password/, anonymous: "You don't need an account.", signedIn: "You will find your response under My responses afterwards." }],
  ] as const) {
    await visitor.goto(path);
    const intro = visitor.getByRole("region", { name: /^(Reageren|Respond)$/ }).locator("p").first();
    await expect(intro).toContainText(words.anonymous);
    await visitor.getByRole("banner").getByRole("link", { name: words.signIn }).click();
    await visitor.getByLabel(words.email).fill(volunteer.email);
    await visitor.getByLabel(words.password).fill(DEMO_PASSWORD);
    await visitor.getByRole("main").getByRole("button", { name: words.signIn }).click();
    await expect(visitor).toHaveURL(new RegExp(`${path}$`));
    await expect(visitor.getByLabel(words.email)).toHaveValue(volunteer.email);
    await expect(intro).toContainText(words.signedIn);
    await expect(intro).not.toContainText(words.anonymous);
  }
  await english.close();
  // From the start page signing in still leads to the dashboard.
  await page.context().clearCookies();
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Inloggen" }).click();
  await page.getByLabel(/^E-mailadres/).fill(volunteer.email);
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a response to a vacancy filled while it was being written says it was not sent and gives back what was written", async ({ page, request }) => {
  // The page came back with the closed notice only: the refused response was not mentioned and the message was gone.
  const tag = uniqueTag();
  const api = await apiSession(request);
  const { data: organization } = await api.call<{ data: { id: string } }>("POST", "/api/v1/organizations", {
    data: { type: "organizations", attributes: { name: `Stichting ${tag}`, organization_type: "NonProfit", status: "approved" } },
  });
  const { data: vacancy } = await api.call<{ data: { id: string } }>("POST", "/api/v1/vacancies", {
    data: { type: "vacancies", attributes: { title: `Voorlezen ${tag}`, status: "published", organization_id: organization.id, description: "<p>Voorlezen.</p>" } },
  });
  const email = `closed-${Date.now()}@example.nl`;
  const message = `Ik lees graag voor,\nelke dinsdag. ${tag}`;
  await page.goto(`/vacancies/${vacancy.id}`);
  await page.getByLabel(/^Naam/).fill("Bram Jansen");
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Bericht/).fill(message);
  await api.call("PATCH", `/api/v1/vacancies/${vacancy.id}`, { data: { type: "vacancies", id: vacancy.id, attributes: { status: "filled" } } });
  await page.getByRole("button", { name: "Reactie versturen" }).click();

  const notice = page.getByRole("status");
  await expect(notice).toContainText("Deze vacature is vervuld. Reageren is niet meer mogelijk.");
  await expect(notice).toContainText("Je reactie is niet verstuurd. Dit had je geschreven:");
  await expect(notice.locator("blockquote")).toHaveText(message);
  await expect(page.getByRole("button", { name: "Reactie versturen" })).toHaveCount(0);
  expect(await applicationsOf(request, email)).toBe(0);
  await expectAccessibleNoJs(page);
  // Opened again, the page has only the notice.
  await page.goto(`/vacancies/${vacancy.id}`);
  await expect(page.getByRole("status")).not.toContainText("Je reactie is niet verstuurd");
});

test("a signed-in volunteer who responded reads when instead of the form; a second post from an old tab says it was not sent, nothing stored twice", async ({ page, browser, request }) => {
  // The form came back after a response, and a second post made a second application: two records, two mails.
  const id = await vacancyId(request, "Gastvrouw of gastheer in het Repair Café");
  const volunteer = await activeUser(request, { roles: ["volunteer"], firstName: "Lotte", lastName: uniqueTag() });
  await signIn(page, volunteer.email);
  const oldTab = await page.context().newPage();
  await oldTab.goto(`/vacancies/${id}`);
  await oldTab.getByLabel(/^Bericht/).fill("Nog een keer, vanuit een oud tabblad.");

  await page.goto(`/vacancies/${id}`);
  await page.getByLabel(/^Bericht/).fill("Ik help graag op zaterdag.");
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page).toHaveURL(/\/reactie-verstuurd$/);
  // The thanks page says where a signed-in volunteer finds the response (it had no link there).
  await expect(page.getByRole("main").getByRole("link", { name: "Je reactie staat bij Mijn reacties" })).toHaveAttribute("href", "/applications");
  await page.goto(`/en/vacancies/${id}/reactie-verstuurd`);
  await expect(page.getByRole("main").getByRole("link", { name: "Your response is under My responses" })).toHaveAttribute("href", "/en/applications");

  await page.goto(`/vacancies/${id}`);
  const notice = page.getByRole("status");
  await expect(notice).toContainText(/^Je hebt op \d{1,2} [a-z]+ \d{4} al op deze vacature gereageerd\./);
  await expect(page.getByRole("button", { name: "Reactie versturen" })).toHaveCount(0);
  await expect(notice.getByRole("link", { name: "Mijn reacties" })).toHaveAttribute("href", "/applications");
  await expect(notice.getByRole("link", { name: "Bekijk je reactie" })).toHaveAttribute("href", /^\/applications\/[0-9a-f-]{36}$/);
  await expectAccessibleNoJs(page);

  // The old tab still has the form: its post is refused in words, and what was written is given back.
  await oldTab.getByRole("button", { name: "Reactie versturen" }).click();
  const refused = oldTab.getByRole("status");
  await expect(refused).toContainText("Je nieuwe reactie is niet verstuurd, want je had al gereageerd. Dit had je geschreven:");
  await expect(refused.locator("blockquote")).toHaveText("Nog een keer, vanuit een oud tabblad.");
  await expect(oldTab.getByRole("button", { name: "Reactie versturen" })).toHaveCount(0);
  expect(await applicationsOf(request, volunteer.email)).toBe(1);
  await expectAccessibleNoJs(oldTab);
  await refused.getByRole("link", { name: "Bekijk je reactie" }).click();
  await expect(oldTab).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  await expect(oldTab.getByText("Ik help graag op zaterdag.")).toBeVisible();

  // In English the same notice.
  await page.goto(`/en/vacancies/${id}`);
  await expect(page.getByRole("status")).toContainText(/^You already responded to this vacancy on \d{1,2} [A-Za-z]+ \d{4}\./);
  await expect(page.getByRole("status").getByRole("link", { name: "View your response" })).toHaveAttribute("href", /^\/en\/applications\/[0-9a-f-]{36}$/);

  // Signed out, the same address gets the form as anyone does: the page never tells whether an address responded.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/vacancies/${id}`);
  await expect(anonymous.getByRole("button", { name: "Reactie versturen" })).toBeVisible();
  await expect(anonymous.getByText(/al op deze vacature gereageerd/)).toHaveCount(0);
  await visitor.close();
});

test("a search term longer than the bank takes is cut to its first 200 characters, not dropped for the whole bank", async ({ page }) => {
  // A pasted text of more than 200 characters made the search fall back to no term: every vacancy, an empty field.
  const term = `vrijwilliger gezocht voor ${"zeilbootverhuur ".repeat(20)}`.trim();
  await page.goto(`/vacancies/search?${new URLSearchParams({ q: term })}`);
  await expect(page.getByLabel("Zoekterm")).toHaveValue(term.slice(0, 200).trimEnd());
  await expect(page.getByRole("status")).toHaveText("Geen resultaten gevonden (probeer andere zoektermen)");
});

test("a date that is none is said at the bank's date field, nl and en; the other filters still apply", async ({ page }) => {
  // A mistyped or tampered date was dropped without a word: the field empty, the results for every date.
  await page.goto(`/vacancies/search?${new URLSearchParams({ type: "language", date: "2031-02-30" })}`);
  const date = page.getByLabel("Op datum", { exact: true });
  await expect(date).toHaveValue("2031-02-30");
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription("Vul een geldige datum in (jjjj-mm-dd).");
  await expect(page.getByLabel("Soort")).toHaveValue("language");
  await expect(page.getByRole("link", { name: "Taalmaatje voor nieuwkomers" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Fietsmaatje voor ouderen" })).toHaveCount(0);

  // A day that is fine says nothing.
  await page.goto("/vacancies/search?date=2031-02-28");
  await expect(page.getByLabel("Op datum", { exact: true })).not.toHaveAttribute("aria-invalid");

  await page.goto("/en/vacancies/search?date=tomorrow");
  await expect(page.getByLabel("On date", { exact: true })).toHaveAccessibleDescription("Enter a valid date (yyyy-mm-dd).");
});
