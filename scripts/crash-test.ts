/*
 * Nothing lost on a crash (issue 16): the production server is killed with SIGKILL while volunteers respond to
 * vacancies without JavaScript (a GET of the vacancy page for its CSRF token and idempotency key, then the plain
 * form post), and restarted on the same database. Afterwards:
 *   - the database opens cleanly after the kill (the embedded one is opened by this script before the restart);
 *   - every response the server acknowledged (its redirect to the thank-you page) is stored exactly once, and no
 *     response is stored twice (a volunteer whose post was cut off and retried with the same key gets one row);
 *   - every stored response's confirmation mail reaches the SMTP sink exactly once (the outbox, delivered after the
 *     restart when the kill came first) and the outbox holds nothing unsent;
 *   - at the same time CRASH_INVITEES (60) invitees fill a form by their single-use invitation links, without
 *     JavaScript: every submission the server acknowledged is stored exactly once, none twice.
 *
 *   npm run build && npx tsx scripts/crash-test.ts                 # embedded database in a temporary directory
 *   DATABASE_URL=postgres://… npx tsx scripts/crash-test.ts        # a migrated and seeded PostgreSQL database
 *
 * CRASH_VOLUNTEERS (200) and the invitees start at once; the kill comes after CRASH_KILL_AFTER (70) acknowledged
 * responses and 5 acknowledged forms. BUILD_DIR
 * and CRASH_PORT (3600; the SMTP sink takes the next port) as usual. Exits 1 with the reasons when anything is
 * lost or doubled.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { openDatabase, withoutTenant, withTenant } from "~/modules/db/client.server";
import { applications, formInvitations, formSubmissions, mailOutbox, tenants } from "~/modules/db/schema";
import { DEMO_PASSWORD } from "~/modules/db/seed.server";

const port = Number(process.env.CRASH_PORT ?? 3600);
const smtpPort = port + 1;
const volunteers = Number(process.env.CRASH_VOLUNTEERS ?? 200);
const invitees = Number(process.env.CRASH_INVITEES ?? 60);
const killAfter = Number(process.env.CRASH_KILL_AFTER ?? 70);
const databaseUrl = process.env.DATABASE_URL;
const run = randomUUID().slice(0, 8);
const emailOf = (i: number) => `crash-${run}-${i}@example.test`;
const inviteeOf = (i: number) => `invitee-${run}-${i}@example.test`;

const scratch = mkdtempSync(path.join(os.tmpdir(), "volunteerly-crash-"));
const dataDir = path.join(scratch, "data");
const mailDir = path.join(scratch, "mail");
const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  COOKIE_SECURE: "0",
  GEOCODER: "stub",
  PORT: String(port),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_POLL_MS: "200",
  // Mail the killed process had claimed goes out when its lease ends (10 minutes by default): 15 s here.
  MAIL_LEASE_MS: "15000",
  ...(databaseUrl ? { SESSION_SECRET: process.env.SESSION_SECRET ?? randomUUID() + randomUUID() } : { DATA_DIR: dataDir }),
};

const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

function log(message: string) {
  console.log(`[crash-test] ${message}`);
}

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/** Plain HTTP from a chosen loopback address (the response throttle allows 20 responses per client address). */
function send(options: { method?: string; path: string; from: string; headers?: Record<string, string>; body?: string }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress: options.from,
        method: options.method ?? "GET",
        path: options.path,
        agent: false,
        headers: { host: `localhost:${port}`, ...(body ? { "content-length": String(body.length) } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function healthy(): Promise<boolean> {
  try {
    return (await send({ path: "/healthz", from: "127.0.0.1" })).status === 200;
  } catch {
    return false;
  }
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${limitMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["server/index.js"], { env: serverEnv, stdio: ["ignore", "ignore", "inherit"] });
  children.push(server);
  await waitFor("the server's /healthz", async () => {
    if (server.exitCode !== null) throw new Error(`The server stopped while starting (exit ${server.exitCode}).`);
    return healthy();
  }, 180_000);
  return server;
}

/** One volunteer without JavaScript: the vacancy page, then its form posted as a browser would. */
async function respond(i: number, vacancyId: string): Promise<"acknowledged" | "refused" | "cut off"> {
  const from = `127.0.${10 + Math.floor(i / 10)}.1`;
  try {
    const page = await send({ path: `/vacancies/${vacancyId}`, from });
    const cookies = cookiesOf(page);
    const csrf = fieldValue(page.text, "csrf");
    const idempotencyKey = fieldValue(page.text, "idempotencyKey");
    if (page.status !== 200 || !csrf || !idempotencyKey) return "refused";
    const form = new URLSearchParams({ csrf, idempotencyKey, name: `Vrijwilliger ${i}`, email: emailOf(i), message: `Ik help graag mee (${run}).` });
    const posted = await send({
      method: "POST",
      path: `/vacancies/${vacancyId}`,
      from,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies },
      body: form.toString(),
    });
    const location = String(posted.headers.location ?? "");
    return posted.status >= 300 && posted.status < 400 && location.includes("/reactie-verstuurd") ? "acknowledged" : "refused";
  } catch {
    return "cut off";
  }
}

/** A hidden or text field's value in a server-rendered form. */
function fieldValue(html: string, name: string): string | undefined {
  return new RegExp(`name="${name}"[^>]*value="([^"]+)"`).exec(html)?.[1] ?? new RegExp(`value="([^"]+)"[^>]*name="${name}"`).exec(html)?.[1];
}

function cookiesOf(reply: Reply): string {
  return ([] as string[]).concat(reply.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

/** The demo admin over the JSON:API; the token rotates with the requests, so the newest is kept. */
async function adminClient() {
  let credentials: Record<string, string> = {};
  const call = async (method: string, path: string, json?: unknown) => {
    const reply = await send({
      method,
      path,
      from: "127.0.0.1",
      headers: { ...credentials, ...(json === undefined ? {} : { "content-type": "application/vnd.api+json" }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const token = reply.headers["access-token"];
    if (typeof token === "string" && token && typeof reply.headers.client === "string" && typeof reply.headers.uid === "string") {
      credentials = { "access-token": token, client: reply.headers.client, uid: reply.headers.uid, "token-type": "Bearer" };
    }
    if (reply.status >= 300) throw new Error(`${method} ${path} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
    return JSON.parse(reply.text || "{}") as { data: { id: string; attributes: Record<string, unknown> } | { id: string }[] };
  };
  await call("POST", "/auth/sign_in", { email: "admin@demo.example", password: DEMO_PASSWORD });
  return call;
}

/** A form by invitation with one required question; its invitees' single-use links, read from their mails. */
async function inviteToForm(): Promise<{ formId: string; links: Map<string, string> }> {
  const call = await adminClient();
  const created = await call("POST", "/api/v1/forms", {
    data: {
      type: "forms",
      attributes: { title: `Crashtest ${run}`, access_permission: "token_holder", questions: [{ text: "Wat wil je ons vertellen?", question_type: "text", required: true }] },
    },
  });
  const formId = (created.data as { id: string }).id;
  await call("POST", `/api/v1/forms/${formId}/invitations`, { emails: Array.from({ length: invitees }, (_, i) => inviteeOf(i)) });
  const links = new Map<string, string>();
  await waitFor("the invitation mails", () => {
    for (const mail of sinkMails()) {
      const to = mail.to.find((address) => address.startsWith(`invitee-${run}-`));
      const token = to && /\/forms\/([A-Za-z0-9_-]{20,})/.exec(mail.text)?.[1];
      if (to && token) links.set(to, token);
    }
    return links.size >= invitees;
  }, 120_000);
  return { formId, links };
}

/** One invitee without JavaScript: the form by their link, then its answers posted as a browser would. */
async function fillForm(i: number, token: string): Promise<"acknowledged" | "refused" | "cut off"> {
  const from = `127.0.${100 + Math.floor(i / 10)}.1`;
  try {
    const page = await send({ path: `/forms/${token}`, from });
    const csrf = fieldValue(page.text, "csrf");
    const idempotencyKey = fieldValue(page.text, "idempotencyKey");
    const question = /<textarea[^>]*name="([0-9a-f-]{36})"|<input[^>]*name="([0-9a-f-]{36})"/.exec(page.text);
    const questionName = question?.[1] ?? question?.[2];
    if (page.status !== 200 || !csrf || !idempotencyKey || !questionName) return "refused";
    const form = new URLSearchParams({ csrf, idempotencyKey, [questionName]: `Antwoord van genodigde ${i} (${run})` });
    const posted = await send({
      method: "POST",
      path: `/forms/${token}`,
      from,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(page) },
      body: form.toString(),
    });
    return posted.status >= 300 && posted.status < 400 && String(posted.headers.location ?? "").includes("/bedankt") ? "acknowledged" : "refused";
  } catch {
    return "cut off";
  }
}

type Stored = { applicationsByEmail: Map<string, number>; outbox: { to: string; status: string }[]; submissionsByInvitee: Map<string, number> };

/** What the database holds of this run, read directly (the server is not running). */
async function readStored(formId: string): Promise<Stored> {
  const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  try {
    // Row-level security shows a tenant's rows only inside that tenant: the demo tenant of `localhost`.
    const tenantIds = await withoutTenant(handle.db, (tx) => tx.select({ id: tenants.id }).from(tenants));
    const applicationsByEmail = new Map<string, number>();
    const outbox: Stored["outbox"] = [];
    const submissionsByInvitee = new Map<string, number>();
    for (const { id } of tenantIds) {
      await withTenant(handle.db, id, async (tx) => {
        const rows = await tx.select({ email: applications.email }).from(applications).where(like(applications.email, `crash-${run}-%`));
        for (const row of rows) applicationsByEmail.set(row.email, (applicationsByEmail.get(row.email) ?? 0) + 1);
        outbox.push(...(await tx.select({ to: mailOutbox.to, status: mailOutbox.status }).from(mailOutbox).where(like(mailOutbox.to, `crash-${run}-%`))));
        const submitted = await tx
          .select({ email: formInvitations.email })
          .from(formSubmissions)
          .innerJoin(formInvitations, eq(formInvitations.id, formSubmissions.invitationId))
          .where(eq(formSubmissions.formId, formId));
        for (const row of submitted) submissionsByInvitee.set(row.email, (submissionsByInvitee.get(row.email) ?? 0) + 1);
      });
    }
    return { applicationsByEmail, outbox, submissionsByInvitee };
  } finally {
    await handle.close();
  }
}

type SinkMail = { to: string[]; text: string; messageId?: string | null; file: string };

/** Every mail the sink received so far. */
function sinkMails(): SinkMail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return files.map((file) => ({ ...(JSON.parse(readFileSync(path.join(mailDir, file), "utf8")) as Omit<SinkMail, "file">), file }));
}

/** The mails the sink received for this run's volunteers, per address (a retried delivery counts once per Message-ID). */
function receivedMails(): Map<string, Set<string>> {
  const byAddress = new Map<string, Set<string>>();
  for (const mail of sinkMails()) {
    const name = mail.file;
    for (const to of mail.to) {
      if (!to.startsWith(`crash-${run}-`)) continue;
      const ids = byAddress.get(to) ?? new Set<string>();
      ids.add(mail.messageId || name);
      byAddress.set(to, ids);
    }
  }
  return byAddress;
}

async function main() {
  if (!databaseUrl) {
    log(`embedded database in ${dataDir}`);
    const prepared = spawnSync("npx", ["tsx", "scripts/prepare-db.ts"], { env: serverEnv, stdio: ["ignore", "ignore", "inherit"] });
    if (prepared.status !== 0) throw new Error("Preparing the embedded database failed.");
  } else {
    log("PostgreSQL database of DATABASE_URL (migrated and seeded by the caller)");
  }
  const sink = spawn(process.execPath, ["--import", "tsx", "scripts/mail-sink.ts"], {
    env: { ...process.env, MAIL_SINK_PORT: String(smtpPort), MAIL_SINK_DIR: mailDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(sink);

  let server = await startServer();
  const listed = await send({ path: "/api/v1/vacancies?page[size]=20&fields[vacancies]=title", from: "127.0.0.1" });
  const vacancyIds = (JSON.parse(listed.text) as { data: { id: string }[] }).data.map((row) => row.id);
  if (vacancyIds.length === 0) throw new Error("No public vacancy to respond to.");

  const { formId, links } = await inviteToForm();

  log(`${volunteers} volunteers respond and ${invitees} invitees fill a form at once; SIGKILL after ${killAfter} acknowledged responses`);
  const acknowledged = new Set<string>();
  const acknowledgedInvitees = new Set<string>();
  let killed = false;
  // The invitees start together with the volunteers. The kill comes after killAfter acknowledged responses and at
  // least a few acknowledged forms (or once every invitee has an answer), whichever is later.
  const filled: Array<"acknowledged" | "refused" | "cut off"> = [];
  const killWhenDue = () => {
    if (killed || acknowledged.size < killAfter) return;
    if (acknowledgedInvitees.size < Math.min(5, invitees) && filled.length < links.size) return;
    killed = true;
    server.kill("SIGKILL");
  };
  const filling = Promise.all(
    [...links].map(async ([email, token], i) => {
      const outcome = await fillForm(i, token);
      if (outcome === "acknowledged" && !killed) acknowledgedInvitees.add(email);
      filled.push(outcome);
      killWhenDue();
    }),
  );
  const outcomes = await Promise.all(
    Array.from({ length: volunteers }, async (_, i) => {
      const outcome = await respond(i, vacancyIds[i % vacancyIds.length]!);
      if (outcome === "acknowledged" && !killed) {
        acknowledged.add(emailOf(i));
        killWhenDue();
      }
      return outcome;
    }),
  );
  await filling;
  if (!killed) {
    killed = true;
    server.kill("SIGKILL");
  }
  await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve(null) : server.once("exit", resolve)));
  const count = (kind: string) => outcomes.filter((outcome) => outcome === kind).length;
  log(`before the kill: ${acknowledged.size} acknowledged, ${count("refused")} refused, ${count("cut off")} cut off`);
  log(`invitees before the kill: ${acknowledgedInvitees.size} acknowledged, ${filled.filter((o) => o === "refused").length} refused, ${filled.filter((o) => o === "cut off").length} cut off`);

  const afterKill = await readStored(formId);
  log(`the database opened after the kill: ${afterKill.applicationsByEmail.size} responses stored, ${afterKill.outbox.filter((row) => row.status !== "sent").length} mails waiting`);

  server = await startServer();
  const stored = [...afterKill.applicationsByEmail.keys()];
  // Every stored response's confirmation reaches the sink (the outbox delivers what the kill interrupted).
  await waitFor("every stored response's confirmation mail", () => {
    const received = receivedMails();
    return stored.every((email) => (received.get(email)?.size ?? 0) >= 1);
  }, 120_000);
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await stopped;

  const final = await readStored(formId);
  const received = receivedMails();
  const problems: string[] = [];
  for (const email of acknowledged) if (!final.applicationsByEmail.has(email)) problems.push(`acknowledged but not stored: ${email}`);
  for (const [email, rows] of final.applicationsByEmail) if (rows > 1) problems.push(`stored ${rows} times: ${email}`);
  for (const email of final.applicationsByEmail.keys()) {
    const mails = received.get(email)?.size ?? 0;
    if (mails !== 1) problems.push(`${mails} confirmation mails to ${email}`);
  }
  for (const row of final.outbox) if (row.status !== "sent") problems.push(`outbox mail to ${row.to} is ${row.status}`);
  for (const email of received.keys()) if (!final.applicationsByEmail.has(email)) problems.push(`a mail to ${email}, who has no stored response`);
  for (const email of acknowledgedInvitees) if (!final.submissionsByInvitee.has(email)) problems.push(`acknowledged but not stored: the form of ${email}`);
  for (const [email, rows] of final.submissionsByInvitee) if (rows > 1) problems.push(`the form of ${email} stored ${rows} times`);
  if (acknowledgedInvitees.size === 0) problems.push("no invitee's form was acknowledged before the kill");

  log(
    `after the restart: ${final.applicationsByEmail.size} responses stored (${acknowledged.size} acknowledged), ` +
      `${[...received.values()].reduce((sum, ids) => sum + ids.size, 0)} confirmation mails received, ${final.outbox.length} outbox rows; ` +
      `${final.submissionsByInvitee.size} invitees' forms stored (${acknowledgedInvitees.size} acknowledged)`,
  );
  sink.kill("SIGTERM");
  rmSync(scratch, { recursive: true, force: true });
  if (problems.length) {
    console.error(`[crash-test] FAILED:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  log("nothing lost, nothing doubled");
}

main().catch((error: unknown) => {
  console.error(`[crash-test] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
