/*
 * `npm run bench`: throughput of the production build on loopback, as ratios
 * to a trivial endpoint measured in the same run (machines are shared and
 * noisy, so absolute numbers mean little). Starts its own server on a fresh
 * embedded database (or the PostgreSQL server of DATABASE_URL) with the
 * benchmark dataset of scripts/seed-large.ts (`--size small`, the default: 5
 * tenants; `--size large`: 50 tenants, 100k vacancies); bounded in requests
 * and time. Then the goals of issue 4: bulk-editing 1,000 vacancies, the
 * search p95 and the vacancy bank's throughput next to a trivial page.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.BENCH_PORT ?? 3310);
const base = `http://localhost:${port}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 4;

const SEARCH_TERMS = ["fiets", "taal", "voorlezen", "koken", "tuin", "chauffeur", "maatje", "repair", "computer", "wandelen", "chaufeur", "huiswerk", "boodschappen", "buurt", "ouderen", "kinderen", "muziek", "sport", "schilderen", "bibliotheek"];
const sizeAt = process.argv.indexOf("--size");
const size = sizeAt >= 0 ? process.argv[sizeAt + 1]! : "small";
const benchStarted = performance.now();

if (!fs.existsSync(`${process.env.BUILD_DIR ?? "build"}/server/index.js`)) spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "volunteerly-bench-")), "data");
// The dataset first: the embedded database belongs to one process at a time.
const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts", "--size", size], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: ["ignore", "inherit", "inherit"],
});
if (seeded.status !== 0) throw new Error("seeding the benchmark dataset failed");
// The search query alone, before the server takes the database: the same function the API calls.
const searchQuery = await measureSearchQuery("large-01.localhost");
const server = spawn("bash", ["tests/e2e/serve.sh"], {
  env: { ...process.env, PORT: String(port), E2E_DATA_DIR: dataDir },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

type Measured = { name: string; perSecond: number; p50: number; p95: number };

async function measure(name: string, make: () => Request, observe: (response: Response) => void = () => {}): Promise<Measured> {
  return measureWith(name, async () => {
    const response = await fetch(make());
    await response.arrayBuffer();
    observe(response);
    return response.status;
  });
}

/** REQUESTS calls, CONCURRENCY at a time, after a warm-up; `send` answers the status. */
async function measureWith(name: string, send: () => Promise<number>): Promise<Measured> {
  for (let i = 0; i < 20; i++) await send();
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const status = await send();
        if (status >= 400) throw new Error(`${name}: ${status}`);
        durations.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { name, perSecond: REQUESTS / seconds, ...percentiles(durations) };
}

