import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/lib/config.server";
import type { Tx } from "~/modules/db/client.server";
import { users } from "~/modules/db/schema";

/*
 * One-click unsubscribe from the digest (RFC 8058, decision 034). The link carries the user's id and an HMAC of
 * it under the cookie secrets: it works without signing in, only clears that user's digest days (in the tenant
 * of the host it is used on), and names no address. It stays valid while its secret is one of the configured ones.
 */

const PURPOSE = "digest-unsubscribe";

const signatureOf = (userId: string, secret: string) => createHmac("sha256", secret).update(`${PURPOSE}\u0000${userId}`).digest("base64url");

export function digestUnsubscribeToken(userId: string, secrets: readonly string[] = config.sessionSecrets): string {
  return `${userId}.${signatureOf(userId, secrets[0]!)}`;
}

/** The user a token was made for, or null when it is not one of ours. */
export function verifyDigestUnsubscribeToken(token: string, secrets: readonly string[] = config.sessionSecrets): string | null {
  const [userId, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !signature || !z.guid().safeParse(userId).success) return null;
  const given = Buffer.from(signature, "base64url");
  for (const secret of secrets) {
    const expected = Buffer.from(signatureOf(userId, secret), "base64url");
    if (given.length === expected.length && timingSafeEqual(given, expected)) return userId;
  }
  return null;
}

/**
 * Clears the digest days of the token's user. False for a token that is not ours; true otherwise, also when the
 * user is gone or had no days, so the answer tells nobody whether an account exists.
 */
export async function unsubscribeFromDigest(tx: Tx, input: { tenantId: string; token: string; now: Date }): Promise<boolean> {
  const userId = verifyDigestUnsubscribeToken(input.token);
  if (!userId) return false;
  await tx
    .update(users)
    .set({ digestDays: sql`'{}'::integer[]`, updatedAt: input.now })
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, userId)));
  return true;
}
