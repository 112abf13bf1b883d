import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { TENANCY_CHANNEL, TenancyDirectory } from "~/modules/tenancy/directory.server";
import { resolveTenancy } from "~/modules/tenancy/tenancy.server";
import { testApi, testDatabase, tokenHeadersFor } from "../support/api";

/*
 * Every process keeps the tenancy in memory (issue 10). A second directory on
 * the same database stands for another app process: it must drop its copy when
 * the database announces a change (LISTEN/NOTIFY on PostgreSQL, the same within
 * the embedded database's one process), long before its copy would expire.
 */
const profilePath = "/api/v1/volunteer_centers/current/profile";
const profileBody = (primary: string) => ({ data: { type: "volunteer_center_profiles", attributes: { primary_color: primary } } });
const newHost = `cache-${Date.now()}.example`;

async function changeProfile(primary: string) {
  const { request } = await testApi();
  const response = await request(profilePath, {
    method: "PATCH",
    host: "partner.localhost",
    headers: await tokenHeadersFor("admin@partner.example", "partner.localhost"),
    json: profileBody(primary),
  });
  expect(response.status).toBe(200);
}

describe("the tenancy kept in memory", () => {
  afterAll(async () => {
    await changeProfile("#1d4ed8");
    const { db } = await testDatabase();
    await db.execute(sql`delete from hosts where host = ${newHost}`);
  });

  it("shows a changed center profile on the next request of this process", async () => {
    const { request } = await testApi();
    const colour = async () => {
      const response = await request("/api/v1/volunteer_centers/current?include=profile", { host: "partner.localhost" });
      const document = (await response.json()) as { included: Array<{ attributes: { primary_color?: string } }> };
      return document.included[0]!.attributes.primary_color;
    };
    await changeProfile("#b91c1c");
    expect(await colour()).toBe("#b91c1c");
    await changeProfile("#15803d");
    expect(await colour()).toBe("#15803d");
  });

  it("tells another process of a changed profile through the database", async () => {
    const { db } = await testDatabase();
    const other = new TenancyDirectory(db);
    const { tenant, centerId } = await resolveTenancy(db, "partner.localhost");
    const colourThere = async () => (await other.centers(tenant.id)).find((center) => center.id === centerId)?.profile.primaryColor;
    // It starts listening on first use.
    expect(await colourThere()).toBeDefined();
    await expect.poll(() => other.listeningForChanges, { timeout: 10_000 }).toBe(true);

    await changeProfile("#7e22ce");
    // The other copy would live for minutes: seeing the change at all means the notification arrived.
    await expect.poll(colourThere, { timeout: 10_000 }).toBe("#7e22ce");
    other.close();
  });

  it("tells another process of a new host name", async () => {
    const { db } = await testDatabase();
    const other = new TenancyDirectory(db);
    await other.platform();
    await expect.poll(() => other.listeningForChanges, { timeout: 10_000 }).toBe(true);
    const tenantOf = async (host: string) => {
      const platform = await other.platform();
      const row = platform.hosts.get(host);
      return row ? platform.tenants.find((t) => t.id === row.tenantId)?.slug : undefined;
    };
    expect(await tenantOf(newHost)).toBeUndefined();

    // Host names are platform data, written by the database owner (an operator), not by the app.
    const oldebroek = await resolveTenancy(db, "oldebroek.localhost");
    await db.execute(sql`insert into hosts (host, tenant_id, center_id) values (${newHost}, ${oldebroek.tenant.id}, ${oldebroek.centerId})`);
    await expect.poll(() => tenantOf(newHost), { timeout: 10_000 }).toBe("oldebroek");
    // The process-wide directory heard it too: the new host now names its tenant and center.
    await expect.poll(async () => (await resolveTenancy(db, newHost)).tenant.slug, { timeout: 10_000 }).toBe("oldebroek");
    other.close();
  });

  it("hears nothing of a statement that changes no row, and once of one that changes many (migration 0038)", async () => {
    // Notifications arrive in commit order: once the last one (the sentinel) is heard, every one before it has been too.
    const { db, listen } = await testDatabase();
    const heardPayloads: string[] = [];
    let sentinelHeard = false;
    await listen(
      TENANCY_CHANNEL,
      (payload) => {
        if (payload === "sentinel") sentinelHeard = true;
        else if (!sentinelHeard) heardPayloads.push(payload);
      },
      () => {},
    );
    await db.execute(sql`update volunteer_centers set name = name where false`);
    await db.execute(sql`update tenants set slug = slug where false`);
    await db.execute(sql`delete from hosts where false`);
    await db.execute(sql`select pg_notify(${TENANCY_CHANNEL}, 'sentinel')`);
    await expect.poll(() => sentinelHeard, { timeout: 10_000 }).toBe(true);
    expect(heardPayloads).toEqual([]);

    sentinelHeard = false;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update volunteer_centers set name = name where id in (select id from volunteer_centers order by id limit 2)`);
    });
    await db.execute(sql`select pg_notify(${TENANCY_CHANNEL}, 'sentinel')`);
    await expect.poll(() => sentinelHeard, { timeout: 10_000 }).toBe(true);
    expect(heardPayloads).toEqual(["volunteer_centers"]);
  });
});
