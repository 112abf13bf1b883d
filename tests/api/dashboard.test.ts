import { describe, expect, it } from "vitest";
import { UNANSWERED_CAP } from "~/modules/dashboard/dashboard.server";
import { createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import { applications } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor } from "../support/api";

/* Issue 15: GET /api/v1/dashboard — what waits for the signed-in user, by role, scoped to what they may see. */
const HOUR = 3_600_000;
type Dashboard = {
  management: null | {
    scope: string;
    pendingOrganizations: number | null;
    expiring: { total: number; rows: Array<{ id: string; title: string }> };
    unanswered: { total: number; capped: boolean; rows: Array<{ id: string; name: string; vacancy_title?: string; vacancyTitle?: string }> };
    week: { vacancies: number; applications: number; volunteers: number | null };
  };
  own: { applications: { total: number; rows: Array<{ id: string; status: string | null }> }; signups: { total: number }; unread_notifications?: number; unreadNotifications?: number };
};

async function fixture() {
  const tag = `Db${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`;
  return (await demoCenter()).run(async (tx, base) => {
    const manager = await createUser(tx, { ...base, email: `manager-${tag}@demo.example`.toLowerCase(), firstName: "Mia", roles: ["organization_superuser"] });
    const volunteer = await createUser(tx, { ...base, email: `volunteer-${tag}@demo.example`.toLowerCase(), firstName: "Vic", roles: ["volunteer"] });
    const organization = await createOrganization(tx, { ...base, name: `Organisatie ${tag}`, type: "NonProfit", status: "approved", memberIds: [manager.id] });
    await createOrganization(tx, { ...base, name: `Wachtend ${tag}`, type: "NonProfit", status: "pending" });
    const vacancy = (title: string, expiresAt: Date) =>
      createVacancy(tx, { ...base, organizationId: organization.id, title: `${title} ${tag}`, status: "published", expiresAt });
    const soon = await vacancy("Bijna verlopen", new Date(Date.now() + 3 * 24 * HOUR));
    await vacancy("Nog lang", new Date(Date.now() + 60 * 24 * HOUR));
    const insert = (name: string, status: "accepted" | null, userId: string | null) =>
      tx.insert(applications).values({ tenantId: base.tenantId, vacancyId: soon.id, userId, name, email: `${name.toLowerCase()}-${tag}@example.org`, status, idempotencyKey: crypto.randomUUID() }).returning().then((rows) => rows[0]!);
    const open = await insert("Open", null, volunteer.id);
    await insert("Geaccepteerd", "accepted", null);
    return { tag, manager: manager.email, volunteer: volunteer.email, soonId: soon.id, openId: open.id };
  });
}

async function dashboardOf(email: string, host = "localhost") {
  const { request } = await testApi();
  const response = await request("/api/v1/dashboard", { headers: await tokenHeadersFor(email, host), host });
  expect(response.status).toBe(200);
  const document = (await response.json()) as { data: { type: string; attributes: Dashboard } };
  expect(document.data.type).toBe("dashboards");
  return document.data.attributes;
}

describe("GET /api/v1/dashboard", () => {
  it("gives an organization user their own organizations' expiring vacancies, unanswered responses and week", async () => {
    const f = await fixture();
    const { management } = await dashboardOf(f.manager);
    expect(management?.scope).toBe("organizations");
    expect(management?.pendingOrganizations).toBeNull();
    expect(management?.expiring.total).toBe(1);
    expect(management?.expiring.rows.map((row) => row.id)).toEqual([f.soonId]);
    expect(management?.unanswered.total).toBe(1);
    expect(management?.unanswered.rows.map((row) => row.id)).toEqual([f.openId]);
    expect(management?.week).toMatchObject({ vacancies: 2, applications: 2, volunteers: null });
  });

  it("gives the center's admin the center's approvals and the same items among the center's", async () => {
    await fixture();
    const { management } = await dashboardOf("admin@demo.example");
    expect(management?.scope).toBe("center");
    expect(management?.pendingOrganizations).toBeGreaterThanOrEqual(1);
    expect(management?.expiring.total).toBeGreaterThanOrEqual(1);
    expect(management?.unanswered.total).toBeGreaterThanOrEqual(1);
    expect(management?.week.volunteers).toBeGreaterThanOrEqual(1);
  });

  it("gives a volunteer their own responses and no management part; other centers see none of it", async () => {
    const f = await fixture();
    const mine = await dashboardOf(f.volunteer);
    expect(mine.management).toBeNull();
    expect(mine.own.applications.total).toBe(1);
    expect(mine.own.applications.rows.map((row) => [row.id, row.status])).toEqual([[f.openId, null]]);

    const partner = await dashboardOf("admin@partner.example", "partner.localhost");
    expect(partner.management?.unanswered.rows.map((row) => row.id)).not.toContain(f.openId);
    expect(partner.management?.expiring.rows.map((row) => row.id)).not.toContain(f.soonId);
  });

  it("lists the first five of a section and counts them all", async () => {
    const f = await fixture();
    await (await demoCenter()).run((tx, { tenantId }) =>
      tx.insert(applications).values(
        Array.from({ length: 6 }, (_, i) => ({ tenantId, vacancyId: f.soonId, name: `Later ${i}`, email: `later-${i}-${f.tag}@example.org`.toLowerCase(), status: null, idempotencyKey: crypto.randomUUID() })),
      ),
    );
    const { management } = await dashboardOf(f.manager);
    expect(management?.unanswered.total).toBe(7);
    expect(management?.unanswered.rows).toHaveLength(5);
    // Oldest first: the fixture's open response leads.
    expect(management?.unanswered.rows[0]?.id).toBe(f.openId);
  });

  it("counts unanswered responses up to the cap and says there are more", async () => {
    const f = await fixture();
    const demo = await demoCenter();
    const add = (n: number, from: number) =>
      demo.run((tx, { tenantId }) =>
        tx.insert(applications).values(
          Array.from({ length: n }, (_, i) => ({ tenantId, vacancyId: f.soonId, name: `Veel ${from + i}`, email: `veel-${from + i}-${f.tag}@example.org`.toLowerCase(), status: null, idempotencyKey: crypto.randomUUID() })),
        ),
      );
    // With the fixture's one: exactly the cap, counted exactly.
    await add(UNANSWERED_CAP - 1, 0);
    expect((await dashboardOf(f.manager)).management?.unanswered).toMatchObject({ total: UNANSWERED_CAP, capped: false });
    await add(1, UNANSWERED_CAP);
    const { management } = await dashboardOf(f.manager);
    expect(management?.unanswered).toMatchObject({ total: UNANSWERED_CAP, capped: true });
    expect(management?.unanswered.rows[0]?.id).toBe(f.openId);
  });

  it("is for signed-in users only", async () => {
    const { request } = await testApi();
    expect((await request("/api/v1/dashboard")).status).toBe(401);
  });
});
