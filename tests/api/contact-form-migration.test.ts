import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentWorker, workerDatabaseUrl } from "../support/worker-database";

/*
 * Migration 0039 (decision 067) on a database that already has a center's contact form with a submission, as the
 * database before it: the embedded one, or with DATABASE_URL a scratch database of that PostgreSQL server. The form,
 * its questions and its submission stay; the form is the center's Dutch one; the center may then get an English one,
 * not a second Dutch one; the forms table keeps its forced row-level security.
 */

const MIGRATION = "0039_contact_form_languages";

/** The migrations folder as it was before `tag`: its SQL files and a journal that ends before it. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(path.resolve("drizzle"), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;
type Scratch = { query: Query; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

async function scratchDatabase(): Promise<Scratch> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await PGlite.create(undefined, { extensions: { btree_gin, pg_trgm, unaccent } });
    return {
      query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const scratchUrl = new URL(workerDatabaseUrl(url, currentWorker()));
  scratchUrl.pathname = `${scratchUrl.pathname}_contact_migration`;
  const name = scratchUrl.pathname.slice(1);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  // One client, not a pool: a pool's end() lets go of its clients before their connections are closed, and the forced
  // drop below then terminated a connection still closing — an unhandled 'error' event that failed the whole run.
  const client = new pg.Client({ connectionString: scratchUrl.toString() });
  await client.connect();
  return {
    query: async (text, params) => (await client.query(text, params)).rows as Array<Record<string, unknown>>,
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

let db: Scratch;
let before: string;
const ids = { tenant: "", center: "", contact: "", other: "", question: "", submission: "" };

beforeAll(async () => {
  db = await scratchDatabase();
  before = migrationsBefore(MIGRATION);
  await db.migrate(before);
  const one = async (text: string, params: unknown[]) => String((await db.query(text, params))[0]!.id);
  ids.tenant = await one(`insert into tenants (slug, app_name, features) values ('t', 'T', '{}') returning id`, []);
  ids.center = await one(`insert into volunteer_centers (tenant_id, slug, name) values ($1, 'c', 'C') returning id`, [ids.tenant]);
  ids.contact = await one(
    `insert into forms (tenant_id, center_id, title, public_token, purpose) values ($1, $2, 'Contact', 'contact-token', 'contact') returning id`,
    [ids.tenant, ids.center],
  );
  ids.other = await one(`insert into forms (tenant_id, center_id, title, public_token) values ($1, $2, 'Intake', 'intake-token') returning id`, [
    ids.tenant,
    ids.center,
  ]);
  ids.question = await one(`insert into form_questions (tenant_id, form_id, text, required) values ($1, $2, 'Bericht', true) returning id`, [
    ids.tenant,
    ids.contact,
  ]);
  ids.submission = await one(
    `insert into form_submissions (tenant_id, form_id, idempotency_key, answers, questions_snapshot, form_version)
     values ($1, $2, 'k1', $3, '[]', 1) returning id`,
    [ids.tenant, ids.contact, JSON.stringify({ [ids.question]: "Hallo" })],
  );
  await db.migrate(path.resolve("drizzle"));
}, 300_000);

afterAll(async () => {
  await db?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe(`migration ${MIGRATION} on existing data`, () => {
  it("keeps the center's contact form, its questions and its submission, as its Dutch contact form", async () => {
    const forms = await db.query(`select id, title, purpose, language from forms order by title`);
    expect(forms).toEqual([
      { id: ids.contact, title: "Contact", purpose: "contact", language: "nl" },
      { id: ids.other, title: "Intake", purpose: null, language: "nl" },
    ]);
    expect(await db.query(`select id, text from form_questions where form_id = $1`, [ids.contact])).toEqual([{ id: ids.question, text: "Bericht" }]);
    const submissions = await db.query(`select id, answers from form_submissions where form_id = $1`, [ids.contact]);
    expect(submissions).toEqual([{ id: ids.submission, answers: { [ids.question]: "Hallo" } }]);
  });

  it("lets the center have one contact form per language: an English one beside it, not a second Dutch one", async () => {
    const insert = (language: string, token: string) =>
      db.query(`insert into forms (tenant_id, center_id, title, public_token, purpose, language) values ($1, $2, 'Contact', $3, 'contact', $4)`, [
        ids.tenant,
        ids.center,
        token,
        language,
      ]);
    await insert("en", "contact-en");
    await expect(insert("nl", "contact-nl-2")).rejects.toThrow(/forms_center_purpose_language_idx/);
    await expect(insert("de", "contact-de")).rejects.toThrow(/forms_language_check/);
    expect(await db.query(`select language from forms where purpose = 'contact' order by language`)).toEqual([{ language: "en" }, { language: "nl" }]);
  });

  it("keeps the unique index per tenant and the forms table's forced row-level security", async () => {
    const indexes = await db.query(`select indexname, indexdef from pg_indexes where tablename = 'forms' and indexname like 'forms_center_purpose%'`);
    expect(indexes.map((row) => row.indexname)).toEqual(["forms_center_purpose_language_idx"]);
    expect(String(indexes[0]!.indexdef)).toMatch(/UNIQUE INDEX .* \(tenant_id, center_id, purpose, language\)/);
    expect(await db.query(`select relrowsecurity, relforcerowsecurity from pg_class where relname = 'forms'`)).toEqual([
      { relrowsecurity: true, relforcerowsecurity: true },
    ]);
    expect(await db.query(`select policyname from pg_policies where tablename = 'forms'`)).toEqual([{ policyname: "tenant_isolation" }]);
  });
});
