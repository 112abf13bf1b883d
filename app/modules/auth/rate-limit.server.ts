import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { config } from "~/lib/config.server";
import { withoutTenant, type Database, type Tx } from "~/modules/db/client.server";
import { rateLimits } from "~/modules/db/schema";

/*
 * Failed sign-ins are counted in PostgreSQL (fixed windows), so the limit
 * holds across processes and restarts. See docs/decisions/002-rate-limiting.md.
 */

/** The address's window: many accounts guessed from one address wait this long. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMIT_PER_IP = 20;
/**
 * One account guessed from one address backs off briefly: slow for a guesser
 * (who meets the address limit soon after), and never a lock-out of the owner,
 * who signs in from another address — or from the same one a few minutes later.
 */
export const SIGN_IN_PAIR_WINDOW_MS = 5 * 60_000;
export const SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP = 5;
/**
 * Rows of the rate-limit table are garbage after a day. A window that ran out
 * starts afresh in the upsert itself, so the clean-up is only housekeeping and
 * never decides a limit (nor clears another counter's window early).
 */
export const RATE_LIMIT_ROW_TTL_MS = 24 * 3600_000;

/** Deletes rate-limit rows older than RATE_LIMIT_ROW_TTL_MS. */
export function deleteStaleRateLimits(tx: Tx, now: Date) {
  return tx.delete(rateLimits).where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - RATE_LIMIT_ROW_TTL_MS)));
}

/** The header server/index.js sets to the connection's own address (any such header from a client is replaced). */
export const PEER_ADDRESS_HEADER = "x-volunteerly-peer";
/** Requests whose address is unknown (no server/index.js in front, e.g. the dev server) share this bucket. */
export const DIRECT_CLIENT = "direct";

/**
 * The client address for throttling. Behind a trusted proxy (TRUST_PROXY=1)
 * the last X-Forwarded-For entry: the one that proxy appended (the entries
 * before it are whatever the client sent). Otherwise the connection's own
 * address, which server/index.js hands in; each client has its own bucket.
 */
export function clientIp(headers: Headers): string {
  if (config.trustProxy) {
    const forwarded = headers.get("x-forwarded-for");
    const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
    if (last) return last;
  }
  return headers.get(PEER_ADDRESS_HEADER)?.trim() || DIRECT_CLIENT;
}

/** A counter's key in the rate-limit table: hashed, so the table holds no e-mail addresses or IPs. */
export const rateLimitKey = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex");

export type SignInKeys = { pair: string; ip: string };

export function signInKeys(input: { tenantId: string; email: string; ip: string }): SignInKeys {
  return {
    pair: rateLimitKey("sign_in:account_ip", input.tenantId, input.email.trim().toLowerCase(), input.ip),
    ip: rateLimitKey("sign_in:ip", input.ip),
  };
}

export type Throttle = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Counts one attempt on each counter (fixed windows of `windowMs`), one
 * statement per counter, so parallel requests cannot slip past a limit while
 * slow work runs. Limited when any counter is over its limit; the wait is the
 * longest of those counters' remaining windows.
 */
export async function countAttempts(
  db: Database,
  counters: ReadonlyArray<{ key: string; limit: number; windowMs?: number }>,
  now: Date,
  windowMs: number = SIGN_IN_WINDOW_MS,
): Promise<Throttle> {
  return withoutTenant(db, async (tx) => {
    await deleteStaleRateLimits(tx, now);
    let retryAfterMs = 0;
    for (const counter of counters) {
      const counterWindowMs = counter.windowMs ?? windowMs;
      const windowStart = new Date(now.getTime() - counterWindowMs);
      const [row] = await tx
        .insert(rateLimits)
        .values({ key: counter.key, count: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning();
      if (row!.count > counter.limit) {
        retryAfterMs = Math.max(retryAfterMs, row!.windowStartedAt.getTime() + counterWindowMs - now.getTime());
      }
    }
    return retryAfterMs > 0 ? { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { limited: false };
  });
}

/**
 * Counts one sign-in attempt against the account from this address and
 * against the address before the password is checked. A successful sign-in
 * gives the attempt back with `signInSucceeded`.
 */
export function countSignInAttempt(db: Database, keys: SignInKeys, now: Date): Promise<Throttle> {
  return countAttempts(
    db,
    [
      { key: keys.pair, limit: SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP, windowMs: SIGN_IN_PAIR_WINDOW_MS },
      { key: keys.ip, limit: SIGN_IN_LIMIT_PER_IP, windowMs: SIGN_IN_WINDOW_MS },
    ],
    now,
  );
}

/** The password was right: the account starts afresh from this address and the address gets its attempt back. */
export async function signInSucceeded(db: Database, keys: SignInKeys): Promise<void> {
  await withoutTenant(db, async (tx) => {
    await tx.delete(rateLimits).where(eq(rateLimits.key, keys.pair));
    await tx
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, keys.ip));
  });
}
