import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerApiFromCache } from "~/api/answer-cache.server";
import { PAGES_CHANNEL, pageCache } from "~/modules/page-cache/context.server";
import { testApi, testDatabase, tokenHeadersFor } from "../support/api";

/*
 * The page cache (decision 023) may only reuse what nothing has changed since. Every table a public page
 * or API read shows tells every process when it changes (migration 0014); the others are listed here, so
 * that a new table has to be put on one side or the other.
 */
const NOT_SHOWN_PUBLICLY = [
  "__drizzle_migrations",
  "applications",
  "internal_notes",
  "jobs",
  "auth_tokens",
  "login_tokens",
  "mail_outbox",
  "rate_limits",
  "form_invitations",
  "form_submissions",
  "volunteer_profile_replies",
  "audit_log",
  // Pages show uploaded images by their address alone, which names every variant (decision 026); the stock
  // image library is for editors.
  "uploads",
  "stock_images",
  // The wording of mails (issue 13): only mails and the editors' pages show it.
  "notification_templates",
  // In-app notifications (issue 13): only their recipient reads them, signed in.
  "notifications",
  // Conversations (issue 13): only their participants read them, signed in.
  "conversations",
  "conversation_messages",
  "conversation_reads",
  // Which weekly digests went out (issue 13): read by the digest job alone.
  "digest_runs",
  // The volunteer pool (issue 14): only organizations and the center search it, signed in.
  "volunteer_profiles",
  // Helpers' responses to neighbour help (decision 041): only the center and the requester's secret link show them.
  "neighbour_help_responses",
  // Private calendar feed tokens (decision 043): the feed answers by a token's hash, never kept.
  "calendar_feed_tokens",
  // Analytics (decision 047): counts and their daily aggregates, read only by /analytics, signed in.
  "vacancy_view_days",
  "search_term_days",
  "analytics_vacancy_days",
  "analytics_status_days",
  "analytics_center_days",
  "analytics_rollups",
];

async function heard() {
  await testDatabase();
  const cache = pageCache();
  await expect.poll(() => cache.enabled, { timeout: 10_000 }).toBe(true);
  return cache;
}

describe("the page cache's view of the database", () => {
  it("hears of a change to every table public pages show; the rest are listed as not shown", async () => {
    const { db } = await testDatabase();
    type Row = { table: string; watched: boolean; per_row: boolean };
    const result: unknown = await db.execute(sql`
      select c.relname as "table",
             exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = c.relname || '_notify_pages') as watched,
             -- Row triggers (bit 0 of tgtype), so that a statement that changes no row stays quiet (migration 0037).
             exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = c.relname || '_notify_pages' and t.tgtype & 1 = 1) as per_row
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1`);
    // node-postgres answers { rows }, PGlite likewise; both hold the same rows.
    const rows = (result as { rows: Row[] }).rows;
    const unaccounted = rows.filter((row) => !row.watched && !NOT_SHOWN_PUBLICLY.includes(row.table)).map((row) => row.table);
    expect(unaccounted).toEqual([]);
    const watchedAndListed = rows.filter((row) => row.watched && NOT_SHOWN_PUBLICLY.includes(row.table)).map((row) => row.table);
    expect(watchedAndListed).toEqual([]);
    expect(rows.filter((row) => row.watched).map((row) => row.table)).toContain("vacancies");
    expect(rows.filter((row) => row.watched && !row.per_row).map((row) => row.table)).toEqual([]);
  });

  it("keeps a public API read and drops it when another process changes a vacancy", async () => {
    const cache = await heard();
    const { request } = await testApi();
    const path = "/api/v1/vacancies?page[size]=2";
    const asked = () => new Request(`http://localhost${path}`, { headers: { host: "localhost" } });
    expect((await request(path)).status).toBe(200);
    const kept = answerApiFromCache(asked());
    expect(kept?.status).toBe(200);
    const document = (await kept!.json()) as { data: unknown[] };
    expect(document.data).toHaveLength(2);

    // A statement on another connection stands for another app process (or a change by hand).
    const { db } = await testDatabase();
    await db.execute(sql`update vacancies set title = title where id = (select id from vacancies order by id limit 1)`);
    await expect.poll(() => answerApiFromCache(asked()), { timeout: 10_000 }).toBeNull();
    expect(cache.size.pages).toBe(0);
  });

  it("hears nothing of a statement that changes no row, and once of one that changes many", async () => {
    // The vacancy expiry job runs an UPDATE per tenant every minute, mostly changing nothing: that must not empty
    // every process's page cache (migration 0037). Notifications arrive in commit order, so once the last one
    // (the sentinel) is heard, every one before it has been too.
    const { db, listen } = await testDatabase();
    const heardPayloads: string[] = [];
    let sentinelHeard = false;
    await listen(
      PAGES_CHANNEL,
      (payload) => {
        if (payload === "sentinel") sentinelHeard = true;
        else if (!sentinelHeard) heardPayloads.push(payload);
      },
      () => {},
    );
    await db.execute(sql`update vacancies set title = title where false`);
    await db.execute(sql`delete from vacancies where false`);
    await db.execute(sql`select pg_notify(${PAGES_CHANNEL}, 'sentinel')`);
    await expect.poll(() => sentinelHeard, { timeout: 10_000 }).toBe(true);
    expect(heardPayloads).toEqual([]);

    sentinelHeard = false;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update vacancies set title = title where id in (select id from vacancies order by id limit 3)`);
    });
    await db.execute(sql`select pg_notify(${PAGES_CHANNEL}, 'sentinel')`);
    await expect.poll(() => sentinelHeard, { timeout: 10_000 }).toBe(true);
    expect(heardPayloads).toEqual(["vacancies"]);
  });

  it("answers a client that holds the kept answer with 304", async () => {
    await heard();
    const { request } = await testApi();
    const path = "/api/v1/vacancies?page[size]=1";
    // Other test files write vacancies at the same time, and each write empties the kept answers (as it must): ask
    // again until one is still kept when the client comes back with its ETag. A cache that never answers 304 fails.
    await expect
      .poll(async () => {
        const first = await request(path);
        const etag = first.headers.get("etag")!;
        return answerApiFromCache(new Request(`http://localhost${path}`, { headers: { host: "localhost", "if-none-match": etag } }))?.status;
      })
      .toBe(304);
  });

  it("never keeps an answer to credentials", async () => {
    await heard();
    const { request } = await testApi();
    const headers = await tokenHeadersFor("admin@demo.example");
    const path = "/api/v1/vacancies?page[size]=3";
    expect((await request(path, { headers })).status).toBe(200);
    expect(answerApiFromCache(new Request(`http://localhost${path}`, { headers: { host: "localhost", ...headers } }))).toBeNull();
    expect(answerApiFromCache(new Request(`http://localhost${path}`, { headers: { host: "localhost" } }))).toBeNull();
  });
});
