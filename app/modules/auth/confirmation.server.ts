import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { users } from "~/modules/db/schema";
import type { UserRow } from "~/modules/users/current-user.server";
import { newOneTimeToken } from "./one-time-token.server";
import { hashToken } from "./tokens.server";

/** How long a confirmation link works after it was sent. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** A fresh confirmation token for the user (the previous link stops working); mail it, it is not stored. */
export async function issueConfirmationToken(tx: Tx, userId: string, now: Date): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await tx.update(users).set({ confirmationTokenHash: hash, confirmationSentAt: now, updatedAt: now }).where(eq(users.id, userId));
  return token;
}

/**
 * Confirms the user holding `token` in the transaction's tenant and clears
 * the token, so a link works once. Null when the token is unknown or expired.
 * Shared by GET /auth/confirmation, the /confirm page and POST /api/v1/confirm.
 */
export async function confirmUser(
  tx: Tx,
  token: string,
  now: Date = new Date(),
  { withPasswordOnly = false }: { withPasswordOnly?: boolean } = {},
): Promise<UserRow | null> {
  if (!token) return null;
  const [user] = await tx
    .update(users)
    .set({ confirmedAt: now, confirmationTokenHash: null, updatedAt: now })
    .where(
      and(
        validToken(token, now),
        // An invited user has no password yet: only the invitation page (which sets one) may spend the link.
        withPasswordOnly ? isNotNull(users.passwordHash) : undefined,
      ),
    )
    .returning();
  return user ?? null;
}

/** Whether a valid confirmation link belongs to a user who still has to choose a password (an invitation). */
export async function isInvitationToken(tx: Tx, token: string, now: Date = new Date()): Promise<boolean> {
  if (!token) return false;
  const [user] = await tx.select({ id: users.id }).from(users).where(and(validToken(token, now), isNull(users.passwordHash))).limit(1);
  return !!user;
}

function validToken(token: string, now: Date) {
  return and(eq(users.confirmationTokenHash, hashToken(token)), gt(users.confirmationSentAt, new Date(now.getTime() - CONFIRMATION_VALID_MS)));
}
