import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "~/api/app.server";
import { openDatabase, type DatabaseHandle } from "~/modules/db/client.server";
import { PageTransaction } from "~/modules/db/page-transaction.server";
import { directoryOf } from "~/modules/tenancy/directory.server";
import { tokenHeadersFor, TestClock } from "../support/api";
import { callIn } from "../support/page-scope";
import { currentWorker, workerDatabaseUrl } from "../support/worker-database";

/*
 * Decision 074: the round trips to PostgreSQL of what every signed-in page asks (the user with roles and the bell's
 * count, the user's organizations), counted on the connections of a database handle of this test's own (its
 * application_name tells them apart from the worker's other connections). Each node-postgres query() is one round
 * trip. In steady state (the token inside its batch window, so nothing rotates) a signed-in page's reads are one
 * transaction of six: BEGIN, the tenant's set_config, the sign-in candidate, the unread count, the organizations,
 * COMMIT (decision 053). Decision 074 tried cutting it to five (BEGIN sent with the set_config) and did not keep it.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const APPLICATION = "volunteerly_round_trips_test";

describe.runIf(onPostgres)("a signed-in page's reads on PostgreSQL", () => {
  let handle: DatabaseHandle;
  const sent: string[] = [];
  const query = pg.Client.prototype.query;

  beforeAll(async () => {
    // Counted where node-postgres sends: a connection binds query() when the pool opens it, after this.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const parameters = (this as unknown as { connectionParameters?: { application_name?: string } }).connectionParameters;
      if (parameters?.application_name === APPLICATION) {
        const first = args[0] as string | { text?: string };
        sent.push(typeof first === "string" ? first : String(first?.text));
      }
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const url = new URL(workerDatabaseUrl(process.env.DATABASE_URL!, currentWorker()));
    url.searchParams.set("application_name", APPLICATION);
    handle = await openDatabase({ url: url.toString() });
  });

  afterAll(async () => {
    pg.Client.prototype.query = query;
    await handle?.close();
  });

  async function signedInPage(api: ReturnType<typeof createApi>, headers: Record<string, string>) {
    const transaction = new PageTransaction();
    const call = callIn({ api, clock: new TestClock(), request: () => Promise.reject(new Error("unused")) }, { authentications: new Map(), transaction });
    // What the shell of every signed-in page asks (app/modules/users/session-user.server.ts).
    const answers = await Promise.all([call("/api/v1/current_user?include=roles", headers), call("/api/v1/current_organizations", headers)]);
    await transaction.settle();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    return transaction;
  }

  it("take one transaction of six round trips", async () => {
    const api = createApi({ getDb: async () => handle.db, now: () => new Date() });
    const headers = await tokenHeadersFor("admin@demo.example");
    // The first request starts this handle's LISTEN for the tenancy; once it is heard, the next reads the tenancy
    // anew and keeps it (decision 012): not a page's cost.
    await signedInPage(api, headers);
    await vi.waitFor(() => expect(directoryOf(handle.db).listeningForChanges).toBe(true));
    await signedInPage(api, headers);
    sent.length = 0;
    const transaction = await signedInPage(api, headers);
    expect(transaction.begun).toBe(1);
    const kinds = sent.map((text) =>
      /^begin$/.test(text)
        ? "begin"
        : /^select set_config\('app\.tenant_id'/.test(text)
          ? "tenant"
          : /^commit$/.test(text)
            ? "commit"
            : /"auth_tokens"/.test(text)
              ? "sign-in candidate"
              : /from "notifications"/.test(text)
                ? "unread count"
                : /from "organization_memberships"/.test(text)
                  ? "organizations"
                  : text.slice(0, 80),
    );
    // The two calls' statements interleave on the one connection: their order is theirs, the set is fixed.
    expect(kinds.slice(0, 3)).toEqual(["begin", "tenant", "sign-in candidate"]);
    expect(kinds.at(-1)).toBe("commit");
    expect(kinds.slice(3, -1).sort()).toEqual(["organizations", "unread count"]);
  });
});
