import { eq } from "drizzle-orm";
import { issueToken, type IssuedToken } from "~/modules/auth/tokens.server";
import type { Tx } from "~/modules/db/client.server";
import { auditLog, users } from "~/modules/db/schema";

/**
 * An admin signs in as another user (spec §6): a session of the target that
 * remembers the admin, and an audit entry of who, whom and when.
 */
export async function signInAs(
  tx: Tx,
  input: { tenantId: string; adminId: string; targetId: string; now: Date },
): Promise<IssuedToken> {
  const issued = await issueToken(tx, { tenantId: input.tenantId, userId: input.targetId, now: input.now, impersonatorId: input.adminId });
  await tx.insert(auditLog).values({
    tenantId: input.tenantId,
    actorId: input.adminId,
    action: "sign_in_as_user",
    subjectType: "user",
    subjectId: input.targetId,
    details: { client: issued.client },
    createdAt: input.now,
  });
  return issued;
}

/** Who an impersonated session belongs to, for the banner "signed in as … (back to your own account)". */
export async function impersonatorOf(tx: Tx, impersonatorId: string | null) {
  if (!impersonatorId) return null;
  const [row] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, impersonatorId))
    .limit(1);
  return row ?? null;
}
