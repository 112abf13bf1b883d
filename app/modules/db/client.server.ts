import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { allowRoleStatement, withRoleGuard } from "./role-guard.server";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { config } from "~/lib/config.server";
import { lockDataDir } from "./data-dir-lock.server";
import * as schema from "./schema";
import { unavailableOr } from "./unavailable";
import { serializeQueries } from "./serial-queries.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction (or the database) that queries run on. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` after it commits, from any process on the same
   * database, with the notification's payload; `onLost` when the listening connection is lost (then nothing
   * more arrives).
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<void>;
  close(): Promise<void>;
};

/** How the listening of a database is found from its drizzle object (e.g. by the tenancy cache). */
const listeners = new WeakMap<Database, DatabaseHandle["listen"]>();
export function listenerOf(db: Database): DatabaseHandle["listen"] | undefined {
  return listeners.get(db);
}

/**
 * Databases whose transactions a page request's API reads may share (PostgreSQL through a pool): the embedded one
 * is a single connection a transaction holds exclusively (decision 053, page-transaction.server.ts).
 */
const sharing = new WeakSet<Database>();
export function sharesTransactions(db: Database): boolean {
  return sharing.has(db);
}

/**
 * The database each transaction of withTenant and withoutTenant runs on: work handed only the transaction (a job's
 * mail, say) finds that database's tenancy cache by it (tenancy.server's centerTenancyIn).
 */
const transactionDatabases = new WeakMap<Tx, Database>();
export function databaseOf(tx: Tx): Database | undefined {
  return transactionDatabases.get(tx);
}

export const APP_ROLE = "volunteerly_app";
const SET_APP_ROLE = `set local role ${APP_ROLE}`;
allowRoleStatement(SET_APP_ROLE);
// withTenant's statement as drizzle sends it (parameters $1, $2).
allowRoleStatement("select set_config('app.tenant_id', $1, true), set_config('role', $2, true)");

const migrationsFolder = path.resolve("drizzle");

/**
 * How long a request waits for a database connection before it answers 503 (issue 16): a server that refuses
 * connections fails at once, so this bounds a silent network and a pool that stays busy under overload (the wait for
 * a free pooled connection counts too; 5 s turned away responses during a burst of 260 at once).
 */
const CONNECT_TIMEOUT_MS = Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 15_000);

/**
 * Opens the embedded PGlite (a directory, or `memory://` for tests) or a
 * PostgreSQL server through a connection pool. Same schema, same SQL.
 */
