import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTenant } from "~/modules/db/client.server";
import { tenants } from "~/modules/db/schema";
import { testDatabase } from "../support/api";

describe("queries side by side on one transaction", () => {
  it("all answer, in one transaction, without node-postgres's deprecated query queue", async () => {
    const handle = await testDatabase();
    const [tenant] = await handle.db.select({ id: tenants.id }).from(tenants).limit(1);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const answers = await withTenant(handle.db, tenant!.id, (tx) =>
        Promise.all([
          tx.execute(sql`select pg_sleep(0.05), 1 as n, txid_current() as txid`),
          tx.execute(sql`select 2 as n, txid_current() as txid`),
          tx.execute(sql`select 3 as n, current_setting('app.tenant_id') as tenant, txid_current() as txid`),
        ]),
      );
      const rows = answers.map((answer) => (answer as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!);
      expect(rows.map((row) => Number(row.n))).toEqual([1, 2, 3]);
      expect(rows[2]!.tenant).toBe(tenant!.id);
      expect(new Set(rows.map((row) => String(row.txid))).size).toBe(1);
      // A deprecation warning is emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
