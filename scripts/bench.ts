/*
 * `npm run bench`: the production build under load on loopback, every figure a
 * ratio to a bare React Router app's trivial page (bench/bare: one route, the
 * same React Router, React and Node, built and served by the same server) that
 * is measured in the same run right before each page — these machines are
 * shared and noisy, so absolute numbers mean little. The ratio to the app's own
 * trivial page /switch is a second column.
 *
 *   npm run bench                              # embedded database, --size small
 *   npm run bench -- --size large --db both    # embedded, then PostgreSQL (DATABASE_URL or a local volunteerly_bench)
 *   npm run bench -- --node 24                 # both servers on Node 24 (the node@24 npm package)
 *
 * Load: autocannon, BENCH_CONNECTIONS (8) connections, BENCH_SECONDS (5) per
 * target after a one-second warm-up. Pages of the dataset's first tenant
 * (large-01.localhost); signed-in pages as its admin, keeping the session
 * cookie the app rotates, as a browser does. Also: issue 4's goals (bulk edit of
 * 1,000 vacancies, search p95), the JavaScript a page loads, and the server's
 * memory after the load, and issue 13's messaging lines (the bell's count is one indexed query; open event
 * streams cost no database polling per stream: scripts/lib/messaging-bench.ts).
 *
 *   npm run bench -- --only messaging         # just the messaging lines (no load, no servers)
 *   npm run bench -- --only analytics         # just the analytics lines: a year of /analytics' figures (scripts/lib/analytics-bench.ts)
 *
 * A focused run: only the pages named by their keys (healthz, switch, home, bank, bank-q, vacancy, calendar,
 * api, switch-signed-in, dashboard, manage, analytics) against the bare page, nothing else measured; with --compare, another
 * build's server (the previous commit built into another dir, say) is loaded right after this one, page by
 * page, in the same run (on the embedded database it gets a copy of the dataset: one process per database).
 *
 *   npm run bench -- --size large --pages manage,switch
 *   BUILD_DIR=build-after npm run bench -- --size large --pages manage --compare build-before
 */
import { randomBytes } from "node:crypto";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon, { type Request as LoadRequest } from "autocannon";
import { pageJavaScript } from "./lib/page-weight";
import { imageVariantsMs } from "./lib/image-bench";
import { measureMessaging, printMessaging, type MessagingBench } from "./lib/messaging-bench";
import { measureAnalytics, printAnalytics, type AnalyticsBench } from "./lib/analytics-bench";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const size = option("size", "small");
const dbChoice = option("db", process.env.DATABASE_URL ? "postgres" : "pglite");
const nodeMajor = option("node", "");
const focusPages = option("pages", "").split(",").filter(Boolean);
const compareDir = option("compare", "");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3310);
const BARE_PORT = APP_PORT + 1;
const COMPARE_PORT = APP_PORT + 2;
const TENANT = "large-01";
const HOST = `${TENANT}.localhost`;
const POSTGRES_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/volunteerly_bench";
const SEARCH_TERMS = ["fiets", "taal", "voorlezen", "koken", "tuin", "chauffeur", "maatje", "repair", "computer", "wandelen", "chaufeur", "huiswerk", "boodschappen", "buurt", "ouderen", "kinderen", "muziek", "sport", "schilderen", "bibliotheek"];
const GOALS = { switch: 0.7, home: 0.7, bank: 0.5, vacancy: 0.5, api: 0.6, signedIn: 0.4, tailRatio: 4, embeddedShare: 0.8, rssMb: 300, jsKb: 120, contentVsSwitch: 0.8, calendarVsSwitch: 0.6 };
const started = performance.now();

/** The Node binary both servers run on: this one, or Node 24 from the registry. */
const nodeBin = nodeMajor
  ? spawnSync("npx", ["-y", "-p", `node@${nodeMajor}`, "--", "node", "-e", "process.stdout.write(process.execPath)"], { encoding: "utf8" }).stdout.trim()
  : process.execPath;