function percentiles(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * A GET with its own Host header (fetch does not let one set it): pages of
 * the dataset's tenants are found by host, e.g. large-01.localhost.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function getWithHost(host: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname, agent, headers: { host: `${host}:${port}` } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

/** An API session of the dataset tenant's admin that keeps the rotated token. */
async function tenantAdmin(tenant: string) {
  const signIn = await fetch(`${base}/auth/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant": tenant },
    body: JSON.stringify({ email: `admin@${tenant}.example`, password: "Vrijwilliger2026!" }),
  });
  if (!signIn.ok) throw new Error(`sign-in of admin@${tenant}.example: ${signIn.status}`);
  const headers: Record<string, string> = { "x-tenant": tenant, "content-type": "application/json" };
  for (const name of ["access-token", "client", "uid"]) headers[name] = signIn.headers.get(name) ?? "";
  return async <T>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const token = response.headers.get("access-token")?.trim();
    if (token) headers["access-token"] = token;
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/**
 * The search query p95 of issue 4, measured in this process: 200 visitor
 * searches (20 terms, one with a typo) through listVacancies inside withTenant,
 * as the API runs them, without HTTP, tenancy and serialization around them.
 */
async function measureSearchQuery(host: string) {
  const { openDatabase, withTenant } = await import("~/modules/db/client.server");
  const { resolveTenancy } = await import("~/modules/tenancy/tenancy.server");
  const { listVacancies } = await import("~/modules/vacancies/vacancies.server");
  const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir });
  try {
    const tenancy = await resolveTenancy(handle.db, host);
    const viewer = { user: null, centerId: tenancy.centerId, centerSharing: tenancy.tenant.features.centerSharing };
    const durations: number[] = [];
    for (let i = 0; i < 220; i++) {
      const q = SEARCH_TERMS[i % SEARCH_TERMS.length]!;
      const started = performance.now();
      await withTenant(handle.db, tenancy.tenant.id, (tx) =>
        listVacancies(tx, { tenantId: tenancy.tenant.id, viewer, filters: { q, status: ["published"] }, sort: "relevance", page: { size: 10, offset: 0 } }),
      );
      if (i >= 20) durations.push(performance.now() - started);
    }
    return percentiles(durations);
  } finally {
    await handle.close();
  }
}


/** Issue 4's goals, measured on the first tenant of the dataset. */
async function measureGoals(tenant: string) {
  const api = await tenantAdmin(tenant);
  // 1,000 published vacancies by id, then one bulk edit (one transaction) that archives them.
  const ids: string[] = [];
  for (let page = 1; ids.length < 1000; page++) {
    const { data } = await api<{ data: Array<{ id: string }> }>("GET", `/api/v1/vacancies?filter[scope]=managed&filter[status]=published&page[size]=100&page[number]=${page}`);
    if (data.length === 0) break;
    ids.push(...data.map((v) => v.id));
  }
  const bulk = ids.slice(0, 1000);
  let t0 = performance.now();
  const preview = await api<{ meta: { summary: { changed: number } } }>("POST", "/api/v1/vacancies/bulk_update", { ids: bulk, changes: { action: "archive" }, preview: true });
  const previewMs = performance.now() - t0;
  t0 = performance.now();
  const applied = await api<{ meta: { summary: { changed: number } } }>("POST", "/api/v1/vacancies/bulk_update", { ids: bulk, changes: { action: "archive" } });
  const bulkMs = performance.now() - t0;
  if (applied.meta.summary.changed !== bulk.length || preview.meta.summary.changed !== bulk.length) throw new Error("the bulk edit did not change every vacancy");
  // Restore them (not timed): the pages below, and a next run on the same database, see the same bank.
  await api("POST", "/api/v1/vacancies/bulk_update", { ids: bulk, changes: { action: "restore" } });

  // The search API one at a time, as a visitor of the tenant: 200 searches over 20 terms.
  const durations: number[] = [];
  for (let i = 0; i < 220; i++) {
    const q = encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length]!);
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/vacancies?filter[q]=${q}&page[size]=10&include=organization`, { headers: { "x-tenant": tenant } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search: ${response.status}`);
    if (i >= 20) durations.push(performance.now() - started);
  }
  const search = percentiles(durations);

  const host = `${tenant}.localhost`;
  const trivial = await measureWith(`GET /switch (trivial page, ${host})`, () => getWithHost(host, "/switch"));
  const bank = await measureWith(`GET /vacancies/search?q=fiets (${host})`, () => getWithHost(host, "/vacancies/search?q=fiets"));
  return { bulkMs, previewMs, bulkCount: bulk.length, search, trivial, bank };
}

try {
  await waitForServer();
  const signIn = await fetch(`${base}/auth/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.example", password: "Vrijwilliger2026!" }),
  });
  const auth = Object.fromEntries(["access-token", "client", "uid"].map((h) => [h, signIn.headers.get(h) ?? ""]));
  const results = [
    await measure("GET /healthz (trivial)", () => new Request(`${base}/healthz`)),
    await measure("GET / (home page, SSR)", () => new Request(`${base}/`)),
    await measure("GET /auth/login-1 (form page, SSR)", () => new Request(`${base}/auth/login-1`)),
    await measure("GET /api/v1/volunteer_centers/current", () => new Request(`${base}/api/v1/volunteer_centers/current?include=profile`)),
    await measure("GET /api/v1/organizations (public list)", () => new Request(`${base}/api/v1/organizations?include=profile,address`)),
    // Like a real client: keep the rotated token (a blank one means a shared batch token).
    await measure(
      "GET /api/v1/users (admin, 25 per page)",
      () => new Request(`${base}/api/v1/users?include=roles`, { headers: auth }),
      (response) => {
        const token = response.headers.get("access-token")?.trim();
        if (token) auth["access-token"] = token;
      },
    ),
  ];
  const goals = await measureGoals("large-01");
  const trivial = results[0]!.perSecond;
  console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} at a time, node ${process.version}, dataset --size ${size}\n`);
  console.log("endpoint".padEnd(52), "req/s".padStart(8), "p50 ms".padStart(8), "p95 ms".padStart(8), "vs trivial".padStart(11));
  for (const r of results) {
    console.log(r.name.padEnd(52), r.perSecond.toFixed(0).padStart(8), r.p50.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8), (r.perSecond / trivial).toFixed(2).padStart(11));
  }
  for (const r of [goals.trivial, goals.bank]) {
    console.log(r.name.padEnd(52), r.perSecond.toFixed(0).padStart(8), r.p50.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8), (r.perSecond / goals.trivial.perSecond).toFixed(2).padStart(11));
  }
  const ratio = goals.bank.perSecond / goals.trivial.perSecond;
  const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
  console.log("\nGoals (issue 4)");
  console.log(`  bulk edit of ${goals.bulkCount} vacancies (archive, one transaction): ${goals.bulkMs.toFixed(0)} ms (preview ${goals.previewMs.toFixed(0)} ms) — goal ≤ 1000 ms: ${verdict(goals.bulkMs <= 1000)}`);
  console.log(`  search query (listVacancies in withTenant, no HTTP), 200 searches one at a time: p50 ${searchQuery.p50.toFixed(1)} ms, p95 ${searchQuery.p95.toFixed(1)} ms — goal p95 ≤ 20 ms: ${verdict(searchQuery.p95 <= 20)}`);
  console.log(`  the same searches through the API (GET /api/v1/vacancies?filter[q]=…&include=organization): p50 ${goals.search.p50.toFixed(1)} ms, p95 ${goals.search.p95.toFixed(1)} ms`);
  console.log(`  /vacancies/search throughput vs /switch on the same tenant: ${ratio.toFixed(2)} — goal ≥ 0.6: ${verdict(ratio >= 0.6)}`);
  console.log(`\nWhole run (seeding included): ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
} finally {
  process.kill(-server.pid!, "SIGTERM");
}
