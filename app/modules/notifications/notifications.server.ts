import { and, count, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { notFound } from "~/lib/app-error";
import type { Tx } from "~/modules/db/client.server";
import { notifications, organizationMemberships, users, type NotificationPayload } from "~/modules/db/schema";
import { centerStaff } from "~/modules/users/center-staff.server";
import { announceUnreadChange } from "./channel.server";
import { notificationPath } from "./paths";
import type { NotificationFilters, NotificationKind, NotificationSubjectType } from "./schema";

/*
 * In-app notifications (issue 13, decision 031): written in the transaction of the event they tell of, one row
 * per recipient, read only by that recipient. The payload keeps what the list shows, so it needs no joins.
 */

type NotificationRow = typeof notifications.$inferSelect;
export type NotificationResource = NotificationRow & { read: boolean; path: string };

export type NewNotification = {
  tenantId: string;
  kind: NotificationKind;
  subjectType: NotificationSubjectType;
  subjectId: string;
  payload: NotificationPayload;
  /** The people to tell; duplicates and the one who acted are left out. */
  recipientIds: string[];
  actorId?: string | null;
};

export async function notify(tx: Tx, n: NewNotification): Promise<void> {
  const recipients = [...new Set(n.recipientIds)].filter((id) => id !== n.actorId);
  if (recipients.length === 0) return;
  await tx.insert(notifications).values(
    recipients.map((userId) => ({ tenantId: n.tenantId, userId, kind: n.kind, subjectType: n.subjectType, subjectId: n.subjectId, payload: n.payload })),
  );
  await announceUnreadChange(tx, { tenantId: n.tenantId, userIds: recipients });
}

/** The center's admins and center superusers. */
export async function centerStaffIds(tx: Tx, input: { tenantId: string; centerId: string }): Promise<string[]> {
  return (await centerStaff(tx, input)).map((member) => member.id);
}

/** The organization's users (its members; an invited one reads it after accepting). */
export async function organizationUserIds(tx: Tx, input: { tenantId: string; organizationId: string }): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(organizationMemberships)
    .innerJoin(users, eq(users.id, organizationMemberships.userId))
    .where(
      and(
        eq(organizationMemberships.tenantId, input.tenantId),
        eq(organizationMemberships.organizationId, input.organizationId),
        ne(users.status, "archived"),
        isNull(users.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** The account of an address in the tenant, if there is one. */
export async function accountIdsByEmail(tx: Tx, input: { tenantId: string; email: string }): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`, isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

type Scope = { tenantId: string; userId: string };

const own = (scope: Scope) => and(eq(notifications.tenantId, scope.tenantId), eq(notifications.userId, scope.userId));

function toResource(row: NotificationRow): NotificationResource {
  return { ...row, read: row.readAt !== null, path: notificationPath({ ...row, formId: row.payload.formId }) };
}

export async function listNotifications(
  tx: Tx,
  scope: Scope & { filters: NotificationFilters; page: { size: number; offset: number } },
): Promise<{ rows: NotificationResource[]; total: number }> {
  const where = and(
    own(scope),
    scope.filters.unread === "true" ? isNull(notifications.readAt) : scope.filters.unread === "false" ? isNotNull(notifications.readAt) : undefined,
  );
  const [rows, counted] = await Promise.all([
    tx.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(scope.page.size).offset(scope.page.offset),
    tx.select({ value: count() }).from(notifications).where(where),
  ]);
  return { rows: rows.map(toResource), total: counted[0]?.value ?? 0 };
}

/** The bell's number: one count on the partial index of unread rows. */
export async function countUnread(tx: Tx, scope: Scope): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(notifications).where(and(own(scope), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** The list's tabs: all of the user's notifications and the unread ones, in one query. */
export async function countNotifications(tx: Tx, scope: Scope): Promise<{ all: number; unread: number }> {
  const [row] = await tx
    .select({ all: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
    .from(notifications)
    .where(own(scope));
  return { all: row?.all ?? 0, unread: row?.unread ?? 0 };
}

/** Someone else's notification is not found, whoever asks. */
export async function findNotification(tx: Tx, scope: Scope & { id: string }): Promise<NotificationResource> {
  const [row] = await tx.select().from(notifications).where(and(own(scope), eq(notifications.id, scope.id)));
  if (!row) throw notFound();
  return toResource(row);
}

export async function markNotification(tx: Tx, scope: Scope & { id: string; read: boolean; now: Date }): Promise<NotificationResource> {
  const current = await findNotification(tx, scope);
  if (current.read === scope.read) return current;
  const [row] = await tx
    .update(notifications)
    .set({ readAt: scope.read ? scope.now : null })
    .where(and(own(scope), eq(notifications.id, scope.id)))
    .returning();
  // The user's other tabs follow.
  await announceUnreadChange(tx, { tenantId: scope.tenantId, userIds: [scope.userId] });
  return toResource(row!);
}

/** Marks every unread notification of the user read; answers how many it marked. */
export async function markAllNotificationsRead(tx: Tx, scope: Scope & { now: Date }): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: scope.now })
    .where(and(own(scope), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await announceUnreadChange(tx, { tenantId: scope.tenantId, userIds: [scope.userId] });
  return rows.length;
}
