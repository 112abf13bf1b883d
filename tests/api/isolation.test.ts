import { eq, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appLoginUrl } from "~/lib/config.server";
import { APP_ROLE, openDatabase, withoutTenant, withTenant, type Database, type Tx } from "~/modules/db/client.server";
import { organizations, tenants, users, volunteerCenters } from "~/modules/db/schema";
import { testDatabase } from "../support/api";
import { currentWorker, workerDatabaseUrl } from "../support/worker-database";

/*
 * Row-level security proven against the database itself, below the API: a
 * query bug (a missing or wrong WHERE) must not be able to reach another
 * tenant's rows. Tenant A is `public`, tenant B is `oldebroek`.
 */

let db: Database;
let tenantA: string;
let tenantB: string;
let centerB: string;

async function rows<T>(tx: Tx | Database, query: SQL): Promise<T[]> {
  const result = await tx.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The message of an error and of its causes (drizzle wraps the driver's error). */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) parts.push(e.message);
  return parts.join(" | ");
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return messagesOf(error);
  }
  throw new Error("expected the database to refuse");
}

beforeAll(async () => {
  db = (await testDatabase()).db;
  const all = await db.select().from(tenants);
  tenantA = all.find((t) => t.slug === "public")!.id;
  tenantB = all.find((t) => t.slug === "oldebroek")!.id;
  const [center] = await db.select().from(volunteerCenters).where(eq(volunteerCenters.tenantId, tenantB));
  centerB = center!.id;
});

