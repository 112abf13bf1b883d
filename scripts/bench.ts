/*
 * `npm run bench`: throughput of the production build on loopback, as ratios
 * to a trivial endpoint measured in the same run (machines are shared and
 * noisy, so absolute numbers mean little). Starts its own server on a fresh
 * embedded database; bounded in requests and time.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.BENCH_PORT ?? 3310);
const base = `http://localhost:${port}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 4;

if (!fs.existsSync("build/server/index.js")) spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "volunteerly-bench-")), "data");
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

async function measure(name: string, make: () => Request, observe: (response: Response) => void = () => {}): Promise<{ name: string; perSecond: number; p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await (await fetch(make())).arrayBuffer();
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const response = await fetch(make());
        await response.arrayBuffer();
        observe(response);
        if (response.status >= 400) throw new Error(`${name}: ${response.status}`);
        durations.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]!;
  return { name, perSecond: REQUESTS / seconds, p50: at(0.5), p95: at(0.95) };
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
  const trivial = results[0]!.perSecond;
  console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} at a time, node ${process.version}\n`);
  console.log("endpoint".padEnd(44), "req/s".padStart(8), "p50 ms".padStart(8), "p95 ms".padStart(8), "vs trivial".padStart(11));
  for (const r of results) {
    console.log(r.name.padEnd(44), r.perSecond.toFixed(0).padStart(8), r.p50.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8), (r.perSecond / trivial).toFixed(2).padStart(11));
  }
} finally {
  process.kill(-server.pid!, "SIGTERM");
}
