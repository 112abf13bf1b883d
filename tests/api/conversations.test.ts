import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/modules/db/factories.server";
import { mailOutbox, notifications, organizationMemberships } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { vacancyFixture, type Resource } from "../support/vacancies";

/*
 * Conversations (issue 13): who reads which thread (the volunteer their own, an organization's users their
 * organization's, center roles their center's; nobody across centers or tenants), replies with the other side's
 * notification and mail, read markers, search and paging, and bad input.
 */

type Doc<T = Resource> = { data: T; meta?: Record<string, unknown>; errors?: Array<{ status: string; code: string; source?: { pointer?: string } }> };
const json = async <T = Resource>(response: Response) => (await response.json()) as Doc<T>;

let t: TestApi;
let f: Awaited<ReturnType<typeof vacancyFixture>>;
let volunteerEmail: string;
let volunteer: Record<string, string>;
let strangerVolunteer: Record<string, string>;
let member: Record<string, string>;
let otherMember: Record<string, string>;
let admin: Record<string, string>;
let partnerAdmin: Record<string, string>;
let oldebroekAdmin: Record<string, string>;

beforeAll(async () => {
  t = await testApi();
  f = await vacancyFixture();
  volunteerEmail = `vol-${f.tag}@example.nl`.toLowerCase();
  await (await demoCenter()).run(async (tx, base) => {
    await createUser(tx, { ...base, email: volunteerEmail, firstName: "Vera", lastName: "Vrijwilliger", roles: ["volunteer"] });
    await createUser(tx, { ...base, email: `stranger-${f.tag}@example.nl`.toLowerCase(), firstName: "Stijn", roles: ["volunteer"] });
    const other = await createUser(tx, { ...base, email: `other-${f.tag}@demo.example`.toLowerCase(), firstName: "Otto", roles: ["organization_superuser"] });
    await tx.insert(organizationMemberships).values({ tenantId: base.tenantId, organizationId: f.otherOrganizationId, userId: other.id });
  });
  [volunteer, strangerVolunteer, member, otherMember, admin, partnerAdmin, oldebroekAdmin] = await Promise.all([
    tokenHeadersFor(volunteerEmail),
    tokenHeadersFor(`stranger-${f.tag}@example.nl`.toLowerCase()),
    tokenHeadersFor(f.orgUser),
    tokenHeadersFor(`other-${f.tag}@demo.example`.toLowerCase()),
    tokenHeadersFor("admin@demo.example"),
    tokenHeadersFor("admin@partner.example", "partner.localhost"),
    tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost"),
  ]);
});

const start = (headers: Record<string, string>, attributes: Record<string, unknown>) =>
  t.request("/api/v1/conversations", { method: "POST", headers, json: { data: { type: "conversations", attributes } } });
const reply = (headers: Record<string, string>, id: string, body: unknown, host = "localhost") =>
  t.request(`/api/v1/conversations/${id}/messages`, { method: "POST", headers, host, json: { data: { type: "conversation_messages", attributes: { body } } } });
const listOf = async (headers: Record<string, string>, query = "") => json<Resource[]>(await t.request(`/api/v1/conversations${query}`, { headers }));

async function outboxTo(email: string) {
  return (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email)));
}

