import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { EXPECT_BUDGET_MS, SERVER_STARTS_TEST_BUDGET_MS, TEST_BUDGET_MS } from "./tests/e2e/support/budgets";

/*
 * End-to-end tests in real Chromium against the production build, on a fresh
 * embedded database. Debian's /usr/bin/chromium by default; CHROMIUM_PATH
 * points elsewhere. Files named *.nojs.spec.ts run with JavaScript disabled.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
/* The server's mail reaches a local SMTP sink (tests/e2e/serve.sh) that writes it here; tests read it (support/mail.ts). */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `volunteerly-e2e-mail-${port}`);
/* The server's cookie secret, one per run: tests sign what the server signs (the digest's unsubscribe links). */
process.env.E2E_SESSION_SECRET ??= randomBytes(48).toString("base64url");
// Debian's chromium-headless-shell (the old headless mode, what Playwright itself uses headless) when it is there:
// the whole suite took 4.8 min with it against 7.1 min with the full browser in new headless mode, same machine.
const headlessShell = "/usr/bin/chromium-headless-shell";
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");
const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Budgets, not waits: how long a test or an expect() may take before it fails as stuck (tests/e2e/support/budgets.ts).
  timeout: TEST_BUDGET_MS,
  expect: { timeout: EXPECT_BUDGET_MS },
  use: {
    baseURL: `http://localhost:${port}`,
    // CI shows only the printed report, so traces are not recorded there (they cost a quarter of the suite's time);
    // a failure still prints its error and writes error-context.md with the page's aria snapshot.
    trace: process.env.CI ? "off" : "retain-on-failure",
    locale: "nl-NL",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /\.nojs\.spec\.ts$/,
      grepInvert: /@server-starts/,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      // Tests that start production servers of their own (server-lifecycle.spec.ts), with the budget of several
      // starts instead of one test's; no browser. Every other test of that file stays in "chromium".
      name: "server-starts",
      testMatch: /server-lifecycle\.spec\.ts$/,
      grep: /@server-starts/,
      timeout: SERVER_STARTS_TEST_BUDGET_MS,
    },
    {
      name: "chromium-no-js",
      testMatch: /\.nojs\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions },
    },
  ],
  webServer: {
    command: "bash tests/e2e/serve.sh",
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The server's request log would drown the test report; its errors still show (stderr).
    stdout: "ignore",
    env: {
      PORT: String(port),
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
      E2E_SMTP_PORT: String(smtpPort),
      SESSION_SECRET: process.env.E2E_SESSION_SECRET,
      // Spec §2 route rules (tests/e2e/route-rules.spec.ts): one within the app, one to another origin.
      ROUTE_RULES: JSON.stringify([
        { from: "/oude-vacaturebank", to: "/vacancies/search" },
        { from: "/naar-elders", to: `http://127.0.0.1:${port}/vacancies/search?q=elders` },
      ]),
    },
  },
});
