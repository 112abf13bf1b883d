import { describe, expect, it } from "vitest";
import { testApi } from "../support/api";

describe("JSON:API error documents", () => {
  it("answers an unknown API path with a 404 error document, not HTML", async () => {
    const { request } = await testApi();
    const response = await request("/api/v1/nothing-here");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/vnd.api+json");
    const body = await response.json();
    expect(body.errors[0]).toMatchObject({ status: "404", code: "not_found", title: "Not found" });
  });
});
