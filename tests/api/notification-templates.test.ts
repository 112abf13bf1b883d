import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/modules/db/factories.server";
import { mailOutbox } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { asDelivered } from "../support/outbox";
import { vacancyFixture } from "../support/vacancies";

/*
 * Notification templates (issue 13, spec §3 Notification template): a center's admins, center superusers and
 * content managers read and word every mail per language the center offers; an unknown placeholder is a 422
 * naming it on its field; account mails cannot be switched off; DELETE restores the default; the mail queued
 * afterwards is the center's wording. Other roles get 403, visitors 401, other centers and tenants see their own.
 */
type Template = { id: string; type: string; attributes: Record<string, unknown> };
type Errors = { errors: Array<{ status: string; code: string; detail: string; source?: { pointer?: string } }> };

let t: TestApi;
let editor: Record<string, string>;
let partnerEditor: Record<string, string>;

const patch = (id: string, attributes: Record<string, unknown>, headers = editor, host = "localhost") =>
  t.request(`/api/v1/notification-templates/${id}`, { method: "PATCH", host, headers, json: { data: { type: "notification_templates", id, attributes } } });
async function read(id: string, headers = editor, host = "localhost"): Promise<Template> {
  const response = await t.request(`/api/v1/notification-templates/${id}`, { host, headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Template }).data;
}
async function errorsOf(response: Response) {
  expect(response.status).toBe(422);
  return ((await response.json()) as Errors).errors.map((error) => [error.source?.pointer, error.detail]);
}
const reset = (id: string, headers = editor, host = "localhost") => t.request(`/api/v1/notification-templates/${id}`, { method: "DELETE", host, headers });

beforeAll(async () => {
  t = await testApi();
  editor = await tokenHeadersFor("content_manager@demo.example");
  partnerEditor = await tokenHeadersFor("content_manager@partner.example", "partner.localhost");
});

afterAll(async () => {
  // Other files of this worker share the database: they expect today's texts.
  for (const id of ["password_reset.nl", "application_accepted.nl", "form_invitation.en"]) await reset(id);
  await reset("password_reset.nl", partnerEditor, "partner.localhost");
});

