import { expect, signIn, test } from "./support/fixtures";
import { latestMail, linkIn } from "./support/mail";
import { apiSession, uniqueTag } from "./support/manage";
import { approvedRequest } from "./support/neighbour-help";
import { tamperPost } from "./support/tamper";

// Neighbour help without JavaScript (issue 14, decision 041): a resident asks for help without an account, the
// center approves it, it shows in the public listing with its neighbourhood and no name, a helper responds, the
// response reaches the requester in the real SMTP sink, and the requester accepts it through the mail's link.

test("a request goes from asking through review to public, and a helper's response reaches the requester", async ({ page, browser }) => {
  test.slow();
  const tag = uniqueTag();
  const requester = `ria-${tag}@example.org`.toLowerCase();
  const helper = `henk-${tag}@example.org`.toLowerCase();
  const description = `Wie doet op dinsdag mijn boodschappen? (${tag})`;

  await page.goto("/een-op-een-hulp");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Een-op-een-hulp");
  await page.getByRole("link", { name: "Vraag om hulp of bied hulp aan" }).click();
  await expect(page).toHaveURL(/\/een-op-een-hulp\/vragen$/);

  // Empty fields are refused by field; what was typed stays.
  await page.getByLabel(/^Beschrijving/).fill(description);
  await page.getByRole("button", { name: "Bericht versturen" }).click();
  await expect(page.getByLabel(/^Naam/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(/^Beschrijving/)).toHaveValue(description);

  await page.getByLabel("Wat wil je?").selectOption({ label: "Vraagt hulp" });
  await page.getByLabel("Soort hulp").selectOption({ label: "Burenhulp" });
  await page.getByLabel("Onderwerp").selectOption({ label: "Boodschappen" });
  await page.getByLabel(/^Naam/).fill(`Ria Vraag ${tag}`);
  await page.getByLabel(/^E-mailadres/).fill(requester);
  // An unknown postcode is a clear message on its field, not an error page.
  await page.getByLabel(/^Postcode/).fill("9999 ZZ");
  await page.getByRole("button", { name: "Bericht versturen" }).click();
  await expect(page.getByText(/^Deze postcode kennen we niet/)).toBeVisible();
  await expect(page.getByLabel(/^Beschrijving/)).toHaveValue(description);
  await page.getByLabel(/^Postcode/).fill("8091ab");
  await page.getByRole("button", { name: "Bericht versturen" }).click();
  await expect(page).toHaveURL(/\/een-op-een-hulp\/verstuurd$/);
  await expect(page.getByRole("status")).toContainText("We hebben je bericht ontvangen");
  const received = await latestMail(requester, { subject: "We hebben je bericht voor een-op-een-hulp ontvangen" });
  expect(received.text).toContain(description);

  // Not public before the center reviewed it.
  await page.goto("/een-op-een-hulp");
  await expect(page.getByText(description)).toHaveCount(0);

  // The center approves it.
  const center = await browser.newContext({ javaScriptEnabled: false });
  const admin = await center.newPage();
  await signIn(admin, "admin@demo.example");
  await admin.goto("/een-op-een-hulp/beoordelen");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Een-op-een-hulp beoordelen");
  const row = admin.getByTestId("help-review-row").filter({ hasText: tag });
  await expect(row).toContainText(`Ria Vraag ${tag}`);
  await row.getByRole("link", { name: `Bekijk het bericht van Ria Vraag ${tag}` }).click();
  await expect(admin.getByText(requester)).toBeVisible();
  await expect(admin.getByText("8091 AB")).toBeVisible();
  await admin.getByRole("button", { name: "Goedkeuren" }).click();
  await expect(admin.getByText("Het bericht staat nu op de website")).toBeVisible();
  await expect(admin.getByText("Op de website", { exact: true })).toBeVisible();

  // Public now: found from a postcode nearby, with its neighbourhood and distance, never the name or address.
  await page.goto("/een-op-een-hulp");
  await page.getByLabel("Vanaf postcode").fill("8091 AB");
  await page.getByLabel("Afstand").selectOption({ label: "Binnen 2 km" });
  await page.getByLabel("Onderwerp").selectOption({ label: "Boodschappen" });
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/postcode=8091/);
  const result = page.getByTestId("help-results").getByRole("listitem").filter({ hasText: tag });
  await expect(result).toContainText("Buurt: 8091");
  await expect(result).toContainText("0 km hiervandaan");
  await expect(page.getByRole("main")).not.toContainText(`Ria Vraag ${tag}`);
  await expect(page.getByRole("main")).not.toContainText("8091 AB");

  // A helper responds through the site, without an account.
  await result.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vraagt hulp: Boodschappen");
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page.getByLabel(/^Je bericht/)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(/^Naam/).fill(`Henk Helper ${tag}`);
  await page.getByLabel(/^E-mailadres/).fill(helper);
  await page.getByLabel(/^Je bericht/).fill(`Ik woon om de hoek en help graag (${tag}).`);
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page.getByText("Je reactie is verstuurd")).toBeVisible();

  // The response arrives in the requester's mailbox; the link opens their own page, where they accept it.
  const response = await latestMail(requester, { subject: `Henk Helper ${tag} reageerde op je bericht` });
  expect(response.text).toContain(`Ik woon om de hoek en help graag (${tag}).`);
  expect(response.text).not.toContain(helper);
  const requesterPage = await browser.newContext({ javaScriptEnabled: false });
  const own = await requesterPage.newPage();
  await own.goto(linkIn(response.text, "/een-op-een-hulp/mijn-aanvraag/"));
  await expect(own.getByRole("heading", { level: 1 })).toHaveText("Je bericht voor een-op-een-hulp");
  const responses = own.getByTestId("help-responses");
  await expect(responses).toContainText(`Ik woon om de hoek en help graag (${tag}).`);
  await expect(responses).not.toContainText(helper);
  await own.getByRole("link", { name: `Neem de reactie van Henk Helper ${tag} aan` }).click();
  await expect(own.getByRole("heading", { name: `Reactie van Henk Helper ${tag} aannemen?` })).toBeVisible();
  await own.getByRole("button", { name: "Aannemen" }).click();
  await expect(own.getByText("De reactie is aangenomen")).toBeVisible();
  await expect(own.getByText("Dit bericht is afgerond")).toBeVisible();

  // Both get each other's address; the request leaves the listing.
  expect((await latestMail(helper, { subject: `Jullie hulp is rond: Ria Vraag ${tag}` })).text).toContain(requester);
  expect((await latestMail(requester, { subject: `Jullie hulp is rond: Henk Helper ${tag}` })).text).toContain(helper);
  await page.goto("/een-op-een-hulp");
  await expect(page.getByText(description)).toHaveCount(0);
  await center.close();
  await requesterPage.close();
});

