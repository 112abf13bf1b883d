import { beforeAll, describe, expect, it } from "vitest";
import { testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { centerBySlug, type Resource } from "../support/vacancies";

const centerId = async (slug: string) => (await centerBySlug(slug)).id;

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});

describe("GET /api/v1/volunteer_centers", () => {
  it("lists the centers of the request's tenant to anyone", async () => {
    const response = await api.request("/api/v1/volunteer_centers");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/vnd.api+json");
    const body = await response.json();
    expect(body.data.every((c: Resource) => c.type === "volunteer_centers" && typeof c.id === "string")).toBe(true);
    const slugs = body.data.map((c: Resource) => c.attributes.slug);
    expect(slugs).toEqual(expect.arrayContaining(["demo", "partner"]));
    expect(slugs).not.toContain("oldebroek");
    expect(slugs).not.toContain("meedoen");
  });

  it("lists another tenant's centers on that tenant's host or X-Tenant", async () => {
    const oldebroek = await (await api.request("/api/v1/volunteer_centers", { host: "oldebroek.localhost" })).json();
    expect(oldebroek.data.map((c: Resource) => c.attributes.name)).toContain("Vrijwilligerscentrale Oldebroek");
    expect(oldebroek.data.map((c: Resource) => c.attributes.slug)).not.toContain("demo");

    const meedoen = await (await api.request("/api/v1/volunteer_centers", { headers: { "X-Tenant": "meedoen" } })).json();
    expect(meedoen.data.map((c: Resource) => c.attributes.slug)).toEqual(["meedoen"]);
  });

  it("includes the profiles when asked", async () => {
    const body = await (await api.request("/api/v1/volunteer_centers?include=profile")).json();
    expect(body.included.map((p: Resource) => p.type)).toEqual(body.data.map(() => "volunteer_center_profiles"));
  });
});

describe("GET /api/v1/volunteer_centers/current", () => {
  it("answers the host's center with its profile before anyone signs in", async () => {
    const demoId = await centerId("demo");
    const response = await api.request("/api/v1/volunteer_centers/current?include=profile");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toMatchObject({
      type: "volunteer_centers",
      id: demoId,
      attributes: { name: "Vrijwilligerscentrale Demo", slug: "demo" },
      relationships: { profile: { data: { type: "volunteer_center_profiles", id: demoId } } },
    });
    expect(body.included).toEqual([
      {
        type: "volunteer_center_profiles",
        id: demoId,
        attributes: { name: "Vrijwilligerscentrale Demo", primary_color: "#1d4ed8", secondary_color: "#0f766e" },
      },
    ]);
  });

  it("leaves the profile out unless it is included", async () => {
    const body = await (await api.request("/api/v1/volunteer_centers/current")).json();
    expect(body.included).toBeUndefined();
    expect(body.data.relationships.profile.data.type).toBe("volunteer_center_profiles");
  });

  it("answers each host's own center", async () => {
    for (const [host, slug] of [["partner.localhost", "partner"], ["oldebroek.localhost", "oldebroek"], ["meedoen.localhost", "meedoen"]]) {
      const body = await (await api.request("/api/v1/volunteer_centers/current", { host })).json();
      expect(body.data.attributes.slug, host).toBe(slug);
    }
  });

  it("honours Volunteer-Center-Id only for a center of the request's tenant", async () => {
    const partner = await (await api.request("/api/v1/volunteer_centers/current", { headers: { "Volunteer-Center-Id": await centerId("partner") } })).json();
    expect(partner.data.attributes.slug).toBe("partner");

    for (const asked of [await centerId("oldebroek"), crypto.randomUUID(), "not-a-center"]) {
      const body = await (await api.request("/api/v1/volunteer_centers/current", { headers: { "Volunteer-Center-Id": asked } })).json();
      expect(body.data.attributes.slug, asked).toBe("demo");
    }
  });

  it("answers the same to a signed-in user", async () => {
    const response = await api.request("/api/v1/volunteer_centers/current", { headers: await tokenHeadersFor("volunteer@demo.example") });
    expect(response.status).toBe(200);
    expect((await response.json()).data.attributes.slug).toBe("demo");
  });

  it("rejects an unknown include with 400", async () => {
    const response = await api.request("/api/v1/volunteer_centers/current?include=organizations");
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toMatchObject({ status: "400", code: "invalid_include", source: { parameter: "include" } });
  });
});
