import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BATCH_WINDOW_MS } from "~/modules/auth/tokens.server";
import type { Tx } from "~/modules/db/client.server";
import { PageTransaction } from "~/modules/db/page-transaction.server";
import { tenants } from "~/modules/db/schema";
import { testDatabase } from "../support/api";
import { callIn, outsideBatchWindow } from "../support/page-scope";

/*
 * Decision 053: the UI's in-process reads of one page request share one database transaction on PostgreSQL (the
 * token check, current_user, current_organizations, the page's data and the token's rotation), committed before the
 * page answers. Never across tenants; a write runs in its own after the shared one committed; a failed statement
 * costs only its own call. The embedded database keeps a transaction per call.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

async function value(tx: Tx, query: ReturnType<typeof sql>): Promise<string> {
  const result = (await tx.execute(query)) as unknown as { rows: Array<{ value: string }> };
  return String(result.rows[0]!.value);
}

async function twoTenants() {
  const { db } = await testDatabase();
  const rows = await db.select({ id: tenants.id }).from(tenants).limit(2);
  return { db, a: rows[0]!.id, b: rows[1]!.id };
}

describe("the reads of one page request", () => {
  it("share one transaction on PostgreSQL, rotation included, committed when the page settles it", async () => {
    const { api, headers } = await outsideBatchWindow();
    const transaction = new PageTransaction();
    const call = callIn(api, { authentications: new Map(), transaction });
    const answers = await Promise.all([
      call("/api/v1/current_user?include=roles", headers),
      call("/api/v1/current_organizations", headers),
      call("/api/v1/dashboard", headers),
    ]);
    await transaction.settle();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // Embedded: the authentication, each call and the rotation in their own.
    if (onPostgres) expect(transaction.begun).toBe(1);
    else expect(transaction.begun).toBeGreaterThanOrEqual(5);
    const rotated = answers.map((answer) => answer.headers.get("access-token")?.trim()).find(Boolean);
    expect(rotated).toBeTruthy();
    // The rotated token is in the database: a request of the next page (without the scope) is signed in with it.
    api.clock.advance(BATCH_WINDOW_MS + 1_000);
    const next = await api.request("/api/v1/current_user", { headers: { ...headers, "access-token": rotated! } });
    expect(next.status).toBe(200);
  });

  it("a write after the page's reads runs after they committed (a sign-out waits for no lock of its own page)", async () => {
    const { api, headers } = await outsideBatchWindow();
    const transaction = new PageTransaction();
    const call = callIn(api, { authentications: new Map(), transaction });
    const read = await call("/api/v1/current_user", headers);
    expect(read.status).toBe(200);
    const token = read.headers.get("access-token")!.trim();
    expect((await call("/auth/sign_out", { ...headers, "access-token": token }, "DELETE")).status).toBe(200);
    expect((await call("/api/v1/current_user", { ...headers, "access-token": token })).status).toBe(401);
    await transaction.settle();
  });

  it.runIf(onPostgres)("never share across tenants: each transaction sets its own tenant", async () => {
    const { db, a, b } = await twoTenants();
    const transaction = new PageTransaction();
    const tenantOf = (tx: Tx) => value(tx, sql`select current_setting('app.tenant_id') as value, pg_sleep(0.02)`);
    const [first, second, third] = await Promise.all([transaction.run(db, a, tenantOf), transaction.run(db, b, tenantOf), transaction.run(db, a, tenantOf)]);
    await transaction.settle();
    expect([first, second, third]).toEqual([a, b, a]);
    expect(transaction.begun).toBe(2);
  });

  it.runIf(onPostgres)("a failed statement fails its own call; calls caught in the aborted transaction run again in their own", async () => {
    const { db, a } = await twoTenants();
    const transaction = new PageTransaction();
    const [failed, caught] = await Promise.allSettled([
      transaction.run(db, a, (tx) => value(tx, sql`select 1 / 0 as value`)),
      transaction.run(db, a, async (tx) => {
        await value(tx, sql`select pg_sleep(0.05) as value`);
        return value(tx, sql`select current_setting('app.tenant_id') as value`);
      }),
    ]);
    expect(failed.status).toBe("rejected");
    expect(caught).toEqual({ status: "fulfilled", value: a });
    // Reads only: the rolled-back transaction lost nothing, so the page answers.
    await expect(transaction.settle()).resolves.toBeUndefined();
    // A later read opens a new shared transaction.
    expect(await transaction.run(db, a, (tx) => value(tx, sql`select 'after' as value`))).toBe("after");
    await transaction.settle();
  });

  it.runIf(onPostgres)("a call that catches its own failed statement and goes on does not fail the calls after it", async () => {
    const { db, a } = await twoTenants();
    const transaction = new PageTransaction();
    const [swallowed, after] = await Promise.allSettled([
      transaction.run(db, a, async (tx) => {
        try {
          return await value(tx, sql`select 1 / 0 as value`);
        } catch {
          return "fallback";
        }
      }),
      transaction.run(db, a, (tx) => value(tx, sql`select current_setting('app.tenant_id') as value`)),
    ]);
    expect(swallowed).toEqual({ status: "fulfilled", value: "fallback" });
    expect(after).toEqual({ status: "fulfilled", value: a });
    await expect(transaction.settle()).resolves.toBeUndefined();
    expect(transaction.begun).toBe(2);
  });

  it.runIf(onPostgres)("settle() refuses when a write (the token's rotation) rolled back with a failed statement", async () => {
    const { db, a } = await twoTenants();
    const transaction = new PageTransaction();
    await Promise.allSettled([
      transaction.run(db, a, (tx) => value(tx, sql`select pg_sleep(0.02)::text as value`), { writes: true }),
      transaction.run(db, a, (tx) => value(tx, sql`select 1 / 0 as value`)),
    ]);
    await expect(transaction.settle()).rejects.toThrow();
  });
});
