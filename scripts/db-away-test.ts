/*
 * The database going away under load (issue 16): the production server reaches PostgreSQL through a TCP relay in
 * this script; while clients keep asking for pages and API documents, the relay drops every connection and refuses
 * new ones for 10 seconds (what a database restart or failover looks like to the app), then lets them through
 * again. Passes when
 *   - while the database is away every answer is quick and is either a page the server keeps without the database
 *     (the anonymous page cache) or a 503 — the error page for pages, a JSON:API error document for /api/v1 —
 *     never a 500, never a request left hanging, and the server process stays up;
 *   - once the database is back the same requests answer 200 again by themselves, without a restart.
 *
 *   npm run build && DATABASE_URL=postgres://… npx tsx scripts/db-away-test.ts   # migrated and seeded by the caller
 *
 * PostgreSQL only: the embedded database lives inside the server process and cannot go away alone.
 * BUILD_DIR and DB_AWAY_PORT (3620; the relay takes the next port) as usual. Exits 1 with the reasons on failure.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";

const port = Number(process.env.DB_AWAY_PORT ?? 3620);
const relayPort = port + 1;
const AWAY_MS = 10_000;
/** A request may take this long while the database is away before it counts as hanging. */
const HANG_MS = 12_000;
const databaseUrl = process.env.DATABASE_URL;
/** The title of the error page for a 503, in Dutch (the default language). */
const unavailableTitle = (JSON.parse(readFileSync("locales/nl/errors.json", "utf8")) as { catalogue: { unavailable: { title: string } } }).catalogue.unavailable.title;
if (!databaseUrl) {
  console.error("[db-away] set DATABASE_URL to a migrated and seeded PostgreSQL database");
  process.exit(1);
}
const target = new URL(databaseUrl);
const relayed = new URL(databaseUrl);
relayed.hostname = "127.0.0.1";
relayed.port = String(relayPort);

function log(message: string) {
  console.log(`[db-away] ${message}`);
}

