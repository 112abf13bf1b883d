import { and, eq, sql } from "drizzle-orm";
import { issueConfirmationToken } from "~/modules/auth/confirmation.server";
import type { Tx } from "~/modules/db/client.server";
import { userRoles, users } from "~/modules/db/schema";
import type { UserRow } from "~/modules/users/current-user.server";

/** A second submit of the same sign-up within this time sends no second mail (a double click, a reload). */
export const REPEAT_WINDOW_MS = 60_000;

export type RegistrationOutcome =
  /** A new, unconfirmed volunteer: mail the confirmation link. */
  | { kind: "created"; user: UserRow; confirmationToken: string }
  /** A signed-up volunteer who never confirmed signs up again: a fresh link. */
  | { kind: "unconfirmed"; user: UserRow; confirmationToken: string }
  /** The address has an account: tell its owner, tell the visitor nothing. */
  | { kind: "exists"; user: UserRow }
  /** The same sign-up again within a minute: nothing more to do. */
  | { kind: "repeated" };

/**
 * Signs a volunteer up in the host's center: role volunteer, signup method
 * "signed up", not confirmed (so they cannot sign in until the link is opened).
 * The password is hashed by the caller, outside the transaction.
 */
export async function registerVolunteer(
  tx: Tx,
  input: { tenantId: string; centerId: string; email: string; firstName: string; lastName: string; passwordHash: string; locale: string | null; now: Date },
): Promise<RegistrationOutcome> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (existing) return outcomeForExisting(tx, existing, input.now);

  const [created] = await tx
    .insert(users)
    .values({
      tenantId: input.tenantId,
      centerId: input.centerId,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
      status: "active",
      signupMethod: "signed_up",
      acceptedTermsAt: input.now,
      locale: input.locale,
      createdAt: input.now,
      updatedAt: input.now,
    })
    // Two submits at once: the unique (tenant, lower(email)) index lets one win; the other is a repeat.
    .onConflictDoNothing()
    .returning();
  if (!created) return { kind: "repeated" };
  await tx.insert(userRoles).values({ tenantId: input.tenantId, userId: created.id, role: "volunteer" });
  return { kind: "created", user: created, confirmationToken: await issueConfirmationToken(tx, created.id, input.now) };
}

async function outcomeForExisting(tx: Tx, existing: UserRow, now: Date): Promise<RegistrationOutcome> {
  const unconfirmedSignup = existing.signupMethod === "signed_up" && !existing.confirmedAt && existing.status === "active" && !existing.deletedAt;
  if (!unconfirmedSignup) return { kind: "exists", user: existing };
  if (existing.confirmationSentAt && existing.confirmationSentAt.getTime() > now.getTime() - REPEAT_WINDOW_MS) return { kind: "repeated" };
  return { kind: "unconfirmed", user: existing, confirmationToken: await issueConfirmationToken(tx, existing.id, now) };
}