const nodeVersion = spawnSync(nodeBin, ["--version"], { encoding: "utf8" }).stdout.trim();

function build(dir: string, marker: string, command: string[]) {
  if (fs.existsSync(marker)) return;
  const built = spawnSync("npx", command, { stdio: "inherit" });
  if (built.status !== 0) throw new Error(`building ${dir} failed`);
}
if (!["messaging", "analytics"].includes(option("only", ""))) {
  build("the app", `${process.env.BUILD_DIR ?? "build"}/server/index.js`, ["react-router", "build"]);
  build("the bare app", "bench/bare/build/server/index.js", ["react-router", "build", "bench/bare"]);
}

type Target = { name: string; key: string; path: string; goal?: number; headers?: Record<string, string>; signedIn?: boolean; api?: boolean };
type Measured = { rps: number; p50: number; p99: number; non2xx: number; kb: number };
type Row = Target & Measured & { bare: number };
type RunResult = { db: string; rows: Row[]; rssMb: number; js: Array<{ page: string; kb: number }>; issue4: Issue4; messaging: MessagingBench; analytics: AnalyticsBench };
type Issue4 = { bulkMs: number; previewMs: number; searchQuery: { p50: number; p95: number }; searchApi: { p50: number; p95: number } };

function waitFor(url: string, headers: Record<string, string> = {}) {
  return (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(url, { headers })).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`${url} did not answer`);
  })();
}

const BENCH_SECRET = randomBytes(48).toString("base64url");

function serve(command: string, commandArgs: string[], env: Record<string, string>): ChildProcess {
  // A production server on PostgreSQL needs a cookie secret of its own (issue 18): one per bench run.
  const secret = process.env.SESSION_SECRET ?? BENCH_SECRET;
  return spawn(command, commandArgs, { env: { ...process.env, SESSION_SECRET: secret, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true });
}

function stop(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    // already gone
  }
  return new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
}

/** One autocannon run; `session` keeps the cookie the app rotates, shared by the connections like a browser's tabs. */
async function load(port: number, target: Pick<Target, "path" | "headers">, session?: { cookie: string }): Promise<Measured> {
  const headers = { host: `${HOST}:${port}`, ...target.headers };
  const requests: LoadRequest[] | undefined = session
    ? [
        {
          method: "GET",
          path: target.path,
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: session.cookie } }),
          onResponse: (_status, _body, _context, responseHeaders) => {
            const cookies = [(responseHeaders as Record<string, string | string[]> | undefined)?.["set-cookie"] ?? []].flat();
            for (const cookie of cookies) {
              const [pair] = cookie.split(";");
              const name = pair!.split("=")[0]!;
              session.cookie = [...session.cookie.split("; ").filter((c) => !c.startsWith(`${name}=`)), pair].join("; ");
            }
          },
        },
      ]
    : undefined;
  const run = (duration: number) =>
    autocannon({ url: `http://127.0.0.1:${port}${target.path}`, connections: CONNECTIONS, duration, headers, requests });
  await run(1);
  const result = await run(SECONDS);
  const kb = result.throughput.total / Math.max(1, result.requests.total) / 1024;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, kb };
}

/**
 * Loads each run's page with the bare page right before and after it (one run's "after" is the next one's "before",
 * and the anchor runs once more at the end): each row's `bare` is the mean of the two anchor runs on either side.
 * `each` sees a row as soon as it is measured.
 */
async function anchored<R extends { port: number; target: Target; session?: { cookie: string } }>(
  runs: R[],
  each: (row: Row, run: R) => void = () => {},
): Promise<{ rows: Row[]; anchors: number[] }> {
  const rows: Row[] = [];
  let before = await load(BARE_PORT, { path: "/" });
  const anchors = [before.rps];
  for (const run of runs) {
    const measured = await load(run.port, run.target, run.session);
    const after = await load(BARE_PORT, { path: "/" });
    anchors.push(after.rps);
    const row = { ...run.target, ...measured, bare: (before.rps + after.rps) / 2 };
    rows.push(row);
    each(row, run);
    before = after;
  }
  return { rows, anchors };
}

