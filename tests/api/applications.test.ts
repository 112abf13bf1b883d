import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/modules/db/factories.server";
import { applications, mailOutbox } from "~/modules/db/schema";
import { demoCenter, tokenHeadersFor, type TestApi } from "../support/api";
import { vacancyApiFixture, type Resource, type VacancyFixture } from "../support/vacancies";

let api: TestApi;
let f: VacancyFixture;
let admin: Record<string, string>;
let orgUser: Record<string, string>;
let volunteer: Record<string, string>;
let partnerAdmin: Record<string, string>;

const respond = (vacancyId: string, attributes: Record<string, unknown>, init: { headers?: Record<string, string>; host?: string } = {}) =>
  api.request(`/api/v1/vacancies/${vacancyId}/applications`, { method: "POST", json: { data: { type: "applications", attributes } }, ...init });

const anne = (email: string) => ({ name: "Anne de Boer", email, phone_number: "06-12345678", message: "Ik help graag mee!" });

async function countRows(email: string) {
  return (await demoCenter()).run(async (tx) => ({
    applications: (await tx.select().from(applications).where(eq(applications.email, email))).length,
    mails: (await tx.select().from(mailOutbox).where(and(like(mailOutbox.subject, `%${f.tag}%`), eq(mailOutbox.to, email)))).length,
  }));
}

beforeAll(async () => {
  ({ api, f, admin, orgUser, volunteer, partnerAdmin } = await vacancyApiFixture());
});

