import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/*
 * The security suite talks to the production build over real HTTP, as an
 * attacker would: this starts it the way the e2e tests do (tests/e2e/serve.sh),
 * on a fresh embedded database, or on the PostgreSQL database of DATABASE_URL
 * that the caller has migrated and seeded (.ci/run). BUILD_DIR picks the build
 * (`react-router build` first), SECURITY_PORT the port.
 */

declare module "vitest" {
  export interface ProvidedContext {
    securityPort: number;
  }
}

const port = Number(process.env.SECURITY_PORT ?? 3280);

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

export default async function setup(project: TestProject) {
  if (await healthy()) throw new Error(`Something already answers on port ${port}: set SECURITY_PORT to a free port.`);
  const dataParent = mkdtempSync(path.join(os.tmpdir(), "volunteerly-security-"));
  // The server's own output (the errors it logs while it is attacked) would drown the report: it goes to a file.
  const log = path.join(os.tmpdir(), `volunteerly-security-${port}.log`);
  console.log(`The security suite's server logs to ${log}`);
  const server: ChildProcess = spawn("bash", ["tests/e2e/serve.sh"], {
    env: { ...process.env, PORT: String(port), E2E_DATA_DIR: path.join(dataParent, "data"), E2E_MAIL_DIR: "" },
    stdio: ["ignore", openSync(log, "w"), openSync(log, "a")],
    detached: true,
  });
  let exited = false;
  server.on("exit", () => (exited = true));
  const deadline = Date.now() + 240_000;
  while (!(await healthy())) {
    if (exited) throw new Error(`The server of the security suite stopped while starting (see ${log}).`);
    if (Date.now() > deadline) throw new Error(`The server of the security suite did not answer /healthz on port ${port} within 4 minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide("securityPort", port);

  return async () => {
    if (!exited) {
      const stopped = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid!, "SIGTERM");
      await stopped;
    }
    rmSync(dataParent, { recursive: true, force: true });
  };
}
