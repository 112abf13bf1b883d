import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import { organizations } from "~/modules/db/schema";
import { demoCenter, testApi, testDatabase, tokenHeadersFor, type TestApi } from "../support/api";
import { type Resource } from "../support/vacancies";

const names = (body: { data: Resource[] }) => body.data.map((o) => o.attributes.name);

/*
 * Organizations of our own in the demo center with a unique tag: an approved
 * non-profit with a published and a draft vacancy, a pending school and a
 * denied company; `member` belongs to the first two.
 */
const tag = `Orgtest${crypto.randomUUID().slice(0, 8)}`;
const fixture = {
  member: `member-${tag}@demo.example`.toLowerCase(),
  approved: { id: "", name: `Approved ${tag}` },
  pending: { id: "", name: `Pending ${tag}` },
  denied: { id: "", name: `Denied ${tag}` },
};

let api: TestApi;
let admin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  api = await testApi();
  await (await demoCenter()).run(async (tx, base) => {
    const user = await createUser(tx, { ...base, email: fixture.member, firstName: "Mila", roles: ["volunteer"] });
    const approved = await createOrganization(tx, {
      ...base,
      name: fixture.approved.name,
      type: "NonProfit",
      status: "approved",
      address: { street: "Kerkstraat", houseNumber: "5", postalCode: "7311 XX", city: "Apeldoorn" },
      profile: { nonProfitTypeId: 3, showOnSocialMap: true, activityTypeIds: [4] },
      memberIds: [user.id],
    });
    const pending = await createOrganization(tx, { ...base, name: fixture.pending.name, type: "School", status: "pending", memberIds: [user.id] });
    const denied = await createOrganization(tx, { ...base, name: fixture.denied.name, type: "Company", status: "denied" });
    for (const [title, status] of [["Gepubliceerd", "published"], ["Concept", "draft"]] as const) {
      await createVacancy(tx, { ...base, organizationId: approved.id, title: `${title} ${tag}`, status });
    }
    fixture.approved.id = approved.id;
    fixture.pending.id = pending.id;
    fixture.denied.id = denied.id;
  });
  admin = await tokenHeadersFor("admin@demo.example");
  member = await tokenHeadersFor(fixture.member);
});