describe("row-level security between tenants", () => {
  it("hides tenant B's users and organizations while tenant A is set, even when asked for by tenant id", async () => {
    await withTenant(db, tenantA, async (tx) => {
      const visibleUsers = await tx.select({ tenantId: users.tenantId, email: users.email }).from(users);
      expect(visibleUsers.length).toBeGreaterThan(0);
      expect(visibleUsers.every((u) => u.tenantId === tenantA)).toBe(true);
      expect(visibleUsers.map((u) => u.email)).not.toContain("admin@oldebroek.example");

      expect(await tx.select().from(users).where(eq(users.tenantId, tenantB))).toEqual([]);
      expect(await tx.select().from(organizations).where(eq(organizations.tenantId, tenantB))).toEqual([]);
      expect(await rows(tx, sql`select id from users where email = 'admin@oldebroek.example'`)).toEqual([]);
      const [organizationCount] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from organizations where tenant_id <> ${tenantA}`);
      expect(organizationCount!.n).toBe(0);
    });
  });

  it("lets tenant A neither change nor delete tenant B's rows", async () => {
    const [victim] = await db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.email, "volunteer@oldebroek.example"));
    await withTenant(db, tenantA, async (tx) => {
      expect(await tx.update(users).set({ firstName: "Hacked" }).where(eq(users.id, victim!.id)).returning()).toEqual([]);
      expect(await tx.delete(users).where(eq(users.id, victim!.id)).returning()).toEqual([]);
    });
    const [after] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, victim!.id));
    expect(after!.firstName).toBe(victim!.firstName);
  });

  it("refuses to insert a row for tenant B while tenant A is set", async () => {
    const user = await failureOf(
      withTenant(db, tenantA, (tx) => tx.insert(users).values({ tenantId: tenantB, centerId: centerB, email: `intruder-${crypto.randomUUID()}@example.org` })),
    );
    expect(user).toMatch(/row-level security/);

    const organization = await failureOf(
      withTenant(db, tenantA, (tx) => tx.insert(organizations).values({ tenantId: tenantB, centerId: centerB, name: "Intruder", type: "NonProfit" })),
    );
    expect(organization).toMatch(/row-level security/);
  });

  it("shows no tenant rows at all when no tenant is set, but the platform's tenants", async () => {
    await withoutTenant(db, async (tx) => {
      expect(await tx.select().from(users)).toEqual([]);
      expect(await tx.select().from(organizations)).toEqual([]);
      expect(await tx.select().from(volunteerCenters)).toEqual([]);
      expect((await tx.select().from(tenants)).length).toBeGreaterThanOrEqual(3);
    });
  });

  it("lets the application role read but not write the platform's tenants", async () => {
    const failure = await failureOf(
      withTenant(db, tenantA, (tx) => tx.insert(tenants).values({ slug: `rogue-${crypto.randomUUID()}`, appName: "Rogue", features: { p2p: false, centerSharing: false, i18n: false, volunteerProfiles: false, activities: false } })),
    );
    expect(failure).toMatch(/permission denied/);
  });

  it("runs tenant work as the application role with the tenant set only inside the transaction", async () => {
    const inside = await withTenant(db, tenantA, (tx) =>
      rows<{ role: string; tenant: string }>(tx, sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`),
    );
    expect(inside).toEqual([{ role: APP_ROLE, tenant: tenantA }]);

    const [after] = await rows<{ role: string; tenant: string | null }>(db, sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`);
    expect(after!.role).not.toBe(APP_ROLE);
    expect(after!.tenant ?? "").toBe("");
  });
});

describe("the database catalog", () => {
  it("has row-level security enabled and forced, with a policy, on every table with a tenant_id", async () => {
    const tables = await rows<{ table: string; enabled: boolean; forced: boolean; policies: number }>(
      db,
      sql`select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
                 (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
            from pg_class c
            join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p')
             and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
           order by c.relname`,
    );
    expect(tables.map((t) => t.table)).toEqual(expect.arrayContaining(["users", "organizations", "vacancies", "auth_tokens", "mail_outbox"]));
    const unprotected = tables.filter((t) => !t.enabled || !t.forced || t.policies < 1).map((t) => t.table);
    expect(unprotected).toEqual([]);
  });

  it("runs the application as a role that owns nothing and cannot bypass row-level security", async () => {
    const [role] = await rows<{ super: boolean; bypass: boolean }>(
      db,
      sql`select rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = ${APP_ROLE}`,
    );
    expect(role).toEqual({ super: false, bypass: false });

    const owned = await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = ${APP_ROLE}`,
    );
    expect(owned).toEqual([]);
  });
});

describe("the login role (issue 18, defect 9)", () => {
  /**
   * The app's own connection: on PostgreSQL the login role volunteerly_login (not the owner the other
   * tests use), on PGlite the process's database with its role guard.
   */
  async function appConnection(): Promise<{ db: Database; close: () => Promise<void> }> {
    const url = process.env.DATABASE_URL;
    if (!url) return { db, close: async () => {} };
    const handle = await openDatabase({ url: appLoginUrl(workerDatabaseUrl(url, currentWorker()), undefined) });
    return { db: handle.db, close: () => handle.close() };
  }

  it("leaves no way out of row-level security inside a tenant's transaction", async () => {
    const app = await appConnection();
    try {
      for (const escape of ["reset role", "set role postgres", "reset session authorization", "set session authorization postgres", "reset all", "discard all"]) {
        const seen = await withTenant(app.db, tenantA, async (tx) => {
          try {
            await tx.execute(sql.raw(escape));
          } catch (error) {
            return `refused: ${messagesOf(error)}`;
          }
          try {
            const found = await rows<{ id: string }>(tx, sql`select id from users where tenant_id = ${tenantB} limit 1`);
            return found.length === 0 ? "nothing" : "tenant B's rows";
          } catch (error) {
            return `refused: ${messagesOf(error)}`;
          }
        }).catch((error: unknown) => `refused: ${messagesOf(error)}`);
        expect(seen, escape).not.toBe("tenant B's rows");
        expect(seen, escape).toMatch(/^refused|^nothing$/);
      }
    } finally {
      await app.close();
    }
  });

  it("is no superuser and cannot bypass row-level security (PostgreSQL)", async () => {
    const app = await appConnection();
    try {
      const [me] = await rows<{ name: string; mighty: boolean }>(
        app.db,
        sql`select current_user as name, (rolsuper or rolbypassrls) as mighty from pg_roles where rolname = current_user`,
      );
      if (process.env.DATABASE_URL) expect(me).toEqual({ name: "volunteerly_login", mighty: false });
      // As itself the login role reads no table: only as the app role, inside withTenant.
      if (process.env.DATABASE_URL) expect(await failureOf(rows(app.db, sql`select id from users limit 1`))).toMatch(/permission denied|does not exist/);
    } finally {
      await app.close();
    }
  });
});
