/*
 * Run before the server starts. The embedded database is created, migrated and
 * seeded on the first start (zero set-up) and kept afterwards; a PostgreSQL
 * server (DATABASE_URL) is migrated and seeded by `npm run db:migrate` and
 * `npm run db:seed`.
 */
import { config } from "~/lib/config.server";
import { openDatabase } from "~/modules/db/client.server";
import { isSeeded, seedDemoData } from "~/modules/db/seed.server";
import { printDemoAccounts } from "./demo-accounts";

if (config.databaseUrl) {
  console.log("Using the PostgreSQL server of DATABASE_URL (run `npm run db:migrate` and `npm run db:seed` once).");
} else {
  const handle = await openDatabase({ dataDir: config.dataDir });
  await handle.migrate();
  if (!(await isSeeded(handle.db))) {
    await seedDemoData(handle.db);
    console.log(`Created the embedded database in ${config.dataDir} with the demo data.`);
  } else {
    console.log(`Using the embedded database in ${config.dataDir}.`);
  }
  await handle.close();
}
printDemoAccounts();
