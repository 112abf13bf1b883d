import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { userRoles, users } from "~/modules/db/schema";
import { CENTER_ROLES } from "./current-user.server";

export type CenterStaffMember = { id: string; email: string; locale: string | null };

/**
 * The people who run a volunteer center — its active admins and center superusers (not deleted) — to tell of what
 * needs the center: an organization's signup, a contact form's submission, a form's answers.
 */
export async function centerStaff(tx: Tx, input: { tenantId: string; centerId: string }): Promise<CenterStaffMember[]> {
  return tx.selectDistinct({ id: users.id, email: users.email, locale: users.locale }).from(users).innerJoin(userRoles, eq(userRoles.userId, users.id)).where(isCenterStaff(input));
}

/** Who runs the center, on `users` joined with `user_roles`: active, not deleted, an admin or center superuser of it. */
export function isCenterStaff(input: { tenantId: string; centerId: string }) {
  return and(
    eq(users.tenantId, input.tenantId),
    eq(users.centerId, input.centerId),
    eq(users.status, "active"),
    isNull(users.deletedAt),
    inArray(userRoles.role, CENTER_ROLES),
  );
}
