import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { decodedMessage, deliverMailTo, smtpSinkPerFile } from "../support/smtp";
import { type Resource } from "../support/vacancies";
import { allDelivered } from "../support/outbox";

/*
 * The form builder's API: who may manage which form, tenant isolation, the
 * public side by token (single use, revoked, idempotent), snapshots of the
 * questions, the CSV export and the invitation mail.
 */

type Doc<T = Resource> = { data: T; meta?: Record<string, unknown>; errors?: Array<{ code: string; source?: { pointer?: string } }> };

let t: TestApi;
let admin: Record<string, string>;
let tag: string;
beforeAll(async () => {
  t = await testApi();
  admin = await tokenHeadersFor("center_superuser@demo.example");
  tag = crypto.randomUUID().slice(0, 8);
});

const json = async <T = Resource>(response: Response) => (await response.json()) as Doc<T>;

const EVERY_TYPE = [
  { text: "Naam", question_type: "text", required: true },
  { text: "Kleur", question_type: "multiple_choice", required: true, options: ["Rood", "Blauw"] },
  { text: "Dagen", question_type: "checkbox", options: ["Ma", "Di"] },
  { text: "Datum", question_type: "date" },
  { text: "Tijd", question_type: "time" },
  { text: "Aantal", question_type: "number" },
  { text: "E-mail", question_type: "email", required: true },
  { text: "Website", question_type: "url" },
  { text: "Telefoon", question_type: "phone" },
  { text: "Let op", question_type: "info_section" },
];

async function createForm(headers: Record<string, string>, attributes: Record<string, unknown> = {}) {
  const response = await t.request("/api/v1/forms", {
    method: "POST",
    headers,
    json: { data: { type: "forms", attributes: { title: `Formulier ${tag}`, access_permission: "anonymous", questions: EVERY_TYPE, ...attributes } } },
  });
  expect(response.status).toBe(201);
  return json(response);
}

const questionsOf = (doc: Doc) => (doc.data.relationships!.questions!.data as Array<{ id: string }>).map((q) => q.id);

/** The link tokens mailed to an address, newest first (only their hashes are stored). */
async function mailedTexts(email: string): Promise<string[]> {
  const rows = await (await demoCenter()).run((tx) =>
    tx.select({ text: mailOutbox.text, html: mailOutbox.html, secrets: mailOutbox.secrets }).from(mailOutbox).where(and(eq(mailOutbox.to, email))).orderBy(desc(mailOutbox.createdAt)),
  );
  return allDelivered(rows).map((row) => row.text);
}

async function mailedTokens(email: string): Promise<string[]> {
  return (await mailedTexts(email)).map((text) => /\/forms\/([A-Za-z0-9_-]+)/.exec(text)![1]!);
}

async function invite(formId: string, emails: string[], extra: Record<string, unknown> = {}) {
  const response = await t.request(`/api/v1/forms/${formId}/invitations`, { method: "POST", headers: admin, json: { emails: emails.join("\n"), ...extra } });
  expect(response.status).toBe(201);
  return json<Resource[]>(response);
}

const submit = (token: string, answers: Record<string, unknown>, key = crypto.randomUUID(), host = "localhost") =>
  t.request(`/api/v1/public_forms/${token}/submissions`, { method: "POST", host, json: { answers, idempotency_key: key } });