test("the center rejects a request after a confirmation, with a reason that is mailed", async ({ page, request }) => {
  const tag = uniqueTag();
  const requester = `afgewezen-${tag}@example.org`.toLowerCase();
  const created = await request.post("/api/v1/neighbour_help_requests", {
    data: { data: { type: "neighbour_help_requests", attributes: { direction: "offer", kind: "one-on-one", category: "computer", description: `Ik help met de computer (${tag})`, postcode: "8091 AB", name: `Otto Aanbod ${tag}`, email: requester } } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await signIn(page, "center_superuser@demo.example");
  await page.goto(`/een-op-een-hulp/beoordelen/${id}`);
  await page.getByRole("link", { name: "Afwijzen" }).click();
  await expect(page.getByRole("heading", { name: "Dit bericht afwijzen?" })).toBeVisible();
  // A reason longer than the field takes (a tampered post): refused at the field with what was sent kept, nothing rejected.
  const tooLong = `${"x".repeat(1000)}y`;
  await tamperPost(page, /\/een-op-een-hulp\/beoordelen\//, (body) => body.set("reason", tooLong));
  await page.getByLabel(/^Reden/).fill("Te lang");
  await page.getByRole("button", { name: "Afwijzen" }).click();
  const reason = page.getByLabel(/^Reden/);
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription(/1000/);
  await expect(reason).toHaveValue(tooLong);
  await expect(page.getByRole("heading", { name: "Dit bericht afwijzen?" })).toBeVisible();
  await page.unrouteAll();
  await page.getByLabel(/^Reden/).fill(`Daarvoor verwijzen we naar de bibliotheek (${tag})`);
  await page.getByRole("button", { name: "Afwijzen" }).click();
  await expect(page.getByText("Het bericht is afgewezen")).toBeVisible();
  await expect(page.getByText(`Reden: Daarvoor verwijzen we naar de bibliotheek (${tag})`)).toBeVisible();
  const mail = await latestMail(requester, { subject: "Je bericht voor een-op-een-hulp komt niet op de website" });
  expect(mail.text).toContain(`Daarvoor verwijzen we naar de bibliotheek (${tag})`);
});

test("approving a request rejected meanwhile is refused above the page in its own words, and the page shows how it stands", async ({ page, request }) => {
  const tag = uniqueTag();
  const created = await request.post("/api/v1/neighbour_help_requests", {
    data: { data: { type: "neighbour_help_requests", attributes: { direction: "ask", kind: "p2p", category: "garden", description: `Wie maait mijn gras? (${tag})`, postcode: "8091 AB", name: `Gerda Gras ${tag}`, email: `gerda-${tag}@example.org`.toLowerCase() } } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await signIn(page, "admin@demo.example");
  await page.goto(`/een-op-een-hulp/beoordelen/${id}`);
  // A colleague rejects it while this page is open.
  await (await apiSession(request)).call("PATCH", `/api/v1/neighbour_help_reviews/${id}`, { data: { type: "neighbour_help_requests", id, attributes: { status: "rejected" } } });
  await page.getByRole("button", { name: "Goedkeuren" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Het formulier bevat fouten" });
  await expect(refusal).toContainText("Dit bericht is intussen veranderd: al beoordeeld of afgesloten.");
  await expect(page.getByText("Afgewezen", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Goedkeuren" })).toHaveCount(0);
});

test("the rejection's reason field says once that it is optional, and that it goes with the e-mail (nl + en)", async ({ page, request }) => {
  const tag = uniqueTag();
  const created = await request.post("/api/v1/neighbour_help_requests", {
    data: { data: { type: "neighbour_help_requests", attributes: { direction: "ask", kind: "p2p", category: "transport", description: `Wie rijdt mij naar de markt? (${tag})`, postcode: "8091 AB", name: `Reden ${tag}`, email: `reden-${tag}@example.org`.toLowerCase() } } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await signIn(page, "admin@demo.example");
  for (const [path, name, hint] of [
    [`/een-op-een-hulp/beoordelen/${id}?confirm=reject`, "Reden (optioneel)", "Gaat mee in de e-mail aan de schrijver."],
    [`/en/een-op-een-hulp/beoordelen/${id}?confirm=reject`, "Reason (optional)", "Included in the e-mail to the writer."],
  ] as const) {
    await page.goto(path);
    const reason = page.getByRole("textbox", { name, exact: true });
    await expect(reason).toBeVisible();
    await expect(reason).toHaveAccessibleDescription(hint);
  }
});

test("a response whose form key was used for another request is said in the page's language, the input kept, and sends again", async ({ page, request }) => {
  // The API's idempotency_key_reused ('This idempotency key was used for another request.') went to the hidden key's
  // field: nothing readable on the page. A tampered form, or a key carried over from another request's page.
  const tag = uniqueTag();
  const first = await approvedRequest(request, `${tag}-een`, `sleutel-een-${tag}@example.nl`.toLowerCase());
  const other = await approvedRequest(request, `${tag}-twee`, `sleutel-twee-${tag}@example.nl`.toLowerCase());
  await page.goto(`/een-op-een-hulp/${first}`);
  const usedKey = await page.locator("input[type=hidden][name=idempotencyKey]").inputValue();
  await page.getByLabel("Naam").fill("Hanna Helper");
  await page.getByLabel("E-mailadres").fill(`helper-een-${tag}@example.nl`.toLowerCase());
  await page.getByLabel("Je bericht").fill("Ik kom graag koffie drinken.");
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page.getByText("Je reactie is verstuurd.", { exact: false }).first()).toBeVisible();

  await tamperPost(page, new RegExp(`/een-op-een-hulp/${other}$`), (body) => body.set("idempotencyKey", usedKey));
  for (const [path, name, email, text, submit, said] of [
    [`/een-op-een-hulp/${other}`, "Naam", "E-mailadres", "Je bericht", "Reactie versturen", "Je reactie is niet verstuurd: dit formulier was al voor een ander bericht gebruikt. Verstuur je reactie nog een keer."],
    [`/en/een-op-een-hulp/${other}`, "Name", "E-mail address", "Your message", "Send response", "Your response was not sent: this form had been used for another message. Please send your response again."],
  ] as const) {
    const address = `helper-${path.length}-${tag}@example.nl`.toLowerCase();
    await page.goto(path);
    await page.getByLabel(name).fill("Tom Tweede");
    await page.getByLabel(email).fill(address);
    await page.getByLabel(text).fill("Ik help ook graag.");
    await page.getByRole("button", { name: submit, exact: true }).click();
    await expect(page.getByText(said, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("This idempotency key was used for another request.")).toHaveCount(0);
    await expect(page.getByLabel(name)).toHaveValue("Tom Tweede");
    await expect(page.getByLabel(email)).toHaveValue(address);
    await expect(page.getByLabel(text)).toHaveValue("Ik help ook graag.");
    // The form comes back with a key of its own: sent again (untampered), it is a response.
    expect(await page.locator("input[type=hidden][name=idempotencyKey]").inputValue()).not.toBe(usedKey);
  }
  await page.unrouteAll();
  await page.getByRole("button", { name: "Send response", exact: true }).click();
  await expect(page.getByText("Your response was sent.", { exact: false }).first()).toBeVisible();
});