/** A request with its own Host header (fetch drops it): pages of the dataset's tenants are found by host. */
function request(port: number, method: string, pathname: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; cookies: string[]; text: string }>((resolve, reject) => {
    const sent = http.request({ host: "127.0.0.1", port, method, path: pathname, headers: { host: `${HOST}:${port}`, ...headers } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, cookies: response.headers["set-cookie"] ?? [], text }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

/** Signs in through the sign-in page as a browser does (CSRF token and cookie) and returns the session's cookies. */
async function signIn(port: number, email: string): Promise<string> {
  const page = await request(port, "GET", "/auth/login-1", {});
  const jar = new Map(page.cookies.map((c) => [c.split("=")[0]!, c.split(";")[0]!]));
  const csrf = /name="csrf" value="([^"]*)"/.exec(page.text)?.[1]?.replaceAll("&amp;", "&");
  if (!csrf) throw new Error("no CSRF token on the sign-in page");
  const body = new URLSearchParams({ csrf, email, password: "Vrijwilliger2026!" }).toString();
  const response = await request(port, "POST", "/auth/login-1", { cookie: [...jar.values()].join("; "), "content-type": "application/x-www-form-urlencoded" }, body);
  if (response.status !== 302) throw new Error(`signing in as ${email}: ${response.status}`);
  for (const c of response.cookies) jar.set(c.split("=")[0]!, c.split(";")[0]!);
  return [...jar.values()].join("; ");
}

/** A devise_token_auth API session of the tenant's admin that keeps the rotated token. */
async function apiAdmin(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const signInResponse = await fetch(`${base}/auth/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant": TENANT },
    body: JSON.stringify({ email: `admin@${TENANT}.example`, password: "Vrijwilliger2026!" }),
  });
  if (!signInResponse.ok) throw new Error(`API sign-in: ${signInResponse.status}`);
  const headers: Record<string, string> = { "x-tenant": TENANT, "content-type": "application/json" };
  for (const name of ["access-token", "client", "uid"]) headers[name] = signInResponse.headers.get(name) ?? "";
  return async <T>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const token = response.headers.get("access-token")?.trim();
    if (token) headers["access-token"] = token;
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

function percentiles(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Issue 4: the search function itself, in this process, before the server takes the (embedded) database. */
async function measureSearchQuery(env: Record<string, string>) {
  const { openDatabase, withTenant } = await import("~/modules/db/client.server");
  const { resolveTenancy } = await import("~/modules/tenancy/tenancy.server");
  const { listVacancies } = await import("~/modules/vacancies/vacancies.server");
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    const tenancy = await resolveTenancy(handle.db, HOST);
    const viewer = { user: null, centerId: tenancy.centerId, centerSharing: tenancy.tenant.features.centerSharing };
    const durations: number[] = [];
    for (let i = 0; i < 220; i++) {
      const q = SEARCH_TERMS[i % SEARCH_TERMS.length]!;
      const t0 = performance.now();
      await withTenant(handle.db, tenancy.tenant.id, (tx) =>
        listVacancies(tx, { tenantId: tenancy.tenant.id, viewer, filters: { q, status: ["published"] }, sort: "relevance", page: { size: 10, offset: 0 } }),
      );
      if (i >= 20) durations.push(performance.now() - t0);
    }
    return percentiles(durations);
  } finally {
    await handle.close();
  }
}

/** Issue 14: the first tenant's 5,000 activity occurrences, for datasets seeded before they existed (scripts/seed-large.ts). */
async function ensureCalendar(env: Record<string, string>) {
  const { openDatabase } = await import("~/modules/db/client.server");
  const { resolveTenancy } = await import("~/modules/tenancy/tenancy.server");
  const { addMissingActivities } = await import("./seed-large");
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    const tenancy = await resolveTenancy(handle.db, HOST);
    if (await addMissingActivities(handle.db, tenancy.tenant.id)) console.log(`${TENANT}: added the activity calendar's occurrences`);
  } finally {
    await handle.close();
  }
}

/** The month after this one (YYYY-MM): the seeded occurrences cover it whole. */
const nextMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
};

