import { and, eq, gt, ne, sql } from "drizzle-orm";
import { newOneTimeToken } from "~/modules/auth/one-time-token.server";
import { hashToken } from "~/modules/auth/tokens.server";
import type { Tx } from "~/modules/db/client.server";
import { users } from "~/modules/db/schema";
import type { UserRow } from "~/modules/users/current-user.server";

/** How long the link to the new address works. */
export const EMAIL_CHANGE_VALID_MS = 2 * 24 * 60 * 60 * 1000;

async function addressTaken(tx: Tx, tenantId: string, email: string, exceptId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email}`, ne(users.id, exceptId)))
    .limit(1);
  return !!row;
}

export type EmailChangeRequest = { kind: "requested"; token: string } | { kind: "taken" } | { kind: "same" };

/**
 * Remembers the new address with a token for it; the old address stays in
 * use until the link is opened. For a taken address the token is not handed
 * out (the caller mails its owner instead) but the pending state looks the
 * same, so the signed-in user learns nothing about other accounts.
 */
export async function requestEmailChange(tx: Tx, input: { tenantId: string; user: UserRow; email: string; now: Date }): Promise<EmailChangeRequest> {
  const email = input.email.trim().toLowerCase();
  if (email === input.user.email.toLowerCase()) return { kind: "same" };
  const { token, hash } = newOneTimeToken();
  await tx
    .update(users)
    .set({ unconfirmedEmail: email, emailChangeTokenHash: hash, emailChangeSentAt: input.now, updatedAt: input.now })
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.user.id)));
  return (await addressTaken(tx, input.tenantId, email, input.user.id)) ? { kind: "taken" } : { kind: "requested", token };
}

export type EmailChangeResult = { kind: "changed"; user: UserRow; oldEmail: string } | { kind: "invalid" } | { kind: "taken" };

/** Opens the link: the user holding the token gets the new address (once; within its validity). */
export async function confirmEmailChange(tx: Tx, input: { tenantId: string; userId: string; token: string; now: Date }): Promise<EmailChangeResult> {
  const [user] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, input.tenantId),
        eq(users.id, input.userId),
        eq(users.emailChangeTokenHash, hashToken(input.token)),
        gt(users.emailChangeSentAt, new Date(input.now.getTime() - EMAIL_CHANGE_VALID_MS)),
      ),
    )
    .limit(1);
  if (!user?.unconfirmedEmail) return { kind: "invalid" };
  const clear = { unconfirmedEmail: null, emailChangeTokenHash: null, emailChangeSentAt: null, updatedAt: input.now };
  // Somebody may have taken the address since the link was sent.
  if (await addressTaken(tx, input.tenantId, user.unconfirmedEmail, user.id)) {
    await tx.update(users).set(clear).where(eq(users.id, user.id));
    return { kind: "taken" };
  }
  const [changed] = await tx
    .update(users)
    .set({ ...clear, email: user.unconfirmedEmail })
    .where(eq(users.id, user.id))
    .returning();
  return { kind: "changed", user: changed!, oldEmail: user.email };
}
