import { Hono, type Context } from "hono";
import { notFound } from "~/lib/app-error";
import { TemplateUpdateSchema, TemplateWordingSchema, type TemplateFilters } from "~/modules/notification-templates/schema";
import { findTemplate, listTemplates, previewTemplate, resetTemplate, sendTestMail, updateTemplate } from "~/modules/notification-templates/templates.server";
import { notificationTemplateResource } from "~/modules/notification-templates/transformers.server";
import { languagesOffered } from "~/modules/tenancy/tenancy.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { languageOfAcceptLanguage } from "~/modules/i18n/accept-language";
import { inTenant } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";

/*
 * Notification templates (issue 13, decision 029): the wording of every mail of the request's volunteer center,
 * per language it offers, for its admins, center superusers and content managers. A template without wording
 * of the center's own reads as the default; DELETE goes back to it. Preview and test mail take the wording as
 * typed, saved or not.
 */
export const notificationTemplateRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;

function scopeOf(c: C) {
  const centerId = c.var.tenancy.centerId ?? c.var.currentUser?.centerId;
  if (!centerId) throw notFound();
  return {
    tenantId: c.var.tenancy.tenant.id,
    centerId,
    user: c.var.currentUser,
    locales: languagesOffered(c.var.tenancy),
    language: languageOfAcceptLanguage(c.req.header("accept-language")),
  };
}

notificationTemplateRoutes.get("/notification-templates", async (c) => {
  const { filters, page, fields } = notificationTemplateResource.readListQuery<TemplateFilters>(c);
  const rows = await inTenant(c, (tx) => listTemplates(tx, { ...scopeOf(c), locale: filters.locale }));
  return jsonApi(c, listDocument(c, rows.slice(page.offset, page.offset + page.size), notificationTemplateResource.transformer(), page, rows.length, { fields }));
});

notificationTemplateRoutes.get("/notification-templates/:id", async (c) => {
  const { fields } = notificationTemplateResource.readQuery(c);
  const row = await inTenant(c, (tx) => findTemplate(tx, { ...scopeOf(c), id: c.req.param("id") }));
  return jsonApi(c, toDocument(row, notificationTemplateResource.transformer(), { fields }));
});

async function update(c: C) {
  const values = TemplateUpdateSchema.parse(await readAttributes(c));
  const row = await inTenant(c, (tx) => updateTemplate(tx, { ...scopeOf(c), id: c.req.param("id")!, values, now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, notificationTemplateResource.transformer()));
}
notificationTemplateRoutes.patch("/notification-templates/:id", update);
notificationTemplateRoutes.put("/notification-templates/:id", update);

/** Back to the default wording. */
notificationTemplateRoutes.delete("/notification-templates/:id", async (c) => {
  await inTenant(c, (tx) => resetTemplate(tx, { ...scopeOf(c), id: c.req.param("id") }));
  return c.body(null, 204);
});

/** The mail the wording makes with sample values: `meta` holds its subject, HTML and text. */
notificationTemplateRoutes.post("/notification-templates/:id/preview", async (c) => {
  const wording = TemplateWordingSchema.parse(await readAttributes(c));
  const mail = previewTemplate({ ...scopeOf(c), id: c.req.param("id"), wording });
  return jsonApi(c, { meta: { subject: mail.subject, html: mail.html, text: mail.text } });
});

/** The sample mail, through the outbox, to the signed-in editor. */
notificationTemplateRoutes.post("/notification-templates/:id/test_mail", async (c) => {
  const wording = TemplateWordingSchema.parse(await readAttributes(c));
  const to = await inTenant(c, (tx) => sendTestMail(tx, { ...scopeOf(c), id: c.req.param("id"), wording }));
  return jsonApi(c, { meta: { sent_to: to } }, 202);
});
