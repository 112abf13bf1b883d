import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createUser } from "~/modules/db/factories.server";
import { organizationMemberships, volunteerProfiles } from "~/modules/db/schema";
import { findSignInCandidate } from "~/modules/users/current-user.server";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";

/*
 * Spec §3 User organizationId beside organizations: read as the first organization the caller may see (the oldest
 * membership), written as the shorthand for organization_ids on POST and PATCH /api/v1/users.
 */
const tag = `Orgid${crypto.randomUUID().slice(0, 8)}`;
const email = (name: string) => `${name}-${tag}@demo.example`.toLowerCase();
const f = {
  tenantId: "",
  centerId: "",
  /** Approved, the boss's. */
  own: "",
  /** Approved, the boss's too. */
  ownSecond: "",
  /** Pending and not the boss's: the boss may not see it. */
  hidden: "",
  /** An approved organization of the partner center (same tenant). */
  partner: "",
  /** An organization of another tenant. */
  otherTenant: "",
  bossEmail: email("boss"),
  /** Member of hidden (oldest), then own. */
  memberEmail: email("member"),
  memberId: "",
  /** Member of nothing. */
  loneEmail: email("lone"),
  loneId: "",
};

let api: TestApi;
let admin: Record<string, string>;

type Resource = { id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: Array<{ id: string }> }> };

async function memberships(userId: string): Promise<string[]> {
  const rows = await (await demoCenter()).run((tx) =>
    tx
      .select({ id: organizationMemberships.organizationId })
      .from(organizationMemberships)
      .where(and(eq(organizationMemberships.tenantId, f.tenantId), eq(organizationMemberships.userId, userId))),
  );
  return rows.map((row) => row.id).sort();
}

/** A fresh user of the demo center in the given organizations (memberships a second apart, in this order). */
async function memberOf(organizationIds: string[], roles: Array<"volunteer" | "admin" | "center_superuser"> = ["volunteer"]) {
  const address = email(`u${crypto.randomUUID().slice(0, 6)}`);
  const user = await (await demoCenter()).run(async (tx) => {
    const created = await createUser(tx, { tenantId: f.tenantId, centerId: f.centerId, email: address, firstName: "Lid", lastName: tag, roles });
    let at = Date.parse("2026-01-01T10:00:00Z");
    for (const organizationId of organizationIds) {
      await tx.insert(organizationMemberships).values({ tenantId: f.tenantId, organizationId, userId: created.id, createdAt: new Date((at += 1000)) });
    }
    return created;
  });
  return { id: user.id, email: address };
}

beforeAll(async () => {
  api = await testApi();
  const demo = await demoCenter();
  const partner = await demoCenter("partner.localhost");
  const oldebroek = await demoCenter("oldebroek.localhost");
  f.tenantId = demo.tenantId;
  f.centerId = demo.centerId;
  await demo.run(async (tx) => {
    const base = { tenantId: f.tenantId, centerId: f.centerId, lastName: tag };
    const boss = await createUser(tx, { ...base, email: f.bossEmail, firstName: "Baas", roles: ["organization_superuser"] });
    const organization = (name: string, status: "approved" | "pending", memberIds: string[] = []) =>
      createOrganization(tx, { tenantId: f.tenantId, centerId: f.centerId, name: `${name} ${tag}`, type: "NonProfit", status, memberIds });
    f.own = (await organization("Eigen", "approved", [boss.id])).id;
    f.ownSecond = (await organization("Tweede", "approved", [boss.id])).id;
    // Both memberships were made in this transaction, at one time: the second one a day later, so the boss's first
    // organization is `own` by the membership's age and not by the organizations' random ids.
    await tx
      .update(organizationMemberships)
      .set({ createdAt: new Date(Date.now() + 86_400_000) })
      .where(and(eq(organizationMemberships.organizationId, f.ownSecond), eq(organizationMemberships.userId, boss.id)));
    f.hidden = (await organization("Verborgen", "pending")).id;
    f.partner = (
      await createOrganization(tx, { tenantId: f.tenantId, centerId: partner.centerId, name: `Partner ${tag}`, type: "NonProfit", status: "approved" })
    ).id;
    f.loneId = (await createUser(tx, { ...base, email: f.loneEmail, firstName: "Alleen", roles: ["volunteer"] })).id;
  });
  f.otherTenant = await oldebroek.run(async (tx, ids) =>
    (await createOrganization(tx, { ...ids, name: `Elders ${tag}`, type: "NonProfit", status: "approved" })).id,
  );
  const member = await memberOf([f.hidden, f.own]);
  f.memberId = member.id;
  f.memberEmail = member.email;
  admin = await tokenHeadersFor("admin@demo.example");
});

