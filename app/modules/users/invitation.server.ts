import { and, eq, gt } from "drizzle-orm";
import { CONFIRMATION_VALID_MS, confirmUser } from "~/modules/auth/confirmation.server";
import { hashToken } from "~/modules/auth/tokens.server";
import type { Tx } from "~/modules/db/client.server";
import { users } from "~/modules/db/schema";
import type { UserRow } from "./current-user.server";

/*
 * Accepting an invitation: an invited user has no password yet and chooses one
 * on the page the invitation link opens. Looking at the page does not spend
 * the link (mail scanners open links); confirming does.
 */

/** The holder of a valid confirmation token, without spending it; null when unknown or expired. */
export async function findUserByConfirmationToken(tx: Tx, token: string, now: Date): Promise<UserRow | null> {
  if (!token) return null;
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.confirmationTokenHash, hashToken(token)), gt(users.confirmationSentAt, new Date(now.getTime() - CONFIRMATION_VALID_MS))))
    .limit(1);
  return user ?? null;
}

/** Whether confirming this account needs a password first: invited people have none. */
export const needsPassword = (user: Pick<UserRow, "passwordHash">) => !user.passwordHash;

/**
 * Spends the token and, for an invited user, stores the chosen password
 * (hashed by the caller, outside the transaction), accepts the terms and
 * makes the account active. Null when the token was spent meanwhile.
 */
export async function acceptInvitation(
  tx: Tx,
  input: { token: string; passwordHash: string | null; now: Date },
): Promise<UserRow | null> {
  const confirmed = await confirmUser(tx, input.token, input.now);
  if (!confirmed || !input.passwordHash) return confirmed;
  const [user] = await tx
    .update(users)
    .set({
      passwordHash: input.passwordHash,
      acceptedTermsAt: input.now,
      ...(confirmed.status === "invited" ? { status: "active" as const } : {}),
      updatedAt: input.now,
    })
    .where(eq(users.id, confirmed.id))
    .returning();
  return user ?? null;
}
