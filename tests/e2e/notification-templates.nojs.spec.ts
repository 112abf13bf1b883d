import { expect, hostUrl, signIn, test } from "./support/fixtures";
import { summaryLinks } from "./support/error-summary";
import { latestMail } from "./support/mail";
import { uniqueTag } from "./support/manage";

// Notification templates without JavaScript (issue 13): a content manager rewords the password reset mail of
// their center (the partner center: the demo center's mails stay as other tests expect them), an unknown
// placeholder is refused at the field with everything typed kept, the preview shows the sample mail, and the
// mail a volunteer then receives has the new subject; a reset after its question restores the default.

const PARTNER = "partner.localhost";

test("a content manager rewords the password reset mail, and the next reset mail carries it", async ({ page, browser }) => {
  // Two sessions, a mail round trip and a dozen page loads: more than the default budget on a busy machine.
  test.slow();
  const tag = uniqueTag();
  await signIn(page, "content_manager@partner.example", { host: PARTNER });
  await page.getByRole("link", { name: "E-mailsjablonen" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mailsjablonen");
  await expect(page.getByRole("rowheader", { name: /Uitnodiging voor een account/ })).toBeVisible();
  await page.getByRole("link", { name: "‘Nieuw wachtwoord’ (Nederlands) bewerken" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuw wachtwoord (Nederlands)");
  await expect(page.getByRole("complementary", { name: "Plaatshouders" })).toContainText("Hoeveel uur de link geldig is");
  // Account mails cannot be switched off: no such choice.
  await expect(page.getByLabel("Deze e-mail versturen")).toHaveCount(0);

  const subject = page.getByLabel(/^Onderwerp/);
  const body = page.getByLabel(/^Tekst/);
  await expect(subject).toHaveValue("Nieuw wachtwoord instellen voor {{appName}}");
  const wrong = `Test ${tag}: {{voornaam}}, een nieuw wachtwoord voor {{appName}}`;
  const text = "{{greeting}}\n\nKies **vandaag** [hier een nieuw wachtwoord]({{link}}); de link is {{hours}} uur geldig.\n\n{{signature}}";
  await subject.fill(wrong);
  await body.fill(text);
  await page.getByRole("button", { name: "Opslaan" }).click();
  const message = "De plaatshouder {{voornaam}} bestaat niet in deze e-mail: gebruik er een uit de lijst";
  // The error summary every form has (decision 062), its link leading to the subject.
  await expect(page.locator("[data-error-summary]").getByRole("heading")).toHaveText("Het formulier is niet verstuurd: 1 veld vraagt aandacht");
  expect(await summaryLinks(page)).toEqual([`Onderwerp – ${message} -> subject`]);
  await expect(subject).toHaveAttribute("aria-invalid", "true");
  await expect(subject).toHaveAccessibleDescription(new RegExp(message.replace(/[{}]/g, "\\$&")));
  await expect(subject).toHaveValue(wrong);
  await expect(body).toHaveValue(text);

  const right = `Test ${tag}: een nieuw wachtwoord voor {{appName}}`;
  await subject.fill(right);
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  const preview = page.getByRole("region", { name: "Voorbeeld" });
  await expect(preview.getByTestId("preview-subject")).toHaveText(`Test ${tag}: een nieuw wachtwoord voor Vrijwilligerscentrale`);
  await expect(preview.getByTestId("preview-html").getByRole("link", { name: "hier een nieuw wachtwoord" })).toHaveAttribute("href", "https://www.example.org/reset");
  await expect(preview.getByTestId("preview-html").locator("strong")).toHaveText("vandaag");
  await expect(preview).toContainText("Hallo Sam,");
  // Nothing saved yet, nothing typed lost.
  await expect(subject).toHaveValue(right);
  await expect(body).toHaveValue(text);

  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(/\/notification_templates$/);
  await expect(page.getByText("‘Nieuw wachtwoord’ (Nederlands) is opgeslagen")).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Nieuw wachtwoord/ }) });
  await expect(row).toContainText(`Test ${tag}: een nieuw wachtwoord voor {{appName}}`);
  await expect(row).toContainText("Aangepast");

  // A volunteer of the partner center asks for a new password: the mail has the center's wording.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  await visit.goto(hostUrl(PARTNER, "/auth/recover"));
  await visit.getByLabel("E-mailadres").fill("volunteer@partner.example");
  await visit.getByRole("button", { name: "Stuur de link" }).click();
  await expect(visit.getByRole("status")).toContainText("Als je e-mailadres bij ons bekend is");
  const mail = await latestMail("volunteer@partner.example", { subject: `Test ${tag}` });
  expect(mail.subject).toBe(`Test ${tag}: een nieuw wachtwoord voor Volunteerly`);
  expect(mail.text).toMatch(/Kies vandaag hier een nieuw wachtwoord: http:\/\/partner\.localhost:\d+\/auth\/reset\?reset_password_token=\S+; de link is 6 uur geldig\./);
  await visitor.close();

  // Back to the default, after the question.
  await page.getByRole("link", { name: "‘Nieuw wachtwoord’ (Nederlands) bewerken" }).click();
  await page.getByRole("link", { name: "Standaardtekst herstellen" }).click();
  const question = page.getByRole("region", { name: "Standaardtekst van ‘Nieuw wachtwoord’ (Nederlands) herstellen?" });
  await expect(question).toContainText("Je aanpassingen van het onderwerp en de tekst verdwijnen");
  await question.getByRole("button", { name: "Ja, herstellen" }).click();
  await expect(page.getByText("‘Nieuw wachtwoord’ (Nederlands) gebruikt weer de standaardtekst")).toBeVisible();
  await expect(row).toContainText("Nieuw wachtwoord instellen voor {{appName}}");
  await expect(row).toContainText("Standaardtekst");
});

test("only the center's admins, center superusers and content managers reach the templates", async ({ page }) => {
  await signIn(page, "page_manager@demo.example");
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "E-mailsjablonen" })).toHaveCount(0);
  const response = await page.goto("/notification_templates/password_reset.nl/edit");
  expect(response?.status()).toBe(403);
  expect((await page.goto("/notification_templates"))?.status()).toBe(403);
});

test("a mail that is always sent but not about an account says only that it is always sent (nl + en)", async ({ page }) => {
  // The response's confirmation and the form invitation cannot be switched off either, but they are no account mails.
  await signIn(page, "content_manager@partner.example", { host: PARTNER });
  for (const [path, hint] of [
    ["/notification_templates/application_received.nl/edit", "Deze e-mail wordt altijd verstuurd; je kunt hem niet uitschakelen."],
    ["/en/notification_templates/form_invitation.en/edit", "This e-mail is always sent; it cannot be switched off."],
  ] as const) {
    await page.goto(hostUrl(PARTNER, path));
    await expect(page.getByRole("main")).toContainText(hint);
    await expect(page.getByRole("main")).not.toContainText(/over een account|about an account/);
  }
});
