import { expect, hostUrl, signIn, test } from "./support/fixtures";

/*
 * Settings (/instellingen, issue 15, decision 045) without JavaScript, on the partner center (the design specs use
 * oldebroek and meedoen; the demo center is everyone's): each page saves by a plain post → redirect → toast, bad
 * input comes back with a field error and nothing typed lost, and only the people who run the center get in. The
 * partner's name and languages stay as other specs expect them; a switched-off feature is switched on again.
 */
test.describe.configure({ mode: "serial" });

const host = "partner.localhost";
const url = (path: string) => hostUrl(host, path);

test("the general page saves contact details and a feature switch of this center only", async ({ page, browser }) => {
  // A visitor without a session sees the home page first: kept by the page cache (decision 023) before the change.
  const before = await browser.newContext({ javaScriptEnabled: false });
  await (await before.newPage()).goto(url("/"));
  await before.close();
  await signIn(page, "admin@partner.example", { host });
  await page.goto(url("/instellingen"));
  const navigation = page.getByRole("navigation", { name: "Instellingen" });
  await expect(navigation.getByRole("link", { name: "Algemeen" })).toHaveAttribute("aria-current", "page");
  await expect(navigation.getByRole("link", { name: "Vormgeving" })).toHaveAttribute("href", "/instellingen/design");

  // Bad input: the field says what is wrong (exactly: the error summary repeats it), everything typed is still there.
  await page.getByLabel("E-mailadres (optioneel)", { exact: true }).fill("info@partner.example");
  await page.getByLabel("Adres (optioneel)", { exact: true }).fill("Brink 1\n7411 BR Deventer");
  await page.getByLabel("Website (optioneel)", { exact: true }).fill("partner.example");
  await page.getByLabel("Herinnering, aantal uren vooraf (optioneel)", { exact: true }).fill("12");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Vul een geldige URL in", { exact: true })).toBeVisible();
  await expect(page.getByText("Vul een aantal uren van 24 tot en met 48 in", { exact: true })).toBeVisible();
  await expect(page.getByLabel("E-mailadres (optioneel)", { exact: true })).toHaveValue("info@partner.example");
  await expect(page.getByLabel("Adres (optioneel)", { exact: true })).toHaveValue("Brink 1\n7411 BR Deventer");

  await page.getByLabel("Website (optioneel)", { exact: true }).fill("https://partner.example");
  await page.getByLabel("Telefoonnummer (optioneel)", { exact: true }).fill("0570 123 456");
  await page.getByLabel("Herinnering, aantal uren vooraf (optioneel)", { exact: true }).fill("36");
  await page.getByLabel("Activiteiten en activiteitenkalender", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(url("/instellingen"));
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De instellingen zijn opgeslagen.");
  await expect(page.getByLabel("Website (optioneel)", { exact: true })).toHaveValue("https://partner.example");
  await expect(page.getByLabel("Activiteiten en activiteitenkalender", { exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Herinnering, aantal uren vooraf (optioneel)", { exact: true })).toHaveValue("36");

  // The partner's site has no activity calendar now; the demo center of the same tenant keeps it.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  // The saved contact details are in the public footer at once, on the home page and the contact form, as links.
  for (const path of ["/", "/contactformulier"]) {
    await visit.goto(url(path));
    const contact = visit.getByRole("contentinfo").getByTestId("center-contact");
    await expect(visit.getByRole("contentinfo").getByRole("heading", { name: "Contactgegevens" })).toBeVisible();
    await expect(contact.getByRole("link", { name: "info@partner.example", exact: true })).toHaveAttribute("href", "mailto:info@partner.example");
    await expect(contact.getByRole("link", { name: "0570 123 456", exact: true })).toHaveAttribute("href", "tel:0570123456");
    await expect(contact.getByRole("link", { name: "partner.example", exact: true })).toHaveAttribute("href", "https://partner.example");
    await expect(contact).toContainText("Brink 1");
    await expect(contact).toContainText("7411 BR Deventer");
    await expect(contact).toContainText("Telefoon: 0570 123 456");
  }
  expect((await visit.goto(url("/activiteitenkalender")))?.status()).toBe(404);
  expect((await visit.goto(hostUrl("localhost", "/activiteitenkalender")))?.status()).toBe(200);

  await page.getByLabel("Activiteiten en activiteitenkalender", { exact: true }).check();
  // Empty is the default again (24 hours), as other specs expect of the partner center.
  await page.getByLabel("Herinnering, aantal uren vooraf (optioneel)", { exact: true }).fill("");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De instellingen zijn opgeslagen.");
  expect((await visit.goto(url("/activiteitenkalender")))?.status()).toBe(200);
  await expect(page.getByLabel("Herinnering, aantal uren vooraf (optioneel)", { exact: true })).toHaveValue("");
  await visitor.close();
});

test("the general page sent with an error keeps the boxes just unticked, English among them", async ({ page }) => {
  await signIn(page, "admin@partner.example", { host });
  await page.goto(url("/instellingen"));
  const english = page.getByLabel("Ook in het Engels", { exact: true });
  const help = page.getByLabel("Een-op-een-hulp", { exact: true });
  await expect(english).toBeChecked();
  await expect(help).toBeChecked();
  await english.uncheck();
  await help.uncheck();
  await page.getByLabel("Website (optioneel)", { exact: true }).fill("partner.example");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByLabel("Website (optioneel)", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // Nothing was saved; what was chosen is still there to send again once the website is right.
  await expect(english).not.toBeChecked();
  await expect(help).not.toBeChecked();
});

test("the footer page saves titles, sanitized rich text and the logos, and the public footer shows them", async ({ page, browser }) => {
  await signIn(page, "center_superuser@partner.example", { host });
  await page.goto(url("/instellingen/footer"));
  await expect(page.getByRole("navigation", { name: "Instellingen" }).getByRole("link", { name: "Voettekst" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Titel kolom 6 (optioneel)", { exact: true }).fill("Openingstijden");
  // Without JavaScript the rich text is a textarea holding HTML.
  await page.getByLabel("Tekst kolom 6 (optioneel)", { exact: true }).fill('<p>Ma–vr <strong>9–17 uur</strong></p><script>document.title="gehackt"</script>');
  await page.getByLabel("ANBI-logo tonen", { exact: true }).check();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(url("/instellingen/footer"));
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De voettekst is opgeslagen.");
  await expect(page.getByLabel("Tekst kolom 6 (optioneel)", { exact: true })).toHaveValue("<p>Ma–vr <strong>9–17 uur</strong></p>");

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  await visit.goto(url("/"));
  const footer = visit.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Openingstijden" })).toBeVisible();
  await expect(footer.locator("strong", { hasText: "9–17 uur" })).toBeVisible();
  await expect(footer.getByRole("img", { name: "ANBI-status" })).toBeVisible();
  expect(await visit.content()).not.toContain("gehackt");
  await visitor.close();

  // A title that is too long (past the field's maxlength, as a client that ignores it): a field error, the text of
  // column 6 kept.
  await page.getByLabel("Titel kolom 8 (optioneel)", { exact: true }).evaluate((field) => field.removeAttribute("maxlength"));
  await page.getByLabel("Titel kolom 8 (optioneel)", { exact: true }).fill("x".repeat(81));
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Vul maximaal 80 tekens in", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Titel kolom 6 (optioneel)", { exact: true })).toHaveValue("Openingstijden");
});

test("the organization page edits the center's own organization", async ({ page }) => {
  await signIn(page, "admin@partner.example", { host });
  await page.goto(url("/instellingen/organisatie"));
  await expect(page.getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("Vrijwilligerspunt Partner");
  await page.getByLabel("Telefoonnummer (optioneel)", { exact: true }).fill("0570 654 321");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(url("/instellingen/organisatie"));
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De organisatie is opgeslagen.");
  await expect(page.getByLabel("Telefoonnummer (optioneel)", { exact: true })).toHaveValue("0570 654 321");
});

test("the contact person page picks one of the center's staff", async ({ page }) => {
  await signIn(page, "admin@partner.example", { host });
  await page.goto(url("/instellingen/contact-person"));
  const person = page.getByLabel("Standaard contactpersoon (optioneel)", { exact: true });
  await expect(person.locator("option")).toHaveCount(3);
  await person.selectOption({ label: "Gijs center superuser (center_superuser@partner.example)" });
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(url("/instellingen/contact-person"));
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De contactpersoon is opgeslagen.");
  await expect(person.locator("option:checked")).toHaveText("Gijs center superuser (center_superuser@partner.example)");
});

for (const email of ["volunteer@partner.example", "organization_superuser@partner.example"]) {
  test(`${email} gets 403 on every settings page`, async ({ page }) => {
    await signIn(page, email, { host });
    for (const path of ["/instellingen", "/instellingen/footer", "/instellingen/organisatie", "/instellingen/contact-person", "/en/instellingen"]) {
      const response = await page.goto(url(path));
      expect(response?.status(), path).toBe(403);
    }
  });
}
