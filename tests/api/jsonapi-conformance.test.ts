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
    for (const list of ["/api/v1/vacancies", "/api/v1/organizations", "/api/v1/users", "/api/v1/applications", "/api/v1/forms", "/api/v1/outbox_messages", "/api/v1/social_map", "/api/v1/audit_log", "/api/v1/conversations", "/api/v1/data_viewer/tables/users/rows"]) {
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

/** Each list, its resource type, a field of it, and a filter value of the wrong type. */
const LISTS = [
  { list: "/api/v1/vacancies", type: "vacancies", field: "title", badFilter: "filter[organization_id]=nope" },
  { list: "/api/v1/organizations", type: "organizations", field: "name", badFilter: "filter[status]=bogus" },
  { list: "/api/v1/users", type: "users", field: "email", badFilter: "filter[organization_id_eq]=nope" },
  { list: "/api/v1/applications", type: "applications", field: "email", badFilter: "filter[created_from]=gisteren" },
  { list: "/api/v1/forms", type: "forms", field: "title", badFilter: "filter[access_permission]=everyone" },
  { list: "/api/v1/outbox_messages", type: "outbox_messages", field: "subject", badFilter: "filter[to]=" },
  { list: "/api/v1/social_map", type: "organizations", field: "name", badFilter: "filter[non_profit_type_id]=abc" },
  { list: "/api/v1/audit_log", type: "audit_entries", field: "action", badFilter: "filter[actor_id_eq]=nope" },
  { list: "/api/v1/profile_replies", type: "volunteer_profile_replies", field: "body", badFilter: "filter[unread]=true" },
] as const;

async function headersFor(list: string) {
  return tokenHeadersFor(list.endsWith("profile_replies") ? "volunteer@demo.example" : "admin@demo.example");
}

describe("list query parameters checked by the resource declarations (issue 11)", () => {
  it("a sparse fieldset answers only the fields asked for, on every list", async () => {
    const { request } = await testApi();
    for (const { list, type, field } of LISTS) {
      const response = await request(`${list}?fields[${type}]=${field}`, { headers: await headersFor(list) });
      expect(response.status, list).toBe(200);
      const document = (await response.json()) as { data: Array<{ type: string; attributes?: Record<string, unknown>; relationships?: unknown }> };
      for (const resource of document.data) {
        expect(Object.keys(resource.attributes ?? {}), list).toEqual([field]);
        expect(resource.relationships, list).toBeUndefined();
      }
    }
  });

  it("a fieldset of an unknown type or an unknown field is a 400 naming the parameter, on every list", async () => {
    const { request } = await testApi();
    for (const { list, type } of LISTS) {
      const headers = await headersFor(list);
      for (const [query, parameter] of [
        ["fields[bogus]=name", "fields[bogus]"],
        [`fields[${type}]=bogus`, `fields[${type}]`],
        [`fields[${type}]=id`, `fields[${type}]`],
      ] as const) {
        const response = await request(`${list}?${query}`, { headers });
        expect(response.status, `${list}?${query}`).toBe(400);
        const error = (await response.json()).errors[0];
        expect(error.code, `${list}?${query}`).toBe("invalid_fields");
        expect(error.source, `${list}?${query}`).toEqual({ parameter });
      }
    }
  });

  it("a filter value of the wrong type, a bad page number or size is a 400 naming the parameter, on every list", async () => {
    const { request } = await testApi();
    for (const { list, badFilter } of LISTS) {
      const headers = await headersFor(list);
      for (const [query, parameter] of [
        [badFilter, badFilter.split("=")[0]!],
        ["page[number]=0", "page[number]"],
        ["page[number]=eins", "page[number]"],
        ["page[size]=100001", "page[size]"],
        ["page[size]=-1", "page[size]"],
      ] as const) {
        const response = await request(`${list}?${query}`, { headers });
        expect(response.status, `${list}?${query}`).toBe(400);
        expect((await response.json()).errors[0].source, `${list}?${query}`).toEqual({ parameter });
      }
    }
  });

  it("fields of included resources are checked against their own type", async () => {
    const { request } = await testApi();
    const ok = await request("/api/v1/vacancies?include=organization&fields[organizations]=name&fields[vacancies]=title,organization&page[size]=2");
    expect(ok.status).toBe(200);
    const document = (await ok.json()) as { included?: Array<{ type: string; attributes: Record<string, unknown> }> };
    for (const included of document.included ?? []) expect(Object.keys(included.attributes)).toEqual(["name"]);
    const bad = await request("/api/v1/vacancies?include=organization&fields[organizations]=title");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].source).toEqual({ parameter: "fields[organizations]" });
  });

  it("a single resource takes sparse fieldsets too, and refuses unknown ones", async () => {
    const { request } = await testApi();
    const list = (await (await request("/api/v1/vacancies?page[size]=1")).json()) as { data: Array<{ id: string }> };
    const id = list.data[0]!.id;
    const one = (await (await request(`/api/v1/vacancies/${id}?fields[vacancies]=title,city`)).json()) as { data: { attributes: Record<string, unknown> } };
    expect(Object.keys(one.data.attributes).sort()).toEqual(["city", "title"]);
    const bad = await request(`/api/v1/vacancies/${id}?fields[vacancies]=titel`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].detail).toContain("'titel' is not a field of vacancies");
  });
});
