import { afterAll, describe, expect, it } from "vitest";
import { testApi, tokenHeadersFor } from "../support/api";

/*
 * HTTP caching of the API (issue 10): public reads revalidate by ETag; answers
 * to credentials, writes and errors are never stored; Vary names every header
 * that changes an answer, so a shared cache cannot hand one tenant's or one
 * user's answer to another.
 */
const centerPath = "/api/v1/volunteer_centers/current?include=profile";
const profile = (primary: string) => ({ data: { type: "volunteer_center_profiles", attributes: { primary_color: primary } } });

async function changeColour(primary: string) {
  const { request } = await testApi();
  const response = await request("/api/v1/volunteer_centers/current/profile", {
    method: "PATCH",
    host: "partner.localhost",
    headers: await tokenHeadersFor("admin@partner.example", "partner.localhost"),
    json: profile(primary),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
}

describe("HTTP caching of the API", () => {
  afterAll(() => changeColour("#1d4ed8"));

  it("gives a public read an ETag and answers 304 without a body while it still matches", async () => {
    const { request } = await testApi();
    const first = await request(centerPath, { host: "partner.localhost" });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const name of ["X-Tenant", "Volunteer-Center-Id", "Accept-Language", "access-token", "uid"]) expect(first.headers.get("vary")).toContain(name);

    const again = await request(centerPath, { host: "partner.localhost", headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("answers in full with a new ETag once the data changed", async () => {
    const { request } = await testApi();
    await changeColour("#0e7490");
    const before = (await request(centerPath, { host: "partner.localhost" })).headers.get("etag")!;
    await changeColour("#a21caf");
    const after = await request(centerPath, { host: "partner.localhost", headers: { "If-None-Match": before } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
    expect(JSON.stringify(await after.json())).toContain("#a21caf");
  });

  it("never lets anything store an answer to credentials, which carries a rotated token", async () => {
    const { request } = await testApi();
    const response = await request("/api/v1/current_user", { headers: await tokenHeadersFor("volunteer@demo.example") });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
  });

  it("does not cache errors", async () => {
    const { request } = await testApi();
    const missing = await request("/api/v1/vacancies/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    expect(missing.headers.get("etag")).toBeNull();
  });
});
