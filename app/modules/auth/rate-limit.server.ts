import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { config } from "~/lib/config.server";
import { withoutTenant, type Database, type Tx } from "~/modules/db/client.server";
import { rateLimits } from "~/modules/db/schema";

/*
 * Failed sign-ins are counted in PostgreSQL (fixed windows), so the limit
 * holds across processes and restarts. See docs/decisions/002-rate-limiting.md.
 */

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMIT_PER_ACCOUNT = 5;
export const SIGN_IN_LIMIT_PER_IP = 20;
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

/** Requests not behind a trusted proxy share this bucket: the socket address is not visible here. */
export const DIRECT_CLIENT = "direct";

/**
 * The client address for throttling. X-Forwarded-For is believed only behind
 * a trusted proxy (TRUST_PROXY=1), and then only its last entry: the one that
 * proxy appended; the entries before it are whatever the client sent.
 */
export function clientIp(headers: Headers): string {
  if (!config.trustProxy) return DIRECT_CLIENT;
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
  return last ?? DIRECT_CLIENT;
}

/** A counter's key in the rate-limit table: hashed, so the table holds no e-mail addresses or IPs. */
export const rateLimitKey = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex");

export type SignInKeys = { account: string; ip: string };

export function signInKeys(input: { tenantId: string; email: string; ip: string }): SignInKeys {
  return {
    account: rateLimitKey("sign_in:account", input.tenantId, input.email.trim().toLowerCase()),
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
  counters: ReadonlyArray<{ key: string; limit: number }>,
  now: Date,
  windowMs: number = SIGN_IN_WINDOW_MS,
): Promise<Throttle> {
  return withoutTenant(db, async (tx) => {
    const windowStart = new Date(now.getTime() - windowMs);
    await deleteStaleRateLimits(tx, now);
    let retryAfterMs = 0;
    for (const counter of counters) {
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
        retryAfterMs = Math.max(retryAfterMs, row!.windowStartedAt.getTime() + windowMs - now.getTime());
      }
    }
    return retryAfterMs > 0 ? { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { limited: false };
  });
}

/**
 * Counts one sign-in attempt against the account and the IP before the
 * password is checked. A successful sign-in gives the attempt back with
 * `signInSucceeded`.
 */
export function countSignInAttempt(db: Database, keys: SignInKeys, now: Date): Promise<Throttle> {
  return countAttempts(
    db,
    [
      { key: keys.account, limit: SIGN_IN_LIMIT_PER_ACCOUNT },
      { key: keys.ip, limit: SIGN_IN_LIMIT_PER_IP },
    ],
    now,
  );
}

/** The password was right: the account starts afresh and the IP gets its attempt back. */
export async function signInSucceeded(db: Database, keys: SignInKeys): Promise<void> {
  await withoutTenant(db, async (tx) => {
    await tx.delete(rateLimits).where(eq(rateLimits.key, keys.account));
    await tx
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, keys.ip));
  });
}
