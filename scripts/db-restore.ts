import { config } from "~/lib/config.server";
import { restoreEmbedded } from "~/modules/db/backup.server";

/* `npm run db:restore <file>`: a backup of db:backup becomes the embedded database (DATA_DIR); stop the server first. */
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: restore a PostgreSQL server with pg_restore (see the README), not with this script.");
  process.exit(1);
}
const file = process.argv[2];
if (!file) {
  console.error("Which backup? npm run db:restore <file>");
  process.exit(1);
}
const kept = await restoreEmbedded(file, config.dataDir);
console.log(`Restored ${file} into ${config.dataDir}.${kept ? ` The database that was there is kept in ${kept}.` : ""}`);
