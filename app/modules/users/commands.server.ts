import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { issueConfirmationToken } from "~/modules/auth/confirmation.server";
import { revokeAllTokens } from "~/modules/auth/tokens.server";
import type { Tx } from "~/modules/db/client.server";
import type { Role } from "~/modules/db/factories.server";
import { organizationMemberships, organizations, userRoles, users } from "~/modules/db/schema";

/** Writing side of the users domain; every function takes the tenant explicitly (RLS guards it too). */

export type ProfileChanges = Partial<Pick<typeof users.$inferInsert, "firstName" | "lastName" | "phoneNumber" | "jobTitle" | "gender" | "digestDays">>;

export async function updateUser(
  tx: Tx,
  input: { tenantId: string; id: string; changes: ProfileChanges & { status?: "active" | "inactive" | "archived" } },
) {
  await tx
    .update(users)
    .set({ ...input.changes, updatedAt: new Date() })
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.id)));
  // An archived or inactive account keeps no sessions (allowInactiveUsers is false).
  if (input.changes.status && input.changes.status !== "active") await revokeAllTokens(tx, input.id);
}

/**
 * Organizations a write names must be the center's own: otherwise a 422 `unknown_organization` on the attribute that
 * named them (its own code, so a client tells it from the other refusals of that attribute).
 */
export async function requireCenterOrganizations(tx: Tx, input: { tenantId: string; centerId: string; organizationIds: string[]; pointer?: string }) {
  if (input.organizationIds.length === 0) return;
  const found = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, input.tenantId), eq(organizations.centerId, input.centerId), inArray(organizations.id, input.organizationIds)));
  if (found.length !== new Set(input.organizationIds).size) {
    throw new AppError({ status: 422, code: "unknown_organization", detail: apiMessages.unknownOrganization, source: { pointer: input.pointer ?? "/data/attributes/organization_ids" } });
  }
}

/**
 * The user's memberships become `organizationIds` — only among `within` when given (an organization superuser
 * changes their own organizations' memberships and leaves the others). Kept memberships keep their date, so the
 * first organization (organizationId) stays the oldest one.
 */
export async function setMemberships(tx: Tx, input: { tenantId: string; userId: string; organizationIds: string[]; within?: string[] }) {
  if (input.within?.length === 0) return;
  await tx
    .delete(organizationMemberships)
    .where(
      and(
        eq(organizationMemberships.tenantId, input.tenantId),
        eq(organizationMemberships.userId, input.userId),
        input.within ? inArray(organizationMemberships.organizationId, input.within) : undefined,
        input.organizationIds.length > 0 ? notInArray(organizationMemberships.organizationId, input.organizationIds) : undefined,
      ),
    );
  for (const organizationId of new Set(input.organizationIds)) {
    await tx.insert(organizationMemberships).values({ tenantId: input.tenantId, organizationId, userId: input.userId }).onConflictDoNothing();
  }
}

/** An invited user: no password yet, confirms and sets one through the invitation link. */
export async function inviteUser(
  tx: Tx,
  input: {
    tenantId: string;
    centerId: string;
    email: string;
    firstName: string;
    lastName?: string;
    phoneNumber?: string | null;
    jobTitle?: string | null;
    roles: Role[];
    organizationIds: string[];
    /** The account's own language (decision 076); null: none yet. */
    locale?: string | null;
    now: Date;
  },
): Promise<{ id: string; confirmationToken: string }> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), sql`lower(${users.email}) = ${input.email.toLowerCase()}`))
    .limit(1);
  if (existing) {
    throw new AppError({ status: 422, code: "taken", detail: apiMessages.emailTaken, source: { pointer: "/data/attributes/email" } });
  }
  await requireCenterOrganizations(tx, input);
  const [user] = await tx
    .insert(users)
    .values({
      tenantId: input.tenantId,
      centerId: input.centerId,
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName ?? "",
      phoneNumber: input.phoneNumber ?? null,
      jobTitle: input.jobTitle ?? null,
      status: "invited",
      signupMethod: "created_by_admin",
      locale: input.locale ?? null,
    })
    .returning({ id: users.id });
  for (const role of new Set(input.roles)) await tx.insert(userRoles).values({ tenantId: input.tenantId, userId: user!.id, role });
  for (const organizationId of new Set(input.organizationIds)) {
    await tx.insert(organizationMemberships).values({ tenantId: input.tenantId, organizationId, userId: user!.id }).onConflictDoNothing();
  }
  return { id: user!.id, confirmationToken: await issueConfirmationToken(tx, user!.id, input.now) };
}

export async function addRole(tx: Tx, input: { tenantId: string; userId: string; role: Role }) {
  await tx.insert(userRoles).values(input).onConflictDoNothing();
}

export async function removeRole(tx: Tx, input: { tenantId: string; userId: string; role: Role }) {
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.tenantId, input.tenantId), eq(userRoles.userId, input.userId), eq(userRoles.role, input.role)));
}
