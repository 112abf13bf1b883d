import { sql } from "drizzle-orm";
import { openDatabase } from "~/modules/db/client.server";
import { seedDemoData } from "~/modules/db/seed.server";

/**
 * With DATABASE_URL (a PostgreSQL server) the database is emptied, migrated
 * and seeded once for the whole run; the embedded database is made per worker
 * in memory instead (tests/support/api.ts).
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const handle = await openDatabase({ url });
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema if exists app cascade`);
  await handle.db.execute(sql`create schema public`);
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.close();
}