/** Issue 4: one bulk edit of 1,000 vacancies (and its preview), and the search API one at a time. */
async function measureIssue4(searchQuery: { p50: number; p95: number }): Promise<Issue4> {
  const api = await apiAdmin(APP_PORT);
  const ids: string[] = [];
  for (let page = 1; ids.length < 1000; page++) {
    const { data } = await api<{ data: Array<{ id: string }> }>("GET", `/api/v1/vacancies?filter[scope]=managed&filter[status]=published&page[size]=100&page[number]=${page}`);
    if (data.length === 0) break;
    ids.push(...data.map((v) => v.id));
  }
  const bulk = ids.slice(0, 1000);
  let t0 = performance.now();
  await api("POST", "/api/v1/vacancies/bulk_update", { ids: bulk, changes: { action: "archive" }, preview: true });
  const previewMs = performance.now() - t0;
  t0 = performance.now();
  const applied = await api<{ meta: { summary: { changed: number } } }>("POST", "/api/v1/vacancies/bulk_update", { ids: bulk, changes: { action: "archive" } });
  const bulkMs = performance.now() - t0;
  if (applied.meta.summary.changed !== bulk.length) throw new Error("the bulk edit did not change every vacancy");
  await api("POST", "/api/v1/vacancies/bulk_update", { ids: bulk, changes: { action: "restore" } });
  const durations: number[] = [];
  for (let i = 0; i < 220; i++) {
    const q = encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length]!);
    const t = performance.now();
    const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/v1/vacancies?filter[q]=${q}&page[size]=10&include=organization`, { headers: { "x-tenant": TENANT } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search: ${response.status}`);
    if (i >= 20) durations.push(performance.now() - t);
  }
  return { bulkMs, previewMs, searchQuery, searchApi: percentiles(durations) };
}

