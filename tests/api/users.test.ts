import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addMembership, createOrganization, createUser } from "~/modules/db/factories.server";
import { users } from "~/modules/db/schema";
import { demoCenter, testApi, testDatabase, tokenHeadersFor, type TestApi } from "../support/api";
import { type Resource } from "../support/vacancies";

async function userIdOf(email: string) {
  const { db } = await testDatabase();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/*
 * Rows of our own in the demo center, named with a unique tag, so counts do
 * not depend on what other test files add to the shared database.
 */
const tag = `Zoek${crypto.randomUUID().slice(0, 8)}`;
const fixture = {
  mentorA: `mentor-a-${tag}@demo.example`.toLowerCase(),
  mentorB: `mentor-b-${tag}@demo.example`.toLowerCase(),
  inactive: `inactive-${tag}@demo.example`.toLowerCase(),
  orgBoss: `boss-${tag}@demo.example`.toLowerCase(),
  organizationId: "",
};

let api: TestApi;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await testApi();
  await (await demoCenter()).run(async (tx, ids) => {
    const base = { ...ids, lastName: tag };
    const mentorA = await createUser(tx, { ...base, email: fixture.mentorA, firstName: "Anna", roles: ["mentor"] });
    await createUser(tx, { ...base, email: fixture.mentorB, firstName: "Bert", roles: ["mentor", "volunteer"] });
    await createUser(tx, { ...base, email: fixture.inactive, firstName: "Cees", roles: ["volunteer"], status: "inactive" });
    const boss = await createUser(tx, { ...base, email: fixture.orgBoss, firstName: "Dirk", roles: ["organization_superuser"] });
    const organization = await createOrganization(tx, {
      ...ids,
      name: `Stichting ${tag}`,
      type: "NonProfit",
      status: "pending",
      memberIds: [boss.id],
    });
    await addMembership(tx, { tenantId: ids.tenantId, organizationId: organization.id, userId: mentorA.id });
    fixture.organizationId = organization.id;
  });
  admin = await tokenHeadersFor("admin@demo.example");
});

describe("GET /api/v1/current_user", () => {
  it("answers 401 with a JSON:API error when nobody is signed in", async () => {
    const response = await api.request("/api/v1/current_user");
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toContain("application/vnd.api+json");
    expect((await response.json()).errors[0]).toMatchObject({ status: "401", code: "unauthorized" });
  });

  it("answers the signed-in user with their roles included", async () => {
    const response = await api.request("/api/v1/current_user?include=roles", { headers: await tokenHeadersFor("volunteer@demo.example") });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toMatchObject({ type: "users", id: await userIdOf("volunteer@demo.example") });
    expect(typeof body.data.id).toBe("string");
    expect(body.data.attributes).toMatchObject({ email: "volunteer@demo.example", first_name: "Bram", status: "active" });
    expect(body.data.attributes).not.toHaveProperty("password_hash");
    expect(body.data.relationships.roles.data).toEqual([{ type: "roles", id: "volunteer" }]);
    expect(body.included).toEqual([{ type: "roles", id: "volunteer", attributes: { name: "volunteer" } }]);
  });
});