describe("organization_id on a user (read)", () => {
  it("is the oldest membership's organization, with or without include=organizations, and the first of that relationship", async () => {
    const plain = await (await api.request(`/api/v1/users/${f.memberId}`, { headers: admin })).json();
    expect(plain.data.attributes.organization_id).toBe(f.hidden);
    const included = await (await api.request(`/api/v1/users/${f.memberId}?include=organizations`, { headers: admin })).json();
    expect(included.data.attributes.organization_id).toBe(f.hidden);
    expect(included.data.relationships.organizations.data.map((r: { id: string }) => r.id)).toEqual([f.hidden, f.own]);
  });

  it("is null for a user of no organization", async () => {
    const lone = await (await api.request(`/api/v1/users/${f.loneId}`, { headers: admin })).json();
    expect(lone.data.attributes).toHaveProperty("organization_id", null);
  });

  it("names only an organization the caller may see: an organization superuser gets their own, not a pending one of others", async () => {
    const boss = await tokenHeadersFor(f.bossEmail);
    const one = await (await api.request(`/api/v1/users/${f.memberId}`, { headers: boss })).json();
    expect(one.data.attributes.organization_id).toBe(f.own);
    const list = await (await api.request(`/api/v1/users?filter[q]=${tag}`, { headers: boss })).json();
    const listed = list.data.find((u: Resource) => u.id === f.memberId);
    expect(listed.attributes.organization_id).toBe(f.own);
  });

  it("is on the list, and filter[organization_id_eq] (spec §7) still finds the members", async () => {
    const body = await (await api.request(`/api/v1/users?filter[organization_id_eq]=${f.own}&page[size]=1000`, { headers: admin })).json();
    const byEmail = new Map(body.data.map((u: Resource) => [u.attributes.email, u.attributes.organization_id]));
    expect([...byEmail.keys()].sort()).toEqual([f.bossEmail, f.memberEmail].sort());
    expect(byEmail.get(f.bossEmail)).toBe(f.own);
    expect(byEmail.get(f.memberEmail)).toBe(f.hidden);
  });

  it("is on the current user, also when answered from the authentication alone", async () => {
    const member = await tokenHeadersFor(f.memberEmail);
    const plain = await (await api.request("/api/v1/current_user", { headers: member })).json();
    expect(plain.data.attributes.organization_id).toBe(f.hidden);
    const withOrganizations = await (await api.request("/api/v1/current_user?include=organizations", { headers: member })).json();
    expect(withOrganizations.data.attributes.organization_id).toBe(f.hidden);
    const lone = await (await api.request("/api/v1/current_user?include=roles", { headers: await tokenHeadersFor(f.loneEmail) })).json();
    expect(lone.data.attributes).toHaveProperty("organization_id", null);
  });
});

describe("organization_id on the current user, read with the authentication", () => {
  async function organizationOf(status: "approved" | "deleted") {
    return (await demoCenter()).run(async (tx) =>
      (await createOrganization(tx, { tenantId: f.tenantId, centerId: f.centerId, name: `${status} ${tag}`, type: "NonProfit", status })).id,
    );
  }
  const candidate = async (address: string) => {
    return (await demoCenter()).run((tx) => findSignInCandidate(tx, address, "no-such-client"));
  };
  const currentOrganizationId = async (address: string) =>
    (await (await api.request("/api/v1/current_user", { headers: await tokenHeadersFor(address) })).json()).data.attributes.organization_id;

  it("is the oldest membership's organization, in the sign-in lookup itself (no query of its own for /current_user)", async () => {
    const first = await organizationOf("approved");
    const second = await organizationOf("approved");
    const member = await memberOf([first, second]);
    expect((await candidate(member.email))?.organizationId).toBe(first);
    expect(await currentOrganizationId(member.email)).toBe(first);
  });

  it("skips a deleted organization: the next one, or null when it was the only one", async () => {
    const deleted = await organizationOf("deleted");
    const kept = await organizationOf("approved");
    const both = await memberOf([deleted, kept]);
    expect((await candidate(both.email))?.organizationId).toBe(kept);
    expect(await currentOrganizationId(both.email)).toBe(kept);
    const onlyDeleted = await memberOf([deleted]);
    expect(await candidate(onlyDeleted.email)).toMatchObject({ organizationId: null, organizationIds: [deleted] });
    expect(await currentOrganizationId(onlyDeleted.email)).toBeNull();
  });
});

