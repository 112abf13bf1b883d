/*
 * Scale-out on this machine (issue 16, decision 036): Debian's pgbouncer (transaction pooling) and nginx (round
 * robin over two app processes) on loopback, the production build twice with one SESSION_SECRET, and checks made
 * through nginx:
 *   1. sign-in and CSRF across processes: the no-JavaScript sign-in form fetched from one process is posted to the
 *      other, the session then serves pages on both; a vacancy response's CSRF token from a page of one process is
 *      accepted by the other;
 *   2. a change of a center's settings (PATCH of the demo center's profile through the API as its admin) is seen by
 *      each process, asked directly, within a second (LISTEN/NOTIFY on DATABASE_LISTEN_URL, straight to PostgreSQL);
 *   3. each job runs once with two workers: queued jobs all end done after one attempt, and every response's
 *      confirmation mail reaches the SMTP sink (scripts/mail-sink.ts) exactly once;
 *   4. throughput (autocannon, SCALE_SECONDS = 5 s per target) through nginx over two processes beside one.
 * Everything it starts is stopped by PID at the end; it exits 1 when a check fails.
 *
 *   npm run build … (BUILD_DIR, default build-scale, must hold a production build)
 *   npm run test:scale-out
 *
 * The PostgreSQL server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/volunteerly_scale, an owner
 * with trust authentication on loopback) gets that database dropped, created, migrated and seeded. Ports from
 * SCALE_PORT (3700): nginx over both 3700, processes 3701 and 3702, pgbouncer 3703, SMTP sink 3704, nginx over
 * one process 3705. Needs `nginx` and `pgbouncer` (apt-get install -y nginx pgbouncer).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const base = Number(process.env.SCALE_PORT ?? 3700);
const ports = { nginx: base, a: base + 1, b: base + 2, pgbouncer: base + 3, smtp: base + 4, nginxOne: base + 5 };
const buildDir = process.env.BUILD_DIR ?? "build-scale";
const seconds = Number(process.env.SCALE_SECONDS ?? 5);
const ownerUrl = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/volunteerly_scale");
const dbName = ownerUrl.pathname.slice(1);
const pgHost = ownerUrl.hostname;
const pgPort = ownerUrl.port || "5432";
const run = randomUUID().slice(0, 8);
const started = Date.now();

const scratch = mkdtempSync(path.join(os.tmpdir(), "volunteerly-scale-"));
const mailDir = path.join(scratch, "mail");
const children: ChildProcess[] = [];
const problems: string[] = [];

function log(message: string) {
  console.log(`[scale-out] ${message}`);
}

function check(ok: boolean, what: string) {
  log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) problems.push(what);
}

function which(command: string): string | undefined {
  for (const dir of ["/usr/sbin", "/usr/bin", "/sbin", "/bin", ...(process.env.PATH ?? "").split(":")]) {
    if (existsSync(path.join(dir, command))) return path.join(dir, command);
  }
  return undefined;
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
  children.push(child);
  return child;
}

/** Stops what this script started, by PID, the last started first: SIGTERM, then SIGKILL after 5 s. */
async function stopAll() {
  for (const child of [...children].reverse()) {
    await (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    })();
  }
}
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; text: string; upstream: string };