describe("GET /api/v1/users", () => {
  it("asks for sign-in from anonymous callers and refuses volunteers", async () => {
    expect((await api.request("/api/v1/users")).status).toBe(401);
    const response = await api.request("/api/v1/users", { headers: await tokenHeadersFor("volunteer@demo.example") });
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0]).toMatchObject({ status: "403", code: "forbidden" });
  });

  it("lists the users of the admin's own center on both paths, with totals", async () => {
    const demo = await demoCenter();
    for (const path of ["/api/v1/users?page[size]=1000", "/api/v1/users/?page[size]=1000"]) {
      const response = await api.request(path, { headers: admin });
      expect(response.status).toBe(200);
      const body = await response.json();
      const emails = body.data.map((u: Resource) => u.attributes.email);
      expect(emails).toEqual(expect.arrayContaining(["admin@demo.example", "volunteer@demo.example", fixture.mentorA]));
      expect(emails.some((email: string) => email.endsWith("@partner.example") || email.endsWith("@oldebroek.example"))).toBe(false);
      expect(body.data.every((u: Resource) => u.attributes.volunteer_center_id === demo.centerId)).toBe(true);
      expect(body.meta).toMatchObject({ total: body.data.length, page_size: 1000, page_number: 1, page_count: 1 });
    }
  });

  it("lets a center superuser list the center's users too", async () => {
    const response = await api.request(`/api/v1/users?filter[q]=${tag}`, { headers: await tokenHeadersFor("center_superuser@demo.example") });
    expect(response.status).toBe(200);
    expect((await response.json()).meta.total).toBe(4);
  });

  it("searches by name and e-mail, and pages with totals in meta", async () => {
    const first = await (await api.request(`/api/v1/users?filter[q]=${tag}&page[size]=3`, { headers: admin })).json();
    expect(first.meta).toEqual({ total: 4, page_size: 3, page_number: 1, page_count: 2 });
    expect(first.data.map((u: Resource) => u.attributes.first_name)).toEqual(["Anna", "Bert", "Cees"]);
    const second = await (await api.request(`/api/v1/users?filter[q]=${tag}&page[size]=3&page[number]=2`, { headers: admin })).json();
    expect(second.data.map((u: Resource) => u.attributes.email)).toEqual([fixture.orgBoss]);

    const byEmail = await (await api.request(`/api/v1/users?filter[q]=${encodeURIComponent(`mentor-b-${tag}`)}`, { headers: admin })).json();
    expect(byEmail.data.map((u: Resource) => u.attributes.email)).toEqual([fixture.mentorB]);
    const byFullName = await (await api.request(`/api/v1/users?filter[q]=${encodeURIComponent(`anna ${tag}`)}`, { headers: admin })).json();
    expect(byFullName.data.map((u: Resource) => u.attributes.email)).toEqual([fixture.mentorA]);
  });

  it("filters by role, status and organization", async () => {
    const mentors = await (await api.request(`/api/v1/users?filter[q]=${tag}&filter[with_role]=mentor&include=roles`, { headers: admin })).json();
    expect(mentors.data.map((u: Resource) => u.attributes.email).sort()).toEqual([fixture.mentorA, fixture.mentorB].sort());
    const bert = mentors.data.find((u: Resource) => u.attributes.email === fixture.mentorB);
    expect(bert.relationships.roles.data).toEqual([
      { type: "roles", id: "volunteer" },
      { type: "roles", id: "mentor" },
    ]);

    const inactive = await (await api.request(`/api/v1/users?filter[q]=${tag}&filter[status]=inactive`, { headers: admin })).json();
    expect(inactive.data.map((u: Resource) => u.attributes.email)).toEqual([fixture.inactive]);

    const members = await (
      await api.request(`/api/v1/users?filter[organization_id_eq]=${fixture.organizationId}&include=organizations`, { headers: admin })
    ).json();
    expect(members.data.map((u: Resource) => u.attributes.email).sort()).toEqual([fixture.mentorA, fixture.orgBoss].sort());
    expect(members.included).toEqual([
      expect.objectContaining({ type: "organizations", id: fixture.organizationId, attributes: expect.objectContaining({ name: `Stichting ${tag}` }) }),
    ]);
  });

  it("filters the admins of the center", async () => {
    const body = await (await api.request("/api/v1/users/?filter[with_role]=admin&include=roles&page[size]=1000", { headers: admin })).json();
    expect(body.data.map((u: Resource) => u.attributes.email)).toContain("admin@demo.example");
    for (const user of body.data as Resource[]) {
      expect(user.relationships!.roles!.data).toEqual(expect.arrayContaining([{ type: "roles", id: "admin" }]));
    }
  });

  it("shows an organization superuser only the members of their own organizations", async () => {
    const response = await api.request("/api/v1/users?include=organizations", { headers: await tokenHeadersFor(fixture.orgBoss) });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.map((u: Resource) => u.attributes.email).sort()).toEqual([fixture.mentorA, fixture.orgBoss].sort());
    expect(body.meta.total).toBe(2);
  });

  it("rejects page sizes above 1000, unknown includes and unknown or malformed filters with 400", async () => {
    for (const query of ["page[size]=1001", "include=passwords", "filter[with_role]=king", "filter[organization_id_eq]=abc", "filter[nope]=1", "page[number]=0"]) {
      const response = await api.request(`/api/v1/users?${query}`, { headers: admin });
      expect(response.status, query).toBe(400);
      expect((await response.json()).errors[0].status).toBe("400");
    }
  });
});

describe("GET /api/v1/users/{id}", () => {
  it("answers a visible user with roles and organizations included", async () => {
    const id = await userIdOf(fixture.mentorA);
    const response = await api.request(`/api/v1/users/${id}?include=roles,organizations`, { headers: admin });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toMatchObject({ type: "users", id, attributes: { email: fixture.mentorA, full_name: `Anna ${tag}` } });
    expect(body.data.relationships.organizations.data).toEqual([{ type: "organizations", id: fixture.organizationId }]);
    expect(body.included.map((r: Resource) => `${r.type}:${r.id}`).sort()).toEqual([`organizations:${fixture.organizationId}`, "roles:mentor"].sort());
  });

  it("answers 404 for users of another center, another tenant, or a malformed id", async () => {
    const partnerUser = await userIdOf("volunteer@partner.example");
    const otherTenantUser = await userIdOf("volunteer@oldebroek.example");
    for (const id of [partnerUser, otherTenantUser, "not-a-uuid", crypto.randomUUID()]) {
      const response = await api.request(`/api/v1/users/${id}`, { headers: admin });
      expect(response.status, id).toBe(404);
      expect((await response.json()).errors[0].code).toBe("not_found");
    }
  });

  it("lets an organization superuser read their members only", async () => {
    const boss = await tokenHeadersFor(fixture.orgBoss);
    expect((await api.request(`/api/v1/users/${await userIdOf(fixture.mentorA)}`, { headers: boss })).status).toBe(200);
    expect((await api.request(`/api/v1/users/${await userIdOf(fixture.mentorB)}`, { headers: boss })).status).toBe(404);
  });

  it("lets a volunteer read themselves and nobody else", async () => {
    const volunteer = await tokenHeadersFor("volunteer@demo.example");
    expect((await api.request(`/api/v1/users/${await userIdOf("volunteer@demo.example")}`, { headers: volunteer })).status).toBe(200);
    expect((await api.request(`/api/v1/users/${await userIdOf("admin@demo.example")}`, { headers: volunteer })).status).toBe(404);
  });

  it("answers 401 to anonymous callers", async () => {
    expect((await api.request(`/api/v1/users/${await userIdOf("admin@demo.example")}`)).status).toBe(401);
  });
});
