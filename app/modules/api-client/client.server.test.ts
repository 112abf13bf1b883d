import { describe, expect, it } from "vitest";
import { ApiClient, apiFieldErrors, asApiError, lastSegmentField, statusCounts } from "./client.server";

/** A scripted API answering with the given statuses in turn; records what it was sent. */
function scripted(statuses: number[]) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    const status = statuses[Math.min(requests.length - 1, statuses.length - 1)]!;
    return new Response(status < 400 ? JSON.stringify({ data: null }) : JSON.stringify({ errors: [{ status: String(status), code: "x", detail: "d" }] }), { status });
  };
  return { fetch, requests };
}

const client = (fetch: (request: Request) => Promise<Response>) =>
  new ApiClient({
    fetch,
    baseUrl: "http://api.internal",
    tenant: "oldebroek",
    appContext: "gelderland",
    volunteerCenterId: "center-1",
    currentOrganizationId: "org-1",
    credentials: { accessToken: "tok", client: "cli", uid: "anne@demo.example" },
  });

describe("ApiClient retries (spec §7)", () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a GET once on %i", async (status) => {
    const api = scripted([status, 200]);
    await client(api.fetch).get("/api/v1/users");
    expect(api.requests).toHaveLength(2);
  });

  it("gives up after one retry", async () => {
    const api = scripted([503, 503, 200]);
    const thrown = await client(api.fetch).get("/api/v1/users").catch((e: unknown) => e);
    expect(asApiError(thrown)?.status).toBe(503);
    expect(api.requests).toHaveLength(2);
  });

  it("does not retry other statuses", async () => {
    const api = scripted([404, 200]);
    await client(api.fetch).get("/api/v1/users").catch(() => null);
    expect(api.requests).toHaveLength(1);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("never retries a %s", async (method) => {
    const api = scripted([503, 200]);
    await client(api.fetch).request(method, "/api/v1/users", { body: {} }).catch(() => null);
    expect(api.requests).toHaveLength(1);
  });
});

describe("ApiClient headers and bodies", () => {
  it("sends the tenant, context, center, organization and auth headers", async () => {
    const api = scripted([200]);
    await client(api.fetch).get("/api/v1/current_user");
    const headers = api.requests[0]!.headers;
    expect(Object.fromEntries(["x-tenant", "app-context", "volunteer-center-id", "current-organization-id", "access-token", "client", "uid"].map((h) => [h, headers.get(h)]))).toEqual({
      "x-tenant": "oldebroek",
      "app-context": "gelderland",
      "volunteer-center-id": "center-1",
      "current-organization-id": "org-1",
      "access-token": "tok",
      client: "cli",
      uid: "anne@demo.example",
    });
  });

  it("sends bodies in snake_case", async () => {
    const api = scripted([200]);
    await client(api.fetch).patch("/api/v1/current_user", { body: { user: { firstName: "Anne", digestDays: [1, 3] } } });
    expect(await api.requests[0]!.json()).toEqual({ user: { first_name: "Anne", digest_days: [1, 3] } });
  });

  it("keeps the token on a batch answer and stores a rotated one", async () => {
    const answers = [
      new Response("{}", { headers: { "access-token": " ", client: "cli", uid: "anne@demo.example", expiry: " " } }),
      new Response("{}", { headers: { "access-token": "new", client: "cli", uid: "anne@demo.example", expiry: "1900000000" } }),
    ];
    const stored: string[] = [];
    const api = new ApiClient({
      fetch: async () => answers.shift()!,
      baseUrl: "http://api.internal",
      tenant: "public",
      credentials: { accessToken: "tok", client: "cli", uid: "anne@demo.example" },
      onCredentials: (c) => stored.push(c.accessToken),
    });
    await api.request("GET", "/x");
    expect(api.currentCredentials?.accessToken).toBe("tok");
    await api.request("GET", "/x");
    expect(api.currentCredentials?.accessToken).toBe("new");
    expect(stored).toEqual(["new"]);
  });
});

describe("ApiClient lists", () => {
  it("reads a page's rows, total and page count, and hands back the document's meta", async () => {
    const document = {
      data: [{ type: "organizations", id: "1", attributes: { name: "Buurtkracht" } }],
      meta: { total: 21, page_size: 20, page_number: 2, page_count: 2, status_counts: { approved: 20, pending: 1 } },
    };
    const page = await client(async () => new Response(JSON.stringify(document))).getPage<{ type: string; id: string; name: string }>("/api/v1/organizations");
    expect(page.rows).toEqual([{ type: "organizations", id: "1", name: "Buurtkracht" }]);
    expect(page).toMatchObject({ total: 21, pageCount: 2, meta: { pageNumber: 2, statusCounts: { approved: 20, pending: 1 } } });
  });

  it("counts every status it is given from meta.statusCounts, 0 where the API counted none or sent no counts", () => {
    const statuses = ["approved", "pending", "denied"] as const;
    expect(statusCounts({ statusCounts: { pending: 3, approved: 5, deleted: 2 } }, statuses)).toEqual({ approved: 5, pending: 3, denied: 0 });
    expect(statusCounts({ total: 0 }, statuses)).toEqual({ approved: 0, pending: 0, denied: 0 });
  });
});

describe("API errors by form field", () => {
  it("reads an attribute's field from its pointer, and no field from the resource or its attributes as a whole", () => {
    expect(lastSegmentField("/data/attributes/first_name")).toBe("firstName");
    expect(lastSegmentField("/data/relationships/organization")).toBe("organization");
    expect(lastSegmentField("/data/attributes")).toBe("");
    expect(lastSegmentField("/data")).toBe("");
    expect(lastSegmentField(undefined)).toBe("");
    const error = {
      status: 422,
      code: "validation_failed",
      errors: [
        { code: "too_small", detail: "validation.required", source: { pointer: "/data/attributes/first_name" } },
        { code: "unrecognized_keys", detail: 'Unrecognized key: "colour"', source: { pointer: "/data/attributes" } },
      ],
    } as unknown as Parameters<typeof apiFieldErrors>[0];
    expect(apiFieldErrors(error)).toEqual({ firstName: ["validation.required"] });
  });
});
