import { createApi, type Api } from "~/api/app.server";
import { openDatabase, setDatabase, type DatabaseHandle } from "~/modules/db/client.server";
import { seedDemoData } from "~/modules/db/seed.server";
import { clearTenancyCache, resolveTenancy } from "~/modules/tenancy/tenancy.server";
import { withTenant } from "~/modules/db/client.server";
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
export async function testApi(): Promise<TestApi> {
  const handle = await testDatabase();
  const clock = new TestClock();
  const api = createApi({ getDb: async () => handle.db, now: clock.now });
  const request = (path: string, init: RequestOptions = {}) => {
    const headers = new Headers(init.headers);
    headers.set("host", init.host ?? "localhost");
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return Promise.resolve(api.fetch(new Request(`http://${init.host ?? "localhost"}${path}`, { method: init.method ?? "GET", headers, body })));
  };
  return { api, clock, request };
}

/**
 * devise_token_auth headers for a demo user, issued straight in the database
 * (tests of other endpoints need not go through sign-in).
 */
export async function tokenHeadersFor(email: string, host = "localhost"): Promise<Record<string, string>> {
  const handle = await testDatabase();
  const { tenant } = await resolveTenancy(handle.db, host);
  return withTenant(handle.db, tenant.id, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) throw new Error(`No user ${email} in tenant ${tenant.slug}`);
    const issued = await issueToken(tx, { tenantId: tenant.id, userId: user.id, now: new Date() });
    return authHeaders(user.email, issued);
  });
}
