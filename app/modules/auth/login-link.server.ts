import { and, eq, gt, isNull } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { loginTokens } from "~/modules/db/schema";
import { newOneTimeToken } from "./one-time-token.server";
import { hashToken } from "./tokens.server";

/** A sign-in link is for opening the site right now: two minutes, once. */
export const LOGIN_LINK_VALID_MS = 2 * 60_000;

/** A one-time sign-in token for the user; only its hash is kept. */
export async function issueLoginToken(tx: Tx, input: { tenantId: string; userId: string; now: Date }): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newOneTimeToken();
  const expiresAt = new Date(input.now.getTime() + LOGIN_LINK_VALID_MS);
  await tx.insert(loginTokens).values({ tenantId: input.tenantId, userId: input.userId, tokenHash: hash, expiresAt });
  return { token, expiresAt };
}

/**
 * The user a login token signs in, marking it used in the same statement (two
 * requests racing with one token: one wins); null when unknown, used or expired.
 */
export async function redeemLoginToken(tx: Tx, input: { token: string; now: Date }): Promise<string | null> {
  if (!input.token) return null;
  const [row] = await tx
    .update(loginTokens)
    .set({ usedAt: input.now })
    .where(and(eq(loginTokens.tokenHash, hashToken(input.token)), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, input.now)))
    .returning({ userId: loginTokens.userId });
  return row?.userId ?? null;
}