describe("POST /api/v1/vacancies/{id}/applications", () => {
  it("takes a response without an account and queues the confirmation and the contact person's notification", async () => {
    const email = `anne-${f.tag}@example.nl`.toLowerCase();
    const response = await respond(f.fiets, anne(email));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.data.attributes).toMatchObject({ name: "Anne de Boer", first_name: "Anne", last_name: "de Boer", email, status: null, vacancy_title: `Fietsmaatje ${f.tag}` });
    const mails = await (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(like(mailOutbox.subject, `%Fietsmaatje ${f.tag}%`)));
    expect(mails.map((m) => m.to).sort()).toEqual([email, `contact-${f.tag}@demo.example`.toLowerCase()].sort());
  });

  it("answers a repeated idempotency key with the same application: 200, no second row, no second mail", async () => {
    const email = `dubbel-${f.tag}@example.nl`.toLowerCase();
    const headers = { "Idempotency-Key": `key-${f.tag}` };
    const first = await respond(f.fiets, anne(email), { headers });
    const second = await respond(f.fiets, anne(email), { headers });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect((await second.json()).data.id).toBe((await first.json()).data.id);
    const viaBody = await respond(f.fiets, { ...anne(email), idempotency_key: `key-${f.tag}` });
    expect(viaBody.status).toBe(200);
    expect(await countRows(email)).toEqual({ applications: 1, mails: 1 });
    expect((await respond(f.cafe, anne(email), { headers })).status).toBe(422);
  });

  it("says a closed vacancy and a key used for another vacancy in the request's language", async () => {
    const email = `taal-${f.tag}@example.nl`.toLowerCase();
    expect((await respond(f.fiets, anne(email), { headers: { "Idempotency-Key": `taal-${f.tag}` } })).status).toBe(201);
    for (const [acceptLanguage, closed, reused] of [
      ["nl", "Deze vacature neemt geen reacties meer aan", "Deze idempotency key is al gebruikt voor een andere vacature"],
      ["en", "This vacancy no longer takes responses", "This idempotency key was used for another vacancy"],
    ] as const) {
      const said = async (response: Response) => ((await response.json()) as { errors: Array<{ code: string; detail: string }> }).errors.map((e) => [e.code, e.detail]);
      expect(await said(await respond(f.filled, anne(`dicht-${acceptLanguage}-${f.tag}@example.nl`), { headers: { "accept-language": acceptLanguage } }))).toEqual([["vacancy_closed", closed]]);
      expect(await said(await respond(f.cafe, anne(email), { headers: { "accept-language": acceptLanguage, "Idempotency-Key": `taal-${f.tag}` } }))).toEqual([["idempotency_key_reused", reused]]);
    }
  });

  it("refuses a signed-in volunteer's second open response to a vacancy (422 already_responded, in the request's language); a rejected one leaves room", async () => {
    const email = `tweemaal-${f.tag}@example.nl`.toLowerCase();
    // An account of its own, so that the lists of the other tests stay as they were.
    await (await demoCenter()).run((tx, base) => createUser(tx, { ...base, email, firstName: "Tessa", roles: ["volunteer"] }));
    const tessa = await tokenHeadersFor(email);
    const first = await respond(f.cafe, anne(email), { headers: { ...tessa, "Idempotency-Key": `first-${f.tag}` } });
    expect(first.status).toBe(201);
    const firstId = (await first.json()).data.id;
    for (const [language, detail] of [
      ["nl", "Je hebt al op deze vacature gereageerd; je reactie is nog open"],
      ["en", "You have already responded to this vacancy; your response is still open"],
    ]) {
      const again = await respond(f.cafe, anne(email), { headers: { ...tessa, "accept-language": language!, "Idempotency-Key": `again-${language}-${f.tag}` } });
      expect(again.status).toBe(422);
      expect((await again.json()).errors[0]).toMatchObject({ code: "already_responded", detail });
    }
    // The same form sent again is still the first response, not a refusal.
    const replay = await respond(f.cafe, anne(email), { headers: { ...tessa, "Idempotency-Key": `first-${f.tag}` } });
    expect([replay.status, (await replay.json()).data.id]).toEqual([200, firstId]);
    expect(await countRows(email)).toEqual({ applications: 1, mails: 1 });
    // Without an account the same address responds as before: the answer never tells whether an address responded.
    expect((await respond(f.cafe, anne(email))).status).toBe(201);
    const rejected = await api.request(`/api/v1/applications/${firstId}`, { method: "PATCH", headers: orgUser, json: { data: { attributes: { status: "rejected" } } } });
    expect(rejected.status).toBe(200);
    // A new address (the mail throttle counts per address): the account decides, not the address.
    const other = `tweede-${f.tag}@example.nl`.toLowerCase();
    expect((await respond(f.cafe, anne(other), { headers: tessa })).status).toBe(201);
    expect((await respond(f.cafe, anne(other), { headers: tessa })).status).toBe(422);
  });

  it("refuses closed vacancies with 422 and unknown ones with 404", async () => {
    for (const id of [f.filled, f.expired]) {
      const response = await respond(id, anne(`dicht-${f.tag}@example.nl`));
      expect(response.status).toBe(422);
      expect((await response.json()).errors[0].code).toBe("vacancy_closed");
    }
    expect((await respond(f.archived, anne(`dicht-${f.tag}@example.nl`), { headers: orgUser })).status).toBe(422);
    for (const id of [f.draft, f.deleted]) expect((await respond(id, anne(`dicht-${f.tag}@example.nl`))).status).toBe(404);
    expect((await respond(f.fiets, anne(`dicht-${f.tag}@example.nl`), { host: "oldebroek.localhost" })).status).toBe(404);
  });

  it("validates with pointers", async () => {
    const response = await respond(f.fiets, { name: "", email: "geen-adres", message: "" });
    expect(response.status).toBe(422);
    const pointers = (await response.json()).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/data/attributes/name", "/data/attributes/email", "/data/attributes/message"]));
  });
});

