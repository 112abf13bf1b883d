import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { Hono } from "hono";
import { jsonApi, listDocument } from "~/api/jsonapi.server";
import { attr, defineResource, s } from "~/api/resource.server";
import { mailOutbox } from "~/modules/db/schema";
import { z } from "zod";
import { redactSecrets } from "~/modules/mail/outbox.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireRole } from "../guards.server";

const OutboxFiltersSchema = z.object({ to: z.string().trim().min(1).max(320).optional() }).strict();

type OutboxRow = Omit<typeof mailOutbox.$inferSelect, "secrets">;

/** What the outbox shows for a secret of a mail (a token link, a one-time code): only its recipient sees it. */
export const HIDDEN = "[hidden]";

const outboxMessageResource = defineResource<OutboxRow>({
  type: "outbox_messages",
  description: "A mail of the center's outbox (admins only); a mail's secrets show as [hidden].",
  attributes: {
    id: attr(s.id),
    to: attr(s.text),
    subject: attr(s.text),
    text: attr(s.text, (m) => redactSecrets(m.text, HIDDEN)),
    html: attr(s.optionalText, (m) => (m.html === null ? null : redactSecrets(m.html, HIDDEN))),
    status: attr(s.text),
    attempts: attr(s.int),
    lastError: attr(s.optionalText),
    createdAt: attr(s.timestamp),
    sentAt: attr(s.timestamp),
  },
  filters: OutboxFiltersSchema,
  page: { defaultSize: 25, maxSize: 100 },
  paths: { collection: "/outbox_messages" },
});

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
  const { filters, page, fields } = outboxMessageResource.readListQuery<z.infer<typeof OutboxFiltersSchema>>(c);
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
  return jsonApi(c, listDocument(c, rows, outboxMessageResource.transformer(), page, total, { fields }));
});
