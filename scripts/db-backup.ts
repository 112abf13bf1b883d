import { config } from "~/lib/config.server";
import { backupEmbedded } from "~/modules/db/backup.server";

/* `npm run db:backup [file]`: the embedded database (DATA_DIR) into a .tar.gz; stop the server first. */
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: back up a PostgreSQL server with pg_dump (see the README), not with this script.");
  process.exit(1);
}
const file = process.argv[2] ?? `volunteerly-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
await backupEmbedded(config.dataDir, file);
console.log(`Backed up the embedded database in ${config.dataDir} to ${file}.`);
