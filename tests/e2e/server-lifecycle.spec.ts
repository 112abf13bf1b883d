import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SERVER_START_BUDGET_MS } from "./support/budgets";

/*
 * The production server as an operator runs it: it stops cleanly on SIGTERM
 * (a service manager, Ctrl+C), after which the embedded database opens again
 * with its data, and a second process never opens an embedded database that
 * is in use (that would corrupt it).
 */

const basePort = Number(process.env.E2E_PORT ?? 3210) + 40;
const embedded = !process.env.DATABASE_URL;

type Server = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

function startServer(dataDir: string, port: number): Server {
  let output = "";
  const child = spawn("bash", ["tests/e2e/serve.sh"], {
    // No mail sink of its own: the suite's server owns E2E_MAIL_DIR.
    env: { ...process.env, PORT: String(port), E2E_DATA_DIR: dataDir, E2E_MAIL_DIR: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function healthy(server: Server): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://localhost:${server.port}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      // A budget, not a wait: the poll ends at the first 200 (support/budgets.ts).
      { timeout: SERVER_START_BUDGET_MS, intervals: [250] },
    )
    .toBe(200);
}

/** SIGTERM to the whole process group, as a service manager or Ctrl+C sends it. */
function terminate(server: Server) {
  process.kill(-server.child.pid!, "SIGTERM");
}

// Three server starts with migrations: the "server-starts" project of playwright.config.ts gives it the budget for
// them (SERVER_STARTS_TEST_BUDGET_MS); a server that never exits fails the test by it.
test("the server stops on SIGTERM and starts again on the same data; a second process is refused", { tag: "@server-starts" }, async () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "volunteerly-lifecycle-")), "data");
  const first = startServer(dataDir, basePort);
  try {
    await healthy(first);
    expect((await fetch(`http://localhost:${first.port}/vacancies/search?q=fiets`)).status).toBe(200);

    if (embedded) {
      const second = startServer(dataDir, basePort + 1);
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toMatch(/in use by process \d+/);
      // The first one is unharmed.
      expect((await fetch(`http://localhost:${first.port}/healthz`)).status).toBe(200);
    }

    // A keep-alive connection stays open meanwhile: the server must not wait for it.
    const agentRequest = fetch(`http://localhost:${first.port}/`, { keepalive: true });
    expect((await agentRequest).status).toBe(200);
    terminate(first);
    expect(await first.exited).toBe(0);
    if (embedded) expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);

    const again = startServer(dataDir, basePort + 2);
    try {
      await healthy(again);
      const page = await fetch(`http://localhost:${again.port}/vacancies/search?q=fiets`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Fiets");
    } finally {
      terminate(again);
      expect(await again.exited).toBe(0);
    }
  } finally {
    if (first.child.exitCode === null) process.kill(-first.child.pid!, "SIGKILL");
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});

test("a production server on a database server does not start without a cookie secret, and says why (issue 18)", async () => {
  const child = spawn("node", ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Refused before any connection is made: the address need not answer.
      DATABASE_URL: "postgres://volunteerly@127.0.0.1:1/none",
      SESSION_SECRET: "",
      PORT: String(basePort + 5),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  expect(code).toBe(1);
  expect(output).toContain("SESSION_SECRET is not set");
  expect(output).not.toContain("[server] http://");
});
