import { Validator as JsonApiValidator } from "jsonapi-validator";
import { createApi, type Api } from "~/api/app.server";
import { openDatabase, setDatabase, withTenant, type Database, type DatabaseHandle, type Tx } from "~/modules/db/client.server";
import { seedDemoData } from "~/modules/db/seed.server";
import { clearTenancyCache, resolveTenancy, type RequestTenancy, type Tenant } from "~/modules/tenancy/tenancy.server";
import { PEER_ADDRESS_HEADER } from "~/modules/auth/rate-limit.server";
import { authHeaders, issueToken } from "~/modules/auth/tokens.server";
import { findUserByEmail } from "~/modules/users/current-user.server";
import { currentWorker, workerDatabaseUrl } from "./worker-database";

export { DEMO_PASSWORD, demoEmail } from "~/modules/db/seed.server";

/*
 * One real database per test worker: the embedded PGlite in memory (migrated
 * and seeded here) or, with DATABASE_URL, the worker's copy of the database
 * global-setup.ts prepared on the PostgreSQL server. Tests create what they
 * change with unique names.
 */
type Holder = { handle?: Promise<DatabaseHandle> };
const holder = ((globalThis as Record<string, unknown>).__volunteerlyTestDb ??= {}) as Holder;

export function testDatabase(): Promise<DatabaseHandle> {
  holder.handle ??= (async () => {
    const url = process.env.DATABASE_URL ? workerDatabaseUrl(process.env.DATABASE_URL, currentWorker()) : undefined;
    const handle = await openDatabase(url ? { url } : { dataDir: "memory://" });
    if (!url) {
      await handle.migrate();
      await seedDemoData(handle.db);
    }
    setDatabase(handle);
    clearTenancyCache(handle.db);
    return handle;
  })();
  return holder.handle;
}

/** A center of the demo data on the worker's database, and `run` to act inside its tenant (row-level security on). */
export type DemoCenter = {
  db: Database;
  /** The host's tenancy as the app's middleware resolves it (before it adds the center's switches: withCenter). */
  tenancy: RequestTenancy;
  tenant: Tenant;
  tenantId: string;
  centerId: string;
  run<T>(fn: (tx: Tx, ids: { tenantId: string; centerId: string }) => Promise<T>): Promise<T>;
};

/**
 * The center of `host` as a request to it finds it: the demo center (localhost), or e.g. partner.localhost; on the
 * worker's database unless a test gives its own.
 */
export async function demoCenter(host = "localhost", db?: Database): Promise<DemoCenter> {
  db ??= (await testDatabase()).db;
  const tenancy = await resolveTenancy(db, host);
  const { tenant, centerId } = tenancy;
  if (!centerId) throw new Error(`No center for ${host}: is the database seeded?`);
  const ids = { tenantId: tenant.id, centerId };
  return { db, tenancy, tenant, ...ids, run: (fn) => withTenant(db, tenant.id, (tx) => fn(tx, ids)) };
}

/** A clock tests can move forward. */
export class TestClock {
  private offset = 0;
  now = () => new Date(Date.now() + this.offset);
  advance(ms: number) {
    this.offset += ms;
  }
}

export type TestApi = {
  api: Api;
  clock: TestClock;
  request: (path: string, init?: RequestOptions) => Promise<Response>;
};

export type RequestOptions = {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  json?: unknown;
  body?: string;
};

/** An API on the worker's database with its own clock; requests go in-process. */
let peerCounter = 0;

const jsonApiValidator = new JsonApiValidator();

/**
 * Every document of /api/v1 a test receives must be valid JSON:API (issue 11): checked here, on a copy,
 * for every request of every API test, before the test reads it.
 */
async function conformant(path: string, response: Response): Promise<Response> {
  if (!path.startsWith("/api/v1") || response.status === 204 || response.status === 304) return response;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return response;
  const text = await response.clone().text();
  if (text === "") return response;
  const document = JSON.parse(text) as unknown;
  try {
    jsonApiValidator.validate(document);
  } catch (error) {
    const problems = (error as { errors?: Array<{ instancePath?: string; dataPath?: string; message?: string }> }).errors ?? [];
    throw new Error(
      `${path} answered ${response.status} with a document that is not valid JSON:API: ${problems
        .slice(0, 5)
        .map((p) => `${p.instancePath ?? p.dataPath ?? ""} ${p.message ?? ""}`)
        .join("; ")}\n${text.slice(0, 500)}`,
      { cause: error },
    );
  }
  if (!type.startsWith("application/vnd.api+json")) throw new Error(`${path} answered a JSON:API document as ${type}`);
  if ((document as { jsonapi?: { version?: string } }).jsonapi?.version !== "1.1") throw new Error(`${path} answered without jsonapi.version 1.1`);
  return response;
}

export async function testApi(): Promise<TestApi> {
  const handle = await testDatabase();
  const clock = new TestClock();
  const api = createApi({ getDb: async () => handle.db, now: clock.now });
  const request = (path: string, init: RequestOptions = {}) => {
    const headers = new Headers(init.headers);
    headers.set("host", init.host ?? "localhost");
    // The client's address, as server/index.js hands it in: the X-Forwarded-For a test gives, else one of
    // its own per request, so per-address throttles see the clients a test means and no others.
    if (!headers.has(PEER_ADDRESS_HEADER)) {
      const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
      headers.set(PEER_ADDRESS_HEADER, forwarded || `2001:db8:7e57::${(++peerCounter).toString(16)}`);
    }
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return Promise.resolve(api.fetch(new Request(`http://${init.host ?? "localhost"}${path}`, { method: init.method ?? "GET", headers, body }))).then((response) =>
      conformant(path, response),
    );
  };
  return { api, clock, request };
}

/**
 * devise_token_auth headers for a demo user, issued straight in the database
 * (tests of other endpoints need not go through sign-in).
 */
export async function tokenHeadersFor(email: string, host = "localhost"): Promise<Record<string, string>> {
  const center = await demoCenter(host);
  return center.run(async (tx, { tenantId }) => {
    const user = await findUserByEmail(tx, email);
    if (!user) throw new Error(`No user ${email} in tenant ${center.tenant.slug}`);
    const issued = await issueToken(tx, { tenantId, userId: user.id, now: new Date() });
    return authHeaders(user.email, issued);
  });
}
