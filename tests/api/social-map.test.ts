import { describe, expect, it } from "vitest";
import { createOrganization } from "~/modules/db/factories.server";
import { demoCenter, testApi } from "../support/api";

/** GET /api/v1/social_map: the public social map of spec §2. */

type Options = {
  host?: string;
  status?: "approved" | "pending" | "denied" | "archived";
  type?: "NonProfit" | "School";
  showOnSocialMap?: boolean;
  nonProfitTypeId?: number;
  activityTypeIds?: number[];
};

async function organization(options: Options = {}) {
  return (await demoCenter(options.host)).run((tx, ids) =>
    createOrganization(tx, {
      ...ids,
      name: `Kaartje ${crypto.randomUUID()}`,
      type: options.type ?? "NonProfit",
      status: options.status ?? "approved",
      address: { street: "Kerkstraat", houseNumber: "3", postalCode: "7311 CC", city: "Apeldoorn" },
      profile: { showOnSocialMap: options.showOnSocialMap ?? true, nonProfitTypeId: options.nonProfitTypeId ?? 3, activityTypeIds: options.activityTypeIds ?? [4] },
    }),
  );
}

type Relationship = { data: { id: string; type: string } | null };
type Resource = { id: string; type: string; attributes: Record<string, unknown>; relationships: { address: Relationship; profile: Relationship } };

async function socialMap(query = "", host = "localhost") {
  const { request } = await testApi();
  const response = await request(`/api/v1/social_map${query}`, { host });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Resource[]; included: Resource[]; meta: { total: number } };
}

const ids = (document: { data: Resource[] }) => document.data.map((resource) => resource.id);

describe("GET /api/v1/social_map", () => {
  it("is public and lists the center's approved organizations shown on the map, with address coordinates and profile", async () => {
    const shown = await organization();
    const document = await socialMap();
    expect(ids(document)).toContain(shown.id);
    // The demo data's approved non-profit is on the map, already geocoded.
    const seeded = document.data.find((resource) => String(resource.attributes.name).startsWith("Stichting Buurtkracht Apeldoorn"))!;
    expect(seeded).toBeDefined();
    expect(seeded.type).toBe("organizations");
    const address = document.included.find((r) => r.type === "addresses" && r.id === seeded.relationships.address.data!.id)!;
    expect(address.attributes.latitude).toBeCloseTo(52.21, 1);
    expect(address.attributes.longitude).toBeCloseTo(5.97, 1);
    const profile = document.included.find((r) => r.type === "non_profit_profiles" && r.id === seeded.relationships.profile.data!.id)!;
    expect(profile.attributes.show_on_social_map).toBe(true);
    expect(document.meta.total).toBe(document.data.length);
  });

  it("never shows pending, denied, archived or hidden organizations, nor other centers' or tenants'", async () => {
    const hidden = await Promise.all([
      organization({ status: "pending" }),
      organization({ status: "denied" }),
      organization({ status: "archived" }),
      organization({ showOnSocialMap: false }),
      organization({ host: "partner.localhost" }),
      organization({ host: "oldebroek.localhost" }),
    ]);
    const listed = ids(await socialMap());
    for (const organization of hidden) expect(listed).not.toContain(organization.id);

    const { request } = await testApi();
    for (const organization of hidden) expect((await request(`/api/v1/social_map/${organization.id}`)).status).toBe(404);
    // The partner's own map shows the partner's organization, and nobody else's.
    const partner = ids(await socialMap("", "partner.localhost"));
    expect(partner).toContain(hidden[4]!.id);
    expect(partner).not.toContain(hidden[5]!.id);
  });

  it("filters by non-profit type and by activity type (one id or several)", async () => {
    const sports = await organization({ nonProfitTypeId: 2, activityTypeIds: [6, 7] });
    const culture = await organization({ nonProfitTypeId: 3, activityTypeIds: [8] });
    const bySports = ids(await socialMap("?filter[non_profit_type_id]=2"));
    expect(bySports).toContain(sports.id);
    expect(bySports).not.toContain(culture.id);
    const byFood = ids(await socialMap("?filter[activity_type_id]=8"));
    expect(byFood).toContain(culture.id);
    expect(byFood).not.toContain(sports.id);
    const both = ids(await socialMap("?filter[non_profit_type_id]=2,3&filter[activity_type_id]=7,8"));
    expect(both).toEqual(expect.arrayContaining([sports.id, culture.id]));
    expect(ids(await socialMap("?filter[non_profit_type_id]=2&filter[activity_type_id]=8"))).not.toContain(sports.id);
  });

  it("refuses an unknown filter or type id with a 400 naming the parameter", async () => {
    const { request } = await testApi();
    const unknownId = await request("/api/v1/social_map?filter[non_profit_type_id]=99");
    expect(unknownId.status).toBe(400);
    expect((await unknownId.json()).errors[0].source.parameter).toBe("filter[non_profit_type_id]");
    expect((await request("/api/v1/social_map?filter[status]=pending")).status).toBe(400);
  });

  it("shows one organization of the map with its address and profile; others are 404", async () => {
    const shown = await organization({ nonProfitTypeId: 5, activityTypeIds: [1, 3] });
    const { request } = await testApi();
    const response = await request(`/api/v1/social_map/${shown.id}`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.data.attributes.name).toBe(shown.name);
    expect(document.included.map((r: Resource) => r.type).sort()).toEqual(["addresses", "non_profit_profiles"]);
    expect(document.included.find((r: Resource) => r.type === "non_profit_profiles").attributes.activity_type_ids).toEqual([1, 3]);
    expect((await request("/api/v1/social_map/not-a-uuid")).status).toBe(404);
    expect((await request(`/api/v1/social_map/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
