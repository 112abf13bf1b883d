import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { config } from "~/lib/config.server";
import { withoutTenant, type Database } from "~/modules/db/client.server";
import { rateLimits } from "~/modules/db/schema";

/*
 * Failed sign-ins are counted in PostgreSQL (fixed windows), so the limit
 * holds across processes and restarts. See docs/decisions/002-rate-limiting.md.
 */

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMIT_PER_ACCOUNT = 5;
export const SIGN_IN_LIMIT_PER_IP = 20;

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

// Keys are hashed: the table holds no e-mail addresses or IPs.
const key = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex");

export type SignInKeys = { account: string; ip: string };

export function signInKeys(input: { tenantId: string; email: string; ip: string }): SignInKeys {
  return {
    account: key("sign_in:account", input.tenantId, input.email.trim().toLowerCase()),
    ip: key("sign_in:ip", input.ip),
  };
}

export type Throttle = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Counts one sign-in attempt against the account and the IP before the
 * password is checked, in one statement per key, so parallel guesses cannot
 * slip past the limit while the (slow) password check runs. A successful
 * sign-in gives the attempt back with `signInSucceeded`.
 */
export async function countSignInAttempt(db: Database, keys: SignInKeys, now: Date): Promise<Throttle> {
  return withoutTenant(db, async (tx) => {
    const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
    await tx.delete(rateLimits).where(lt(rateLimits.windowStartedAt, windowStart));
    let retryAfterMs = 0;
    for (const [bucket, limit] of [
      [keys.account, SIGN_IN_LIMIT_PER_ACCOUNT],
      [keys.ip, SIGN_IN_LIMIT_PER_IP],
    ] as const) {
      const [row] = await tx
        .insert(rateLimits)
        .values({ key: bucket, count: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning();
      if (row!.count > limit) {
        retryAfterMs = Math.max(retryAfterMs, row!.windowStartedAt.getTime() + SIGN_IN_WINDOW_MS - now.getTime());
      }
    }
    return retryAfterMs > 0 ? { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { limited: false };
  });
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
