import { and, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { Transformer, iso, jsonApi, pageMeta, parseFilters, parsePage, toDocument, type SerializeExtra } from "~/api/jsonapi.server";
import { mailOutbox } from "~/modules/db/schema";
import type { ApiEnv } from "../context.server";
import { inTenant, requireRole } from "../guards.server";

type OutboxRow = typeof mailOutbox.$inferSelect;

class OutboxMessageTransformer extends Transformer<OutboxRow, SerializeExtra> {
  override type = "outbox_messages";
  transform(m: OutboxRow) {
    return {
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: iso(m.createdAt),
      sentAt: iso(m.sentAt),
    };
  }
}

/**
 * The tenant's mail outbox, newest first, for admins: without SMTP_URL mail is
 * kept here (spec: "readable by admins"), and it shows what was sent and what
 * failed. `filter[to]` matches the recipient case-insensitively.
 */
export const outboxRoutes = new Hono<ApiEnv>();

outboxRoutes.get("/outbox_messages", async (c) => {
  requireRole(c, "admin");
  const tenantId = c.var.tenancy.tenant.id;
  const filters = parseFilters(c);
  const page = parsePage(c, { defaultSize: 25, maxSize: 100 });
  const where = and(
    eq(mailOutbox.tenantId, tenantId),
    filters.to ? sql`lower(${mailOutbox.to}) = ${filters.to.toLowerCase()}` : undefined,
  );
  const { rows, total } = await inTenant(c, async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.size)
      .offset(page.offset);
    const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(mailOutbox).where(where);
    return { rows, total: counted?.total ?? 0 };
  });
  return jsonApi(c, toDocument(rows, new OutboxMessageTransformer(), { meta: pageMeta(page, total) }));
});
