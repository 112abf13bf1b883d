import { Hono, type Context } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import { countNotifications, findNotification, listNotifications, markAllNotificationsRead, markNotification } from "~/modules/notifications/notifications.server";
import { unreadEventStream } from "~/modules/notifications/live.server";
import { NotificationUpdateSchema, type NotificationFilters } from "~/modules/notifications/schema";
import { notificationResource } from "~/modules/notifications/transformers.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";

/*
 * In-app notifications (issue 13, decision 031): the signed-in user's own, and nobody else's — not even an
 * admin reads another user's (404).
 */
export const notificationRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;

const scopeOf = (c: C) => ({ tenantId: c.var.tenancy.tenant.id, userId: requireUser(c).id });

const notificationId = (c: C) => {
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  return id!;
};

notificationRoutes.get("/notifications", async (c) => {
  const scope = scopeOf(c);
  const { filters, page, fields } = notificationResource.readListQuery<NotificationFilters>(c);
  const { rows, total, counts } = await inTenant(c, async (tx) => ({ ...(await listNotifications(tx, { ...scope, filters, page })), counts: await countNotifications(tx, scope) }));
  return jsonApi(c, listDocument(c, rows, notificationResource.transformer(), page, total, { fields, meta: { unreadCount: counts.unread, allCount: counts.all } }));
});

/**
 * The bell's count as server-sent events (decision 033): `unread` at once and after every change of the
 * signed-in user's count, heartbeat comments in between; ends when the client goes.
 */
notificationRoutes.get("/notifications/stream", (c) => unreadEventStream(c.var.db, scopeOf(c), c.req.raw.signal));

notificationRoutes.get("/notifications/:id", async (c) => {
  const scope = scopeOf(c);
  const { fields } = notificationResource.readQuery(c);
  const row = await inTenant(c, (tx) => findNotification(tx, { ...scope, id: notificationId(c) }));
  return jsonApi(c, toDocument(row, notificationResource.transformer(), { fields }));
});

/** Marks every unread notification read; meta.marked says how many. */
notificationRoutes.post("/notifications/read_all", async (c) => {
  const scope = scopeOf(c);
  const marked = await inTenant(c, (tx) => markAllNotificationsRead(tx, { ...scope, now: c.var.deps.now() }));
  return jsonApi(c, { meta: { marked, unread_count: 0 } });
});

async function update(c: C) {
  const scope = scopeOf(c);
  const id = notificationId(c);
  const { read } = NotificationUpdateSchema.parse(await readAttributes(c));
  const row = await inTenant(c, (tx) => markNotification(tx, { ...scope, id, read, now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, notificationResource.transformer()));
}
notificationRoutes.patch("/notifications/:id", update);
notificationRoutes.put("/notifications/:id", update);
