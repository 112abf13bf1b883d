import { describe, expect, it } from "vitest";
import { testApi, tokenHeadersFor } from "../support/api";

/*
 * Issue 11, conformance: every document says `jsonapi: {version: "1.1"}` and
 * is valid JSON:API (tests/support/api.ts checks every answer of every API
 * test); lists carry pagination links that keep filters, sorts, includes and
 * sparse fieldsets.
 */
type ListDocument = { data: Array<{ id: string }>; meta: { total: number; page_count: number }; links: Record<string, string | undefined>; jsonapi: { version: string } };

describe("pagination links", () => {
  it("lead through a list page by page, keeping filter, sort, include and fields", async () => {
    const { request } = await testApi();
    const query = "filter[q]=fiets&sort=title&include=organization&fields[vacancies]=title,organization&page[size]=1";
    const first = (await (await request(`/api/v1/vacancies?${query}`)).json()) as ListDocument;
    expect(first.jsonapi).toEqual({ version: "1.1" });
    expect(first.meta.total).toBeGreaterThan(1);
    const self = new URL(first.links.self!, "http://localhost");
    for (const [name, value] of [["filter[q]", "fiets"], ["sort", "title"], ["include", "organization"], ["fields[vacancies]", "title,organization"], ["page[size]", "1"], ["page[number]", "1"]]) {
      expect(self.searchParams.get(name!), name).toBe(value);
    }
    expect(first.links.prev).toBeUndefined();
    expect(new URL(first.links.last!, "http://localhost").searchParams.get("page[number]")).toBe(String(first.meta.page_count));

    const second = (await (await request(first.links.next!)).json()) as ListDocument;
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
    expect(new URL(second.links.prev!, "http://localhost").searchParams.get("page[number]")).toBe("1");
    const last = (await (await request(first.links.last!)).json()) as ListDocument;
    expect(last.links.next).toBeUndefined();
  });

  it("are on every list", async () => {
    const { request } = await testApi();
    const admin = await tokenHeadersFor("admin@demo.example");
    for (const list of ["/api/v1/vacancies", "/api/v1/organizations", "/api/v1/users", "/api/v1/applications", "/api/v1/forms", "/api/v1/outbox_messages", "/api/v1/social_map", "/api/v1/audit_log"]) {
      const document = (await (await request(list, { headers: admin })).json()) as ListDocument;
      expect(document.links.self, list).toMatch(/page\[number\]=1/);
      expect(document.links.first, list).toBeDefined();
      expect(document.links.last, list).toBeDefined();
    }
  });
});

describe("error documents", () => {
  it("say their JSON:API version too", async () => {
    const { request } = await testApi();
    const response = await request("/api/v1/vacancies?page[number]=0");
    expect(response.status).toBe(400);
    expect((await response.json()).jsonapi).toEqual({ version: "1.1" });
  });
});

describe("content negotiation (JSON:API 1.1)", () => {
  it("answers 415 to a JSON:API body with a media type parameter other than ext or profile", async () => {
    const { request } = await testApi();
    const body = JSON.stringify({ data: { type: "registrations", attributes: {} } });
    const refused = await request("/api/v1/registrations", { method: "POST", headers: { "content-type": "application/vnd.api+json; charset=utf-8" }, body });
    expect(refused.status).toBe(415);
    expect((await refused.json()).errors[0].source).toEqual({ header: "Content-Type" });
    const profiled = await request("/api/v1/registrations", {
      method: "POST",
      headers: { "content-type": 'application/vnd.api+json; profile="https://example.com/p"' },
      body,
    });
    expect(profiled.status).not.toBe(415);
  });

  it("answers 406 when every accepted JSON:API media type has an unknown parameter, and serves the others", async () => {
    const { request } = await testApi();
    expect((await request("/api/v1/vacancies", { headers: { accept: "application/vnd.api+json; version=2" } })).status).toBe(406);
    expect((await request("/api/v1/vacancies", { headers: { accept: "application/vnd.api+json; version=2, application/vnd.api+json" } })).status).toBe(200);
    expect((await request("/api/v1/vacancies", { headers: { accept: "application/vnd.api+json; version=2, application/json" } })).status).toBe(200);
    expect((await request("/api/v1/vacancies", { headers: { accept: 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"' } })).status).toBe(200);
  });
});

describe("unknown query parameters of a list", () => {
  it("are a 400 naming the parameter: filter, sort and include (issue 11)", async () => {
    const { request } = await testApi();
    const admin = await tokenHeadersFor("admin@demo.example");
    const lists = ["/api/v1/vacancies", "/api/v1/organizations", "/api/v1/users", "/api/v1/applications", "/api/v1/forms", "/api/v1/outbox_messages", "/api/v1/social_map", "/api/v1/audit_log", "/api/v1/profile_replies"];
    for (const list of lists) {
      for (const [query, parameter] of [
        ["filter[bogus]=1", "filter[bogus]"],
        ["sort=bogus", "sort"],
        ["include=bogus", "include"],
      ] as const) {
        const response = await request(`${list}?${query}`, { headers: list.endsWith("profile_replies") ? await tokenHeadersFor("volunteer@demo.example") : admin });
        expect(response.status, `${list}?${query}`).toBe(400);
        expect((await response.json()).errors[0].source, `${list}?${query}`).toEqual({ parameter });
      }
    }
  });
});
