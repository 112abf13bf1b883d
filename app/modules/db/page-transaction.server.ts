import { sharesTransactions, withTenant, type Database, type Tx } from "./client.server";

/*
 * One database transaction for the in-process API reads of one page request (decision 053). A signed-in page
 * makes three to five API calls (the token check, current_user, current_organizations, the page's data, the token's
 * rotation); each in a transaction of its own cost BEGIN, the tenant's set_config and COMMIT, three round trips of
 * twenty-odd. Shared, they cost those once.
 *
 * - Only reads share (GET/HEAD of the UI's ApiScope; the API decides). A write first ends the shared transaction
 *   and waits for its commit (the write may need a row it locked, e.g. the token row a sign-out deletes), then runs
 *   in a transaction of its own, as every call of an outside client does.
 * - Per tenant and database: a call for another tenant never joins (row-level security reads the tenant set at the
 *   transaction's start), it runs in its own.
 * - On PostgreSQL only. The embedded database is one connection that a transaction holds exclusively: anything that
 *   reached the database directly while a page's transaction was open (the tenancy cache, a job) would wait for it,
 *   and the call waiting for that would never end it. Its statements have no network round trip to save.
 * - The transaction ends as soon as no call is running in it (checked once the event loop has run what is ready, so
 *   a loader's next call joins it), and at the latest when the page request settles it, before the answer leaves:
 *   the rotated token in the cookie is committed by then.
 * - A statement that fails aborts the transaction for everyone in it: the call that failed throws as before, calls
 *   caught in the aborted transaction run again in a transaction of their own (also when the call whose statement
 *   failed caught that itself and went on), and the shared one rolls back, so settle() throws that failure when the
 *   transaction held a write (a rotated token that did not commit must not reach the cookie).
 */

type Shared = {
  db: Database;
  tenantId: string;
  tx: Promise<Tx>;
  active: number;
  /** End as soon as no call runs in it (settle, or a write); no new call joins. */
  closing: boolean;
  ended: boolean;
  /** A call marked what it did as a write that must not be lost unnoticed (the token's rotation). */
  writes: boolean;
  /** The first database error in it: the transaction rolls back. */
  failure: { error: unknown } | null;
  end: () => void;
  /** Resolves when committed; rejects with the failure when rolled back. */
  done: Promise<void>;
};

/** PostgreSQL's "current transaction is aborted, commands ignored until end of transaction block". */
const IN_FAILED_TRANSACTION = "25P02";

/** The SQLSTATE of a database error (drizzle wraps the driver's error as `cause`), or null for other errors. */
export function sqlStateOf(error: unknown): string | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, severity, cause } = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string") return code;
    current = cause;
  }
  return null;
}

export type PageTransactionOptions = {
  /** Opens a transaction in the tenant (withTenant); tests hand in their own. */
  begin?: <T>(db: Database, tenantId: string, fn: (tx: Tx) => Promise<T>) => Promise<T>;
  /** Whether transactions on `db` may be shared (PostgreSQL). */
  shares?: (db: Database) => boolean;
};

export class PageTransaction {
  #current: Shared | null = null;
  #open = new Set<Shared>();
  readonly #begin: NonNullable<PageTransactionOptions["begin"]>;
  readonly #shares: NonNullable<PageTransactionOptions["shares"]>;
  /** How many transactions this page request began through it (tests count them). */
  begun = 0;

  constructor(options: PageTransactionOptions = {}) {
    this.#begin = options.begin ?? withTenant;
    this.#shares = options.shares ?? sharesTransactions;
  }

  /** Runs `fn` in the page's shared transaction of the tenant, or in its own where none can be shared. */
  async run<T>(db: Database, tenantId: string, fn: (tx: Tx) => Promise<T>, options: { writes?: boolean } = {}): Promise<T> {
    if (!this.#shares(db)) return this.#own(db, tenantId, fn);
    let shared = this.#current;
    const joinable = shared && !shared.closing && !shared.ended && !shared.failure;
    if (joinable && (shared!.db !== db || shared!.tenantId !== tenantId)) return this.#own(db, tenantId, fn);
    if (!joinable || !shared) shared = this.#current = this.#openShared(db, tenantId);
    shared.active += 1;
    if (options.writes) shared.writes = true;
    try {
      const tx = await shared.tx;
      return await fn(tx);
    } catch (error) {
      const state = sqlStateOf(error);
      if (state === null) throw error;
      if (state === IN_FAILED_TRANSACTION && shared.failure?.error !== error) {
        // Caught in a transaction an earlier statement aborted: another call's, or one whose failure its own call
        // caught and went on (then nobody recorded it). This call did nothing wrong: it runs again in its own, and
        // the shared transaction rolls back.
        shared.failure ??= { error };
        return this.#own(db, tenantId, fn);
      }
      shared.failure ??= { error };
      throw error;
    } finally {
      shared.active -= 1;
      if (shared.active === 0) this.#whenIdle(shared);
    }
  }

  /**
   * Ends the shared transaction once no call runs in it and waits until every transaction it began has ended.
   * Before a write, and when the page request is answered. Throws when one that held a write (the token's
   * rotation) did not commit: the answer must not hand out a token the database does not know.
   */
  async settle(): Promise<void> {
    const open = [...this.#open];
    this.#current = null;
    for (const shared of open) {
      shared.closing = true;
      if (shared.active === 0) this.#end(shared);
    }
    const results = await Promise.allSettled(open.map((shared) => shared.done));
    const lost = results.find((result, index) => result.status === "rejected" && open[index]!.writes);
    if (lost) throw (lost as PromiseRejectedResult).reason;
  }

  #own<T>(db: Database, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    this.begun += 1;
    return this.#begin(db, tenantId, fn);
  }

  #openShared(db: Database, tenantId: string): Shared {
    let end!: () => void;
    const ending = new Promise<void>((resolve) => (end = resolve));
    let handOver!: (tx: Tx) => void;
    let refuse!: (error: unknown) => void;
    const tx = new Promise<Tx>((resolve, reject) => {
      handOver = resolve;
      refuse = reject;
    });
    const shared: Shared = { db, tenantId, tx, active: 0, closing: false, ended: false, writes: false, failure: null, end, done: Promise.resolve() };
    this.#open.add(shared);
    shared.done = this.#own(db, tenantId, async (opened) => {
      handOver(opened);
      await ending;
      // Rolls back: whatever ran in it after the failure was ignored by the database anyway.
      if (shared.failure) throw shared.failure.error;
    }).then(
      () => {
        this.#open.delete(shared);
      },
      (error: unknown) => {
        this.#open.delete(shared);
        refuse(error);
        throw error;
      },
    );
    // Reported through settle() (and the calls that waited for the transaction), never as an unhandled rejection.
    shared.done.catch(() => {});
    tx.catch(() => {});
    return shared;
  }

  #whenIdle(shared: Shared) {
    if (shared.closing) {
      this.#end(shared);
      return;
    }
    // A loader that goes on to its next call does so once what it awaited has resolved: let that join first.
    setImmediate(() => {
      if (shared.active === 0) this.#end(shared);
    });
  }

  #end(shared: Shared) {
    if (shared.ended) return;
    shared.ended = true;
    if (this.#current === shared) this.#current = null;
    shared.end();
  }
}
