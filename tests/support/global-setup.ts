import { sql } from "drizzle-orm";
import { openDatabase } from "~/modules/db/client.server";
import { seedDemoData } from "~/modules/db/seed.server";
import { API_TEST_WORKERS, workerDatabaseUrl } from "./worker-database";

/**
 * With DATABASE_URL (a PostgreSQL server) that database is emptied, migrated
 * and seeded once for the whole run; each test worker then works in a copy of
 * it (tests/support/worker-database.ts), as each worker has its own embedded
 * database in memory without DATABASE_URL (tests/support/api.ts).
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

  // The copies are made here, one after the other: CREATE DATABASE … TEMPLATE needs the template to itself.
  const admin = await openDatabase({ url });
  const template = new URL(url).pathname.slice(1);
  try {
    for (let worker = 1; worker <= API_TEST_WORKERS; worker++) {
      const copy = new URL(workerDatabaseUrl(url, worker)).pathname.slice(1);
      await admin.db.execute(sql.raw(`drop database if exists "${copy}" with (force)`));
      await admin.db.execute(sql.raw(`create database "${copy}" template "${template}"`));
    }
  } finally {
    await admin.close();
  }
}