describe("forms: permissions and isolation", () => {
  it("lets center roles manage the center's forms and organization members only their organization's", async () => {
    const list = await json<Resource[]>(await t.request("/api/v1/forms?page[size]=1000", { headers: admin }));
    const titles = list.data.map((f) => f.attributes.title);
    expect(titles).toEqual(expect.arrayContaining(["Aanmelden vrijwilligersmarkt 2027", "Evaluatie taalcoach-traject 2026"]));

    const orgUser = await tokenHeadersFor("organization_superuser@demo.example");
    const mine = await json<Resource[]>(await t.request("/api/v1/forms?page[size]=1000", { headers: orgUser }));
    const open = list.data.find((f) => f.attributes.title === "Aanmelden vrijwilligersmarkt 2027")!;
    expect(mine.data.map((f) => f.attributes.title)).toContain("Evaluatie taalcoach-traject 2026");
    expect(mine.data.map((f) => f.id)).not.toContain(open.id);
    expect((await t.request(`/api/v1/forms/${open.id}`, { headers: orgUser })).status).toBe(403);
    // A center-wide form is for center roles only.
    const refused = await t.request("/api/v1/forms", { method: "POST", headers: orgUser, json: { title: "Van mij", access_permission: "anonymous" } });
    expect(refused.status).toBe(403);

    const volunteer = await tokenHeadersFor("volunteer@demo.example");
    expect((await t.request("/api/v1/forms", { headers: volunteer })).status).toBe(403);
    expect((await t.request(`/api/v1/forms/${open.id}`, { headers: volunteer })).status).toBe(403);
    expect((await t.request("/api/v1/forms")).status).toBe(401);
  });

  it("answers another tenant's form id and public token with 404", async () => {
    const created = await createForm(admin);
    const other = await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost");
    const host = "oldebroek.localhost";
    expect((await t.request(`/api/v1/forms/${created.data.id}`, { headers: other, host })).status).toBe(404);
    expect((await t.request(`/api/v1/forms/${created.data.id}/submissions`, { headers: other, host })).status).toBe(404);
    expect((await t.request(`/api/v1/forms/${created.data.id}`, { method: "PATCH", headers: other, host, json: { title: "Overgenomen" } })).status).toBe(404);
    expect((await t.request("/api/v1/public_forms/demo-open-form", { host })).status).toBe(404);
    expect((await submit(created.data.attributes.public_token as string, {}, undefined, host)).status).toBe(404);
  });
});

describe("forms: building", () => {
  it("creates every question type, reorders, removes with _destroy and keeps old submissions as they were", async () => {
    const created = await createForm(admin);
    expect(created.data.attributes.question_count).toBe(10);
    const [nameId, colourId, , , , , emailId] = questionsOf(created);
    const token = created.data.attributes.public_token as string;

    const first = await submit(token, { [nameId!]: "Ëlla", [colourId!]: "Rood", [emailId!]: "ella@example.nl" });
    expect(first.status).toBe(201);
    const firstId = (await json(first)).data.id;

    const patched = await t.request(`/api/v1/forms/${created.data.id}`, {
      method: "PATCH",
      headers: admin,
      json: {
        data: {
          type: "forms",
          attributes: {
            questions: [
              { id: nameId, text: "Volledige naam", position: 5 },
              { id: colourId, _destroy: true },
              { text: "Nieuwe vraag", question_type: "text" },
            ],
          },
        },
      },
    });
    expect(patched.status).toBe(200);
    const after = await json(patched);
    expect(after.data.attributes.version).toBe(2);
    const questions = await json<Resource[]>(await t.request(`/api/v1/forms/${created.data.id}/questions`, { headers: admin }));
    const texts = questions.data.map((q) => q.attributes.text);
    expect(texts).not.toContain("Kleur");
    expect(texts).toContain("Nieuwe vraag");
    expect(texts.indexOf("Volledige naam")).toBeGreaterThan(texts.indexOf("Datum"));

    const old = await json(await t.request(`/api/v1/forms/${created.data.id}/submissions/${firstId}`, { headers: admin }));
    const snapshot = old.data.attributes.questions as Array<{ id: string; text: string }>;
    expect(snapshot.map((q) => q.text)).toEqual(expect.arrayContaining(["Naam", "Kleur"]));
    expect((old.data.attributes.answers as Record<string, unknown>)[colourId!]).toBe("Rood");
  });

  it("rejects a multiple-choice question without options with a pointer to it", async () => {
    const response = await t.request("/api/v1/forms", {
      method: "POST",
      headers: admin,
      json: { title: "Zonder opties", questions: [{ text: "Kies", question_type: "multiple_choice" }] },
    });
    expect(response.status).toBe(422);
    const body = await json(response);
    expect(body.errors![0]!.source!.pointer).toBe("/data/attributes/questions/0/options");
  });
});