function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The dataset: a kept embedded database per size (seeding the large one takes minutes), or the PostgreSQL database. */
function prepareDatabase(db: string): Record<string, string> {
  if (db === "postgres") {
    const name = new URL(POSTGRES_URL).pathname.slice(1);
    const admin = new URL(POSTGRES_URL);
    admin.pathname = "/postgres";
    spawnSync("psql", [admin.toString(), "-q", "-c", `CREATE DATABASE ${name}`], { stdio: "ignore" });
    const env = { DATABASE_URL: POSTGRES_URL };
    for (const script of [["scripts/migrate.ts"], ["scripts/seed.ts", "--size", size]]) {
      const ran = spawnSync("npx", ["tsx", ...script], { env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
      if (ran.status !== 0) throw new Error(`${script[0]} failed`);
    }
    return env;
  }
  const dataDir = path.resolve(".bench-data", size, "data");
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts", "--size", size], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ["ignore", "inherit", "inherit"] });
    if (seeded.status !== 0) throw new Error("seeding the benchmark dataset failed");
  }
  return { DATA_DIR: dataDir, E2E_DATA_DIR: dataDir };
}

/** A published vacancy of the dataset's first tenant, for the vacancy page. */
async function firstPublishedVacancy(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/vacancies?page[size]=1&filter[status]=published`, { headers: { "x-tenant": TENANT } });
  const { data } = (await response.json()) as { data: Array<{ id: string }> };
  return data[0]!.id;
}

/** The pages a run loads, each with its key (`--pages`). */
function targetsFor(vacancyId: string): Target[] {
  return [
    { name: "/healthz", key: "healthz", path: "/healthz" },
    { name: "/switch (the app's trivial page)", key: "switch", path: "/switch", goal: GOALS.switch },
    { name: "/ (home: a content page of 12 blocks)", key: "home", path: "/", goal: GOALS.home },
    { name: "/vacancies/search", key: "bank", path: "/vacancies/search", goal: GOALS.bank },
    { name: "/vacancies/search?q=fiets", key: "bank-q", path: "/vacancies/search?q=fiets", goal: GOALS.bank },
    { name: "/vacancies/{id}", key: "vacancy", path: `/vacancies/${vacancyId}`, goal: GOALS.vacancy },
    // Issue 14: the public calendar's month view of a month with some 1,800 of the 5,000 occurrences (goal vs /switch).
    { name: "/activiteitenkalender month (5,000 in 3 months)", key: "calendar", path: `/activiteitenkalender?view=month&month=${nextMonth()}` },
    { name: "GET /api/v1/vacancies (25, include organization)", key: "api", path: "/api/v1/vacancies?page[size]=25&include=organization", goal: GOALS.api, headers: { "x-tenant": TENANT }, api: true },
    // The app's trivial page signed in: it pays what every signed-in page pays (the session's token checked and
    // rotated, the user loaded, the staff shell rendered) and nothing of its own, so a signed-in page's ratio to it
    // is the cost of that page's own work (decision 051).
    { name: "/switch (signed in)", key: "switch-signed-in", path: "/switch", signedIn: true },
    { name: "/dashboard (signed in)", key: "dashboard", path: "/dashboard", goal: GOALS.signedIn, signedIn: true },
    { name: "/vacancies (manage, signed in)", key: "manage", path: "/vacancies", goal: GOALS.signedIn, signedIn: true },
    // Issue 15: Volunteerly Analytics for the last 12 months of the whole center, from the rollups.
    { name: "/analytics (a year, signed in)", key: "analytics", path: "/analytics?preset=last12Months", signedIn: true },
  ];
}

async function runOn(db: string): Promise<RunResult> {
  console.log(`\n== ${db === "postgres" ? `PostgreSQL (${new URL(POSTGRES_URL).pathname.slice(1)})` : "embedded PGlite"}, --size ${size} ==`);
  const env = prepareDatabase(db);
  await ensureCalendar(env);
  const searchQuery = await measureSearchQuery(env);
  const messaging = await measureMessaging(env, HOST);
  const analytics = await measureAnalytics(env, HOST);
  const app = serve("bash", ["tests/e2e/serve.sh"], { ...env, PORT: String(APP_PORT), NODE_BIN: nodeBin });
  const bare = serve(nodeBin, ["server/index.js"], { BUILD_DIR: "bench/bare/build", PORT: String(BARE_PORT), NODE_ENV: "production" });
  try {
    await Promise.all([waitFor(`http://127.0.0.1:${APP_PORT}/healthz`), waitFor(`http://127.0.0.1:${BARE_PORT}/`)]);
    const issue4 = await measureIssue4(searchQuery);
    const cookie = await signIn(APP_PORT, `admin@${TENANT}.example`);
    const session = { cookie };
    const targets = targetsFor(await firstPublishedVacancy(APP_PORT));
    const { rows, anchors } = await anchored(targets.map((target) => ({ port: APP_PORT, target, session: target.signedIn ? session : undefined })));
    const rssMb = rssMbOf(app.pid!);
    // The JavaScript of a page is the same on every host: measured on the demo center (localhost), which has the demo form.
    const js: RunResult["js"] = [];
    const demo = (await (await fetch(`http://localhost:${APP_PORT}/api/v1/vacancies?page[size]=1`)).json()) as { data: Array<{ id: string }> };
    for (const [page, pathname] of [["/switch", "/switch"], ["/", "/"], ["/vacancies/search", "/vacancies/search"], ["/vacancies/{id}", `/vacancies/${demo.data[0]!.id}`], ["/forms/{token}", "/forms/demo-open-form"]] as const) {
      const weight = await pageJavaScript(`http://localhost:${APP_PORT}${pathname}`);
      js.push({ page, kb: weight.gzipBytes / 1024 });
    }
    const bareJs = await pageJavaScript(`http://127.0.0.1:${BARE_PORT}/`);
    js.push({ page: "bare React Router page", kb: bareJs.gzipBytes / 1024 });
    printRun(db, rows, anchors, rssMb, js, issue4);
    printMessaging(messaging);
    printAnalytics(analytics);
    return { db, rows, rssMb, js, issue4, messaging, analytics };
  } finally {
    await Promise.all([stop(app), stop(bare)]);
  }
}