/** A TCP relay to the database that can drop every connection and refuse new ones. */
function startRelay() {
  const sockets = new Set<net.Socket>();
  let away = false;
  const server = net.createServer((client) => {
    if (away) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(relayPort, "127.0.0.1");
  return {
    goAway() {
      away = true;
      for (const socket of sockets) socket.destroy();
    },
    comeBack() {
      away = false;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

type Outcome = { path: string; status: number; ms: number; body: string; error?: string };

async function ask(path: string): Promise<Outcome> {
  const started = performance.now();
  try {
    // A browser's User-Agent: crawlers get a bare status page instead of the error screen (spec §2).
    const response = await fetch(`http://localhost:${port}${path}`, { signal: AbortSignal.timeout(60_000), redirect: "manual", headers: { "user-agent": BROWSER } });
    const body = await response.text();
    return { path, status: response.status, ms: performance.now() - started, body };
  } catch (error) {
    return { path, status: 0, ms: performance.now() - started, body: "", error: error instanceof Error ? error.message : String(error) };
  }
}

async function healthy(): Promise<boolean> {
  return (await ask("/healthz")).status === 200;
}

async function main() {
  const relay = startRelay();
  const server: ChildProcess = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      COOKIE_SECURE: "0",
      GEOCODER: "stub",
      PORT: String(port),
      DATABASE_URL: relayed.toString(),
      SESSION_SECRET: process.env.SESSION_SECRET ?? randomUUID() + randomUUID(),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // The server's error output is shown only when the test fails.
  let serverErrors = "";
  server.stderr!.on("data", (chunk: Buffer) => (serverErrors = (serverErrors + chunk.toString()).slice(0, 3000)));
  process.on("exit", () => server.kill("SIGKILL"));
  const deadline = Date.now() + 120_000;
  while (!(await healthy())) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error("The server did not start.");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const listed = await ask("/api/v1/vacancies?page[size]=5&fields[vacancies]=title");
  const vacancyId = (JSON.parse(listed.body) as { data: { id: string }[] }).data[0]?.id;
  if (!vacancyId) throw new Error("No public vacancy.");
  const paths = ["/vacancies/search", `/vacancies/${vacancyId}`, "/api/v1/vacancies?page[size]=5", "/", `/vacancies/search?q=${randomUUID().slice(0, 6)}`];

  // Clients keep asking, four at a time, through the whole test.
  const outcomes: Array<Outcome & { phase: "before" | "away" | "back" }> = [];
  let phase: "before" | "away" | "back" = "before";
  let running = true;
  const clients = Array.from({ length: 4 }, async (_, n) => {
    for (let i = n; running; i++) {
      const asked = phase;
      const outcome = await ask(paths[i % paths.length]!);
      outcomes.push({ ...outcome, phase: asked === phase ? asked : "away" });
    }
  });

  await new Promise((resolve) => setTimeout(resolve, 2_000));
  log(`the database goes away for ${AWAY_MS / 1000} s`);
  phase = "away";
  relay.goAway();
  await new Promise((resolve) => setTimeout(resolve, AWAY_MS));
  relay.comeBack();
  log("the database is back");
  phase = "back";
  const backAt = performance.now();
  // Recovered when every path has answered 200 again.
  let recoveredMs: number | null = null;
  let lastTry: Outcome[] = [];
  while (performance.now() - backAt < 60_000) {
    const results = await Promise.all(paths.map(ask));
    lastTry = results;
    if (results.every((result) => result.status === 200)) {
      recoveredMs = performance.now() - backAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  running = false;
  await Promise.all(clients);

  const problems: string[] = [];
  const away = outcomes.filter((outcome) => outcome.phase === "away");
  const tally = new Map<string, number>();
  for (const outcome of away) tally.set(String(outcome.status), (tally.get(String(outcome.status)) ?? 0) + 1);
  log(`while away: ${away.length} answers (${[...tally].map(([status, n]) => `${n}× ${status}`).join(", ")}), slowest ${Math.round(Math.max(0, ...away.map((o) => o.ms)))} ms`);
  for (const outcome of away) {
    if (outcome.status === 0) problems.push(`${outcome.path}: no answer (${outcome.error})`);
    else if (outcome.status !== 200 && outcome.status !== 503) problems.push(`${outcome.path}: ${outcome.status} while the database was away`);
    else if (outcome.status === 503 && outcome.path.startsWith("/api/") && !outcome.body.includes('"errors"')) problems.push(`${outcome.path}: a 503 that is no JSON:API error document: ${outcome.body.slice(0, 300)}`);
    else if (outcome.status === 503 && !outcome.path.startsWith("/api/") && !outcome.body.includes(unavailableTitle)) problems.push(`${outcome.path}: a 503 page without '${unavailableTitle}': ${outcome.body.slice(-300)}`);
    if (outcome.ms > HANG_MS) problems.push(`${outcome.path}: took ${Math.round(outcome.ms)} ms`);
  }
  if (!away.some((outcome) => outcome.status === 503)) problems.push("no request noticed that the database was away");
  if (server.exitCode !== null) problems.push(`the server stopped (exit ${server.exitCode})`);
  if (recoveredMs === null) {
    problems.push(`the server did not recover within 60 s of the database's return: ${lastTry.map((o) => `${o.path} ${o.status} ${o.body.slice(0, 200)}`).join("; ")}`);
  }
  else log(`every page answered 200 again ${Math.round(recoveredMs)} ms after the database came back`);

  server.kill("SIGTERM");
  await relay.close();
  if (problems.length) {
    console.error(`[db-away] FAILED:\n  ${[...new Set(problems)].slice(0, 30).join("\n  ")}\n[db-away] the server's last error output:\n${serverErrors}`);
    process.exit(1);
  }
  log("503s while away, recovered by itself");
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(`[db-away] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