/** The id of the account an invitation made (the 202 does not name it). */
async function invitedId(address: string): Promise<string> {
  const listed = await (await api.request(`/api/v1/users?filter[q]=${encodeURIComponent(address)}`, { headers: admin })).json();
  return (listed.data as Resource[])[0]!.id;
}

const invite = (headers: Record<string, string>, attributes: Record<string, unknown>, language?: string) =>
  api.request("/api/v1/users", {
    method: "POST",
    headers: { ...headers, ...(language ? { "accept-language": language } : {}) },
    json: { data: { type: "users", attributes: { first_name: "Nieuw", last_name: tag, roles: ["volunteer"], ...attributes } } },
  });

describe("POST /api/v1/users with organization_id", () => {
  it("invites into that one organization", async () => {
    const address = email(`inv${crypto.randomUUID().slice(0, 6)}`);
    expect((await invite(admin, { email: address, organization_id: f.own })).status).toBe(202);
    const id = await invitedId(address);
    expect(await memberships(id)).toEqual([f.own]);
    const read = await (await api.request(`/api/v1/users/${id}`, { headers: admin })).json();
    expect(read.data.attributes.organization_id).toBe(f.own);
  });

  it("takes both when they agree, and answers 422 on organization_id in nl and en when they do not", async () => {
    const agreeing = email(`agr${crypto.randomUUID().slice(0, 6)}`);
    expect((await invite(admin, { email: agreeing, organization_id: f.own, organization_ids: [f.own, f.own] })).status).toBe(202);
    expect(await memberships(await invitedId(agreeing))).toEqual([f.own]);

    const address = email(`dis${crypto.randomUUID().slice(0, 6)}`);
    for (const [language, text] of [
      [undefined, "organization_id en organization_ids noemen verschillende organisaties"],
      ["en", "organization_id and organization_ids name different organizations"],
    ] as const) {
      for (const attributes of [
        { organization_id: f.own, organization_ids: [f.ownSecond] },
        { organization_id: f.own, organization_ids: [f.own, f.ownSecond] },
        { organization_id: null, organization_ids: [f.own] },
      ]) {
        const response = await invite(admin, { email: address, ...attributes }, language);
        expect(response.status, JSON.stringify(attributes)).toBe(422);
        const [error] = (await response.json()).errors;
        expect(error.source).toEqual({ pointer: "/data/attributes/organization_id" });
        expect(error.detail).toContain(text);
      }
    }
    const none = await api.request(`/api/v1/users?filter[q]=${encodeURIComponent(address)}`, { headers: admin });
    expect((await none.json()).data).toEqual([]);
  });

  it("lets an organization superuser invite into their own organization only; another center's or tenant's is a 422 unknown_organization on organization_id", async () => {
    const boss = await tokenHeadersFor(f.bossEmail);
    const address = email(`boss${crypto.randomUUID().slice(0, 6)}`);
    expect((await invite(boss, { email: address, organization_id: f.hidden })).status).toBe(403);
    expect((await invite(boss, { email: address, organization_id: null })).status).toBe(403);
    expect((await invite(boss, { email: address, organization_id: f.own })).status).toBe(202);
    expect(await memberships(await invitedId(address))).toEqual([f.own]);

    for (const elsewhere of [f.partner, f.otherTenant]) {
      const response = await invite(admin, { email: email(`else${crypto.randomUUID().slice(0, 6)}`), organization_id: elsewhere });
      expect(response.status).toBe(422);
      expect((await response.json()).errors[0]).toMatchObject({ code: "unknown_organization", source: { pointer: "/data/attributes/organization_id" } });
    }
  });
});