/**
 * `--pages`: only those pages against the bare page, nothing else measured; `--compare <dir>`: that build's server
 * loaded after this one's, page by page, each against the anchor runs on either side of it.
 */
async function runFocused(db: string) {
  console.log(`\n== ${db === "postgres" ? "PostgreSQL" : "embedded PGlite"}, --size ${size}: ${focusPages.join(", ")} only ==`);
  const env = prepareDatabase(db);
  if (focusPages.includes("calendar")) await ensureCalendar(env);
  const builds = [{ dir: process.env.BUILD_DIR ?? "build", port: APP_PORT, env }];
  if (compareDir) {
    if (!fs.existsSync(path.join(compareDir, "server/index.js"))) throw new Error(`--compare ${compareDir}: no production build there`);
    builds.push({ dir: compareDir, port: COMPARE_PORT, env: db === "postgres" ? env : copyDataset(env.DATA_DIR!) });
  }
  const servers = builds.map((build) => serve("bash", ["tests/e2e/serve.sh"], { ...build.env, BUILD_DIR: build.dir, PORT: String(build.port), NODE_BIN: nodeBin }));
  const bare = serve(nodeBin, ["server/index.js"], { BUILD_DIR: "bench/bare/build", PORT: String(BARE_PORT), NODE_ENV: "production" });
  try {
    await Promise.all([...builds.map((build) => waitFor(`http://127.0.0.1:${build.port}/healthz`)), waitFor(`http://127.0.0.1:${BARE_PORT}/`)]);
    const sessions = await Promise.all(builds.map(async (build) => ({ cookie: await signIn(build.port, `admin@${TENANT}.example`) })));
    const all = targetsFor(await firstPublishedVacancy(APP_PORT));
    const unknown = focusPages.filter((key) => !all.some((target) => target.key === key));
    if (unknown.length > 0) throw new Error(`--pages: no page ${unknown.join(", ")} (there are ${all.map((target) => target.key).join(", ")})`);
    console.log(`\n${db}: node ${nodeVersion}, ${CONNECTIONS} connections, ${SECONDS} s per target`);
    console.log(["target".padEnd(36), "build".padEnd(28), "KB".padStart(6), "req/s".padStart(7), "p50".padStart(6), "p99".padStart(6), "÷ bare".padStart(7)].join(" "));
    const runs = all
      .filter((each) => focusPages.includes(each.key))
      .flatMap((target) => builds.map((build, index) => ({ port: build.port, target, session: target.signedIn ? sessions[index] : undefined, dir: build.dir })));
    const { anchors } = await anchored(runs, (row, run) => {
      console.log([row.name.padEnd(36), run.dir.padEnd(28), row.kb.toFixed(1).padStart(6), row.rps.toFixed(0).padStart(7), `${row.p50}`.padStart(6), `${row.p99}`.padStart(6), (row.rps / row.bare).toFixed(3).padStart(7)].join(" "));
      if (row.non2xx > 0) throw new Error(`${row.name} (${run.dir}): ${row.non2xx} answers were not 2xx`);
    });
    console.log(`anchor (bare React Router page) ${anchors.map((a) => a.toFixed(0)).join(" / ")} req/s`);
  } finally {
    await Promise.all([...servers.map(stop), stop(bare)]);
  }
}

