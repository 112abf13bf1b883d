import { beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import type { LinkedDocument, LinkedResource } from "../support/jsonapi";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";

/*
 * Resource linkage without include (decision 070): an application's `vacancy` and an organization's `address` are
 * always there as `data: {type, id}` (null for an organization without an address), and the related resource is
 * included only when asked — also where the organization itself is included below another resource.
 */
const tag = `Rl${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
const f = { organizationId: "", addressId: "", bareOrganizationId: "", vacancyId: "", applicationId: "", memberEmail: `lid-${tag}@demo.example`.toLowerCase() };

type Resource = LinkedResource;
type Document = LinkedDocument;

let api: TestApi;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await testApi();
  const demo = await demoCenter();
  await demo.run(async (tx, base) => {
    const member = await createUser(tx, { ...base, email: f.memberEmail, firstName: "Lidia", lastName: `Lid ${tag}`, roles: ["organization_superuser"] });
    const organization = await createOrganization(tx, {
      ...base,
      name: `Stichting met adres ${tag}`,
      type: "NonProfit",
      status: "approved",
      address: { street: "Dorpsstraat", houseNumber: "7", postalCode: "7311 AA", city: "Apeldoorn" },
      memberIds: [member.id],
    });
    const bare = await createOrganization(tx, { ...base, name: `Stichting zonder adres ${tag}`, type: "Company", status: "approved" });
    const vacancy = await createVacancy(tx, { ...base, organizationId: organization.id, title: `Klusser ${tag}`, status: "published" });
    Object.assign(f, { organizationId: organization.id, addressId: organization.addressId, bareOrganizationId: bare.id, vacancyId: vacancy.id });
  });
  admin = await tokenHeadersFor("admin@demo.example");
  const response = await api.request(`/api/v1/vacancies/${f.vacancyId}/applications`, {
    method: "POST",
    json: { data: { type: "applications", attributes: { name: `Rik ${tag}`, email: `rik-${tag}@example.nl`.toLowerCase(), message: "Ik kom graag" } } },
  });
  expect(response.status).toBe(201);
  f.applicationId = ((await response.json()) as { data: Resource }).data.id;
});

async function get(path: string, headers = admin): Promise<Document> {
  const response = await api.request(path, { headers });
  expect(response.status, path).toBe(200);
  // testApi checks every document against the JSON:API 1.1 validator before this reads it.
  return (await response.json()) as Document;
}

const identifiers = (resources: Resource[] | undefined) => (resources ?? []).map(({ type, id }) => ({ type, id }));

describe("an application's vacancy: linkage without include", () => {
  it("GET /applications and /applications/{id} name the vacancy and include nothing; include=vacancy includes it", async () => {
    const list = await get(`/api/v1/applications?filter[q]=${tag}`);
    const [listed] = list.data as Resource[];
    expect(listed!.id).toBe(f.applicationId);
    expect(listed!.relationships).toEqual({ vacancy: { data: { type: "vacancies", id: f.vacancyId } } });
    expect(list.included).toBeUndefined();

    const one = await get(`/api/v1/applications/${f.applicationId}`);
    expect((one.data as Resource).relationships!.vacancy).toEqual({ data: { type: "vacancies", id: f.vacancyId } });
    expect(one.included).toBeUndefined();

    const included = await get(`/api/v1/applications/${f.applicationId}?include=vacancy`);
    expect((included.data as Resource).relationships!.vacancy).toEqual({ data: { type: "vacancies", id: f.vacancyId } });
    expect(included.included).toEqual([{ type: "vacancies", id: f.vacancyId, attributes: { title: `Klusser ${tag}`, status: "published" } }]);
  });

  it("a response just made names its vacancy too", async () => {
    const response = await api.request(`/api/v1/vacancies/${f.vacancyId}/applications`, {
      method: "POST",
      json: { data: { type: "applications", attributes: { name: `Roos ${tag}`, email: `roos-${tag}@example.nl`.toLowerCase(), message: "Graag" } } },
    });
    expect(response.status).toBe(201);
    const document = (await response.json()) as Document;
    expect((document.data as Resource).relationships!.vacancy).toEqual({ data: { type: "vacancies", id: f.vacancyId } });
    expect(document.included).toBeUndefined();
  });
});

describe("an organization's address: linkage without include", () => {
  it("GET /organizations and /organizations/{id} name the address (null without one) and include nothing", async () => {
    const list = await get(`/api/v1/organizations?filter[q]=${tag}`);
    const byId = new Map((list.data as Resource[]).map((resource) => [resource.id, resource]));
    expect([...byId.keys()].sort()).toEqual([f.organizationId, f.bareOrganizationId].sort());
    expect(byId.get(f.organizationId)!.relationships!.address).toEqual({ data: { type: "addresses", id: f.addressId } });
    expect(byId.get(f.bareOrganizationId)!.relationships!.address).toEqual({ data: null });
    expect(list.included).toBeUndefined();

    const one = await get(`/api/v1/organizations/${f.organizationId}`);
    expect((one.data as Resource).relationships!.address).toEqual({ data: { type: "addresses", id: f.addressId } });
    expect(one.included).toBeUndefined();
    const bare = await get(`/api/v1/organizations/${f.bareOrganizationId}`);
    expect((bare.data as Resource).relationships!.address).toEqual({ data: null });
  });

  it("include=address includes the address with its attributes", async () => {
    const document = await get(`/api/v1/organizations/${f.organizationId}?include=address`);
    expect((document.data as Resource).relationships!.address).toEqual({ data: { type: "addresses", id: f.addressId } });
    expect(document.included).toEqual([
      { type: "addresses", id: f.addressId, attributes: { street: "Dorpsstraat", house_number: "7", postal_code: "7311 AA", city: "Apeldoorn", country: expect.anything() } },
    ]);
  });

  it("an organization included below a vacancy or a user names its address, and the address is not included", async () => {
    const vacancy = await get(`/api/v1/vacancies/${f.vacancyId}?include=organization`);
    expect(identifiers(vacancy.included)).toEqual([{ type: "organizations", id: f.organizationId }]);
    expect(vacancy.included![0]!.relationships!.address).toEqual({ data: { type: "addresses", id: f.addressId } });

    const users = await get("/api/v1/users?include=organizations&page[size]=1000", await tokenHeadersFor(f.memberEmail));
    const organization = users.included!.find((resource) => resource.type === "organizations" && resource.id === f.organizationId)!;
    expect(organization.relationships!.address).toEqual({ data: { type: "addresses", id: f.addressId } });
    expect(users.included!.filter((resource) => resource.type !== "organizations")).toEqual([]);
  });

  it("a sparse fieldset still leaves the linkage out when not asked for", async () => {
    const document = await get(`/api/v1/organizations/${f.organizationId}?fields[organizations]=name`);
    expect((document.data as Resource).relationships).toBeUndefined();
  });
});

describe("the OpenAPI document", () => {
  type Relationship = { required?: string[]; description?: string };
  type Schema = { properties: { relationships: { properties: Record<string, Relationship> } } };

  it("says an application's vacancy and an organization's address are always linked, included only when asked", async () => {
    const document = (await (await api.request("/api/docs.json")).json()) as { components: { schemas: Record<string, Schema> } };
    const { Applications, Organizations } = document.components.schemas;
    for (const relationship of [Applications!.properties.relationships.properties.vacancy!, Organizations!.properties.relationships.properties.address!]) {
      expect(relationship.required).toEqual(["data"]);
      expect(relationship.description).toMatch(/always/i);
      expect(relationship.description).toMatch(/include/);
    }
  });
});