describe("forms: filling by token", () => {
  it("validates each answer by type and answers a double submit with the first submission", async () => {
    const created = await createForm(admin);
    const ids = questionsOf(created);
    const token = created.data.attributes.public_token as string;
    const invalid = await submit(token, { [ids[1]!]: "Groen", [ids[3]!]: "31-02-2026", [ids[4]!]: "25:00", [ids[5]!]: "twaalf", [ids[6]!]: "geen-mail", [ids[8]!]: "12" });
    expect(invalid.status).toBe(422);
    const pointers = (await json(invalid)).errors!.map((e) => e.source!.pointer);
    for (const index of [0, 1, 3, 4, 5, 6, 8]) expect(pointers).toContain(`/data/attributes/answers/${ids[index]}`);

    const key = crypto.randomUUID();
    const answers = { [ids[0]!]: "Jan", [ids[1]!]: "Blauw", [ids[2]!]: ["Ma", "Di"], [ids[5]!]: "3,5", [ids[6]!]: "jan@example.nl", [ids[7]!]: "www.example.nl" };
    const one = await submit(token, answers, key);
    const two = await submit(token, answers, key);
    expect([one.status, two.status]).toEqual([201, 200]);
    expect((await json(one)).data.id).toBe((await json(two)).data.id);
    // The same key on another form's link answers nothing of the first: refused, and nothing stored there.
    const other = await createForm(admin);
    const reused = await submit(other.data.attributes.public_token as string, answers, key);
    expect(reused.status).toBe(422);
    expect((await json(reused)).errors![0]!.code).toBe("idempotency_key_reused");
    for (const [acceptLanguage, detail] of [
      ["nl", "Deze idempotency key is al gebruikt voor een ander formulier"],
      ["en", "This idempotency key was used for another form"],
    ] as const) {
      const said = await t.request(`/api/v1/public_forms/${other.data.attributes.public_token as string}/submissions`, {
        method: "POST",
        headers: { "accept-language": acceptLanguage },
        json: { answers, idempotency_key: key },
      });
      expect((await said.json()).errors).toEqual([expect.objectContaining({ code: "idempotency_key_reused", detail, source: { pointer: "/data/attributes/idempotency_key" } })]);
    }
    expect((await json<Resource[]>(await t.request(`/api/v1/forms/${other.data.id}/submissions`, { headers: admin }))).data).toHaveLength(0);
    const list = await json<Resource[]>(await t.request(`/api/v1/forms/${created.data.id}/submissions`, { headers: admin }));
    expect(list.data).toHaveLength(1);
    expect((list.data[0]!.attributes.answers as Record<string, unknown>)[ids[7]!]).toBe("https://www.example.nl");
  });

  it("links an invitation mailed in English to the form's English page, a Dutch one to the Dutch page", async () => {
    const created = await createForm(admin, { access_permission: "token_holder", questions: [{ text: "Naam", question_type: "text", required: true }] });
    const [english, dutch] = [`en-${tag}@example.nl`, `nl-${tag}@example.nl`];
    await invite(created.data.id, [english], { locale: "en" });
    await invite(created.data.id, [dutch], { locale: "nl" });
    const [englishMail] = await mailedTexts(english);
    expect(englishMail).toMatch(/localhost\/en\/forms\/[A-Za-z0-9_-]+/);
    const [dutchMail] = await mailedTexts(dutch);
    expect(dutchMail).toMatch(/localhost\/forms\/[A-Za-z0-9_-]+/);
  });

  it("accepts a single-use invitation once, refuses it afterwards, and refuses a revoked one", async () => {
    const created = await createForm(admin, { access_permission: "token_holder", questions: [{ text: "Naam", question_type: "text", required: true }] });
    const [nameId] = questionsOf(created);
    // The form's own public token opens nothing: only invitations do.
    expect((await t.request(`/api/v1/public_forms/${created.data.attributes.public_token}`)).status).toBe(404);
    const emails = [`a-${tag}@example.nl`, `b-${tag}@example.nl`];
    const invited = await invite(created.data.id, emails);
    expect(invited.data).toHaveLength(2);
    const [tokenA] = await mailedTokens(emails[0]!);
    const [tokenB] = await mailedTokens(emails[1]!);

    expect((await t.request(`/api/v1/public_forms/${tokenA}`)).status).toBe(200);
    expect((await submit(tokenA!, { [nameId!]: "Anna" })).status).toBe(201);
    const again = await t.request(`/api/v1/public_forms/${tokenA}`);
    expect(again.status).toBe(410);
    expect((await json(again)).errors![0]!.code).toBe("token_used");
    expect((await submit(tokenA!, { [nameId!]: "Anna nog eens" })).status).toBe(410);

    const invitationB = invited.data.find((i) => i.attributes.email === emails[1])!;
    const revoked = await t.request(`/api/v1/forms/${created.data.id}/invitations/${invitationB.id}/revoke`, { method: "POST", headers: admin });
    expect((await json(revoked)).data.attributes.status).toBe("revoked");
    const refused = await t.request(`/api/v1/public_forms/${tokenB}`);
    expect(refused.status).toBe(410);
    expect((await json(refused)).errors![0]!.code).toBe("token_revoked");
    // The 410s' details are in the request's language.
    for (const [acceptLanguage, used, withdrawn] of [
      ["nl", "Deze uitnodiging is al gebruikt.", "Deze uitnodiging is ingetrokken."],
      ["en", "This invitation has already been used.", "This invitation has been withdrawn."],
    ] as const) {
      const said = async (token: string) => (await json(await t.request(`/api/v1/public_forms/${token}`, { headers: { "accept-language": acceptLanguage } }))).errors![0];
      expect(await said(tokenA!)).toMatchObject({ code: "token_used", detail: used });
      expect(await said(tokenB!)).toMatchObject({ code: "token_revoked", detail: withdrawn });
    }
    // Inviting to an open form and sending a withdrawn invitation again are refused in the request's language.
    const open = await createForm(admin);
    for (const [acceptLanguage, notTokenHolder, revokedAgain] of [
      ["nl", "Uitnodigingen zijn er alleen voor formulieren op uitnodiging", "Een ingetrokken uitnodiging kun je niet opnieuw versturen"],
      ["en", "Only forms by invitation have invitations", "A withdrawn invitation cannot be sent again"],
    ] as const) {
      const said = async (path: string, body?: unknown) => {
        const response = await t.request(path, { method: "POST", headers: { ...admin, "accept-language": acceptLanguage }, json: body });
        expect(response.status, path).toBe(422);
        return ((await response.json()) as { errors: Array<{ code: string; detail: string }> }).errors.map((e) => [e.code, e.detail]);
      };
      expect(await said(`/api/v1/forms/${open.data.id}/invitations`, { emails: `taal-${acceptLanguage}@example.nl` })).toEqual([["not_token_holder", notTokenHolder]]);
      expect(await said(`/api/v1/forms/${created.data.id}/invitations/${invitationB.id}/resend`)).toEqual([["invitation_revoked", revokedAgain]]);
    }
    expect((await t.request("/api/v1/public_forms/no-such-token")).status).toBe(404);

    const list = await json<Resource[]>(await t.request(`/api/v1/forms/${created.data.id}/invitations`, { headers: admin }));
    expect(Object.fromEntries(list.data.map((i) => [i.attributes.email, i.attributes.status]))).toEqual({ [emails[0]!]: "used", [emails[1]!]: "revoked" });
  });

  it("says an archived form's links are closed (410 form_closed); unknown links and a token_holder form's own token stay 404", async () => {
    const byInvitation = await createForm(admin, { access_permission: "token_holder", questions: [{ text: "Naam", question_type: "text" }] });
    const emails = [`open-${tag}@example.nl`, `used-${tag}@example.nl`];
    await invite(byInvitation.data.id, emails);
    const [openToken] = await mailedTokens(emails[0]!);
    const [usedToken] = await mailedTokens(emails[1]!);
    expect((await submit(usedToken!, {})).status).toBe(201);
    const anonymous = await createForm(admin, { questions: [{ text: "Naam", question_type: "text" }] });
    const publicToken = anonymous.data.attributes.public_token as string;
    for (const id of [byInvitation.data.id, anonymous.data.id]) expect((await t.request(`/api/v1/forms/${id}`, { method: "DELETE", headers: admin })).status).toBe(204);

    for (const token of [openToken!, publicToken]) {
      const closed = await t.request(`/api/v1/public_forms/${token}`);
      expect(closed.status).toBe(410);
      expect((await json(closed)).errors![0]!.code).toBe("form_closed");
      const refused = await submit(token, {});
      expect(refused.status).toBe(410);
      expect((await json(refused)).errors![0]!.code).toBe("form_closed");
    }
    for (const [acceptLanguage, closed] of [["nl", "Dit formulier is gesloten."], ["en", "This form has been closed."]] as const) {
      const refused = await t.request(`/api/v1/public_forms/${publicToken}`, { headers: { "accept-language": acceptLanguage } });
      expect((await json(refused)).errors![0]).toMatchObject({ code: "form_closed", detail: closed });
    }
    // The invitation's own state says more to its holder than the form's.
    expect((await json(await t.request(`/api/v1/public_forms/${usedToken}`))).errors![0]!.code).toBe("token_used");
    expect((await t.request(`/api/v1/public_forms/${byInvitation.data.attributes.public_token}`)).status).toBe(404);
    expect((await t.request(`/api/v1/public_forms/${openToken}x`)).status).toBe(404);
  });

  it("resends with a fresh link (the old one stops working) and allows a multi-use link more than once", async () => {
    const created = await createForm(admin, { access_permission: "token_holder", questions: [{ text: "Naam", question_type: "text" }] });
    const email = `multi-${tag}@example.nl`;
    const invited = await invite(created.data.id, [email], { single_use: false });
    const [first] = await mailedTokens(email);
    expect((await submit(first!, {})).status).toBe(201);
    expect((await submit(first!, {})).status).toBe(201);
    const resent = await t.request(`/api/v1/forms/${created.data.id}/invitations/${invited.data[0]!.id}/resend`, { method: "POST", headers: admin });
    expect(resent.status).toBe(200);
    const [fresh] = await mailedTokens(email);
    expect(fresh).not.toBe(first);
    expect((await t.request(`/api/v1/public_forms/${first}`)).status).toBe(404);
    expect((await t.request(`/api/v1/public_forms/${fresh}`)).status).toBe(200);
  });
});