describe("notification templates", () => {
  it("lists every mail in each language of the center, with its name, placeholders and the default text", async () => {
    const response = await t.request("/api/v1/notification-templates", { headers: editor });
    expect(response.status).toBe(200);
    const list = (await response.json()) as { data: Template[]; meta: { total: number } };
    const ids = list.data.map((row) => row.id);
    for (const key of ["account_invitation", "account_confirmation", "password_reset", "email_change", "application_received", "application_accepted", "form_invitation", "contact_form", "organization_signup", "organization_approved"]) {
      expect(ids).toContain(`${key}.nl`);
      expect(ids).toContain(`${key}.en`);
    }
    expect(list.meta.total).toBe(ids.length);
    const reset_ = list.data.find((row) => row.id === "password_reset.nl")!;
    expect(reset_.type).toBe("notification_templates");
    expect(reset_.attributes).toMatchObject({
      key: "password_reset",
      locale: "nl",
      name: "Nieuw wachtwoord",
      subject: "Nieuw wachtwoord instellen voor {{appName}}",
      active: true,
      optional: false,
      customized: false,
      placeholders: ["greeting", "appName", "link", "hours", "signature"],
    });
    expect(reset_.attributes.body).toContain("{{greeting}}");
    expect(reset_.attributes.body).toContain("({{link}})");

    const english = (await (await t.request("/api/v1/notification-templates?filter[locale]=en", { headers: { ...editor, "accept-language": "en" } })).json()) as { data: Template[] };
    expect(new Set(english.data.map((row) => row.attributes.locale))).toEqual(new Set(["en"]));
    expect(english.data.find((row) => row.id === "password_reset.en")!.attributes).toMatchObject({ name: "New password", subject: "Set a new password for {{appName}}" });
    expect((await t.request("/api/v1/notification-templates?filter[key]=x", { headers: editor })).status).toBe(400);

    // A tenant without i18n words its mails in Dutch only.
    const oldebroek = await tokenHeadersFor("content_manager@oldebroek.example", "oldebroek.localhost");
    const theirs = (await (await t.request("/api/v1/notification-templates", { host: "oldebroek.localhost", headers: oldebroek })).json()) as { data: Template[] };
    expect(new Set(theirs.data.map((row) => row.attributes.locale))).toEqual(new Set(["nl"]));
    expect((await t.request("/api/v1/notification-templates/password_reset.en", { host: "oldebroek.localhost", headers: oldebroek })).status).toBe(404);
    expect((await t.request("/api/v1/notification-templates/nope.nl", { headers: editor })).status).toBe(404);
  });

  it("an editor changes subject, body and (for an optional mail) active; DELETE restores the default", async () => {
    const changed = await patch("application_accepted.nl", { subject: "Welkom bij {{organizationName}}!", body: "{{greeting}}\n\nJe bent aangenomen voor **{{vacancyTitle}}**.\n\n{{signature}}", active: false });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: Template }).data.attributes).toMatchObject({ subject: "Welkom bij {{organizationName}}!", active: false, customized: true, optional: true });
    expect((await read("application_accepted.nl")).attributes.customized).toBe(true);
    // The other language keeps its default.
    expect((await read("application_accepted.en")).attributes.customized).toBe(false);

    expect((await reset("application_accepted.nl")).status).toBe(204);
    expect((await read("application_accepted.nl")).attributes).toMatchObject({ customized: false, active: true, subject: "Je reactie op ‘{{vacancyTitle}}’ is geaccepteerd" });
  });

  it("an unknown placeholder is a 422 naming it on its field, in the reader's language; the saved wording stays", async () => {
    expect((await patch("form_invitation.en", { subject: "Fill in {{formTitle}}", body: "{{link}}" })).status).toBe(200);
    const unknown = await patch("form_invitation.en", { subject: "Fill in {{formTitel}}", body: "Hi {{voornaam}} {{link}}" });
    expect(await errorsOf(unknown)).toEqual([
      ["/data/attributes/subject", "De plaatshouder {{formTitel}} bestaat niet in deze e-mail: gebruik er een uit de lijst"],
      ["/data/attributes/body", "De plaatshouder {{voornaam}} bestaat niet in deze e-mail: gebruik er een uit de lijst"],
    ]);
    const english = await patch("form_invitation.en", { subject: "x", body: "{{nope}}" }, { ...editor, "accept-language": "en" });
    expect(await errorsOf(english)).toEqual([["/data/attributes/body", "The placeholder {{nope}} does not exist in this mail: use one from the list"]]);
    expect((await read("form_invitation.en")).attributes.subject).toBe("Fill in {{formTitle}}");

    expect(await errorsOf(await patch("form_invitation.en", { subject: " ", body: "x" }))).toEqual([["/data/attributes/subject", "Dit veld is verplicht"]]);
    // A mail that is always sent (here one about an account) cannot be switched off.
    expect(await errorsOf(await patch("password_reset.nl", { subject: "x", body: "{{link}}", active: false }))).toEqual([
      ["/data/attributes/active", "Deze e-mail wordt altijd verstuurd en kan niet uitgeschakeld worden"],
    ]);
    const wrongType = await t.request("/api/v1/notification-templates/password_reset.nl", { method: "PATCH", headers: editor, json: { data: { type: "pages", attributes: { subject: "x" } } } });
    expect(wrongType.status).toBe(409);
  });

  it("previews the typed wording with sample data, and sends it as a test to the editor through the outbox", async () => {
    const preview = await t.request("/api/v1/notification-templates/password_reset.nl/preview", {
      method: "POST",
      headers: editor,
      json: { data: { type: "notification_templates", attributes: { subject: "Reset voor {{appName}}", body: "{{greeting}}\n\n[Klik hier]({{link}})" } } },
    });
    expect(preview.status).toBe(200);
    const { meta } = (await preview.json()) as { meta: { subject: string; html: string; text: string } };
    expect(meta.subject).toBe("Reset voor Vrijwilligerscentrale");
    expect(meta.html).toContain('<a href="https://www.example.org/reset">Klik hier</a>');
    expect(meta.text).toContain("Hallo Sam,");
    expect(await errorsOf(await t.request("/api/v1/notification-templates/password_reset.nl/preview", { method: "POST", headers: editor, json: { subject: "x", body: "{{wachtwoord}}" } }))).toEqual([
      ["/data/attributes/body", "De plaatshouder {{wachtwoord}} bestaat niet in deze e-mail: gebruik er een uit de lijst"],
    ]);

    const sent = await t.request("/api/v1/notification-templates/password_reset.nl/test_mail", { method: "POST", headers: editor, json: { subject: "Test {{appName}} " + randomUUID(), body: "{{greeting}}" } });
    expect(sent.status).toBe(202);
    const { meta: sentMeta } = (await sent.json()) as { meta: { sent_to: string } };
    expect(sentMeta.sent_to).toBe("content_manager@demo.example");
    const rows = await (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, "content_manager@demo.example")));
    expect(rows.map((row) => row.subject)).toContainEqual(expect.stringMatching(/^\[Test\] Test Vrijwilligerscentrale [0-9a-f-]{36}$/));
  });

  it("previews an English template with English sample values, a Dutch one with Dutch", async () => {
    const wording = { subject: "{{vacancyTitle}} ({{appName}})", body: "{{greeting}}\n\n{{organizationName}}" };
    const previewOf = async (id: string) => {
      const response = await t.request(`/api/v1/notification-templates/${id}/preview`, { method: "POST", headers: editor, json: { data: { type: "notification_templates", attributes: wording } } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { meta: { subject: string; text: string } }).meta;
    };
    const english = await previewOf("application_accepted.en");
    expect(english.subject).toBe("Reading aloud at the primary school (Volunteer Center)");
    expect(english.text).toContain("The Bridge Foundation");
    const dutch = await previewOf("application_accepted.nl");
    expect(dutch.subject).toBe("Voorlezen op de basisschool (Vrijwilligerscentrale)");
    expect(dutch.text).toContain("Stichting De Brug");
  });

  it("an edited template is the mail queued: a password reset of the partner center carries its subject; after a reset, today's", async () => {
    const partner = await demoCenter("partner.localhost");
    const email = `template-${randomUUID()}@test.example`;
    await partner.run((tx, ids) => createUser(tx, { ...ids, email, password: "Geheim-wachtwoord-1", firstName: "Robin" }));
    const queued = async () =>
      (await partner.run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email)))).map(asDelivered).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

    const edited = await patch(
      "password_reset.nl",
      { subject: "Partner: nieuw wachtwoord voor {{appName}}", body: "{{greeting}}\n\nKies [hier]({{link}}) een nieuw wachtwoord (geldig {{hours}} uur).\n\n{{signature}}" },
      partnerEditor,
      "partner.localhost",
    );
    expect(edited.status).toBe(200);
    expect((await t.request("/auth/password", { method: "POST", host: "partner.localhost", json: { email } })).status).toBe(200);
    const [mail] = await queued();
    expect(mail!.subject).toBe("Partner: nieuw wachtwoord voor Volunteerly");
    expect(mail!.text).toMatch(/^Hallo Robin,\n\nKies hier: http:\/\/partner\.localhost\/auth\/reset\?reset_password_token=[A-Za-z0-9_-]{40,} een nieuw wachtwoord \(geldig 6 uur\)\./);
    expect(mail!.html).toMatch(/<a href="http:\/\/partner\.localhost\/auth\/reset\?reset_password_token=[A-Za-z0-9_-]{40,}">hier<\/a>/);

    // The demo center, same tenant, still sends today's mail.
    expect((await read("password_reset.nl")).attributes.customized).toBe(false);

    expect((await reset("password_reset.nl", partnerEditor, "partner.localhost")).status).toBe(204);
    expect((await t.request("/auth/password", { method: "POST", host: "partner.localhost", json: { email } })).status).toBe(200);
    expect((await queued()).at(-1)!.subject).toBe("Nieuw wachtwoord instellen voor Volunteerly");
  });

  it("an inactive optional mail is not sent", async () => {
    expect((await patch("application_accepted.nl", { subject: "x", body: "{{greeting}}", active: false })).status).toBe(200);
    const admin = await tokenHeadersFor("admin@demo.example");
    const f = await vacancyFixture();
    const email = `declined-${f.tag}@example.nl`.toLowerCase();
    const applied = await t.request(`/api/v1/vacancies/${f.fiets}/applications`, { method: "POST", json: { name: "Robin", email, message: "Graag!" } });
    expect(applied.status).toBe(201);
    const application = ((await applied.json()) as { data: { id: string } }).data;
    const accepted = await t.request(`/api/v1/applications/${application.id}`, { method: "PATCH", headers: admin, json: { data: { attributes: { status: "accepted" } } } });
    expect(accepted.status).toBe(200);
    const subjects = (await (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email)))).map((row) => row.subject);
    // The confirmation of the response only: no mail about the decision.
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toMatch(/^Je reactie op ‘Fietsmaatje .+’ is verstuurd$/);
  });

  it("admins, center superusers and content managers word the mails; others 403, visitors 401", async () => {
    for (const who of ["admin@demo.example", "center_superuser@demo.example"]) {
      expect((await t.request("/api/v1/notification-templates/password_reset.nl", { headers: await tokenHeadersFor(who) })).status, who).toBe(200);
    }
    for (const who of ["page_manager@demo.example", "volunteer@demo.example", "organization_superuser@demo.example"]) {
      const headers = await tokenHeadersFor(who);
      expect((await t.request("/api/v1/notification-templates", { headers })).status, who).toBe(403);
      expect((await patch("password_reset.nl", { subject: "x", body: "y" }, headers)).status, who).toBe(403);
      expect((await reset("password_reset.nl", headers)).status, who).toBe(403);
    }
    expect((await t.request("/api/v1/notification-templates")).status).toBe(401);
    expect((await t.request("/api/v1/notification-templates/password_reset.nl", { method: "DELETE" })).status).toBe(401);
  });

  it("another center's or tenant's templates are out of reach: each sees its own wording", async () => {
    expect((await patch("password_reset.nl", { subject: "Alleen Demo {{appName}}", body: "{{link}}" })).status).toBe(200);
    expect((await read("password_reset.nl", partnerEditor, "partner.localhost")).attributes).toMatchObject({ customized: false, subject: "Nieuw wachtwoord instellen voor {{appName}}" });
    const oldebroek = await tokenHeadersFor("content_manager@oldebroek.example", "oldebroek.localhost");
    expect((await read("password_reset.nl", oldebroek, "oldebroek.localhost")).attributes.customized).toBe(false);
    // A demo editor on the partner's host, or the other tenant's editor on the demo host, may not word its mails.
    expect((await t.request("/api/v1/notification-templates/password_reset.nl", { host: "partner.localhost", headers: await tokenHeadersFor("content_manager@demo.example", "partner.localhost") })).status).toBe(403);
    expect((await patch("password_reset.nl", { subject: "Overgenomen", body: "x" }, oldebroek, "localhost")).status).toBe(401);
    expect((await read("password_reset.nl")).attributes.subject).toBe("Alleen Demo {{appName}}");
    expect((await reset("password_reset.nl")).status).toBe(204);
  });
});