const patch = (headers: Record<string, string>, id: string, attributes: Record<string, unknown>) =>
  api.request(`/api/v1/users/${id}`, { method: "PATCH", headers, json: { data: { type: "users", id, attributes } } });

describe("PATCH /api/v1/users/{id} with organization_id or organization_ids", () => {
  it("lets the center set a user's one organization, several, or none", async () => {
    const user = await memberOf([f.hidden, f.own]);
    const response = await patch(admin, user.id, { organization_id: f.ownSecond });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.attributes.organization_id).toBe(f.ownSecond);
    expect(body.data.relationships.organizations.data).toEqual([{ type: "organizations", id: f.ownSecond }]);
    expect(await memberships(user.id)).toEqual([f.ownSecond]);

    expect((await patch(admin, user.id, { organization_ids: [f.ownSecond, f.own] })).status).toBe(200);
    expect(await memberships(user.id)).toEqual([f.own, f.ownSecond].sort());
    // The kept membership is still the oldest.
    expect((await (await api.request(`/api/v1/users/${user.id}`, { headers: admin })).json()).data.attributes.organization_id).toBe(f.ownSecond);

    const cleared = await patch(admin, user.id, { organization_id: null, first_name: "Los" });
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).data.attributes).toMatchObject({ organization_id: null, first_name: "Los" });
    expect(await memberships(user.id)).toEqual([]);
  });

  it("answers 422 on organization_id when both disagree, and changes nothing", async () => {
    const user = await memberOf([f.own]);
    const response = await patch(admin, user.id, { organization_id: f.ownSecond, organization_ids: [f.own], first_name: "Niet" });
    expect(response.status).toBe(422);
    expect((await response.json()).errors[0].source).toEqual({ pointer: "/data/attributes/organization_id" });
    const english = await api.request(`/api/v1/users/${user.id}`, {
      method: "PATCH",
      headers: { ...admin, "accept-language": "en" },
      json: { data: { type: "users", attributes: { organization_id: null, organization_ids: [f.own] } } },
    });
    expect((await english.json()).errors[0].detail).toContain("organization_id and organization_ids name different organizations");
    expect(await memberships(user.id)).toEqual([f.own]);
  });

  it("refuses another center's or tenant's organization with a 422 unknown_organization on the attribute", async () => {
    const user = await memberOf([f.own]);
    for (const [attributes, pointer] of [
      [{ organization_id: f.partner }, "/data/attributes/organization_id"],
      [{ organization_ids: [f.own, f.otherTenant] }, "/data/attributes/organization_ids"],
    ] as const) {
      const response = await patch(admin, user.id, attributes);
      expect(response.status).toBe(422);
      expect((await response.json()).errors[0]).toMatchObject({ code: "unknown_organization", source: { pointer } });
    }
    expect(await memberships(user.id)).toEqual([f.own]);
  });

  it("says unknown_organization in the request's language", async () => {
    const user = await memberOf([f.own]);
    for (const [acceptLanguage, detail] of [
      ["nl", "Deze organisatie bestaat niet (meer) bij deze vrijwilligerscentrale"],
      ["en", "This organization does not exist (any more) at this volunteer center"],
    ] as const) {
      const response = await patch({ ...admin, "accept-language": acceptLanguage }, user.id, { organization_id: f.partner });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual([expect.objectContaining({ code: "unknown_organization", detail, source: { pointer: "/data/attributes/organization_id" } })]);
    }
  });

  it("lets an organization superuser move a member within their own organizations only, leaving other memberships", async () => {
    const boss = await tokenHeadersFor(f.bossEmail);
    const user = await memberOf([f.hidden, f.own]);
    expect((await patch(boss, user.id, { organization_id: f.ownSecond })).status).toBe(200);
    expect(await memberships(user.id)).toEqual([f.hidden, f.ownSecond].sort());
    for (const attributes of [{ organization_id: f.hidden }, { organization_id: null }, { organization_ids: [] }, { organization_ids: [f.own, f.partner] }]) {
      expect((await patch(boss, user.id, attributes)).status, JSON.stringify(attributes)).toBe(403);
    }
    expect(await memberships(user.id)).toEqual([f.hidden, f.ownSecond].sort());
  });

  it("does not let volunteers change their own organizations, a center superuser an admin's, nor anyone a stranger's", async () => {
    const volunteer = await memberOf([]);
    expect((await patch(await tokenHeadersFor(volunteer.email), volunteer.id, { organization_id: f.own })).status).toBe(403);
    expect((await patch(await tokenHeadersFor(volunteer.email), volunteer.id, { organization_ids: [f.own] })).status).toBe(403);
    const someoneElse = await memberOf([f.hidden]);
    expect((await patch(await tokenHeadersFor(volunteer.email), someoneElse.id, { organization_id: f.own })).status).toBe(404);
    expect((await patch(await tokenHeadersFor(f.bossEmail), someoneElse.id, { organization_id: f.own })).status).toBe(404);
    const anAdmin = await memberOf([f.own], ["admin"]);
    expect((await patch(await tokenHeadersFor("center_superuser@demo.example"), anAdmin.id, { organization_id: f.ownSecond })).status).toBe(403);
    expect((await patch(await tokenHeadersFor(f.bossEmail), anAdmin.id, { organization_id: f.ownSecond })).status).toBe(403);
    expect(await memberships(volunteer.id)).toEqual([]);
    expect(await memberships(someoneElse.id)).toEqual([f.hidden]);
    expect(await memberships(anAdmin.id)).toEqual([f.own]);
  });
});

