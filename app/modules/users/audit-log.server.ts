import { and, count, desc, eq, exists, type SQL } from "drizzle-orm";
import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import type { Tx } from "~/modules/db/client.server";
import { auditLog, users } from "~/modules/db/schema";

/** Reading the audit log (admins): filters by action, actor and subject. */
export const AuditLogFiltersSchema = z
  .object({
    action: z.string().trim().min(1).max(100).optional(),
    actor_id_eq: z.guid().optional(),
    subject_id_eq: z.guid().optional(),
  })
  .strict();

export type AuditLogFilters = z.infer<typeof AuditLogFiltersSchema>;
export type AuditEntry = typeof auditLog.$inferSelect;

export async function listAuditEntries(
  tx: Tx,
  input: { tenantId: string; centerId: string; filters: z.infer<typeof AuditLogFiltersSchema>; page: { size: number; offset: number } },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const { filters } = input;
  const conditions: (SQL | undefined)[] = [
    eq(auditLog.tenantId, input.tenantId),
    // An admin reads what their own center's people did: a partner center of the same tenant keeps its log apart.
    exists(tx.select({ one: users.id }).from(users).where(and(eq(users.id, auditLog.actorId), eq(users.centerId, input.centerId)))),
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.actor_id_eq ? eq(auditLog.actorId, filters.actor_id_eq) : undefined,
    filters.subject_id_eq ? eq(auditLog.subjectId, filters.subject_id_eq) : undefined,
  ];
  const where = and(...conditions);
  const rows = await tx.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(input.page.size).offset(input.page.offset);
  const [counted] = await tx.select({ total: count() }).from(auditLog).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export const auditEntryResource = defineResource<AuditEntry>({
  type: "audit_entries",
  description: "Who did what to whom, and when (admins only).",
  attributes: {
    id: attr(s.id),
    action: attr(s.text),
    actorId: attr(s.optionalUuid),
    subjectType: attr(s.optionalText),
    subjectId: attr(s.optionalUuid),
    createdAt: attr(s.timestamp),
  },
  filters: AuditLogFiltersSchema,
  page: { maxSize: 100 },
  paths: { collection: "/audit_log" },
});