export async function openDatabase(options: { url?: string; listenUrl?: string; dataDir?: string } = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      // A database that is away is noticed within seconds (the request answers 503) instead of after the
      // operating system's TCP timeout; keep-alive finds connections a vanished server left open.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection the database dropped (a restart, a failover) is an 'error' event of the pool, which would
    // end the process without a listener. The pool opens a new connection for the next query.
    pool.on("error", (error) => console.warn(`[database] an idle connection was lost: ${error.message}`));
    // A connection lost while it is checked out (between the statements of a transaction) is an 'error' event of its
    // client, which has no listener then: the statement in flight fails on its own, so the event is only noted.
    pool.on("connect", (client) => {
      client.on("error", (error) => console.warn(`[database] a connection in use was lost: ${error.message}`));
      // Queries side by side on one transaction wait for each other here, not in node-postgres's deprecated queue.
      serializeQueries(client);
    });
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
    // A connection of its own per channel: a pooled one would be handed to queries in between. Behind PgBouncer in
    // transaction pooling LISTEN would stay on a server connection other clients then use: `listenUrl`
    // (DATABASE_LISTEN_URL) goes to PostgreSQL directly (decision 036).
    const listening = new Set<pg.Client>();
    let closed = false;
    const listen: DatabaseHandle["listen"] = async (channel, onNotify, onLost) => {
      if (closed) return;
      const client = new pg.Client({ connectionString: options.listenUrl ?? options.url });
      let lost = false;
      const lose = () => {
        if (lost || closed) return;
        lost = true;
        listening.delete(client);
        onLost();
      };
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify(message.payload ?? "");
      });
      client.on("error", () => {
        lose();
        void client.end().catch(() => {});
      });
      client.on("end", lose);
      await client.connect();
      listening.add(client);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    };
    listeners.set(db, listen);
    sharing.add(db);
    return {
      kind: "postgres",
      db,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      ping: () => ping(db),
      listen,
      close: async () => {
        closed = true;
        const clients = [...listening];
        listening.clear();
        await Promise.all(clients.map((client) => client.end().catch(() => {})));
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? config.dataDir;
  const inMemory = dataDir === "memory://";
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { btree_gin, pg_trgm, unaccent } });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(withRoleGuard(client), { schema, casing: "snake_case" }) as unknown as Database;
  // The embedded database lives in this process: its notifications never get lost.
  const listen: DatabaseHandle["listen"] = async (channel, onNotify) => {
    await client.listen(channel, (payload) => onNotify(payload));
  };
  listeners.set(db, listen);
  return {
    kind: "pglite",
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () => ping(db),
    listen,
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

type Holder = { handle?: Promise<DatabaseHandle> };
const holder: Holder = ((globalThis as Record<string, unknown>).__volunteerlyDb ??= {}) as Holder;

/**
 * The process-wide database. The embedded database migrates itself when it
 * opens (zero set-up); a server database is migrated by `npm run db:migrate`.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  holder.handle ??= (async () => {
    const handle = await openDatabase({ url: config.appDatabaseUrl, listenUrl: config.listenDatabaseUrl });
    if (handle.kind === "pglite") await handle.migrate();
    else await refuseMightyRole(handle.db);
    return handle;
  })();
  return holder.handle;
}

/**
 * The server never runs as a role that row-level security does not hold: a
 * superuser or BYPASSRLS login would undo isolation with one `reset role`.
 */
async function refuseMightyRole(db: Database): Promise<void> {
  const result = await db.execute<{ name: string; mighty: boolean }>(
    sql`select current_user as name, (rolsuper or rolbypassrls) as mighty from pg_roles where rolname = current_user`,
  );
  const row = (result as unknown as { rows: Array<{ name: string; mighty: boolean }> }).rows[0];
  if (row?.mighty) {
    throw new Error(
      `The server connects to PostgreSQL as ${row.name}, a superuser or BYPASSRLS role. It must connect as volunteerly_login (DATABASE_APP_URL, or DATABASE_URL's server with DATABASE_APP_PASSWORD); migrations keep using DATABASE_URL.`,
    );
  }
}

/** Closes the process-wide database if it was opened (at shutdown: the embedded one must close to stay intact). */
export async function closeDatabase(): Promise<void> {
  const handle = holder.handle;
  holder.handle = undefined;
  if (handle) await (await handle).close();
}

/** Lets tests and scripts hand in their own database. */
export function setDatabase(handle: DatabaseHandle | undefined) {
  holder.handle = handle ? Promise.resolve(handle) : undefined;
}

/**
 * Runs `fn` in a transaction as the application role with the tenant set
 * transaction-locally, so row-level security applies and nothing leaks into
 * the next transaction on the same connection (safe behind PgBouncer).
 */
export async function withTenant<T>(db: Database, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      transactionDatabases.set(tx, db);
      // One statement (set_config('role', …, true) is SET LOCAL ROLE): every request runs a few of these
      // transactions, and on the embedded database each statement costs a round trip through the engine.
      await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', ${APP_ROLE}, true)`);
      return fn(tx);
    });
  } catch (error) {
    // The database server away (issue 16): a 503 for the page or the API, not a 500 (db/unavailable.ts).
    throw unavailableOr(error);
  }
}

/** Runs `fn` as the application role without a tenant: only platform tables are visible. */
export async function withoutTenant<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      transactionDatabases.set(tx, db);
      await tx.execute(sql.raw(SET_APP_ROLE));
      return fn(tx);
    });
  } catch (error) {
    throw unavailableOr(error);
  }
}
