import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { Hono } from "hono";
import { Transformer, iso, jsonApi, parseFilters, parsePage, type SerializeExtra, listDocument } from "~/api/jsonapi.server";
import { mailOutbox } from "~/modules/db/schema";
import { readFilters } from "~/modules/organizations/filters.server";
import { z } from "zod";
import { redactSecrets } from "~/modules/mail/outbox.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireRole } from "../guards.server";

const OutboxFiltersSchema = z.object({ to: z.string().trim().min(1).max(320).optional() }).strict();

type OutboxRow = Omit<typeof mailOutbox.$inferSelect, "secrets">;

/** What the outbox shows for a secret of a mail (a token link, a one-time code): only its recipient sees it. */
export const HIDDEN = "[hidden]";

class OutboxMessageTransformer extends Transformer<OutboxRow, SerializeExtra> {
  override type = "outbox_messages";
  transform(m: OutboxRow) {
    return {
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: redactSecrets(m.text, HIDDEN),
      html: m.html === null ? null : redactSecrets(m.html, HIDDEN),
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: iso(m.createdAt),
      sentAt: iso(m.sentAt),
    };
  }
}

/**
 * The center's mail outbox, newest first, for its admins: without SMTP_URL
 * mail is kept here (spec: "readable by admins"), and it shows what was sent
 * and what failed. An admin reads only the mail of their own center, and never
 * a mail's secrets (the token of a reset, confirmation or invitation link): an
 * admin reading them could act as the recipient (issue 18). `filter[to]`
 * matches the recipient case-insensitively.
 */
export const outboxRoutes = new Hono<ApiEnv>();

outboxRoutes.get("/outbox_messages", async (c) => {
  const reader = requireRole(c, "admin");
  const tenantId = c.var.tenancy.tenant.id;
  const filters = readFilters(parseFilters(c), OutboxFiltersSchema);
  const page = parsePage(c, { defaultSize: 25, maxSize: 100 });
  const where = and(
    eq(mailOutbox.tenantId, tenantId),
    eq(mailOutbox.centerId, reader.centerId),
    filters.to ? sql`lower(${mailOutbox.to}) = ${filters.to.toLowerCase()}` : undefined,
  );
  const { rows, total } = await inTenant(c, async (tx) => {
    const { secrets: _secrets, ...shown } = getTableColumns(mailOutbox);
    const rows = await tx
      .select(shown)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.size)
      .offset(page.offset);
    const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(mailOutbox).where(where);
    return { rows, total: counted?.total ?? 0 };
  });
  return jsonApi(c, listDocument(c, rows, new OutboxMessageTransformer(), page, total));
});