describe("conversations", () => {
  let questionId: string;

  it("a volunteer asks about a vacancy: the organization's users and the center read it, the volunteer reads their own", async () => {
    const response = await start(volunteer, { subject: `Vraag ${f.tag}`, body: "Is er ook <b>op zaterdag</b> plek?<script>alert(1)</script>", vacancy_id: f.fiets });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    questionId = created.id;
    expect(created.attributes).toMatchObject({
      subject: `Vraag ${f.tag}`,
      organization_id: f.organizationId,
      organization_name: `Organisatie ${f.tag}`,
      counterpart_name: `Organisatie ${f.tag}`,
      vacancy_id: f.fiets,
      vacancy_title: `Fietsmaatje ${f.tag}`,
      unread_count: 0,
    });

    const atOrganization = await listOf(member, `?filter[q]=${f.tag}`);
    expect(atOrganization.data.map((c) => [c.id, c.attributes.counterpart_name, c.attributes.unread_count])).toEqual([[questionId, "Vera Vrijwilliger", 1]]);
    expect(atOrganization.meta).toMatchObject({ unread_conversations: 1 });
    expect((await listOf(admin, `?filter[q]=${f.tag}`)).data.map((c) => c.id)).toEqual([questionId]);
    expect((await listOf(volunteer)).data.map((c) => c.id)).toEqual([questionId]);

    const messages = await json<Resource[]>(await t.request(`/api/v1/conversations/${questionId}/messages`, { headers: member }));
    // Rich text kept, sanitized on the server.
    expect(messages.data.map((m) => [m.attributes.body, m.attributes.author_name, m.attributes.mine])).toEqual([["<p>Is er ook <strong>op zaterdag</strong> plek?</p>", "Vera Vrijwilliger", false]]);
    const [notification] = await json<Resource[]>(await t.request("/api/v1/notifications", { headers: member })).then((d) => d.data.filter((n) => n.attributes.kind === "new_message"));
    expect(notification?.attributes).toMatchObject({ subject_type: "conversation", subject_id: questionId, title: `Vraag ${f.tag}`, actor_name: "Vera Vrijwilliger", path: `/conversations/${questionId}` });
  });

  it("nobody else reads it or replies to it: other volunteers, other organizations, other centers and tenants get 404", async () => {
    for (const [headers, host] of [
      [strangerVolunteer, "localhost"],
      [otherMember, "localhost"],
      [partnerAdmin, "partner.localhost"],
      [oldebroekAdmin, "oldebroek.localhost"],
    ] as const) {
      expect((await t.request(`/api/v1/conversations/${questionId}`, { headers, host })).status).toBe(404);
      expect((await t.request(`/api/v1/conversations/${questionId}/messages`, { headers, host })).status).toBe(404);
      expect((await reply(headers, questionId, "Ik lees mee", host)).status).toBe(404);
      expect((await t.request(`/api/v1/conversations/${questionId}/read`, { method: "POST", headers, host })).status).toBe(404);
      expect((await json<Resource[]>(await t.request(`/api/v1/conversations?filter[q]=${f.tag}`, { headers, host }))).data).toEqual([]);
    }
    expect((await t.request(`/api/v1/conversations/${questionId}`)).status).toBe(401);
  });

  it("the organization answers: the volunteer is told in the app and by mail with a link into the thread; opening marks it read", async () => {
    const response = await reply(member, questionId, "Ja, op zaterdag ook.\nGroet, Olga");
    expect(response.status).toBe(201);
    expect((await json(response)).data.attributes).toMatchObject({ body: "<p>Ja, op zaterdag ook.<br />Groet, Olga</p>", mine: true });

    const mails = (await outboxTo(volunteerEmail)).filter((mail) => mail.subject.includes(`Vraag ${f.tag}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Ja, op zaterdag ook.");
    expect(mails[0]!.text).toContain(`/conversations/${questionId}`);
    const rows = await (await demoCenter()).run((tx) => tx.select().from(notifications).where(and(eq(notifications.subjectId, questionId), eq(notifications.kind, "new_message"))));
    // One for each side's message: the organization's member, then the volunteer.
    expect(rows).toHaveLength(2);

    const inbox = await listOf(volunteer);
    expect(inbox.data.map((c) => c.attributes.unread_count)).toEqual([1]);
    const read = await t.request(`/api/v1/conversations/${questionId}/read`, { method: "POST", headers: volunteer });
    expect(read.status).toBe(200);
    expect((await json(read)).data.attributes.unread_count).toBe(0);
    expect((await listOf(volunteer, "?filter[unread]=true")).data).toEqual([]);
    // Answering read the thread for the one who answered.
    expect((await listOf(member, `?filter[q]=${f.tag}`)).data[0]!.attributes.unread_count).toBe(0);
  });

  it("mails no one who switched message mails off; the in-app notification still comes", async () => {
    const off = await t.request("/api/v1/account/settings", { method: "PATCH", headers: volunteer, json: { notification_settings: { new_messages: false } } });
    expect(off.status).toBe(200);
    expect((await json(off)).data.attributes).toMatchObject({ notification_settings: { new_messages: false } });
    const mailsBefore = (await outboxTo(volunteerEmail)).length;
    expect((await reply(member, questionId, "Nog iets: neem een fiets mee.")).status).toBe(201);
    expect((await outboxTo(volunteerEmail)).length).toBe(mailsBefore);
    expect((await listOf(volunteer)).data.find((c) => c.id === questionId)?.attributes.unread_count).toBe(1);
    const rows = await (await demoCenter()).run((tx) => tx.select().from(notifications).where(and(eq(notifications.subjectId, questionId), eq(notifications.kind, "new_message"))));
    expect(rows).toHaveLength(3);
    await t.request("/api/v1/account/settings", { method: "PATCH", headers: volunteer, json: { notification_settings: { new_messages: true } } });
  });

  it("mails through the center's template new_message: its own wording when changed, nothing when switched off", async () => {
    const template = (attributes: Record<string, unknown>) =>
      t.request("/api/v1/notification-templates/new_message.nl", { method: "PATCH", headers: admin, json: { data: { type: "notification_templates", id: "new_message.nl", attributes } } });
    try {
      const worded = await template({ subject: "Gesprek {{conversationSubject}} ({{senderName}})", body: "{{greeting}}\n\n{{messageText}}\n\n[Open het gesprek]({{link}})", active: true });
      expect(worded.status).toBe(200);
      expect((await reply(member, questionId, "Tot zaterdag!")).status).toBe(201);
      const mail = (await outboxTo(volunteerEmail)).find((row) => row.subject === `Gesprek Vraag ${f.tag} (Olga)`);
      expect(mail?.text).toContain("Tot zaterdag!");
      expect(mail?.text).toContain(`/conversations/${questionId}`);

      expect((await template({ subject: "Gesprek {{conversationSubject}} ({{senderName}})", body: "{{messageText}}", active: false })).status).toBe(200);
      const before = (await outboxTo(volunteerEmail)).length;
      expect((await reply(member, questionId, "Vergeet je fiets niet.")).status).toBe(201);
      expect((await outboxTo(volunteerEmail)).length).toBe(before);
      const rows = await (await demoCenter()).run((tx) => tx.select().from(notifications).where(and(eq(notifications.subjectId, questionId), eq(notifications.kind, "new_message"))));
      expect(rows).toHaveLength(5);
    } finally {
      await t.request("/api/v1/notification-templates/new_message.nl", { method: "DELETE", headers: admin });
    }
  });

  it("starts from an application: its handler writes to the applicant's account; no account is a 422", async () => {
    const applied = await t.request(`/api/v1/vacancies/${f.chauffeur}/applications`, {
      method: "POST",
      headers: volunteer,
      json: { name: "Vera Vrijwilliger", email: volunteerEmail, phone_number: "", message: "Ik rijd graag." },
    });
    expect(applied.status).toBe(201);
    const applicationId = (await json(applied)).data.id;
    const started = await start(member, { subject: `Kennismaking ${f.tag}`, body: "Kom je langs?", application_id: applicationId });
    expect(started.status).toBe(201);
    const conversation = (await json(started)).data;
    expect(conversation.attributes).toMatchObject({ volunteer_name: "Vera Vrijwilliger", application_id: applicationId, vacancy_id: f.chauffeur, counterpart_name: "Vera Vrijwilliger" });
    expect((await listOf(volunteer, `?filter[q]=Kennismaking`)).data.map((c) => c.id)).toContain(conversation.id);

    // The volunteer's side of their own application goes to the organization.
    const own = await start(volunteer, { subject: `Over mijn reactie ${f.tag}`, body: "Nog een vraag", application_id: applicationId });
    expect(own.status).toBe(201);
    expect((await json(own)).data.attributes).toMatchObject({ organization_id: f.organizationId, counterpart_name: `Organisatie ${f.tag}` });
    // Someone else's application is not theirs to write about.
    expect((await start(strangerVolunteer, { subject: "Hallo", body: "Hoi", application_id: applicationId })).status).toBe(422);

    const anonymous = await t.request(`/api/v1/vacancies/${f.chauffeur}/applications`, {
      method: "POST",
      json: { name: "Nina", email: `nina-${f.tag}@example.nl`.toLowerCase(), phone_number: "", message: "Hoi" },
    });
    const refused = await start(member, { subject: "Hallo", body: "Hoi", application_id: (await json(anonymous)).data.id });
    expect(refused.status).toBe(422);
    expect((await json(refused)).errors![0]).toMatchObject({ code: "no_account", source: { pointer: "/data/attributes/application_id" } });
  });

  it("refuses empty, over-long and markup-only messages at their field", async () => {
    for (const body of ["", "   ", "x".repeat(5001), "<script>alert(1)</script>"]) {
      const response = await reply(volunteer, questionId, body);
      expect(response.status, body.slice(0, 20)).toBe(422);
      expect((await json(response)).errors![0]!.source).toEqual({ pointer: "/data/attributes/body" });
    }
    const noSubject = await start(volunteer, { subject: "", body: "Hoi" });
    expect(noSubject.status).toBe(422);
    expect((await json(noSubject)).errors![0]!.source).toEqual({ pointer: "/data/attributes/subject" });
    expect((await start(volunteer, { subject: "Hoi", body: "Hoi", vacancy_id: f.draft })).status).toBe(422);
    expect((await start(volunteer, { subject: "Hoi", body: "Hoi", vacancy_id: f.oldebroek })).status).toBe(422);
  });

  it("says a conversation's refusals in the request's language", async () => {
    const anonymous = await t.request(`/api/v1/vacancies/${f.chauffeur}/applications`, {
      method: "POST",
      json: { name: "Noor", email: `noor-${f.tag}@example.nl`.toLowerCase(), phone_number: "", message: "Hoi" },
    });
    const anonymousId = (await json(anonymous)).data.id;
    const cases = [
      ["nl", "Je bericht heeft geen tekst", "Deze vacature is niet (meer) te vinden", "Dit is een vacature van je eigen organisatie", "Deze reactie is niet (meer) te vinden", "Deze vrijwilliger heeft geen account om een bericht naar te sturen: mail hem of haar via het e-mailadres bij de reactie"],
      ["en", "Your message has no text", "This vacancy cannot be found (any more)", "This is a vacancy of your own organization", "This response cannot be found (any more)", "This volunteer has no account to send a message to: e-mail them at the address of the response"],
    ] as const;
    for (const [acceptLanguage, blank, noVacancy, ownVacancy, noApplication, noAccount] of cases) {
      const as = (headers: Record<string, string>) => ({ ...headers, "accept-language": acceptLanguage });
      const detailOf = async (response: Response) => ((await response.json()) as { errors: Array<{ code: string; detail: string; source: unknown }> }).errors.map((e) => [e.code, e.detail, e.source]);
      expect(await detailOf(await reply(as(volunteer), questionId, "<script>alert(1)</script>"))).toEqual([["blank", blank, { pointer: "/data/attributes/body" }]]);
      expect(await detailOf(await start(as(volunteer), { subject: "Hoi", body: "Hoi", vacancy_id: f.draft }))).toEqual([["not_found", noVacancy, { pointer: "/data/attributes/vacancy_id" }]]);
      expect(await detailOf(await start(as(member), { subject: "Hoi", body: "Hoi", vacancy_id: f.fiets }))).toEqual([["own_organization", ownVacancy, { pointer: "/data/attributes/vacancy_id" }]]);
      expect(await detailOf(await start(as(member), { subject: "Hoi", body: "Hoi", application_id: crypto.randomUUID() }))).toEqual([["not_found", noApplication, { pointer: "/data/attributes/application_id" }]]);
      expect(await detailOf(await start(as(member), { subject: "Hoi", body: "Hoi", application_id: anonymousId }))).toEqual([["no_account", noAccount, { pointer: "/data/attributes/application_id" }]]);
    }
  });

  it("pages the inbox, newest first", async () => {
    for (const n of [1, 2, 3]) expect((await start(strangerVolunteer, { subject: `Centrum ${n} ${f.tag}` , body: "Een vraag aan de centrale" })).status).toBe(201);
    const first = await listOf(strangerVolunteer, "?page[size]=2");
    expect(first.data.map((c) => c.attributes.subject)).toEqual([`Centrum 3 ${f.tag}`, `Centrum 2 ${f.tag}`]);
    expect(first.meta).toMatchObject({ total: 3, page_count: 2 });
    expect((await listOf(strangerVolunteer, "?page[size]=2&page[number]=2")).data.map((c) => c.attributes.subject)).toEqual([`Centrum 1 ${f.tag}`]);
    // A thread with the center: its admins read it, an organization's users do not.
    expect((await listOf(admin, `?filter[q]=Centrum 1 ${f.tag}`)).data.map((c) => c.attributes.counterpart_name)).toEqual(["Stijn"]);
    expect((await listOf(member, `?filter[q]=Centrum 1 ${f.tag}`)).data).toEqual([]);
  });
});
