import { expect, hostUrl, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
import { activeUser } from "./support/users";

// The volunteer pool without JavaScript (issue 14): a volunteer opts in with a skill of the test's own, an
// organization user finds them by that skill at /vrijwilligerspool and starts a conversation with them, which the
// volunteer reads and answers at /conversations; a volunteer may not search (403).

test("a volunteer opts in and an organization user finds them by a skill", async ({ page, browser, request }) => {
  test.slow();
  const tag = uniqueTag();
  const skill = `Tuinieren${tag}`;
  const volunteer = await activeUser(request, { firstName: "Vera", lastName: `Pool ${tag}` });

  await signIn(page, volunteer.email);
  await page.goto("/profile-edit/vrijwilligersprofiel");
  await expect(page.getByRole("heading", { name: "Vrijwilligersprofiel" })).toBeVisible();
  await page.getByLabel("Ik doe mee aan de vrijwilligerspool").check();
  await page.getByLabel(/^Vaardigheden/).fill(`${skill}, koken`);
  await page.getByLabel(/^Talen/).fill("Nederlands, Engels");
  await page.getByLabel("Zaterdagochtend").check();
  await page.getByLabel(/^Postcode/).fill("7311aa");
  await page.getByLabel(/^Over mij/).fill(`Ik help graag in de tuin (${tag}).`);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(/\/profile-edit\/vrijwilligersprofiel$/);
  await expect(page.getByLabel("Ik doe mee aan de vrijwilligerspool")).toBeChecked();
  await expect(page.getByLabel(/^Vaardigheden/)).toHaveValue(`${skill}, koken`);
  await expect(page.getByLabel(/^Postcode/)).toHaveValue("7311 AA");
  await expect(page.getByLabel("Zaterdagochtend")).toBeChecked();

  // A volunteer does not search the pool.
  const forbidden = await page.goto("/vrijwilligerspool");
  expect(forbidden?.status()).toBe(403);

  const organization = await browser.newContext({ javaScriptEnabled: false });
  const org = await organization.newPage();
  await signIn(org, "organization_superuser@demo.example");
  await org.goto("/vrijwilligerspool");
  await expect(org.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligerspool");
  await org.getByLabel("Vaardigheid", { exact: true }).fill(skill.toLowerCase());
  await org.getByRole("button", { name: "Zoeken" }).click();
  await expect(org).toHaveURL(/skill=/);
  const results = org.getByTestId("pool-results").getByRole("listitem").filter({ hasText: `Vera Pool ${tag}` });
  await expect(results).toHaveCount(1);
  await expect(results).toContainText("Zaterdagochtend");
  await expect(org.getByRole("main").getByRole("status")).toHaveText("1 vrijwilliger gevonden");

  // The organization writes to the volunteer from the pool: a conversation the volunteer reads and answers.
  await results.getByRole("link", { name: `Stuur Vera Pool ${tag} een bericht` }).click();
  await expect(org.getByRole("heading", { level: 1 })).toHaveText(`Bericht aan Vera Pool ${tag}`);
  await expect(org.getByLabel(/^Onderwerp/)).toHaveValue("Over je vrijwilligersprofiel");
  await org.getByRole("button", { name: "Versturen" }).click();
  await expect(org.getByText("Dit veld is verplicht", { exact: true })).toBeVisible();
  await org.getByLabel(/^Bericht/).fill(`Help je zaterdag mee in de moestuin? ${tag}`);
  await org.getByRole("button", { name: "Versturen" }).click();
  await expect(org).toHaveURL(/\/conversations\/[0-9a-f-]{36}$/);
  await expect(org.getByText("Over het vrijwilligersprofiel")).toBeVisible();
  await page.goto("/conversations");
  const thread = page.getByTestId("conversation").filter({ hasText: "Over je vrijwilligersprofiel" });
  await expect(thread).toContainText("1 ongelezen");
  await thread.getByRole("link", { name: "Over je vrijwilligersprofiel" }).click();
  await expect(page.getByTestId("message")).toHaveText([new RegExp(`Help je zaterdag mee in de moestuin\\? ${tag}`)]);
  await page.getByLabel(/^Je antwoord/).fill(`Ja, graag! ${tag}`);
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByTestId("message")).toHaveCount(2);

  // By distance from the same postcode, and an availability it does not have: the empty state.
  await org.goto(`/vrijwilligerspool?skill=${skill}&postcode=7311+AA&distance=5`);
  await expect(org.getByTestId("pool-results")).toContainText("0 km hiervandaan");
  await org.goto(`/vrijwilligerspool?skill=${skill}&availability=sun_evening`);
  await expect(org.getByText("Geen vrijwilligers gevonden")).toBeVisible();
  await organization.close();
});

test("a pool nobody has joined says so, not that fewer filters would help", async ({ page }) => {
  // Oldebroek's center has volunteer profiles, and no test puts anyone in its pool.
  await signIn(page, "admin@oldebroek.example", { host: "oldebroek.localhost" });
  await page.goto(hostUrl("oldebroek.localhost", "/vrijwilligerspool"));
  await expect(page.getByText("Nog niemand doet mee aan de vrijwilligerspool")).toBeVisible();
  await expect(page.getByText("Probeer minder of andere filters.")).toHaveCount(0);
  await page.goto(hostUrl("oldebroek.localhost", "/vrijwilligerspool?q=zqnothingmatchesthis"));
  await expect(page.getByText("Geen vrijwilligers gevonden")).toBeVisible();
  await expect(page.getByText("Probeer minder of andere filters.")).toBeVisible();
});

test("the volunteer profile sent with an error keeps the day parts just ticked", async ({ page, request }) => {
  const volunteer = await activeUser(request, { firstName: "Vera", lastName: `Beschikbaar ${uniqueTag()}` });
  await signIn(page, volunteer.email);
  await page.goto("/profile-edit/vrijwilligersprofiel");
  await page.getByLabel("Maandagavond").check();
  await page.getByLabel("Woensdagmiddag").check();
  await page.getByLabel(/^Vaardigheden/).fill("koken");
  await page.getByLabel(/^Postcode/).fill("abc");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByLabel(/^Postcode/)).toHaveAttribute("aria-invalid", "true");
  // Everything typed and ticked is still there to correct the postcode and send again.
  await expect(page.getByLabel(/^Postcode/)).toHaveValue("abc");
  await expect(page.getByLabel(/^Vaardigheden/)).toHaveValue("koken");
  await expect(page.getByLabel("Maandagavond")).toBeChecked();
  await expect(page.getByLabel("Woensdagmiddag")).toBeChecked();
  await expect(page.getByLabel("Zaterdagochtend")).not.toBeChecked();
  await page.getByLabel(/^Postcode/).fill("7311 AA");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByLabel(/^Postcode/)).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Maandagavond")).toBeChecked();
  await expect(page.getByLabel("Woensdagmiddag")).toBeChecked();
});

