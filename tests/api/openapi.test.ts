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
