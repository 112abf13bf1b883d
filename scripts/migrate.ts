import { openDatabase } from "~/modules/db/client.server";
import { config } from "~/lib/config.server";

const handle = await openDatabase({ url: config.databaseUrl });
await handle.migrate();
await handle.close();
console.log(`Migrated the ${handle.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL database"}.`);
