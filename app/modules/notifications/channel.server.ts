import { sql } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";

/** The NOTIFY channel of the live bell (decision 033): its payload is `<tenant id>:<user id>`. */
export const NOTIFICATIONS_CHANNEL = "volunteerly_notifications";

export const unreadKey = (scope: { tenantId: string; userId: string }) => `${scope.tenantId}:${scope.userId}`;

/**
 * Tells every process that these users' unread counts changed. Runs in the transaction that changed them:
 * NOTIFY is sent at commit, and not at all after a rollback.
 */
export async function announceUnreadChange(tx: Tx, input: { tenantId: string; userIds: string[] }): Promise<void> {
  if (input.userIds.length === 0) return;
  const calls = input.userIds.map((userId) => sql`pg_notify(${NOTIFICATIONS_CHANNEL}, ${unreadKey({ tenantId: input.tenantId, userId })})`);
  await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
