/*
 * After `scripts/migrate.ts` (deploy/compose.yaml's migrate service): gives the login role of migration 0013,
 * volunteerly_login, the password DATABASE_APP_PASSWORD, so the app and PgBouncer can sign in with
 * scram-sha-256. Connects as the owner (DATABASE_URL). Run again to rotate the password.
 */
import pg from "pg";

const password = process.env.DATABASE_APP_PASSWORD;
if (!process.env.DATABASE_URL || !password) {
  console.error("DATABASE_URL (the owner) and DATABASE_APP_PASSWORD are needed.");
  process.exit(1);
}
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
// ALTER ROLE takes no parameters; the literal is escaped, and the server stores only its SCRAM verifier.
await client.query(`alter role volunteerly_login password ${client.escapeLiteral(password)}`);
await client.end();
console.log("volunteerly_login has its password.");