test("filters it cannot search with are marked at their field, and no result count pretends a search ran (nl + en)", async ({ page }) => {
  await signIn(page, "organization_superuser@demo.example");
  // A distance without a postcode: the postcode field says what is missing.
  await page.goto("/vrijwilligerspool?distance=10");
  const postcode = page.getByLabel("Postcode", { exact: true });
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  await expect(postcode).toHaveAccessibleDescription("Dit veld is verplicht");
  await expect(page.getByRole("alert")).toContainText("Met deze filters kunnen we niet zoeken. Pas ze aan en kies ‘Zoeken’.");
  await expect(page.getByText(/vrijwilligers? gevonden/)).toHaveCount(0);
  // A postcode that is no postcode, on the English page.
  await page.goto("/en/vrijwilligerspool?postcode=abc&distance=5");
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  await expect(postcode).toHaveAccessibleDescription("Enter a valid postcode, for example 7311 AA");
  await expect(postcode).toHaveValue("abc");
  await expect(page.getByRole("alert")).toContainText("We cannot search with these filters. Correct them and choose ‘Search’.");
  await expect(page.getByText(/volunteers? found/i)).toHaveCount(0);
});

test("a select given a value it does not offer is marked invalid, described by its line in the alert (nl + en)", async ({ page }) => {
  await signIn(page, "organization_superuser@demo.example");
  // Only a changed address sends these: a day part and a distance the selects do not have.
  await page.goto("/vrijwilligerspool?availability=garbage&postcode=7311+AA&distance=abc");
  const availability = page.getByLabel("Beschikbaar", { exact: true });
  const distance = page.getByLabel("Afstand", { exact: true });
  await expect(page.getByRole("alert")).toContainText("Beschikbaar – Dit veld is niet geldig");
  await expect(availability).toHaveAttribute("aria-invalid", "true");
  await expect(availability).toHaveAccessibleDescription("Beschikbaar – Dit veld is niet geldig");
  await expect(distance).toHaveAttribute("aria-invalid", "true");
  await expect(distance).toHaveAccessibleDescription("Afstand – Dit veld is niet geldig");
  // The fields that are right are not marked.
  await expect(page.getByLabel("Postcode", { exact: true })).not.toHaveAttribute("aria-invalid");
  await page.goto("/en/vrijwilligerspool?distance=0&postcode=7311+AA");
  await expect(page.getByLabel("Distance", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Distance", { exact: true })).toHaveAccessibleDescription("Distance – This field is not valid");
  await expect(page.getByLabel("Available", { exact: true })).not.toHaveAttribute("aria-invalid");
});