describe("the OpenAPI document", () => {
  it("describes organization_id on users, and takes it in the bodies of POST and PATCH", async () => {
    const document = await (await api.request("/api/docs.json")).json();
    const attribute = document.components.schemas.Users.properties.attributes.properties.organization_id;
    expect(attribute.description).toContain("oldest membership");
    for (const [path, method] of [["/api/v1/users", "post"], ["/api/v1/users/{id}", "patch"]] as const) {
      const body = JSON.stringify(document.paths[path][method].requestBody.content["application/vnd.api+json"].schema);
      expect(body, `${method} ${path}`).toContain('"organization_id"');
      expect(body, `${method} ${path}`).toContain('"organization_ids"');
    }
  });
});

describe("the first organization elsewhere", () => {
  it("is the one a pool reply without organization_id goes out for", async () => {
    const demo = await demoCenter();
    const address = email(`poster${crypto.randomUUID().slice(0, 6)}`);
    await demo.run(async (tx) => {
      const created = await createUser(tx, { tenantId: f.tenantId, centerId: f.centerId, email: address, firstName: "Post", lastName: tag, roles: ["organization_superuser"] });
      // Stored newest first, so the order of the rows is not the order of the memberships.
      await tx.insert(organizationMemberships).values({ tenantId: f.tenantId, organizationId: f.ownSecond, userId: created.id, createdAt: new Date("2026-01-01T10:00:02Z") });
      await tx.insert(organizationMemberships).values({ tenantId: f.tenantId, organizationId: f.own, userId: created.id, createdAt: new Date("2026-01-01T10:00:01Z") });
      await tx.insert(volunteerProfiles).values({ tenantId: f.tenantId, userId: f.loneId, optedIn: true, about: "Ik help graag" }).onConflictDoNothing();
    });
    const headers = await tokenHeadersFor(address);
    const me = await (await api.request("/api/v1/current_user", { headers })).json();
    expect(me.data.attributes.organization_id).toBe(f.own);
    const [profile] = await demo.run((tx) => tx.select({ id: volunteerProfiles.id }).from(volunteerProfiles).where(eq(volunteerProfiles.userId, f.loneId)));
    const reply = await api.request(`/api/v1/volunteer_profiles/${profile!.id}/replies`, {
      method: "POST",
      headers,
      json: { data: { type: "volunteer_profile_replies", attributes: { body: `Welkom ${tag}` } } },
    });
    expect(reply.status).toBe(201);
    expect((await reply.json()).data.attributes.organization_id).toBe(f.own);
  });
});