describe("GET /api/v1/organizations", () => {
  it("shows anonymous visitors the approved organizations of the request's center only", async () => {
    const response = await api.request("/api/v1/organizations?page[size]=1000");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.every((o: Resource) => o.type === "organizations" && typeof o.id === "string" && o.attributes.status === "approved")).toBe(true);
    expect(names(body)).toEqual(expect.arrayContaining(["Vrijwilligerscentrale Demo", "Stichting Buurtkracht Apeldoorn", fixture.approved.name]));
    expect(names(body).some((name) => String(name).includes("Deventer") || String(name).includes("Oldebroek"))).toBe(false);
    expect(body.meta.total).toBe(body.data.length);

    const partner = await (await api.request("/api/v1/organizations?page[size]=1000", { host: "partner.localhost" })).json();
    expect(names(partner)).toContain("Stichting Buurtkracht Deventer");
    expect(names(partner)).not.toContain(fixture.approved.name);
  });

  it("includes only published vacancies for those who do not manage the organization", async () => {
    const body = await (await api.request(`/api/v1/organizations?filter[q]=${tag}&include=vacancies,profile,address`)).json();
    expect(names(body)).toEqual([fixture.approved.name]);
    const [organization] = body.data as Resource[];
    expect(organization!.attributes.city).toBe("Apeldoorn");
    const included = body.included as Resource[];
    expect(included.filter((r) => r.type === "vacancies").map((r) => r.attributes.title)).toEqual([`Gepubliceerd ${tag}`]);
    expect(included.find((r) => r.type === "non_profit_profiles")?.attributes).toEqual({
      non_profit_type_id: 3,
      show_on_social_map: true,
      activity_type_ids: [4],
    });
    expect(included.find((r) => r.type === "addresses")?.attributes).toMatchObject({ street: "Kerkstraat", house_number: "5", postal_code: "7311 XX" });
    expect(organization!.relationships!.profile!.data).toEqual({ type: "non_profit_profiles", id: expect.any(String) });
  });

  it("shows center roles every status of their center, with unpublished vacancies", async () => {
    for (const headers of [admin, await tokenHeadersFor("center_superuser@demo.example")]) {
      const body = await (await api.request(`/api/v1/organizations?filter[q]=${tag}&include=vacancies`, { headers })).json();
      expect(names(body)).toEqual([fixture.approved.name, fixture.denied.name, fixture.pending.name]);
      expect(body.included.map((r: Resource) => r.attributes.title).sort()).toEqual([`Concept ${tag}`, `Gepubliceerd ${tag}`]);
    }
  });

  it("shows members their own organizations whatever the status, and managers' view of their vacancies", async () => {
    const body = await (await api.request(`/api/v1/organizations?filter[q]=${tag}&include=vacancies`, { headers: member })).json();
    expect(names(body)).toEqual([fixture.approved.name, fixture.pending.name]);
    expect(body.included).toHaveLength(2);

    const volunteer = await (await api.request(`/api/v1/organizations?filter[q]=${tag}`, { headers: await tokenHeadersFor("volunteer@demo.example") })).json();
    expect(names(volunteer)).toEqual([fixture.approved.name]);
  });

  it("filters by type and status and pages with totals", async () => {
    const pending = await (await api.request(`/api/v1/organizations?filter[q]=${tag}&filter[status]=pending`, { headers: admin })).json();
    expect(names(pending)).toEqual([fixture.pending.name]);
    const companies = await (await api.request(`/api/v1/organizations?filter[q]=${tag}&filter[type]=Company`, { headers: admin })).json();
    expect(names(companies)).toEqual([fixture.denied.name]);

    const page2 = await (await api.request(`/api/v1/organizations?filter[q]=${tag}&page[size]=2&page[number]=2`, { headers: admin })).json();
    expect(names(page2)).toEqual([fixture.pending.name]);
    expect(page2.meta).toEqual({ total: 3, page_size: 2, page_number: 2, page_count: 2, status_counts: { approved: 1, pending: 1, denied: 1, archived: 0 } });
  });

  it("counts each status under the other filters in meta.status_counts, whatever the status filter, as far as the caller may read", async () => {
    /*
     * Organizations of a tag of their own: in the demo center two approved (a non-profit and a school), a pending
     * non-profit, a denied company, an archived non-profit and a deleted one; `counted` belongs to the pending, the
     * archived and the deleted one. The partner center (same tenant) and oldebroek (another tenant) have some too.
     */
    const countTag = `Counttest${crypto.randomUUID().slice(0, 8)}`;
    const [demo, partner, oldebroek] = await Promise.all([demoCenter(), demoCenter("partner.localhost"), demoCenter("oldebroek.localhost")]);
    const countedEmail = `counted-${countTag}@demo.example`.toLowerCase();
    await demo.run(async (tx, base) => {
      const user = await createUser(tx, { ...base, email: countedEmail, firstName: "Cor", roles: ["volunteer"] });
      const memberIds = [user.id];
      await createOrganization(tx, { ...base, name: `Approved A ${countTag}`, type: "NonProfit", status: "approved" });
      await createOrganization(tx, { ...base, name: `Approved B ${countTag}`, type: "School", status: "approved" });
      await createOrganization(tx, { ...base, name: `Pending ${countTag}`, type: "NonProfit", status: "pending", memberIds });
      await createOrganization(tx, { ...base, name: `Denied ${countTag}`, type: "Company", status: "denied" });
      await createOrganization(tx, { ...base, name: `Archived ${countTag}`, type: "NonProfit", status: "archived", memberIds });
      await createOrganization(tx, { ...base, name: `Deleted ${countTag}`, type: "NonProfit", status: "deleted", memberIds });
      const partnerBase = { tenantId: partner.tenantId, centerId: partner.centerId };
      await createOrganization(tx, { ...partnerBase, name: `Partner approved ${countTag}`, type: "NonProfit", status: "approved" });
      await createOrganization(tx, { ...partnerBase, name: `Partner pending ${countTag}`, type: "NonProfit", status: "pending" });
    });
    await oldebroek.run(async (tx, base) => {
      await createOrganization(tx, { ...base, name: `Oldebroek denied ${countTag}`, type: "NonProfit", status: "denied" });
      await createOrganization(tx, { ...base, name: `Oldebroek archived ${countTag}`, type: "NonProfit", status: "archived" });
    });
    const read = async (query: string, headers: Record<string, string> = {}, host = "localhost") => {
      const response = await api.request(`/api/v1/organizations?filter[q]=${countTag}${query}`, { headers, host });
      expect(response.status).toBe(200);
      return (await response.json()) as { data: Resource[]; meta: { total: number; status_counts: Record<string, number> } };
    };
    const everyStatus = { approved: 2, pending: 1, denied: 1, archived: 1 };

    for (const headers of [admin, await tokenHeadersFor("center_superuser@demo.example")]) {
      for (const [status, total] of [["", 5], ["approved", 2], ["pending", 1], ["denied", 1], ["archived", 1], ["deleted", 0]] as const) {
        const body = await read(status ? `&filter[status]=${status}` : "", headers);
        expect(body.meta.status_counts, status).toEqual(everyStatus);
        expect(body.meta.total, status).toBe(total);
        expect(body.data, status).toHaveLength(total);
      }
    }
    // The other filters count: the non-profits, and a page of one still counts them all.
    expect((await read("&filter[type]=NonProfit&filter[status]=archived", admin)).meta).toMatchObject({ total: 1, status_counts: { approved: 1, pending: 1, denied: 0, archived: 1 } });
    expect((await read("&page[size]=1&page[number]=2", admin)).meta).toMatchObject({ total: 5, page_count: 5, status_counts: everyStatus });

    // The caller's permissions: the public sees the approved ones, a member also their own (not the deleted one).
    expect((await read("")).meta.status_counts).toEqual({ approved: 2, pending: 0, denied: 0, archived: 0 });
    expect((await read("&filter[status]=pending")).meta).toMatchObject({ total: 0, status_counts: { approved: 2, pending: 0, denied: 0, archived: 0 } });
    expect((await read("", await tokenHeadersFor(countedEmail))).meta.status_counts).toEqual({ approved: 2, pending: 1, denied: 0, archived: 1 });
    expect((await read("", await tokenHeadersFor("organization_superuser@demo.example"))).meta.status_counts).toEqual({ approved: 2, pending: 0, denied: 0, archived: 0 });

    // The center and the tenant: the partner center's and oldebroek's admins count their own only.
    expect((await read("", await tokenHeadersFor("admin@partner.example", "partner.localhost"), "partner.localhost")).meta.status_counts).toEqual({
      approved: 1,
      pending: 1,
      denied: 0,
      archived: 0,
    });
    expect((await read("", await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost"), "oldebroek.localhost")).meta.status_counts).toEqual({
      approved: 0,
      pending: 0,
      denied: 1,
      archived: 1,
    });
  });

  it("answers only the fields asked for (sparse fieldsets), as a filter's options need", async () => {
    const body = await (await api.request(`/api/v1/organizations?filter[q]=${tag}&fields[organizations]=name,status`, { headers: admin })).json();
    expect(body.data).toHaveLength(3);
    for (const organization of body.data as Resource[]) expect(Object.keys(organization.attributes).sort()).toEqual(["name", "status"]);
  });

  it("rejects unknown includes, bad filters and oversized pages with 400", async () => {
    for (const query of ["include=members", "filter[status]=gone", "filter[type]=Club", "filter[colour]=red", "page[size]=1001"]) {
      const response = await api.request(`/api/v1/organizations?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/vnd.api+json");
    }
    // invalid_filter's detail is in the request's language; code and parameter stay.
    for (const [acceptLanguage, unknown, oneOf] of [
      ["nl", "Onbekend filter 'colour'.", "filter[status] is een van: approved, pending, denied, archived, deleted."],
      ["en", "Unknown filter 'colour'.", "filter[status] is one of: approved, pending, denied, archived, deleted."],
    ] as const) {
      const said = async (query: string) => {
        const response = await api.request(`/api/v1/organizations?${query}`, { headers: { "accept-language": acceptLanguage } });
        return ((await response.json()) as { errors: Array<{ code: string; detail: string; source: unknown }> }).errors[0];
      };
      expect(await said("filter[colour]=red")).toMatchObject({ code: "invalid_filter", detail: unknown, source: { parameter: "filter[colour]" } });
      expect(await said("filter[status]=gone")).toMatchObject({ code: "invalid_filter", detail: oneOf, source: { parameter: "filter[status]" } });
    }
  });
});

describe("GET /api/v1/organizations/{id}", () => {
  it("answers an approved organization to anyone, with its profile, address and published vacancies", async () => {
    const response = await api.request(`/api/v1/organizations/${fixture.approved.id}?include=profile,address,vacancies`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toMatchObject({ type: "organizations", id: fixture.approved.id, attributes: { name: fixture.approved.name, organization_type: "NonProfit" } });
    expect(body.included.map((r: Resource) => r.type).sort()).toEqual(["addresses", "non_profit_profiles", "vacancies"]);
  });

  it("answers an organization that is not approved only to center roles and members", async () => {
    const path = `/api/v1/organizations/${fixture.pending.id}`;
    expect((await api.request(path)).status).toBe(404);
    expect((await api.request(path, { headers: await tokenHeadersFor("volunteer@demo.example") })).status).toBe(404);
    expect((await api.request(path, { headers: admin })).status).toBe(200);
    expect((await api.request(path, { headers: member })).status).toBe(200);
  });

  it("answers 404 on another center's host, another tenant, a malformed or unknown id", async () => {
    const path = `/api/v1/organizations/${fixture.approved.id}`;
    expect((await api.request(path, { host: "partner.localhost" })).status).toBe(404);
    expect((await api.request(path, { host: "oldebroek.localhost" })).status).toBe(404);
    expect((await api.request(path, { headers: { "X-Tenant": "meedoen" } })).status).toBe(404);
    expect((await api.request("/api/v1/organizations/123")).status).toBe(404);
    expect((await api.request(`/api/v1/organizations/${crypto.randomUUID()}`, { headers: admin })).status).toBe(404);

    const { db } = await testDatabase();
    const [oldebroekOrg] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.type, "VolunteerCenter"), eq(organizations.name, "Vrijwilligerscentrale Oldebroek")));
    expect((await api.request(`/api/v1/organizations/${oldebroekOrg!.id}`, { headers: admin })).status).toBe(404);
    expect((await api.request(`/api/v1/organizations/${oldebroekOrg!.id}`, { host: "oldebroek.localhost" })).status).toBe(200);
  });
});

describe("GET /api/v1/current_organizations", () => {
  it("answers 401 to anonymous callers", async () => {
    expect((await api.request("/api/v1/current_organizations")).status).toBe(401);
  });

  it("lists the signed-in user's organizations, whatever their status", async () => {
    const body = await (await api.request("/api/v1/current_organizations", { headers: member })).json();
    expect(body.data.map((o: Resource) => o.id)).toEqual([fixture.approved.id, fixture.pending.id]);
  });

  it("is empty for a user without organizations", async () => {
    const body = await (await api.request("/api/v1/current_organizations", { headers: await tokenHeadersFor("volunteer@demo.example") })).json();
    expect(body.data).toEqual([]);
  });
});

describe("GET /api/v1/current_organization", () => {
  it("answers 401 to anonymous callers", async () => {
    expect((await api.request("/api/v1/current_organization")).status).toBe(401);
  });

  it("answers 403 'Geen organisatie gevonden' for a user without organizations", async () => {
    const response = await api.request("/api/v1/current_organization", { headers: await tokenHeadersFor("volunteer@demo.example") });
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0]).toMatchObject({ status: "403", code: "no_organization", detail: "Geen organisatie gevonden" });
  });

  it("defaults to the first School or VolunteerCenter, else the first organization", async () => {
    const mine = await (await api.request("/api/v1/current_organization?include=address,profile", { headers: member })).json();
    expect(mine.data).toMatchObject({ id: fixture.pending.id, attributes: { organization_type: "School" } });

    const adminOrg = await (await api.request("/api/v1/current_organization?include=address,profile", { headers: admin })).json();
    expect(adminOrg.data.attributes).toMatchObject({ name: "Vrijwilligerscentrale Demo", organization_type: "VolunteerCenter" });
    expect(adminOrg.included).toEqual([expect.objectContaining({ type: "addresses", attributes: expect.objectContaining({ street: "Marktplein" }) })]);

    const nonProfit = await (
      await api.request("/api/v1/current_organization?include=profile", { headers: await tokenHeadersFor("organization_superuser@demo.example") })
    ).json();
    expect(nonProfit.data.attributes).toMatchObject({ name: "Stichting Buurtkracht Apeldoorn", organization_type: "NonProfit" });
    expect(nonProfit.included).toEqual([expect.objectContaining({ type: "non_profit_profiles" })]);
  });

  it("answers the organization named by Current-Organization-Id when it is the user's, else 403", async () => {
    const chosen = await api.request("/api/v1/current_organization?include=address", {
      headers: { ...member, "Current-Organization-Id": fixture.approved.id },
    });
    expect(chosen.status).toBe(200);
    const body = await chosen.json();
    expect(body.data.id).toBe(fixture.approved.id);
    expect(body.included[0]).toMatchObject({ type: "addresses", attributes: { street: "Kerkstraat" } });

    for (const other of [fixture.denied.id, "nonsense"]) {
      const response = await api.request("/api/v1/current_organization", { headers: { ...member, "Current-Organization-Id": other } });
      expect(response.status, other).toBe(403);
      expect((await response.json()).errors[0].code).toBe("forbidden");
    }
  });
});
