import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "~/api/openapi.server";
import { testApi } from "../support/api";

/* Issue 11: the OpenAPI 3.1 document for integrators, served at /api/docs(.json). */
describe("GET /api/docs.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const { request } = await testApi();
    const response = await request("/api/docs.json");
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("documents every route of the API app, the devise endpoints and the tenant headers of spec §7", async () => {
    const t = await testApi();
    const document = await (await t.request("/api/docs.json")).json();
    const routes = apiRoutes(t.api);
    expect(routes.length).toBeGreaterThan(50);
    for (const { method, path } of routes) {
      const documented = path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      expect(document.paths[documented]?.[method], `${method} ${path}`).toBeDefined();
    }
    for (const devise of ["/auth/sign_in", "/auth/sign_out", "/auth/password", "/auth/validate_token"]) expect(document.paths[devise], devise).toBeDefined();
    const headers = Object.values(document.components.parameters as Record<string, { name: string; in: string }>)
      .filter((p) => p.in === "header")
      .map((p) => p.name);
    expect(headers).toEqual(expect.arrayContaining(["X-Tenant", "Volunteer-Center-Id", "Current-Organization-Id", "App-Context"]));
    expect(Object.keys(document.components.securitySchemes)).toEqual(["accessToken", "client", "uid"]);
  });
});

describe("GET /api/docs", () => {
  it("is a readable page in the visitor's language, linking the JSON", async () => {
    const { request } = await testApi();
    const nl = await (await request("/api/docs")).text();
    expect(nl).toContain('<html lang="nl">');
    expect(nl).toContain("/api/v1/vacancies/{id}");
    expect(nl).toContain('href="/api/docs.json"');
    const en = await (await request("/api/docs", { headers: { "accept-language": "en-GB,en;q=0.9" } })).text();
    expect(en).toContain("Volunteerly API for integrations");
  });
});

describe("the resources in the OpenAPI document (issue 11: made from the declarations)", () => {
  type Parameter = { name?: string; schema?: { enum?: string[]; maximum?: number } };
  type Document = {
    paths: Record<string, Record<string, { parameters: Parameter[]; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, { content?: Record<string, { schema: { properties?: { data?: unknown } } }> }> }>>;
    components: { schemas: Record<string, { properties: { type: { const: string }; attributes: { properties: Record<string, unknown> }; relationships?: { properties: Record<string, unknown> } } }> };
  };

  it("describes each resource's attributes and relationships", async () => {
    const { request } = await testApi();
    const document = (await (await request("/api/docs.json")).json()) as Document;
    const vacancies = document.components.schemas.Vacancies!;
    expect(vacancies.properties.type.const).toBe("vacancies");
    expect(Object.keys(vacancies.properties.attributes.properties)).toEqual(expect.arrayContaining(["title", "expires_at", "organization_id", "vacancy_type"]));
    expect(Object.keys(vacancies.properties.relationships!.properties)).toEqual(["organization", "contact_person"]);
    const organizations = document.components.schemas.Organizations!;
    expect(organizations.properties.attributes.properties).toHaveProperty("organization_type");
    expect(organizations.properties.attributes.properties).not.toHaveProperty("type");
    for (const name of ["Users", "Roles", "Forms", "FormQuestions", "Applications", "InternalNotes", "VolunteerCenters", "VolunteerCenterProfiles", "AuditEntries", "OutboxMessages"]) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
  });

  it("gives each list its own filters, sorts, includes, fieldsets and page size limit, and its resource as data", async () => {
    const { request } = await testApi();
    const document = (await (await request("/api/docs.json")).json()) as Document;
    const list = document.paths["/api/v1/vacancies"]!.get!;
    const names = list.parameters.map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(["filter[q]", "filter[status]", "filter[organization_id]", "include", "fields[vacancies]", "fields[organizations]", "fields[users]", "sort", "page[number]", "page[size]"]));
    expect(names).not.toContain("filter");
    expect(list.parameters.find((parameter) => parameter.name === "sort")!.schema!.enum).toEqual(["relevance", "-created_at", "created_at", "expires_at", "-expires_at", "title", "-title"]);
    expect(list.parameters.find((parameter) => parameter.name === "page[size]")!.schema!.maximum).toBe(100);
    expect(list.responses["200"]!.content!["application/vnd.api+json"]!.schema.properties!.data).toEqual({ type: "array", items: { $ref: "#/components/schemas/Vacancies" } });
    const one = document.paths["/api/v1/organizations/{id}"]!.get!;
    expect(one.responses["200"]!.content!["application/vnd.api+json"]!.schema.properties!.data).toEqual({ $ref: "#/components/schemas/Organizations" });
  });

  it("gives writes the body their route validates, in the names clients send", async () => {
    const { request } = await testApi();
    const document = (await (await request("/api/docs.json")).json()) as Document;
    const create = document.paths["/api/v1/organizations"]!.post!.requestBody!.content["application/vnd.api+json"]!.schema;
    expect(JSON.stringify(create)).toContain('"organization_type"');
    const vacancy = document.paths["/api/v1/vacancies"]!.post!.requestBody!.content["application/vnd.api+json"]!.schema;
    const attributes = (vacancy as { properties: { data: { properties: { attributes: { properties: Record<string, unknown> } } } } }).properties.data.properties.attributes;
    expect(Object.keys(attributes.properties)).toEqual(expect.arrayContaining(["title", "organization_id", "expires_at"]));
    expect(Object.keys(attributes.properties).some((name) => /[A-Z]/.test(name))).toBe(false);
    expect(document.paths["/api/v1/vacancies/{id}"]!.patch!.requestBody).toBeDefined();
    expect(document.paths["/api/v1/vacancies/bulk_update"]!.post!.requestBody).toBeDefined();
    // An invitation's language (decision 076), from the users resource's create schema.
    const invitation = document.paths["/api/v1/users"]!.post!.requestBody!.content["application/vnd.api+json"]!.schema;
    const invited = (invitation as { properties: { data: { properties: { attributes: { properties: Record<string, unknown>; required?: string[] } } } } }).properties.data.properties.attributes;
    expect(invited.properties.locale).toMatchObject({ enum: ["nl", "en"] });
    expect(invited.required ?? []).not.toContain("locale");
  });
});
