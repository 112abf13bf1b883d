import { Hono, type Context } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import { createPage, deletePage, findPage, listPages } from "~/modules/content/pages.server";
import { updatePage } from "~/modules/content/pages.server";
import { PageCreateSchema, PageUpdateSchema, type PageFilters } from "~/modules/content/schema";
import { pageResource } from "~/modules/content/transformers.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { languageOfAcceptLanguage } from "~/modules/i18n/accept-language";
import { inTenant } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";

/*
 * Content pages (issue 12). Reads are public for published pages (the site renders them); writes are for
 * the center's content editors. Pages belong to the request's volunteer center.
 */
export const pageRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;

function scopeOf(c: C) {
  const centerId = c.var.tenancy.centerId ?? c.var.currentUser?.centerId;
  if (!centerId) throw notFound();
  return { tenantId: c.var.tenancy.tenant.id, centerId, user: c.var.currentUser };
}

const pageId = (c: C) => {
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  return id!;
};

pageRoutes.get("/pages", async (c) => {
  const { filters, page, fields, sort } = pageResource.readListQuery<PageFilters>(c);
  const { rows, total } = await inTenant(c, (tx) => listPages(tx, { ...scopeOf(c), filters, sort, page }));
  return jsonApi(c, listDocument(c, rows, pageResource.transformer(), page, total, { fields, sorted: true }));
});

pageRoutes.get("/pages/:id", async (c) => {
  const { fields } = pageResource.readQuery(c);
  const row = await inTenant(c, (tx) => findPage(tx, { ...scopeOf(c), id: pageId(c) }));
  return jsonApi(c, toDocument(row, pageResource.transformer(), { fields }));
});

pageRoutes.post("/pages", async (c) => {
  const values = PageCreateSchema.parse(await readAttributes(c));
  const language = languageOfAcceptLanguage(c.req.header("accept-language"));
  const row = await inTenant(c, (tx) => createPage(tx, { ...scopeOf(c), values, now: c.var.deps.now(), language }));
  return jsonApi(c, toDocument(row, pageResource.transformer()), 201);
});

async function update(c: C) {
  const id = pageId(c);
  const values = PageUpdateSchema.parse(await readAttributes(c));
  const language = languageOfAcceptLanguage(c.req.header("accept-language"));
  const row = await inTenant(c, (tx) => updatePage(tx, { ...scopeOf(c), id, values, now: c.var.deps.now(), language }));
  return jsonApi(c, toDocument(row, pageResource.transformer()));
}
pageRoutes.patch("/pages/:id", update);
pageRoutes.put("/pages/:id", update);

pageRoutes.delete("/pages/:id", async (c) => {
  const id = pageId(c);
  await inTenant(c, (tx) => deletePage(tx, { ...scopeOf(c), id }));
  return c.body(null, 204);
});
