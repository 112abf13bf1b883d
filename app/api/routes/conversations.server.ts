import { Hono, type Context } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import {
  findConversation,
  listConversations,
  listMessages,
  markConversationRead,
  replyToConversation,
  startConversation,
} from "~/modules/conversations/conversations.server";
import { ConversationMessageSchema, NewConversationSchema, type ConversationFilters } from "~/modules/conversations/schema";
import { conversationMessageResource, conversationResource } from "~/modules/conversations/transformers.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { siteOrigin } from "./auth.server";

/*
 * Conversations (issue 13, decision 032): permissions live in the module; a thread the user may not read is a
 * 404 for every verb, replies included.
 */
export const conversationRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;

const scopeOf = (c: C) => ({ tenantId: c.var.tenancy.tenant.id, user: requireUser(c) });

const conversationId = (c: C) => {
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  return id!;
};

conversationRoutes.get("/conversations", async (c) => {
  const scope = scopeOf(c);
  const { filters, page, fields } = conversationResource.readListQuery<ConversationFilters>(c);
  const { rows, total, unreadConversations } = await inTenant(c, (tx) => listConversations(tx, { ...scope, filters, page }));
  return jsonApi(c, listDocument(c, rows, conversationResource.transformer(), page, total, { fields, meta: { unreadConversations } }));
});

conversationRoutes.post("/conversations", async (c) => {
  const scope = scopeOf(c);
  const conversation = NewConversationSchema.parse(await readAttributes(c));
  const row = await inTenant(c, async (tx) =>
    startConversation(tx, {
      ...scope,
      conversation,
      poolEnabled: featuresOf(c.var.tenancy).volunteerProfiles,
      currentOrganizationId: c.req.header("current-organization-id")?.trim() || null,
      siteOrigin: await siteOrigin(c, tx), appName: c.var.tenancy.tenant.appName, now: c.var.deps.now() }),
  );
  return jsonApi(c, toDocument(row, conversationResource.transformer()), 201);
});

conversationRoutes.get("/conversations/:id", async (c) => {
  const scope = scopeOf(c);
  const { fields } = conversationResource.readQuery(c);
  const row = await inTenant(c, (tx) => findConversation(tx, { ...scope, id: conversationId(c) }));
  return jsonApi(c, toDocument(row, conversationResource.transformer(), { fields }));
});

/** Marks the thread read up to now, as opening it in the app does. */
conversationRoutes.post("/conversations/:id/read", async (c) => {
  const scope = scopeOf(c);
  const row = await inTenant(c, (tx) => markConversationRead(tx, { ...scope, id: conversationId(c), now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, conversationResource.transformer()));
});

conversationRoutes.get("/conversations/:id/messages", async (c) => {
  const scope = scopeOf(c);
  const id = conversationId(c);
  const { page, fields } = conversationMessageResource.readListQuery(c);
  const { rows, total } = await inTenant(c, (tx) => listMessages(tx, { ...scope, conversationId: id, page }));
  return jsonApi(c, listDocument(c, rows, conversationMessageResource.transformer(), page, total, { fields }));
});

conversationRoutes.post("/conversations/:id/messages", async (c) => {
  const scope = scopeOf(c);
  const id = conversationId(c);
  const message = ConversationMessageSchema.parse(await readAttributes(c));
  const row = await inTenant(c, async (tx) =>
    replyToConversation(tx, { ...scope, conversationId: id, message, siteOrigin: await siteOrigin(c, tx), appName: c.var.tenancy.tenant.appName, now: c.var.deps.now() }),
  );
  return jsonApi(c, toDocument(row, conversationMessageResource.transformer()), 201);
});