describe("the applications of a center and its organizations", () => {
  let applicationId: string;
  const applicant = () => `lijst-${f.tag}@example.nl`.toLowerCase();

  beforeAll(async () => {
    const response = await respond(f.chauffeur, { ...anne(applicant()), name: `Lijst ${f.tag}` }, { headers: volunteer });
    applicationId = (await response.json()).data.id;
  });

  it("lists them for the organization and the center roles, not for others", async () => {
    const query = `/api/v1/applications?filter[q]=${f.tag}&include=vacancy`;
    expect((await api.request(query)).status).toBe(401);
    const mine = await (await api.request(query, { headers: orgUser })).json();
    expect(mine.data.map((a: Resource) => a.id)).toContain(applicationId);
    expect(mine.included.find((r: Resource) => r.type === "vacancies").attributes.title).toBe(`Chauffeur voedselbank ${f.tag}`);
    const center = await (await api.request(query, { headers: admin })).json();
    expect(center.data.map((a: Resource) => a.id)).toContain(applicationId);
    const partner = await (await api.request(query, { headers: partnerAdmin, host: "partner.localhost" })).json();
    expect(partner.data).toEqual([]);
    const own = await (await api.request(query, { headers: volunteer })).json();
    expect(own.data.map((a: Resource) => a.id)).toEqual([applicationId]);
  });

  it("filters by vacancy, organization, status and date", async () => {
    const ids = async (query: string) => (await (await api.request(`/api/v1/applications?${query}`, { headers: admin })).json()).data.map((a: Resource) => a.id);
    expect(await ids(`filter[vacancy_id]=${f.chauffeur}`)).toEqual([applicationId]);
    expect(await ids(`filter[organization_id]=${f.organizationId}&filter[q]=lijst-`)).toEqual([applicationId]);
    expect(await ids(`filter[vacancy_id]=${f.chauffeur}&filter[status]=new`)).toEqual([applicationId]);
    expect(await ids(`filter[vacancy_id]=${f.chauffeur}&filter[status]=accepted`)).toEqual([]);
    expect(await ids(`filter[vacancy_id]=${f.chauffeur}&filter[created_to]=2020-01-01`)).toEqual([]);
    expect((await api.request("/api/v1/applications?filter[status]=maybe", { headers: admin })).status).toBe(400);
  });

  it("shows one with its notes to those who handle it; 404 for others and other tenants", async () => {
    expect((await api.request(`/api/v1/applications/${applicationId}`, { headers: orgUser })).status).toBe(200);
    expect((await api.request(`/api/v1/applications/${applicationId}`, { headers: partnerAdmin, host: "partner.localhost" })).status).toBe(404);
    const elsewhere = await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost");
    expect((await api.request(`/api/v1/applications/${applicationId}`, { headers: elsewhere, host: "oldebroek.localhost" })).status).toBe(404);
    const note = await api.request(`/api/v1/applications/${applicationId}/notes`, { method: "POST", headers: orgUser, json: { data: { attributes: { note: "Gebeld, komt kennismaken" } } } });
    expect(note.status).toBe(201);
    expect((await api.request(`/api/v1/applications/${applicationId}/notes`, { method: "POST", headers: volunteer, json: { note: "Hoi" } })).status).toBe(403);
    const body = await (await api.request(`/api/v1/applications/${applicationId}?include=notes`, { headers: admin })).json();
    expect(body.included.map((r: Resource) => r.attributes.note)).toEqual(["Gebeld, komt kennismaken"]);
    const own = await (await api.request(`/api/v1/applications/${applicationId}?include=notes`, { headers: volunteer })).json();
    expect(own.included ?? []).toEqual([]);
  });

  it("accepts or rejects with a mail to the volunteer; only handlers may", async () => {
    const patch = (status: string | null, headers: Record<string, string>) =>
      api.request(`/api/v1/applications/${applicationId}`, { method: "PATCH", headers, json: { data: { attributes: { status } } } });
    expect((await patch("accepted", volunteer)).status).toBe(403);
    expect((await patch("maybe", orgUser)).status).toBe(422);
    const accepted = await patch("accepted", orgUser);
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).data.attributes.status).toBe("accepted");
    const mails = await (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, applicant())));
    expect(mails.map((m) => m.subject)).toContain(`Je reactie op ‘Chauffeur voedselbank ${f.tag}’ is geaccepteerd`);
  });
});