/** A copy of the embedded dataset for a second server (PGlite is one process per database), made afresh each run. */
function copyDataset(dataDir: string): Record<string, string> {
  const copy = path.resolve(".bench-data", `${size}-compare`, "data");
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  fs.cpSync(dataDir, copy, { recursive: true });
  return { DATA_DIR: copy, E2E_DATA_DIR: copy };
}

const verdict = (ok: boolean) => (ok ? "met" : "NOT met");

function printRun(db: string, rows: Row[], anchors: number[], rssMb: number, js: RunResult["js"], issue4: Issue4) {
  const switchRps = rows.find((r) => r.key === "switch")!.rps;
  console.log(`\n${db}: node ${nodeVersion}, ${CONNECTIONS} connections, ${SECONDS} s per target; anchor (bare React Router page) ${anchors.map((a) => a.toFixed(0)).join(" / ")} req/s`);
  console.log(["target".padEnd(50), "req/s".padStart(7), "p50".padStart(6), "p99".padStart(6), "÷ bare".padStart(7), "÷ /switch".padStart(10), "goal".padStart(6)].join(" "));
  for (const r of rows) {
    const ratio = r.rps / r.bare;
    const mark = r.goal === undefined ? "" : `${r.goal} ${ratio >= r.goal ? "✓" : "✗"}`;
    console.log([r.name.padEnd(50), r.rps.toFixed(0).padStart(7), `${r.p50}`.padStart(6), `${r.p99}`.padStart(6), ratio.toFixed(2).padStart(7), (r.rps / switchRps).toFixed(2).padStart(10), mark.padStart(6)].join(" "));
    if (r.non2xx > 0) throw new Error(`${r.name}: ${r.non2xx} answers were not 2xx`);
  }
  console.log("\nGoals");
  for (const r of rows.filter((row) => row.goal !== undefined)) console.log(`  ${r.name}: ${(r.rps / r.bare).toFixed(2)} of the bare page — goal ≥ ${r.goal}: ${verdict(r.rps / r.bare >= r.goal!)}`);
  const worstTail = rows.filter((r) => r.key !== "healthz").reduce((worst, r) => (r.p99 / Math.max(r.p50, 1) > worst.p99 / Math.max(worst.p50, 1) ? r : worst));
  console.log(`  p99 ≤ 4 × p50 on every page: worst ${worstTail.name} ${worstTail.p99} / ${worstTail.p50} ms — ${verdict(rows.every((r) => r.p99 <= GOALS.tailRatio * Math.max(r.p50, 1)))}`);
  console.log(`  server memory (RSS) after the load: ${rssMb.toFixed(0)} MB — goal < ${GOALS.rssMb} MB: ${verdict(rssMb < GOALS.rssMb)}`);
  for (const page of js) console.log(`  JavaScript loaded by ${page.page}: ${page.kb.toFixed(1)} KB gzipped${page.page.startsWith("bare") || page.page === "/switch" ? "" : ` — goal ≤ ${GOALS.jsKb} KB: ${verdict(page.kb <= GOALS.jsKb)}`}`);
  // Issue 12: a published page of 12 blocks at ≥ 0.8 × the app's trivial page, shipping no more JavaScript at start.
  const home = rows.find((r) => r.key === "home")!;
  console.log(`  content page of 12 blocks (/): ${(home.rps / switchRps).toFixed(2)} of /switch — goal ≥ ${GOALS.contentVsSwitch}: ${verdict(home.rps / switchRps >= GOALS.contentVsSwitch)}`);
  // Issue 14: the calendar's month view over 5,000 occurrences at ≥ 0.6 × the app's trivial page.
  const calendar = rows.find((r) => r.key === "calendar")!;
  console.log(`  activity calendar, month view (5,000 occurrences in 3 months): ${(calendar.rps / switchRps).toFixed(2)} of /switch — goal ≥ ${GOALS.calendarVsSwitch}: ${verdict(calendar.rps / switchRps >= GOALS.calendarVsSwitch)}`);
  // Decision 051: the signed-in pages against the signed-in trivial page, which pays the same session and shell.
  const signedInSwitch = rows.find((r) => r.key === "switch-signed-in")!.rps;
  for (const key of ["dashboard", "manage"]) {
    const row = rows.find((r) => r.key === key)!;
    console.log(`  ${row.name}: ${(row.rps / signedInSwitch).toFixed(2)} of the signed-in /switch (${signedInSwitch.toFixed(0)} req/s; issue 15 asks /dashboard ≥ 0.6 of the trivial page)`);
  }
  const jsOf = (name: string) => js.find((page) => page.page === name)!.kb;
  console.log(`  JavaScript at start, / vs /switch: ${jsOf("/").toFixed(1)} vs ${jsOf("/switch").toFixed(1)} KB — goal: no more than /switch: ${verdict(jsOf("/") <= jsOf("/switch") + 0.05)}`);
  console.log(`  bulk edit of 1,000 vacancies (one transaction): ${issue4.bulkMs.toFixed(0)} ms (preview ${issue4.previewMs.toFixed(0)} ms) — goal ≤ 1000 ms: ${verdict(issue4.bulkMs <= 1000)}`);
  console.log(`  search query (listVacancies, no HTTP), 200 searches: p50 ${issue4.searchQuery.p50.toFixed(1)} ms, p95 ${issue4.searchQuery.p95.toFixed(1)} ms — goal p95 ≤ 20 ms: ${verdict(issue4.searchQuery.p95 <= 20)}`);
  console.log(`  the same searches through the API: p50 ${issue4.searchApi.p50.toFixed(1)} ms, p95 ${issue4.searchApi.p95.toFixed(1)} ms`);
}

