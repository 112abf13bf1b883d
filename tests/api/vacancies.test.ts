import { beforeAll, describe, expect, it } from "vitest";
import { messageText } from "~/api/errors.server";
import { createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import { loadCurrentUser } from "~/modules/users/current-user.server";
import { bulkUpdateVacancies } from "~/modules/vacancies/bulk.server";
import { demoCenter, tokenHeadersFor, type TestApi } from "../support/api";
import { vacancyApiFixture, type Resource, type VacancyFixture } from "../support/vacancies";

let api: TestApi;
let f: VacancyFixture;
let admin: Record<string, string>;
let orgUser: Record<string, string>;
let volunteer: Record<string, string>;
let partnerAdmin: Record<string, string>;

const titles = (body: { data: Resource[] }) => body.data.map((v) => String(v.attributes.title).replace(/ Vt\w+$/, ""));
const list = async (query: string, headers: Record<string, string> = {}, host?: string) => {
  const response = await api.request(`/api/v1/vacancies?${query}`, { headers, host });
  expect(response.status).toBe(200);
  return response.json();
};

beforeAll(async () => {
  ({ api, f, admin, orgUser, volunteer, partnerAdmin } = await vacancyApiFixture());
});

describe("GET /api/v1/vacancies", () => {
  it("shows visitors the published vacancies of every partner center (center sharing), never other tenants'", async () => {
    const body = await list(`filter[q]=${f.tag}&page[size]=100`);
    expect(titles(body).sort()).toEqual(
      ["Andere organisatie", "Chauffeur voedselbank", "Fietsmaatje", "Gastheer in het café", "Partner gepubliceerd"].sort(),
    );
    expect(body.data.every((v: Resource) => v.attributes.status === "published")).toBe(true);
    expect(body.meta).toMatchObject({ total: 5, page_size: 100, page_number: 1 });
    expect(titles(await list(`filter[q]=${f.tag}`, {}, "oldebroek.localhost"))).toEqual(["Oldebroek"]);
  });

  it("shows managers every status but deleted of what they manage", async () => {
    const mine = titles(await list(`filter[q]=${f.tag}&filter[scope]=managed&page[size]=100`, orgUser));
    expect(mine.sort()).toEqual(["Chauffeur voedselbank", "Concept", "Fietsmaatje", "Gastheer in het café", "Gearchiveerd", "Verlopen", "Vervuld"].sort());
    const center = titles(await list(`filter[q]=${f.tag}&page[size]=100`, admin));
    expect(center).toEqual(expect.arrayContaining(["Concept", "Andere concept", "Partner gepubliceerd"]));
    expect(center).not.toContain("Verwijderd");
    expect(center).not.toContain("Partner concept");
    expect(titles(await list(`filter[q]=${f.tag}&filter[status]=draft`, volunteer))).toEqual([]);
  });

  it("searches Dutch stems, ignores accents and tolerates typos", async () => {
    const search = async (q: string) => titles(await list(`filter[q]=${encodeURIComponent(q)}&filter[organization_id]=${f.organizationId}`));
    expect(await search("fietsen")).toEqual(["Fietsmaatje"]);
    expect(await search("cafe")).toEqual(["Gastheer in het café"]);
    expect(await search("chaufeur")).toEqual(["Chauffeur voedselbank"]);
    expect(await search("fiet")).toEqual(["Fietsmaatje"]);
    expect(await search("ouderen park")).toEqual(["Fietsmaatje"]);
    expect(await search("zeilboot")).toEqual([]);
  });

  it("ranks a word in the title above the description, and both above a misspelling", async () => {
    const word = `Wz${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`.toLowerCase();
    await (await demoCenter()).run(async (tx, center) => {
      const organization = await createOrganization(tx, { ...center, name: `Rangorde ${word}`, type: "NonProfit", status: "approved" });
      const base = { ...center, organizationId: organization.id, status: "published" as const };
      // The word with its last letter wrong: no match of the word, a close likeness.
      await createVacancy(tx, { ...base, title: `Tuinhulp ${word.slice(0, -1)}${word.endsWith("q") ? "z" : "q"}`, description: "<p>Onkruid wieden.</p>" });
      await createVacancy(tx, { ...base, title: "Klusser", description: `<p>Ook voor ${word} en meer.</p>` });
      await createVacancy(tx, { ...base, title: `${word} gezocht`, description: "<p>Meedoen.</p>" });
    });
    const ranked = titles(await list(`filter[q]=${word}&sort=relevance`));
    expect(ranked).toEqual([`${word} gezocht`, "Klusser", `Tuinhulp ${word.slice(0, -1)}${word.endsWith("q") ? "z" : "q"}`]);
  });

  it("filters by type, tags, age group, place, date and organization, and sorts", async () => {
    const org = `filter[organization_id]=${f.organizationId}`;
    expect(titles(await list(`${org}&filter[vacancy_type]=activity`))).toEqual(["Gastheer in het café"]);
    expect(titles(await list(`${org}&filter[tags]=flexible,once&sort=title`))).toEqual(["Fietsmaatje", "Gastheer in het café"]);
    expect(titles(await list(`${org}&filter[age_group]=4`))).toEqual(["Fietsmaatje"]);
    expect(titles(await list(`${org}&filter[place]=vaassen`))).toEqual(["Gastheer in het café"]);
    expect(titles(await list(`${org}&filter[place]=7311`))).toEqual(["Fietsmaatje"]);
    expect(titles(await list(`${org}&filter[date]=2031-05-01&sort=title`))).toEqual(["Chauffeur voedselbank", "Fietsmaatje"]);
    expect(titles(await list(`${org}&sort=expires_at`))[0]).toBe("Fietsmaatje");
    // Each sort also the other way round (the management list's column headers); no expiry date stays last.
    expect(titles(await list(`${org}&sort=-title`))).toEqual(["Gastheer in het café", "Fietsmaatje", "Chauffeur voedselbank"]);
    expect(titles(await list(`${org}&sort=-expires_at`))[0]).toBe("Fietsmaatje");
    expect(titles(await list(`${org}&sort=created_at`)).sort()).toEqual(["Chauffeur voedselbank", "Fietsmaatje", "Gastheer in het café"]);
    const paged = await list(`${org}&sort=title&page[size]=2&page[number]=2`);
    expect(titles(paged)).toEqual(["Gastheer in het café"]);
    expect(paged.meta).toMatchObject({ total: 3, page_count: 2 });
  });

  it("finds by a part of the title alone (filter[title]): case and accents ignored, not the description, no typos", async () => {
    const org = `filter[organization_id]=${f.organizationId}`;
    const byTitle = async (text: string, query = org, headers: Record<string, string> = {}) =>
      titles(await list(`filter[title]=${encodeURIComponent(text)}&${query}&sort=title`, headers));
    expect(await byTitle("MAAT")).toEqual(["Fietsmaatje"]);
    expect(await byTitle("cafe")).toEqual(["Gastheer in het café"]);
    // In Fietsmaatje's description only; a misspelling of Chauffeur; a wildcard taken literally.
    expect(await byTitle("ouderen")).toEqual([]);
    expect(await byTitle("chaufeur")).toEqual([]);
    expect(await byTitle("%")).toEqual([]);
    // With the managers' scope: what the viewer manages, drafts too.
    expect(await byTitle(f.tag, "filter[scope]=managed&page[size]=100", orgUser)).toEqual(
      ["Chauffeur voedselbank", "Concept", "Fietsmaatje", "Gastheer in het café", "Gearchiveerd", "Verlopen", "Vervuld"],
    );
    expect((await api.request(`/api/v1/vacancies?filter[title]=${"x".repeat(201)}`)).status).toBe(400);
  });

  it("refuses unknown filters, sorts and includes with a 400", async () => {
    for (const query of ["filter[nope]=1", "sort=random", "include=secrets", "filter[vacancy_type]=job", "page[size]=101"]) {
      expect((await api.request(`/api/v1/vacancies?${query}`)).status, query).toBe(400);
    }
  });
});

describe("GET /api/v1/vacancies/{id}", () => {
  it("answers a published vacancy with its organization and contact person; the phone only when visible", async () => {
    const hidden = await (await api.request(`/api/v1/vacancies/${f.fiets}?include=organization,contact_person`)).json();
    expect(hidden.data.attributes).toMatchObject({ status: "published", vacancy_type: "one-on-one", tags: ["regularly", "flexible"], city: "Apeldoorn", can_manage: false });
    const contact = hidden.included.find((r: Resource) => r.type === "users");
    expect(contact.attributes).toMatchObject({ full_name: "Cor Contact", phone_number: null });
    expect(hidden.included.find((r: Resource) => r.type === "organizations").attributes.name).toBe(`Organisatie ${f.tag}`);
    const shown = await (await api.request(`/api/v1/vacancies/${f.cafe}?include=contact_person`)).json();
    expect(shown.included[0].attributes.phone_number).toBe("055-1234567");
    const managed = await (await api.request(`/api/v1/vacancies/${f.fiets}?include=contact_person`, { headers: orgUser })).json();
    expect(managed.included[0].attributes.phone_number).toBe("055-1234567");
  });

  it("shows the contact person's e-mail address to signed-in users only, in the list too (issue 18, item 10)", async () => {
    for (const path of [`/api/v1/vacancies/${f.fiets}?include=contact_person`, `/api/v1/vacancies?filter[q]=${f.tag}&include=contact_person`]) {
      const anonymous = await (await api.request(path)).json();
      const contacts = anonymous.included.filter((r: Resource) => r.type === "users");
      expect(contacts.length, path).toBeGreaterThan(0);
      for (const contact of contacts) {
        expect(contact.attributes.email, path).toBeNull();
        expect(contact.attributes.full_name, path).toBe("Cor Contact");
      }
      expect(JSON.stringify(anonymous), path).not.toContain(`contact-${f.tag}`.toLowerCase());
      const signedIn = await (await api.request(path, { headers: await tokenHeadersFor("volunteer@demo.example") })).json();
      expect(signedIn.included.find((r: Resource) => r.type === "users").attributes.email, path).toBe(`contact-${f.tag}@demo.example`.toLowerCase());
    }
  });

  it("shows closed vacancies so shared links explain themselves, hides drafts, archived and deleted ones", async () => {
    expect((await api.request(`/api/v1/vacancies/${f.filled}`)).status).toBe(200);
    expect((await api.request(`/api/v1/vacancies/${f.expired}`)).status).toBe(200);
    for (const id of [f.draft, f.archived, f.deleted, "not-a-uuid"]) expect((await api.request(`/api/v1/vacancies/${id}`)).status).toBe(404);
    expect((await api.request(`/api/v1/vacancies/${f.draft}`, { headers: orgUser })).status).toBe(200);
    expect((await api.request(`/api/v1/vacancies/${f.deleted}`, { headers: admin })).status).toBe(404);
  });

  it("is 404 from another tenant and for another center's draft", async () => {
    expect((await api.request(`/api/v1/vacancies/${f.fiets}`, { host: "oldebroek.localhost" })).status).toBe(404);
    expect((await api.request(`/api/v1/vacancies/${f.oldebroek}`)).status).toBe(404);
    expect((await api.request(`/api/v1/vacancies/${f.draft}`, { headers: partnerAdmin, host: "partner.localhost" })).status).toBe(404);
  });
});

describe("POST /api/v1/vacancies", () => {
  const body = (attributes: Record<string, unknown>) => ({ data: { type: "vacancies", attributes } });

  it("lets organization users create vacancies for their organization, with the description sanitized", async () => {
    const response = await api.request("/api/v1/vacancies", {
      method: "POST",
      headers: orgUser,
      json: body({
        organization_id: f.organizationId,
        contact_person_id: f.contactId,
        title: `Nieuw ${f.tag}`,
        description: '<p onclick="x()">Hallo<script>alert(1)</script> <a href="javascript:alert(2)">klik</a></p>',
        vacancy_type: "language",
        tags: ["free"],
        age_group_ids: [2],
        frequency: "regularly",
      }),
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.data.attributes).toMatchObject({ status: "draft", vacancy_type: "language", tags: ["free"], can_manage: true });
    const description = created.data.attributes.description as string;
    expect(description).toMatch(/^<p>Hallo <a [^>]*>klik<\/a><\/p>$/);
    expect(description).not.toMatch(/script|onclick|javascript:|href/);
  });

  it("needs a user who manages the organization", async () => {
    const attributes = { organization_id: f.organizationId, title: `Niet van mij ${f.tag}` };
    expect((await api.request("/api/v1/vacancies", { method: "POST", json: body(attributes) })).status).toBe(401);
    expect((await api.request("/api/v1/vacancies", { method: "POST", headers: volunteer, json: body(attributes) })).status).toBe(403);
    const other = { ...attributes, organization_id: f.otherOrganizationId };
    expect((await api.request("/api/v1/vacancies", { method: "POST", headers: orgUser, json: body(other) })).status).toBe(403);
    expect((await api.request("/api/v1/vacancies", { method: "POST", headers: admin, json: body(other) })).status).toBe(201);
  });

  it("answers invalid attributes with 422 and pointers", async () => {
    const response = await api.request("/api/v1/vacancies", {
      method: "POST",
      headers: orgUser,
      json: body({ organization_id: f.organizationId, title: "", vacancy_type: "job", tags: ["unknown"] }),
    });
    expect(response.status).toBe(422);
    const pointers = (await response.json()).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/data/attributes/title", "/data/attributes/vacancy_type", "/data/attributes/tags/0"]));
    const past = await api.request("/api/v1/vacancies", {
      method: "POST",
      headers: orgUser,
      json: body({ organization_id: f.organizationId, title: `Verleden ${f.tag}`, status: "published", expires_at: "2020-01-01T00:00:00Z" }),
    });
    expect(past.status).toBe(422);
    expect((await past.json()).errors[0].code).toBe("expires_in_past");
  });

  it("says an expiry date in the past and another center's contact person in the request's language", async () => {
    const partnerUser = await (await demoCenter("partner.localhost")).run(
      async (tx, base) => (await createUser(tx, { ...base, email: `elders-${f.tag}@partner.example`.toLowerCase(), firstName: "Els", roles: ["admin"] })).id,
    );
    for (const [acceptLanguage, expires, contact] of [
      ["nl", "Een gepubliceerde vacature heeft een verloopdatum in de toekomst nodig", "De contactpersoon moet een gebruiker van deze vrijwilligerscentrale zijn"],
      ["en", "A published vacancy needs an expiry date in the future", "The contact person must be a user of this volunteer center"],
    ] as const) {
      const create = (attributes: Record<string, unknown>) =>
        api.request("/api/v1/vacancies", {
          method: "POST",
          headers: { ...orgUser, "accept-language": acceptLanguage },
          json: body({ organization_id: f.organizationId, title: `Taal ${f.tag}`, ...attributes }),
        });
      const past = await create({ status: "published", expires_at: "2020-01-01T00:00:00Z" });
      expect((await past.json()).errors).toEqual([expect.objectContaining({ code: "expires_in_past", detail: expires, source: { pointer: "/data/attributes/expires_at" } })]);
      const elsewhere = await create({ contact_person_id: partnerUser });
      expect((await elsewhere.json()).errors).toEqual([
        expect.objectContaining({ code: "invalid_contact_person", detail: contact, source: { pointer: "/data/attributes/contact_person_id" } }),
      ]);
    }
  });

  it("says an end date before the vacancy's start date in the request's language", async () => {
    const created = await api.request("/api/v1/vacancies", {
      method: "POST",
      headers: orgUser,
      json: body({ organization_id: f.organizationId, title: `Periode ${f.tag}`, start_date: "2031-05-01" }),
    });
    expect(created.status).toBe(201);
    const id = (await created.json()).data.id as string;
    for (const [acceptLanguage, detail] of [
      ["nl", "De einddatum mag niet voor de begindatum liggen"],
      ["en", "The end date must not be before the start date"],
    ] as const) {
      const response = await api.request(`/api/v1/vacancies/${id}`, {
        method: "PATCH",
        headers: { ...orgUser, "accept-language": acceptLanguage },
        json: { data: { type: "vacancies", id, attributes: { end_date: "2031-04-01" } } },
      });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual([expect.objectContaining({ code: "invalid", detail, source: { pointer: "/data/attributes/end_date" } })]);
    }
  });

  it("refuses an organization the center does not have with 422 unknown_organization on organization_id, as the users API does", async () => {
    // Another tenant's organization is as unknown here as an id nobody has.
    const elsewhere = await (await demoCenter("oldebroek.localhost")).run((tx, base) =>
      createOrganization(tx, { ...base, name: `Elders ${f.tag}`, type: "NonProfit", status: "approved" }),
    );
    for (const organizationId of [crypto.randomUUID(), elsewhere.id]) {
      const response = await api.request("/api/v1/vacancies", { method: "POST", headers: admin, json: body({ organization_id: organizationId, title: `Onbekend ${f.tag}` }) });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual([expect.objectContaining({ code: "unknown_organization", source: { pointer: "/data/attributes/organization_id" } })]);
    }
  });

  it("refuses another center's organization of the same tenant as unknown too, not with a 403, in the request's language", async () => {
    // The users API says the same (decision 066); a 403 would tell the partner center the id is an organization here.
    for (const [acceptLanguage, detail] of [
      ["nl", "Deze organisatie bestaat niet (meer) bij deze vrijwilligerscentrale"],
      ["en", "This organization does not exist (any more) at this volunteer center"],
    ] as const) {
      const response = await api.request("/api/v1/vacancies", {
        method: "POST",
        headers: { ...partnerAdmin, "accept-language": acceptLanguage },
        host: "partner.localhost",
        json: body({ organization_id: f.otherOrganizationId, title: `Elders ${f.tag}` }),
      });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual([
        expect.objectContaining({ code: "unknown_organization", detail, source: { pointer: "/data/attributes/organization_id" } }),
      ]);
    }
  });
});

describe("PATCH, archive, restore and DELETE /api/v1/vacancies/{id}", () => {
  async function newVacancy(status: "draft" | "published" = "draft") {
    const response = await api.request("/api/v1/vacancies", {
      method: "POST",
      headers: orgUser,
      json: { data: { attributes: { organization_id: f.organizationId, title: `Levensloop ${f.tag}`, status } } },
    });
    return (await response.json()).data.id as string;
  }
  const patch = (id: string, attributes: Record<string, unknown>, headers = orgUser) =>
    api.request(`/api/v1/vacancies/${id}`, { method: "PATCH", headers, json: { data: { type: "vacancies", id, attributes } } });

  it("follows the life cycle and refuses illegal transitions with 422", async () => {
    const id = await newVacancy();
    const illegal = await patch(id, { status: "filled" });
    expect(illegal.status).toBe(422);
    expect((await illegal.json()).errors[0]).toMatchObject({ code: "invalid_transition", source: { pointer: "/data/attributes/status" } });
    for (const [acceptLanguage, detail] of [
      ["nl", "Deze statuswijziging is niet toegestaan"],
      ["en", "This status change is not allowed"],
    ] as const) {
      const said = await patch(id, { status: "filled" }, { ...orgUser, "accept-language": acceptLanguage });
      expect((await said.json()).errors).toEqual([expect.objectContaining({ code: "invalid_transition", detail, source: { pointer: "/data/attributes/status" } })]);
    }
    const published = await patch(id, { status: "published", title: `Gepubliceerd ${f.tag}`, tags: ["once"] });
    expect(published.status).toBe(200);
    expect((await published.json()).data.attributes).toMatchObject({ status: "published", tags: ["once"] });
    expect((await patch(id, { status: "filled" })).status).toBe(200);
    expect((await patch(id, { status: "published" })).status).toBe(200);
  });

  it("lets only managers change a vacancy: 403 for a visible one, 404 for an invisible one", async () => {
    const id = await newVacancy("published");
    expect((await patch(id, { title: "Niet van jou" }, volunteer)).status).toBe(403);
    expect((await patch(id, { title: "Niet van jou" }, {})).status).toBe(401);
    expect((await patch(f.otherOrgDraft, { title: "Niet van jou" })).status).toBe(404);
    expect((await patch(f.partnerDraft, { title: "Niet van jou" }, admin)).status).toBe(404);
    expect((await patch(id, { title: `Door de centrale ${f.tag}` }, admin)).status).toBe(200);
  });

  it("archives and restores to the previous status; restoring what is not archived is 422", async () => {
    const id = await newVacancy("published");
    const archived = await api.request(`/api/v1/vacancies/${id}/archive`, { method: "PUT", headers: orgUser });
    expect((await archived.json()).data.attributes).toMatchObject({ status: "archived", status_before_archive: "published" });
    const restored = await api.request(`/api/v1/vacancies/${id}/restore`, { method: "PUT", headers: orgUser });
    expect((await restored.json()).data.attributes.status).toBe("published");
    expect((await api.request(`/api/v1/vacancies/${id}/restore`, { method: "PUT", headers: orgUser })).status).toBe(422);
  });

  it("deletes softly: hidden everywhere afterwards", async () => {
    const id = await newVacancy("published");
    expect((await api.request(`/api/v1/vacancies/${id}`, { method: "DELETE", headers: volunteer })).status).toBe(403);
    expect((await api.request(`/api/v1/vacancies/${id}`, { method: "DELETE", headers: orgUser })).status).toBe(204);
    expect((await api.request(`/api/v1/vacancies/${id}`, { headers: admin })).status).toBe(404);
    expect((await api.request(`/api/v1/vacancies/${id}`, { method: "DELETE", headers: orgUser })).status).toBe(404);
    expect((await list(`filter[q]=${f.tag}&page[size]=100`, admin)).data.map((v: Resource) => v.id)).not.toContain(id);
  });
});

describe("POST /api/v1/vacancies/bulk_update", () => {
  const bulk = (body: Record<string, unknown>, headers = orgUser) => api.request("/api/v1/vacancies/bulk_update", { method: "POST", headers, json: body });

  it("previews per vacancy what would change and what cannot, without writing", async () => {
    const response = await bulk({ ids: [f.chauffeur, f.draft, f.otherOrg, f.oldebroek], changes: { status: "filled", add_tags: ["free"] }, preview: true });
    expect(response.status).toBe(200);
    const { meta } = await response.json();
    expect(meta.preview).toBe(true);
    expect(meta.summary).toEqual({ matched: 4, changed: 1, unchanged: 0, cannot: 3 });
    const byId = Object.fromEntries(meta.results.map((r: { id: string }) => [r.id, r]));
    expect(byId[f.chauffeur]).toMatchObject({ outcome: "changed", changes: { status: { from: "published", to: "filled" }, tags: { from: ["regularly"], to: ["regularly", "free"] } } });
    expect(byId[f.draft]).toMatchObject({ outcome: "cannot", reason: "invalid_transition" });
    expect(byId[f.otherOrg]).toMatchObject({ outcome: "cannot", reason: "forbidden" });
    expect(byId[f.oldebroek]).toMatchObject({ outcome: "cannot", reason: "not_found" });
    const after = await (await api.request(`/api/v1/vacancies/${f.chauffeur}`)).json();
    expect(after.data.attributes.status).toBe("published");
  });

  it("says each vacancy's reason in the request's language; the reason is the code", async () => {
    const detailsOf = async (body: Record<string, unknown>, acceptLanguage: string) => {
      const { meta } = await (await bulk({ ...body, preview: true }, { ...orgUser, "accept-language": acceptLanguage })).json();
      return Object.fromEntries(meta.results.map((r: { id: string; reason: string; detail: string }) => [r.id, [r.reason, r.detail]]));
    };
    expect(await detailsOf({ ids: [f.draft, f.otherOrg], changes: { status: "filled" } }, "nl")).toEqual({
      [f.draft]: ["invalid_transition", "Deze statuswijziging is niet toegestaan"],
      [f.otherOrg]: ["forbidden", "Je mag deze vacature niet wijzigen"],
    });
    expect(await detailsOf({ ids: [f.draft, f.otherOrg], changes: { status: "filled" } }, "en")).toEqual({
      [f.draft]: ["invalid_transition", "This status change is not allowed"],
      [f.otherOrg]: ["forbidden", "You may not change this vacancy"],
    });
    expect(await detailsOf({ ids: [f.chauffeur], changes: { action: "restore" } }, "nl")).toEqual({ [f.chauffeur]: ["invalid_transition", "Alleen een gearchiveerde vacature kun je terugzetten"] });
    expect(await detailsOf({ ids: [f.chauffeur], changes: { action: "restore" } }, "en")).toEqual({ [f.chauffeur]: ["invalid_transition", "Only an archived vacancy can be restored"] });
  });

  it("applies the changes in one go and reports per vacancy", async () => {
    const ids = [];
    for (const title of ["Bulk een", "Bulk twee"]) {
      const response = await api.request("/api/v1/vacancies", {
        method: "POST",
        headers: orgUser,
        json: { data: { attributes: { organization_id: f.organizationId, title: `${title} ${f.tag}`, status: "published", tags: ["once", "free"] } } },
      });
      ids.push((await response.json()).data.id as string);
    }
    const response = await bulk({ ids, changes: { remove_tags: ["free"], expires_at: "2031-01-01T00:00:00Z", contact_person_id: f.contactId } });
    const { meta } = await response.json();
    expect(meta.summary).toMatchObject({ matched: 2, changed: 2 });
    for (const id of ids) {
      const body = await (await api.request(`/api/v1/vacancies/${id}`)).json();
      expect(body.data.attributes).toMatchObject({ tags: ["once"], expires_at: "2031-01-01T00:00:00.000Z", contact_person_id: f.contactId });
    }
    const archived = await (await bulk({ ids, changes: { action: "archive" } })).json();
    expect(archived.meta.summary.changed).toBe(2);
    const restored = await (await bulk({ ids, changes: { action: "restore" } })).json();
    expect(restored.meta.results.map((r: { changes: { status: { to: string } } }) => r.changes.status.to)).toEqual(["published", "published"]);
  });

  it("selects by filter among what the user manages", async () => {
    const { meta } = await (await bulk({ filter: { q: f.tag, vacancy_type: "activity" }, changes: { add_tags: ["nl_doet"] }, preview: true })).json();
    expect(meta.results.map((r: { title: string }) => r.title)).toEqual([`Gastheer in het café ${f.tag}`]);
  });

  it("refuses a filter matching more vacancies than one bulk edit takes, rather than changing the first ones unsaid", async () => {
    // Before, a filter's ids were read up to the limit only: the 'too_many' refusal could not happen, and 'all
    // matching' of more than 10,000 changed the newest 10,000 and said nothing of the rest. (The limit is an input of
    // the function, so three vacancies stand for 10,001.)
    const demo = await demoCenter();
    await demo.run(async (tx, base) => {
      const member = await createUser(tx, { ...base, email: `veel-${f.tag}@demo.example`.toLowerCase(), firstName: "Vera", roles: ["organization_superuser"] });
      const organization = await createOrganization(tx, { ...base, name: `Veel ${crypto.randomUUID().slice(0, 8)}`, type: "NonProfit", status: "approved", memberIds: [member.id] });
      for (const n of [1, 2, 3]) await createVacancy(tx, { ...base, organizationId: organization.id, title: `Veel ${n}`, status: "draft" });
      const viewer = { user: await loadCurrentUser(tx, member), centerId: base.centerId, centerSharing: false };
      const body = { filter: { organization_id: organization.id }, changes: { addTags: ["free" as const] }, preview: true };
      const input = { tenantId: base.tenantId, viewer, body, filters: { organization_id: organization.id }, now: new Date() };
      await expect(bulkUpdateVacancies(tx, { ...input, limit: 2 })).rejects.toMatchObject({ status: 422, code: "too_many" });
      // The detail is a message key the errors document says in the request's language, with the limit.
      const refusal = (await bulkUpdateVacancies(tx, { ...input, limit: 2 }).catch((error: unknown) => error)) as Error;
      expect([messageText(refusal.message, "nl"), messageText(refusal.message, "en")]).toEqual(["Je kunt hoogstens 2 vacatures in één keer bewerken", "You can edit at most 2 vacancies at once"]);
      expect((await bulkUpdateVacancies(tx, { ...input, limit: 3 })).summary).toEqual({ matched: 3, changed: 3, unchanged: 0, cannot: 0 });
    });
  });

  it("says an unknown contact person in the request's language", async () => {
    for (const [acceptLanguage, detail] of [
      ["nl", "De contactpersoon moet een gebruiker van deze vrijwilligerscentrale zijn"],
      ["en", "The contact person must be a user of this volunteer center"],
    ] as const) {
      const response = await bulk({ ids: [f.chauffeur], changes: { contact_person_id: crypto.randomUUID() }, preview: true }, { ...orgUser, "accept-language": acceptLanguage });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual([expect.objectContaining({ code: "invalid_contact_person", detail, source: { pointer: "/changes/contact_person_id" } })]);
    }
  });

  it("validates the request", async () => {
    expect((await bulk({ ids: [f.chauffeur], changes: {} })).status).toBe(422);
    expect((await bulk({ changes: { status: "filled" } })).status).toBe(422);
    for (const [acceptLanguage, noChanges, statusOrAction, idsOrFilter] of [
      ["nl", "Kies minstens één wijziging", "Kies een status of een actie, niet allebei", "Geef ids of een filter, niet allebei en niet geen van beide"],
      ["en", "Choose at least one change", "Choose a status or an action, not both", "Give either ids or a filter, not both"],
    ] as const) {
      const said = async (body: Record<string, unknown>) =>
        ((await (await bulk(body, { ...orgUser, "accept-language": acceptLanguage })).json()) as { errors: Array<{ detail: string; source: unknown }> }).errors.map((e) => [e.detail, e.source]);
      expect(await said({ ids: [f.chauffeur], changes: {} })).toEqual([[noChanges, { pointer: "/data/attributes/changes" }]]);
      expect(await said({ ids: [f.chauffeur], changes: { status: "filled", action: "archive" } })).toEqual([[statusOrAction, { pointer: "/data/attributes/changes" }]]);
      expect(await said({ changes: { status: "filled" } })).toEqual([[idsOrFilter, { pointer: "/data/attributes/ids" }]]);
    }
    expect((await bulk({ ids: [f.chauffeur], changes: { status: "filled" } }, {})).status).toBe(401);
  });
});

describe("sparse fieldsets on GET /api/v1/vacancies", () => {
  it("answers only the asked attributes and relationships, per type, and still includes the organization", async () => {
    // The organization filter keeps out other files' fixtures: the search's fallback for typos likens the whole
    // query to every title, and another "Fietsmaatje Vt…" can come close enough.
    const body = await list(
      `filter[q]=Fietsmaatje ${f.tag}&filter[organization_id]=${f.organizationId}&include=organization&fields[vacancies]=title,city,organization&fields[organizations]=name`,
    );
    expect(body.data).toHaveLength(1);
    const [vacancy] = body.data;
    expect(Object.keys(vacancy.attributes).sort()).toEqual(["city", "title"]);
    expect(Object.keys(vacancy.relationships)).toEqual(["organization"]);
    expect(body.included).toEqual([
      expect.objectContaining({ type: "organizations", id: f.organizationId, attributes: { name: `Organisatie ${f.tag}` } }),
    ]);
    expect(body.included[0].relationships).toBeUndefined();

    // Without include the linkage is still there, and nothing is included.
    const linked = await list(`filter[q]=Fietsmaatje ${f.tag}&fields[vacancies]=title,organization`);
    expect(linked.data[0].relationships.organization).toEqual({ data: { type: "organizations", id: f.organizationId } });
    expect(linked.included).toBeUndefined();
  });

  it("answers the description when it is asked for, and leaves it out (unread) when not", async () => {
    const created = await api.request("/api/v1/vacancies", {
      method: "POST",
      headers: orgUser,
      json: { data: { type: "vacancies", attributes: { organization_id: f.organizationId, title: `Beschreven ${f.tag}`, description: "<p>Voorlezen op woensdag</p>" } } },
    });
    expect(created.status).toBe(201);
    const query = `filter[q]=Beschreven ${f.tag}`;
    const withDescription = await list(`${query}&fields[vacancies]=title,description`, orgUser);
    expect(withDescription.data[0].attributes).toEqual({ title: `Beschreven ${f.tag}`, description: "<p>Voorlezen op woensdag</p>" });
    const without = await list(`${query}&fields[vacancies]=title`, orgUser);
    expect(without.data[0].attributes).toEqual({ title: `Beschreven ${f.tag}` });
    const full = await list(query, orgUser);
    expect(full.data[0].attributes).toMatchObject({ description: "<p>Voorlezen op woensdag</p>", status: "draft" });
  });
});

describe("GET /api/v1/vacancy_statuses", () => {
  const statuses = async (query: string, headers: Record<string, string> = {}) => {
    const response = await api.request(`/api/v1/vacancy_statuses?${query}`, { headers });
    expect(response.status).toBe(200);
    const body = await response.json();
    return Object.fromEntries(body.data.map((s: Resource) => [s.id, s.attributes.vacancy_count]));
  };

  it("counts a manager's vacancies per status under the other filters, ignoring its own status filter", async () => {
    const counts = await statuses(`filter[q]=${f.tag}&filter[scope]=managed&filter[status]=draft`, orgUser);
    // The same numbers as the list itself, status by status.
    for (const [status, count] of Object.entries(counts)) {
      expect((await list(`filter[q]=${f.tag}&filter[scope]=managed&filter[status]=${status}&page[size]=1`, orgUser)).meta.total).toBe(count);
    }
    // The fixture has vacancies of every status but deleted (which never counts); earlier tests add more.
    expect(Object.keys(counts).sort()).toEqual(["archived", "draft", "expired", "filled", "published"]);
  });

  it("shows visitors only the published vacancies they can see", async () => {
    const visible = (await list(`filter[q]=${f.tag}&page[size]=1`)).meta.total;
    expect(await statuses(`filter[q]=${f.tag}`)).toEqual({ published: visible });
  });
});

describe("GET /api/v1/vacancy_organizations", () => {
  it("lists the organizations with published vacancies a visitor can see, with their counts (partners' too with center sharing)", async () => {
    const response = await api.request("/api/v1/vacancy_organizations");
    expect(response.status).toBe(200);
    const body = await response.json();
    const mine = body.data
      .filter((o: Resource) => String(o.attributes.name).endsWith(f.tag))
      .map((o: Resource) => [o.type, o.attributes.name, o.attributes.vacancy_count]);
    // The counts agree with the bank itself (earlier tests in this file add vacancies to the organization).
    const published = async (organizationId: string) =>
      (await list(`filter[status]=published&filter[organization_id]=${organizationId}&page[size]=1`)).meta.total;
    expect(mine).toEqual([
      ["vacancy_organizations", `Andere ${f.tag}`, await published(f.otherOrganizationId)],
      ["vacancy_organizations", `Organisatie ${f.tag}`, await published(f.organizationId)],
      ["vacancy_organizations", `Partnerorganisatie ${f.tag}`, 1],
    ]);
    expect(mine[0][2]).toBe(1);
  });

  it("counts only the matches of the other filters, and ignores its own organization filter", async () => {
    // Only what orgUser manages (this file's organization): another file's "Fietsmaatje Vt…" can be close enough for
    // the search's fallback for typos.
    const query = `filter[q]=Fietsmaatje ${f.tag}&filter[status]=published&filter[scope]=managed`;
    const response = await api.request(`/api/v1/vacancy_organizations?${encodeURI(query)}&filter[organization_id]=${f.otherOrganizationId}`, {
      headers: orgUser,
    });
    const body = await response.json();
    expect(body.data.map((o: Resource) => [o.attributes.name, o.attributes.vacancy_count])).toEqual([[`Organisatie ${f.tag}`, 1]]);
  });

  it("never shows another tenant's organizations", async () => {
    const names = (await (await api.request("/api/v1/vacancy_organizations", { host: "oldebroek.localhost" })).json()).data.map(
      (o: Resource) => o.attributes.name,
    );
    expect(names).toContain(`Oldebroekse ${f.tag}`);
    expect(names.filter((name: string) => name.endsWith(f.tag))).toEqual([`Oldebroekse ${f.tag}`]);
  });
});
