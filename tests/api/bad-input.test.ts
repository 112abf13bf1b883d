import { beforeAll, describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "~/api/middleware/input-guard.server";
import { testApi, tokenHeadersFor, type TestApi } from "../support/api";

/*
 * Issue 18, defect 8: bad input from outside gets a JSON:API error below 500,
 * never a crash. The cases of the review, as a table over every list.
 */
let t: TestApi;
let admin: Record<string, string>;
let formId: string;

beforeAll(async () => {
  t = await testApi();
  admin = await tokenHeadersFor("admin@demo.example");
  const form = await t.request("/api/v1/forms", {
    method: "POST",
    headers: admin,
    json: { data: { type: "forms", attributes: { title: "Fuzz", access_permission: "anonymous", questions: [{ text: "Naam", question_type: "text" }] } } },
  });
  formId = ((await form.json()) as { data: { id: string } }).data.id;
});

const LISTS = () => [
  "/api/v1/vacancies",
  "/api/v1/organizations",
  "/api/v1/users",
  "/api/v1/applications",
  "/api/v1/forms",
  `/api/v1/forms/${formId}/submissions`,
  "/api/v1/outbox_messages",
  "/api/v1/social_map",
  "/api/v1/audit_log",
  "/api/v1/profile_replies",
  "/api/v1/data_viewer/tables/users/rows",
];

type ErrorDocument = { errors: Array<{ status: string; title: string; code?: string; source?: { parameter?: string; pointer?: string } }> };

async function expectJsonApiError(response: Response, status: number | ((s: number) => boolean), label: string): Promise<ErrorDocument> {
  const ok = typeof status === "number" ? response.status === status : status(response.status);
  expect(ok, `${label}: ${response.status}`).toBe(true);
  expect(response.status, label).toBeLessThan(500);
  expect(response.headers.get("content-type"), label).toContain("application/vnd.api+json");
  const document = (await response.json()) as ErrorDocument;
  expect(document.errors.length, label).toBeGreaterThan(0);
  expect(document.errors[0], label).toMatchObject({ status: String(response.status) });
  expect(typeof document.errors[0]!.title, label).toBe("string");
  return document;
}

describe("bad query parameters on every list", () => {
  const pages = ["99999999999999999999", "1e300", "-1", "0", "1.5", "abc", "100001", "%00"];
  it.each(pages)("page[number]=%s is a 400 naming page[number]", async (value) => {
    for (const list of LISTS()) {
      const response = await t.request(`${list}?page[number]=${value}`, { headers: admin });
      const document = await expectJsonApiError(response, 400, `${list} page[number]=${value}`);
      if (value !== "%00") expect(document.errors[0]!.source?.parameter, list).toBe("page[number]");
    }
  });

  it("page[size] out of range is a 400 naming page[size]", async () => {
    for (const list of LISTS()) {
      const document = await expectJsonApiError(await t.request(`${list}?page[size]=99999999999999999999`, { headers: admin }), 400, list);
      expect(document.errors[0]!.source?.parameter).toBe("page[size]");
    }
  });

  it("a NUL byte in a filter is a 400 naming the parameter", async () => {
    for (const list of LISTS()) {
      for (const filter of ["q", "to"]) {
        const document = await expectJsonApiError(await t.request(`${list}?filter[${filter}]=a%00b`, { headers: admin }), 400, `${list} filter[${filter}]`);
        expect(document.errors[0]!.source?.parameter).toBe(`filter[${filter}]`);
      }
    }
  });

  it("anonymous lists answer the same way", async () => {
    for (const list of ["/api/v1/vacancies", "/api/v1/social_map"]) {
      await expectJsonApiError(await t.request(`${list}?page[number]=1e300`), 400, list);
    }
  });
});

describe("bad paths", () => {
  it("a path of invalid percent-encoding is a JSON:API 400", async () => {
    for (const path of ["/api/v1/vacancies/%C0%AE%C0%AE", "/api/v1/organizations/%E0%A4%A", "/api/v1/users/%"]) {
      await expectJsonApiError(await t.request(path, { headers: admin }), 400, path);
    }
  });
});

describe("bad bodies", () => {
  it("NUL characters in bodies are a 400, in JSON and in forms", async () => {
    await expectJsonApiError(await t.request("/auth/password", { method: "POST", json: { email: "a\u0000@example.nl" } }), 400, "reset json");
    await expectJsonApiError(
      await t.request("/auth/password", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a%00b%40example.nl" }),
      400,
      "reset form",
    );
    await expectJsonApiError(
      await t.request("/api/v1/forms", { method: "POST", headers: admin, json: { data: { type: "forms", attributes: { title: "Titel\u0000", access_permission: "anonymous" } } } }),
      400,
      "form title",
    );
    await expectJsonApiError(await t.request("/api/v1/vacancies/bulk_update", { method: "POST", headers: admin, json: { "key\u0000": 1 } }), 400, "key");
  });

  it("deeply nested JSON is a 400, not a stack overflow", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const nested = `{"data":${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}}`;
    for (const body of [deep, nested]) {
      await expectJsonApiError(
        await t.request("/api/v1/vacancies/bulk_update", { method: "POST", headers: { ...admin, "content-type": "application/json" }, body }),
        400,
        "nested",
      );
    }
  });

  it("a null body or malformed JSON is a 4xx JSON:API error", async () => {
    const profile = await t.request("/api/v1/volunteer_centers/current/profile", { method: "PATCH", headers: { ...admin, "content-type": "application/json" }, body: "null" });
    await expectJsonApiError(profile, (s) => s === 400 || s === 422, "profile null");
    for (const body of ["{", "[1,", '{"data": ', "\u0000"]) {
      await expectJsonApiError(await t.request("/api/v1/vacancies/bulk_update", { method: "POST", headers: { ...admin, "content-type": "application/json" }, body }), 400, body);
    }
  });

  it(`a body over ${API_BODY_LIMIT_BYTES} bytes is a 413, also anonymously on a public form`, async () => {
    const big = JSON.stringify({ data: { type: "form_submissions", attributes: { answers: { x: "a".repeat(30 * 1024 * 1024) } } } });
    const response = await t.request(`/api/v1/public_forms/x/submissions`, { method: "POST", headers: { "content-type": "application/json" }, body: big });
    await expectJsonApiError(response, 413, "30 MB");
    const justOver = await t.request("/api/v1/registrations", { method: "POST", headers: { "content-type": "application/json" }, body: " ".repeat(API_BODY_LIMIT_BYTES + 1) });
    await expectJsonApiError(justOver, 413, "just over");
  });
});

describe("issue 16: what a client sends wrong, it is told in words", () => {
  type Errors = { errors: Array<{ status: string; code: string; detail: string; source?: { pointer?: string } }> };

  it("a validation error names the problem in the request's language, never a message key", async () => {
    const dutch = await t.request("/api/v1/forms", { method: "POST", headers: admin, json: { data: { type: "forms", attributes: {} } } });
    expect(dutch.status).toBe(422);
    const { errors } = (await dutch.json()) as Errors;
    expect(errors).toContainEqual(expect.objectContaining({ detail: "Dit veld is verplicht", source: { pointer: "/data/attributes/title" } }));
    expect(JSON.stringify(errors)).not.toMatch(/validation\./);

    const english = await t.request("/api/v1/vacancies", {
      method: "POST",
      headers: { ...admin, "accept-language": "en-GB,en;q=0.9" },
      json: { data: { type: "vacancies", attributes: { title: "x" } } },
    });
    expect(english.status).toBe(422);
    const body = (await english.json()) as Errors;
    expect(body.errors).toContainEqual(expect.objectContaining({ detail: "Enter at least 3 characters", source: { pointer: "/data/attributes/title" } }));
    expect(JSON.stringify(body)).not.toMatch(/validation\./);
  });

  it("a document of another type than the endpoint's is a 409 on /data/type, and nothing is made", async () => {
    const before = ((await (await t.request("/api/v1/forms?page[size]=1", { headers: admin })).json()) as { meta: { total_count?: number; total?: number } }).meta;
    const created = await t.request("/api/v1/forms", { method: "POST", headers: admin, json: { data: { type: "vacancies", attributes: { title: "Not a form" } } } });
    expect(created.status).toBe(409);
    const { errors } = (await created.json()) as Errors;
    expect(errors[0]).toMatchObject({ status: "409", code: "type_mismatch", source: { pointer: "/data/type" } });
    const after = ((await (await t.request("/api/v1/forms?page[size]=1", { headers: admin })).json()) as { meta: unknown }).meta;
    expect(after).toEqual(before);

    const updated = await t.request(`/api/v1/forms/${formId}`, { method: "PATCH", headers: admin, json: { data: { type: "users", id: formId, attributes: { title: "Renamed" } } } });
    expect(updated.status).toBe(409);
    // The right type, or the attributes alone (as the spec's own client sends them), still work.
    const renamed = await t.request(`/api/v1/forms/${formId}`, { method: "PATCH", headers: admin, json: { data: { type: "forms", id: formId, attributes: { title: "Fuzz 2" } } } });
    expect(renamed.status).toBe(200);
    const plain = await t.request(`/api/v1/forms/${formId}`, { method: "PATCH", headers: admin, json: { title: "Fuzz 3" } });
    expect(plain.status).toBe(200);
  });
});