const dbs = dbChoice === "both" ? ["pglite", "postgres"] : [dbChoice];
if (option("only", "") === "messaging") {
  for (const db of dbs) {
    console.log(`\n== ${db}, --size ${size}: messaging only ==`);
    printMessaging(await measureMessaging(prepareDatabase(db), HOST));
  }
  process.exit(0);
}
if (option("only", "") === "analytics") {
  for (const db of dbs) {
    console.log(`\n== ${db}, --size ${size}: analytics only ==`);
    printAnalytics(await measureAnalytics(prepareDatabase(db), HOST));
  }
  process.exit(0);
}
if (compareDir && focusPages.length === 0) throw new Error("--compare goes with --pages: a focused run of some pages");
if (focusPages.length > 0) {
  for (const db of dbs) await runFocused(db);
  process.exit(0);
}
const results: RunResult[] = [];
for (const db of dbs) results.push(await runOn(db));
if (results.length === 2) {
  const [embedded, server] = results as [RunResult, RunResult];
  console.log("\nEmbedded database vs PostgreSQL (ratios to the bare page) — goal ≥ 0.8");
  for (const row of embedded.rows.filter((r) => r.goal !== undefined)) {
    const other = server.rows.find((r) => r.key === row.key)!;
    const share = row.rps / row.bare / (other.rps / other.bare);
    console.log(`  ${row.name.padEnd(50)} ${share.toFixed(2)} ${verdict(share >= GOALS.embeddedShare)}`);
  }
}
// Issue 12: an uploaded 4,000 px JPEG becomes its variants in under a second (in this process, no HTTP).
const imageMs = await imageVariantsMs();
console.log(`\nUploads: a 4,000 × 3,000 JPEG into its eight variants, slowest of three: ${imageMs.toFixed(0)} ms — goal < 1000 ms: ${verdict(imageMs < 1000)}`);
console.log(`\nWhole run: ${((performance.now() - started) / 1000).toFixed(0)} s`);