describe("forms: submissions", () => {
  it("exports CSV for Dutch Excel: BOM, semicolons, Dutch characters intact, one column per question", async () => {
    const created = await createForm(admin, {
      questions: [
        { text: "Naam", question_type: "text" },
        { text: "Opmerking; of niet", question_type: "text", long_answer: true },
        { text: "Dagen", question_type: "checkbox", options: ["Maandag", "Dinsdag"] },
      ],
    });
    const [nameId, noteId, daysId] = questionsOf(created);
    const token = created.data.attributes.public_token as string;
    expect((await submit(token, { [nameId!]: "Zoë Çelik-Brückner", [noteId!]: 'Regel één\n"tweede"', [daysId!]: ["Maandag", "Dinsdag"] })).status).toBe(201);
    const response = await t.request(`/api/v1/forms/${created.data.id}/submissions.csv`, { headers: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, row] = text.split("\r\n");
    expect(header).toBe('Ingezonden op;Genodigde;Naam;"Opmerking; of niet";Dagen');
    expect(row).toContain(';;Zoë Çelik-Brückner;"Regel één\n""tweede""";Maandag, Dinsdag');

    const filtered = await t.request(`/api/v1/forms/${created.data.id}/submissions?filter[created_from]=2099-01-01`, { headers: admin });
    expect((await json<Resource[]>(filtered)).data).toEqual([]);
  });

  it("writes the submission's date and time in the request's language, as its column names", async () => {
    // The English export had English column names but the Dutch date ("29-11-2026, 09:05"): the format was fixed to nl-NL.
    const created = await createForm(admin, { questions: [{ text: "Naam", question_type: "text" }] });
    const [nameId] = questionsOf(created);
    expect((await submit(created.data.attributes.public_token as string, { [nameId!]: "Sam" })).status).toBe(201);
    const rowsIn = async (language: string) => {
      const response = await t.request(`/api/v1/forms/${created.data.id}/submissions.csv`, { headers: { ...admin, "Accept-Language": language } });
      expect(response.status).toBe(200);
      return (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    };
    const [dutchHeader, dutchRow] = await rowsIn("nl");
    expect(dutchHeader).toBe("Ingezonden op;Genodigde;Naam");
    expect(dutchRow).toMatch(/^\d{2}-\d{2}-\d{4},? \d{2}:\d{2};;Sam$/);
    const [englishHeader, englishRow] = await rowsIn("en");
    expect(englishHeader).toBe("Submitted at;Invitee;Naam");
    expect(englishRow).toMatch(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2};;Sam$/);
  });

  it("deletes a submission (retention)", async () => {
    const created = await createForm(admin, { questions: [{ text: "Naam", question_type: "text" }] });
    const sent = await json(await submit(created.data.attributes.public_token as string, {}));
    const path = `/api/v1/forms/${created.data.id}/submissions/${sent.data.id}`;
    expect((await t.request(path, { method: "DELETE", headers: admin })).status).toBe(204);
    expect((await t.request(path, { headers: admin })).status).toBe(404);
  });
});

describe("forms: mail", () => {
  const sink = smtpSinkPerFile();

  it("delivers the invitation with a personal link over SMTP", async () => {
    const created = await createForm(admin, { title: `Intake ${tag}`, access_permission: "token_holder", questions: [{ text: "Naam", question_type: "text" }] });
    const email = `invitee-${tag}@example.nl`;
    await invite(created.data.id, [email]);
    const [token] = await mailedTokens(email);
    await deliverMailTo(sink.url, [email]);
    const received = sink.messages.find((m) => m.to.includes(email));
    expect(received).toBeTruthy();
    const message = decodedMessage(received!.raw);
    expect(message).toContain(`Vrijwilligerscentrale Demo nodigt je uit om het formulier ‘Intake ${tag}’ in te vullen.`);
    expect(message).toContain(`http://localhost/forms/${token}`);
  });

  it("sends a contact form message to the center's admins and center superusers", async () => {
    const volunteer = await tokenHeadersFor("volunteer@demo.example");
    const contact = await json(await t.request("/api/v1/contact_form", { headers: volunteer }));
    const ids = questionsOf(contact);
    const sent = await submit(contact.data.attributes.public_token as string, {
      [ids[0]!]: "Vera Vrijwilliger",
      [ids[1]!]: "vera@example.nl",
      [ids[4]!]: `Vraag over de markt ${tag}`,
    });
    expect(sent.status).toBe(201);
    await deliverMailTo(sink.url, ["admin@demo.example", "center_superuser@demo.example", "volunteer@demo.example", "organization_superuser@demo.example"]);
    const to = sink.messages.filter((m) => decodedMessage(m.raw).includes(`Vraag over de markt ${tag}`)).flatMap((m) => m.to);
    // Other test files may add admins to the demo center; the demo ones and nobody without a center role.
    expect(to).toEqual(expect.arrayContaining(["admin@demo.example", "center_superuser@demo.example"]));
    expect(to).not.toContain("volunteer@demo.example");
    expect(to).not.toContain("organization_superuser@demo.example");
  });
});
