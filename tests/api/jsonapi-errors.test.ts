import { describe, expect, it } from "vitest";
import { testApi, tokenHeadersFor } from "../support/api";

describe("JSON:API error documents", () => {
  it("answers an unknown API path with a 404 error document, not HTML", async () => {
    const { request } = await testApi();
    const response = await request("/api/v1/nothing-here");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/vnd.api+json");
    const body = await response.json();
    expect(body.errors[0]).toMatchObject({ status: "404", code: "not_found", title: "Not found" });
  });

  it("says an issue whose schema names no message in the request's language, not in zod's English (decision 065)", async () => {
    // settings' p2p is a plain z.boolean(): a string was "Invalid input: expected boolean, received string".
    const { request } = await testApi();
    const host = "partner.localhost";
    const patch = async (language: string, attributes: Record<string, unknown> = { p2p: "ja" }) =>
      request("/api/v1/volunteer_centers/current/settings", {
        method: "PATCH",
        host,
        headers: { ...(await tokenHeadersFor("admin@partner.example", host)), "Accept-Language": language },
        json: { data: { type: "volunteer_center_settings", attributes } },
      });
    const dutch = await patch("nl");
    expect(dutch.status).toBe(422);
    expect(dutch.headers.get("content-type")).toContain("application/vnd.api+json");
    expect((await dutch.json()).errors).toEqual([
      { status: "422", code: "invalid_type", title: "Invalid attribute", detail: "Dit veld is niet geldig", source: { pointer: "/data/attributes/p2p" } },
    ]);
    const english = await patch("en");
    expect((await english.json()).errors).toEqual([
      { status: "422", code: "invalid_type", title: "Invalid attribute", detail: "This field is not valid", source: { pointer: "/data/attributes/p2p" } },
    ]);
    // An attribute the resource does not have: named as zod named it, no key of ours could say which.
    const unknown = await patch("nl", { p2p: true, colour: "red" });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors).toEqual([expect.objectContaining({ status: "422", code: "unrecognized_keys", detail: 'Unrecognized key: "colour"', source: { pointer: "/data/attributes" } })]);
  });

  it("reads Accept-Language by its weights, as mail does (one parser): the most wanted language we speak, q=0 never", async () => {
    // The API's own parser took the first tag it knew, whatever its weight: `en;q=0.1, nl;q=0.9` answered in English.
    const { request } = await testApi();
    const host = "partner.localhost";
    const headers = await tokenHeadersFor("admin@partner.example", host);
    const detailIn = async (language: string) => {
      const response = await request("/api/v1/volunteer_centers/current/settings", {
        method: "PATCH",
        host,
        headers: { ...headers, "Accept-Language": language },
        json: { data: { type: "volunteer_center_settings", attributes: { p2p: "ja" } } },
      });
      expect(response.status).toBe(422);
      return ((await response.json()) as { errors: { detail: string }[] }).errors[0]!.detail;
    };
    expect(await detailIn("en;q=0.1, nl;q=0.9")).toBe("Dit veld is niet geldig");
    expect(await detailIn("nl;q=0, en-GB")).toBe("This field is not valid");
    expect(await detailIn("fr, en-US;q=0.5")).toBe("This field is not valid");
  });
});
