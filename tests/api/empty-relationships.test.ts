import { Jsona } from "jsona";
import { Validator } from "jsonapi-validator";
import { deserialise } from "kitsu-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import type { LinkedDocument, LinkedResource } from "../support/jsonapi";
import { demoCenter, testApi, type TestApi } from "../support/api";

/*
 * JSON:API 1.1 resource linkage: a to-one relationship the resource type declares and that has no resource is
 * `data: null` (not left out), so stock clients see "none" rather than "not said"; an empty to-many is `data: []`.
 * Profile replies without a sender: profile-reply-relationships.test.ts.
 */
const tag = `Er${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
const f = { bare: "", withContact: "", contactId: "", organizationId: "", bareOrganizationId: "" };

type Resource = LinkedResource;
type Document = LinkedDocument;

let api: TestApi;

beforeAll(async () => {
  api = await testApi();
  const demo = await demoCenter();
  await demo.run(async (tx, base) => {
    // No address, no non-profit profile, no vacancies.
    const bareOrganization = await createOrganization(tx, { ...base, name: `Kale stichting ${tag}`, type: "Company", status: "approved" });
    const organization = await createOrganization(tx, { ...base, name: `Stichting met vacatures ${tag}`, type: "Company", status: "approved" });
    const contact = await createUser(tx, { ...base, email: `contact-${tag}@demo.example`.toLowerCase(), firstName: "Cor", lastName: `Contact ${tag}` });
    const vacancy = (title: string, contactPersonId: string | null) =>
      createVacancy(tx, { ...base, organizationId: organization.id, contactPersonId, title: `${title} ${tag}`, status: "published" }).then((v) => v.id);
    f.bare = await vacancy("Zonder contactpersoon", null);
    f.withContact = await vacancy("Met contactpersoon", contact.id);
    Object.assign(f, { contactId: contact.id, organizationId: organization.id, bareOrganizationId: bareOrganization.id });
  });
});

async function get(path: string): Promise<Document> {
  const response = await api.request(path);
  expect(response.status).toBe(200);
  const document = (await response.json()) as Document;
  // testApi validates every document already; said here too, as these are the documents with null linkage.
  expect(new Validator().isValid(document)).toBe(true);
  return document;
}

describe("empty to-one relationships are data: null", () => {
  it("vacancies: a vacancy without a contact person says so, loaded or not; one with a contact person keeps the linkage", async () => {
    const bare = (await get(`/api/v1/vacancies/${f.bare}`)).data as Resource;
    expect(bare.relationships).toEqual({
      organization: { data: { type: "organizations", id: f.organizationId } },
      contact_person: { data: null },
    });
    const included = await get(`/api/v1/vacancies/${f.bare}?include=organization,contact_person`);
    expect((included.data as Resource).relationships!.contact_person).toEqual({ data: null });
    expect(included.included!.map(({ type, id }) => ({ type, id }))).toEqual([{ type: "organizations", id: f.organizationId }]);

    const list = await get(`/api/v1/vacancies?filter[q]=${tag}&include=contact_person`);
    const byId = new Map((list.data as Resource[]).map((resource) => [resource.id, resource]));
    expect(byId.get(f.bare)!.relationships!.contact_person).toEqual({ data: null });
    expect(byId.get(f.withContact)!.relationships!.contact_person).toEqual({ data: { type: "users", id: f.contactId } });
    expect(list.included!.map(({ type, id }) => ({ type, id }))).toEqual([{ type: "users", id: f.contactId }]);
    expect(list.links).toMatchObject({ self: expect.stringContaining("/api/v1/vacancies?"), first: expect.any(String), last: expect.any(String) });
  });

  it("organizations: no address and no profile are null, no vacancies an empty list", async () => {
    const document = await get(`/api/v1/organizations?filter[q]=${tag}&include=address,profile,vacancies`);
    const organizations = document.data as Resource[];
    expect(organizations.map((organization) => organization.id).sort()).toEqual([f.bareOrganizationId, f.organizationId].sort());
    for (const organization of organizations) {
      expect(organization.relationships).toMatchObject({ address: { data: null }, profile: { data: null } });
    }
    const bare = organizations.find((organization) => organization.id === f.bareOrganizationId)!;
    expect(bare.relationships!.vacancies).toEqual({ data: [] });
    // Only the other organization's two vacancies are included: nothing for the empty relationships.
    expect(document.included!.map(({ type, id }) => ({ type, id }))).toEqual(
      expect.arrayContaining([{ type: "vacancies", id: f.bare }, { type: "vacancies", id: f.withContact }]),
    );
    expect(document.included).toHaveLength(2);
  });

  it("stock clients deserialize the empty relationship as none: jsona as null, kitsu as a relationship without data", async () => {
    const document = await get(`/api/v1/vacancies/${f.bare}?include=organization,contact_person`);
    const jsona = new Jsona().deserialize(structuredClone(document) as never) as Record<string, unknown>;
    expect(jsona).toHaveProperty("contact_person", null);
    expect(jsona.organization).toMatchObject({ type: "organizations", id: f.organizationId, name: `Stichting met vacatures ${tag}` });

    const kitsu = deserialise(structuredClone(document)) as { data: Record<string, unknown> };
    expect(kitsu.data).toHaveProperty("contact_person");
    expect(kitsu.data.contact_person).toEqual({});
    expect(kitsu.data.organization).toMatchObject({ data: { type: "organizations", id: f.organizationId, name: `Stichting met vacatures ${tag}` } });
  });
});

describe("the OpenAPI document", () => {
  type Schema = { properties: { relationships: { properties: Record<string, { required?: string[]; properties: { data: Record<string, unknown> } }> } } };

  it("describes the linkage of every declared relationship as always there: nullable for to-one, a list for to-many", async () => {
    const document = (await (await api.request("/api/docs.json")).json()) as { components: { schemas: Record<string, Schema> } };
    const { Vacancies, Organizations, VolunteerProfileReplies } = document.components.schemas;
    const identifier = (type: string) => ({ type: "object", required: ["type", "id"], properties: { type: { const: type }, id: { type: "string" } } });
    expect(Vacancies!.properties.relationships.properties.contact_person).toEqual({
      type: "object",
      // Given without include too (decision 070).
      description: expect.stringMatching(/^Always given/),
      required: ["data"],
      properties: { data: { oneOf: [identifier("users"), { type: "null" }] } },
    });
    expect(Organizations!.properties.relationships.properties.address!.properties.data).toEqual({ oneOf: [identifier("addresses"), { type: "null" }] });
    expect(Organizations!.properties.relationships.properties.vacancies).toEqual({
      type: "object",
      required: ["data"],
      properties: { data: { type: "array", items: identifier("vacancies") } },
    });
    expect(VolunteerProfileReplies!.properties.relationships.properties.sender_user!.required).toEqual(["data"]);
  });
});
