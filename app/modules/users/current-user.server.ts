import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import type { Role } from "~/modules/db/factories.server";
import { organizationMemberships, userRoles, users } from "~/modules/db/schema";

export type CurrentUser = {
  id: string;
  tenantId: string;
  centerId: string;
  email: string;
  firstName: string;
  lastName: string;
  status: (typeof users.$inferSelect)["status"];
  roles: Role[];
  organizationIds: string[];
};

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  return tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

export async function loadCurrentUser(tx: Tx, user: UserRow): Promise<CurrentUser> {
  const [roles, memberships] = await Promise.all([
    tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id)),
    tx
      .select({ organizationId: organizationMemberships.organizationId })
      .from(organizationMemberships)
      .where(and(eq(organizationMemberships.userId, user.id))),
  ]);
  return {
    id: user.id,
    tenantId: user.tenantId,
    centerId: user.centerId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    roles: roles.map((r) => r.role),
    organizationIds: memberships.map((m) => m.organizationId),
  };
}

export function hasRole(user: CurrentUser | null, ...roles: Role[]): boolean {
  return !!user && user.roles.some((role) => roles.includes(role));
}

/** Roles that run a volunteer center: they see and manage the whole center. */
export const CENTER_ROLES: Role[] = ["admin", "center_superuser"];