/** Plain HTTP (the Host header names the demo center), from a chosen loopback address. */
function send(options: { port: number; method?: string; path: string; from?: string; headers?: Record<string, string>; body?: string }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = request(
      {
        host: "127.0.0.1",
        port: options.port,
        localAddress: options.from ?? "127.0.0.1",
        method: options.method ?? "GET",
        path: options.path,
        agent: false,
        headers: { host: `localhost:${ports.nginx}`, ...(body ? { "content-length": String(body.length) } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            upstream: String(res.headers["x-upstream"] ?? ""),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The cookies of a browser: kept, replaced and dropped as the server says. */
class Jar {
  private cookies = new Map<string, string>();
  take(reply: Reply) {
    for (const cookie of ([] as string[]).concat(reply.headers["set-cookie"] ?? [])) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /max-age=0\b/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return reply;
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

function field(html: string, name: string) {
  return new RegExp(`name="${name}"[^>]*value="([^"]+)"`).exec(html)?.[1] ?? new RegExp(`value="([^"]+)"[^>]*name="${name}"`).exec(html)?.[1];
}

async function waitFor(what: string, probe: () => Promise<boolean> | boolean, limitMs: number, everyMs = 200) {
  const deadline = Date.now() + limitMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${limitMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

function sh(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const done = spawnSync(command, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  if (done.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${done.status}).`);
}

// ---------------------------------------------------------------------------------------------- the set-up

async function prepareDatabase() {
  const maintenance = new URL(ownerUrl);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(dbName)} with (force)`);
  await admin.query(`create database ${pg.escapeIdentifier(dbName)}`);
  await admin.end();
  const env = { ...process.env, DATABASE_URL: ownerUrl.toString() };
  sh(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], env);
  sh(process.execPath, ["--import", "tsx", "scripts/seed.ts"], env);
  log(`database ${dbName} created, migrated and seeded (owner ${ownerUrl.username})`);
}

/** PgBouncer in transaction pooling: a server connection is a client's for one transaction only. */
function startPgbouncer(binary: string) {
  const dir = path.join(scratch, "pgbouncer");
  mkdirSync(dir);
  // Trust authentication as on the local server; the names must still be listed.
  writeFileSync(path.join(dir, "userlist.txt"), `"volunteerly_login" ""\n"${ownerUrl.username}" ""\n`);
  const ini = [
    "[databases]",
    `${dbName} = host=${pgHost} port=${pgPort} dbname=${dbName}`,
    "[pgbouncer]",
    `listen_addr = 127.0.0.1`,
    `listen_port = ${ports.pgbouncer}`,
    "unix_socket_dir =",
    "auth_type = trust",
    `auth_file = ${path.join(dir, "userlist.txt")}`,
    `admin_users = ${ownerUrl.username}`,
    "pool_mode = transaction",
    "max_client_conn = 200",
    "default_pool_size = 10",
    "ignore_startup_parameters = extra_float_digits,options",
    `pidfile = ${path.join(dir, "pgbouncer.pid")}`,
    // PgBouncer refuses to run as root; it drops to this user when started as root.
    ...(process.getuid?.() === 0 ? ["user = postgres"] : []),
  ].join("\n");
  writeFileSync(path.join(dir, "pgbouncer.ini"), `${ini}\n`);
  chmodSync(scratch, 0o755);
  chmodSync(dir, 0o777);
  // -q: quiet on stderr (errors still show); no -d, so the PID is the child's.
  return start("pgbouncer", binary, ["-q", path.join(dir, "pgbouncer.ini")]);
}

function nginxConfig(dir: string) {
  const proxy = (upstream: string) => `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
    # The live bell is an event stream (the app sends X-Accel-Buffering: no): keep it open.
    location ~ /notificaties/live$ {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
    }`;
  return `
${process.getuid?.() === 0 ? "user nobody nogroup;" : ""}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  # nginx closes a client's keep-alive connection after 1,000 requests by default; the load generator does not
  # retry a request caught by that close (one such "error" in a CI run), so its connections stay open here.
  keepalive_requests 1000000;
  upstream both { server 127.0.0.1:${ports.a}; server 127.0.0.1:${ports.b}; keepalive 64; }
  upstream one { server 127.0.0.1:${ports.a}; keepalive 64; }
  server { listen 127.0.0.1:${ports.nginx}; ${proxy("both")} }
  server { listen 127.0.0.1:${ports.nginxOne}; ${proxy("one")} }
}
`;
}

function startNginx(binary: string) {
  const dir = path.join(scratch, "nginx");
  mkdirSync(dir);
  chmodSync(dir, 0o777);
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir));
  return start("nginx", binary, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")]);
}

const sessionSecret = randomBytes(32).toString("base64url");

function startApp(port: number) {
  const login = (host: string, port: string) => `postgres://volunteerly_login@${host}:${port}/${dbName}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: ownerUrl.toString(),
    // The app's queries through PgBouncer; its LISTEN connections directly to PostgreSQL.
    DATABASE_APP_URL: login("127.0.0.1", String(ports.pgbouncer)),
    // SCALE_LISTEN_VIA=pgbouncer shows why: LISTEN through transaction pooling, and a change is not seen elsewhere.
    DATABASE_LISTEN_URL: process.env.SCALE_LISTEN_VIA === "pgbouncer" ? login("127.0.0.1", String(ports.pgbouncer)) : login(pgHost, pgPort),
    SESSION_SECRET: sessionSecret,
    // One uploads directory for both, as a shared volume would be (deploy/compose.yaml).
    DATA_DIR: path.join(scratch, "data"),
    UPLOADS_DIR: path.join(scratch, "uploads"),
    TRUST_PROXY: "1",
    COOKIE_SECURE: "0",
    GEOCODER: "stub",
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_POLL_MS: "200",
  };
  return start(`app:${port}`, process.execPath, ["server/index.js"], env);
}

async function healthy(port: number) {
  try {
    return (await send({ port, path: "/healthz" })).status === 200;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------- the checks

const DEMO_PASSWORD = "Vrijwilliger2026!";
const upstreamA = `127.0.0.1:${ports.a}`;
const upstreamB = `127.0.0.1:${ports.b}`;

/** 1a. The no-JavaScript sign-in: form from one process, post to the other, then pages from both. */
async function signInAcrossProcesses() {
  let jar = new Jar();
  let crossed = false;
  // A sign-in that happened to stay on one process is tried again as a new visitor (round robin alternates).
  for (let attempt = 0; attempt < 4 && !crossed; attempt++) {
    jar = new Jar();
    const form = jar.take(await send({ port: ports.nginx, path: "/auth/login-1", headers: { cookie: jar.header } }));
    const csrf = field(form.text, "csrf");
    if (form.status !== 200 || !csrf) break;
    const body = new URLSearchParams({ csrf, email: "volunteer@demo.example", password: DEMO_PASSWORD, redirectTo: "" }).toString();
    const posted = jar.take(
      await send({
        port: ports.nginx,
        method: "POST",
        path: "/auth/login-1",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header },
        body,
      }),
    );
    const signedIn = posted.status >= 300 && posted.status < 400 && String(posted.headers.location ?? "").includes("/dashboard");
    if (!signedIn) break;
    crossed = form.upstream !== posted.upstream;
    if (crossed) log(`sign-in form from ${form.upstream}, posted to ${posted.upstream}: ${posted.status} → ${String(posted.headers.location)}`);
  }
  check(crossed, "the sign-in form of one process, posted (with its CSRF token) to the other, signs in");
  const servedBy = new Set<string>();
  let allSignedIn = true;
  for (let i = 0; i < 6; i++) {
    const page = jar.take(await send({ port: ports.nginx, path: "/dashboard", headers: { cookie: jar.header } }));
    servedBy.add(page.upstream);
    if (page.status !== 200 || !page.text.includes("/uitloggen")) allSignedIn = false;
  }
  check(allSignedIn && servedBy.has(upstreamA) && servedBy.has(upstreamB), `the session serves /dashboard from both processes (${[...servedBy].join(", ")})`);
}

/** A vacancy response without JavaScript (the crash test's volunteer); the page and the post go where nginx sends them. */
async function respond(vacancyId: string, email: string, from: string) {
  const jar = new Jar();
  const page = jar.take(await send({ port: ports.nginx, path: `/vacancies/${vacancyId}`, from }));
  const csrf = field(page.text, "csrf");
  const idempotencyKey = field(page.text, "idempotencyKey");
  if (page.status !== 200 || !csrf || !idempotencyKey) return { ok: false, page: page.upstream, post: "" };
  const form = new URLSearchParams({ csrf, idempotencyKey, name: "Vrijwilliger", email, message: `Ik help graag mee (${run}).` });
  const posted = await send({
    port: ports.nginx,
    method: "POST",
    path: `/vacancies/${vacancyId}`,
    from,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header },
    body: form.toString(),
  });
  const ok = posted.status >= 300 && posted.status < 400 && String(posted.headers.location ?? "").includes("/reactie-verstuurd");
  return { ok, page: page.upstream, post: posted.upstream };
}

/** 1b and 3: responses whose CSRF token crosses processes; each confirmation mail arrives once. */
async function responsesAndMail(vacancyIds: string[]) {
  const count = 30;
  const emailOf = (i: number) => `scale-${run}-${i}@example.test`;
  const results = [];
  // One after another, so round robin alternates the page and the post; 10 per client address (throttle 20).
  for (let i = 0; i < count; i++) results.push(await respond(vacancyIds[i % vacancyIds.length]!, emailOf(i), `127.0.${40 + Math.floor(i / 10)}.1`));
  const acknowledged = results.filter((result) => result.ok).length;
  const crossed = results.filter((result) => result.ok && result.page && result.post && result.page !== result.post).length;
  check(acknowledged === count, `${acknowledged} of ${count} vacancy responses acknowledged`);
  check(crossed > 0, `${crossed} of them posted to the other process than the one that served the form (CSRF across processes)`);

  const received = () => {
    const byAddress = new Map<string, Set<string>>();
    for (const name of existsSync(mailDir) ? readdirSync(mailDir).filter((file) => file.endsWith(".json")) : []) {
      const mail = JSON.parse(readFileSync(path.join(mailDir, name), "utf8")) as { to: string[]; messageId?: string | null };
      for (const to of mail.to) {
        if (!to.startsWith(`scale-${run}-`)) continue;
        byAddress.set(to, (byAddress.get(to) ?? new Set()).add(mail.messageId || name));
      }
    }
    return byAddress;
  };
  await waitFor("every response's confirmation mail", () => received().size >= acknowledged, 60_000);
  // Both mail workers poll every 200 ms: a mail sent twice would arrive within this.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const mails = received();
  const doubled = [...mails].filter(([, ids]) => ids.size !== 1).map(([to, ids]) => `${to} ×${ids.size}`);
  check(mails.size === acknowledged && doubled.length === 0, `each of the ${mails.size} confirmation mails reached the SMTP sink once${doubled.length ? ` (doubled: ${doubled.join(", ")})` : ""}`);
}

/** 2. The demo center's name changed by its admin through nginx; each process, asked directly, shows it. */
async function settingsEverywhere() {
  const signIn = await send({
    port: ports.nginx,
    method: "POST",
    path: "/auth/sign_in",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.example", password: DEMO_PASSWORD }),
  });
  const token = ["access-token", "client", "uid", "token-type", "expiry"].flatMap((name) => {
    const value = signIn.headers[name];
    return typeof value === "string" ? [[name, value] as const] : [];
  });
  if (signIn.status !== 200 || token.length < 3) throw new Error(`The admin's API sign-in answered ${signIn.status}.`);
  const current = async (port: number) => {
    // The name the center's branding shows: its profile's (the center's own record keeps its registered name).
    const reply = await send({ port, path: "/api/v1/volunteer_centers/current?include=profile" });
    return (JSON.parse(reply.text) as { included?: { attributes: { name?: string } }[] }).included?.[0]?.attributes.name;
  };
  const homeHas = async (port: number, name: string) => (await send({ port, path: "/" })).text.includes(name);
  const original = await current(ports.a);
  if (!original) throw new Error("The demo center's profile has no name.");
  // Both processes hold the old name in their caches (tenancy directory, page cache, API answers) before the change.
  for (const port of [ports.a, ports.b]) {
    await current(port);
    await homeHas(port, original);
  }
  const patch = (name: string) =>
    send({
      port: ports.nginx,
      method: "PATCH",
      path: "/api/v1/volunteer_centers/current/profile",
      headers: { "content-type": "application/vnd.api+json", accept: "application/vnd.api+json", ...Object.fromEntries(token) },
      body: JSON.stringify({ data: { type: "volunteer_center_profiles", attributes: { name } } }),
    });
  const renamed = `${original} ${run}`;
  const at = Date.now();
  const changed = await patch(renamed);
  check(changed.status === 200, `the admin's PATCH of the center's name answered ${changed.status} (from ${changed.upstream})`);
  const seen = await Promise.all(
    [ports.a, ports.b].map(async (port) => {
      try {
        await waitFor(`the new name on :${port}`, async () => (await current(port)) === renamed && (await homeHas(port, renamed)), 3_000, 20);
        return Date.now() - at;
      } catch {
        log(`:${port} still answers ${JSON.stringify(await current(port))}; its home page ${(await homeHas(port, renamed)) ? "has" : "lacks"} the new name`);
        return Infinity;
      }
    }),
  );
  check(seen.every((ms) => ms <= 1_000), `the new name is served by each process (API and home page) after ${seen.map((ms) => `${ms} ms`).join(" and ")} (≤ 1 s)`);
  await patch(original);
}

/** 3. Jobs queued at once are each run once by the two workers (attempts 1, done). */
async function jobsOnce() {
  const owner = new pg.Client({ connectionString: ownerUrl.toString() });
  await owner.connect();
  try {
    const count = 40;
    const keys = Array.from({ length: count }, (_, i) => `scale-${run}-${i}`);
    // The geocoder is the stub: a geocoding run is harmless and quick.
    await owner.query(`insert into jobs (name, key, run_at, payload) select 'geocode_addresses', k, now(), '{}' from unnest($1::text[]) as k`, [keys]);
    const state = async () =>
      (await owner.query<{ status: string; attempts: number }>(`select status, attempts from jobs where key = any($1::text[])`, [keys])).rows;
    // The workers poll every 5 s and take 20 jobs per round.
    await waitFor("the queued jobs", async () => (await state()).every((row) => row.status === "done" || row.status === "failed"), 60_000, 250);
    const rows = await state();
    const once = rows.filter((row) => row.status === "done" && row.attempts === 1).length;
    check(rows.length === count && once === count, `${once} of ${count} jobs queued at once ran exactly once (done after one attempt) with two workers`);
    const recurring = await owner.query<{ key: string; n: number }>(`select key, count(*)::int as n from jobs where key like '%:%' group by key having count(*) > 1`);
    check(recurring.rows.length === 0, "the recurring jobs both processes schedule exist once per slot");
  } finally {
    await owner.end();
  }
}

/** 4. Requests per second through nginx over two processes and over one. */
async function throughput() {
  const measure = (port: number, pathname: string) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon(
        { url: `http://127.0.0.1:${port}${pathname}`, connections: 16, duration: seconds, headers: { host: `localhost:${ports.nginx}` } },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
  const rows: string[] = [];
  for (const pathname of ["/vacancies/search", "/api/v1/vacancies"]) {
    const [one, two] = [await measure(ports.nginxOne, pathname), await measure(ports.nginx, pathname)];
    const line = (result: autocannon.Result) => `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ""}`;
    for (const [label, result] of [["one", one], ["two", two]] as const) {
      if (result.non2xx || result.errors) log(`${pathname} over ${label}: ${result.non2xx} non-2xx, ${result.errors} errors, status codes ${JSON.stringify(result.statusCodeStats)}`);
    }
    rows.push(`| ${pathname} | ${line(one)} | ${line(two)} | ×${(two.requests.average / Math.max(one.requests.average, 1)).toFixed(2)} |`);
    check(one.non2xx === 0 && two.non2xx === 0 && one.errors === 0 && two.errors === 0, `${pathname} under load: every answer 2xx, no errors`);
  }
  log(`throughput (autocannon, 16 connections, ${seconds} s, ${os.cpus().length} cores shared with whatever else runs):`);
  console.log(["| path | nginx → one process | nginx → two processes | two / one |", "|---|---|---|---|", ...rows].join("\n"));
}

async function main() {
  const nginx = which("nginx");
  const pgbouncer = which("pgbouncer");
  if (!nginx || !pgbouncer) throw new Error("nginx and pgbouncer are needed: apt-get install -y nginx pgbouncer");
  if (!existsSync(path.join(buildDir, "server/index.js"))) throw new Error(`No production build in ${buildDir}: BUILD_DIR=${buildDir} npx react-router build`);

  await prepareDatabase();
  const bouncer = startPgbouncer(pgbouncer);
  const sink = start("mail-sink", process.execPath, ["--import", "tsx", "scripts/mail-sink.ts"], {
    ...process.env,
    MAIL_SINK_PORT: String(ports.smtp),
    MAIL_SINK_DIR: mailDir,
  });
  await waitFor("pgbouncer", async () => {
    if (bouncer.exitCode !== null) throw new Error(`pgbouncer stopped (exit ${bouncer.exitCode}).`);
    const client = new pg.Client({ connectionString: `postgres://volunteerly_login@127.0.0.1:${ports.pgbouncer}/${dbName}` });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  }, 20_000);
  const apps = [startApp(ports.a), startApp(ports.b)];
  const balancer = startNginx(nginx);
  for (const [i, port] of [ports.a, ports.b].entries()) {
    await waitFor(`the process on :${port}`, async () => {
      if (apps[i]!.exitCode !== null) throw new Error(`The process on :${port} stopped (exit ${apps[i]!.exitCode}).`);
      return healthy(port);
    }, 120_000);
  }
  await waitFor("nginx", async () => {
    if (balancer.exitCode !== null) throw new Error(`nginx stopped (exit ${balancer.exitCode}).`);
    return healthy(ports.nginx);
  }, 20_000);
  log(`running: nginx :${ports.nginx} (and :${ports.nginxOne} over one) → processes :${ports.a} :${ports.b} → pgbouncer :${ports.pgbouncer} (transaction) → PostgreSQL ${pgHost}:${pgPort}/${dbName}; SMTP sink :${ports.smtp} (pid ${sink.pid})`);

  const listed = await send({ port: ports.nginx, path: "/api/v1/vacancies?page[size]=10&fields[vacancies]=title" });
  const vacancyIds = (JSON.parse(listed.text) as { data: { id: string }[] }).data.map((row) => row.id);
  if (vacancyIds.length === 0) throw new Error("No public vacancy to respond to.");

  await signInAcrossProcesses();
  await responsesAndMail(vacancyIds);
  await settingsEverywhere();
  await jobsOnce();

  // The pool as PgBouncer sees it: transaction mode, client connections of both processes on few server connections.
  const admin = new pg.Client({ connectionString: `postgres://${ownerUrl.username}@127.0.0.1:${ports.pgbouncer}/pgbouncer` });
  await admin.connect();
  const pools = (await admin.query<{ database: string; user: string; cl_active: string; sv_active: string; sv_idle: string; pool_mode: string }>("SHOW POOLS")).rows.filter(
    (row) => row.database === dbName,
  );
  await admin.end();
  for (const row of pools) log(`pgbouncer pool ${row.user}: ${row.pool_mode} mode, ${row.cl_active} client connections, ${Number(row.sv_active) + Number(row.sv_idle)} server connections`);
  check(pools.some((row) => row.user === "volunteerly_login" && row.pool_mode === "transaction"), "the processes' queries go through PgBouncer in transaction mode");

  await throughput();
  for (const [i, port] of [ports.a, ports.b].entries()) check(apps[i]!.exitCode === null && (await healthy(port)), `the process on :${port} is still up`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`[scale-out] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await stopAll();
  rmSync(scratch, { recursive: true, force: true });
}
log(`wall time ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed || problems.length) {
  console.error(`[scale-out] FAILED:\n  ${[...problems, ...(failed ? ["stopped by an error (above)"] : [])].join("\n  ")}`);
  process.exit(1);
}
log("every check passed");
