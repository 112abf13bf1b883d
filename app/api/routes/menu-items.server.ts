import { Hono, type Context } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import { createMenuItem, deleteMenuItem, findMenuItem, listMenuItems, updateMenuItem } from "~/modules/menus/menu-items.server";
import { MenuItemCreateSchema, MenuItemUpdateSchema, type MenuItemFilters } from "~/modules/menus/schema";
import { menuItemResource } from "~/modules/menus/transformers.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { inTenant } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";

/*
 * Menu items (issue 12, decision 025). Reads are public for the items visitors can follow (every public page
 * shows the menus); writes are for the center's menu editors. Items belong to the request's volunteer center.
 */
export const menuItemRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;

function scopeOf(c: C) {
  const centerId = c.var.tenancy.centerId ?? c.var.currentUser?.centerId;
  if (!centerId) throw notFound();
  return { tenantId: c.var.tenancy.tenant.id, centerId, user: c.var.currentUser };
}

const itemId = (c: C) => {
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  return id!;
};

menuItemRoutes.get("/menu-items", async (c) => {
  const { filters, page, fields } = menuItemResource.readListQuery<MenuItemFilters>(c);
  const { rows, total } = await inTenant(c, (tx) => listMenuItems(tx, { ...scopeOf(c), filters, page }));
  return jsonApi(c, listDocument(c, rows, menuItemResource.transformer(), page, total, { fields }));
});

menuItemRoutes.get("/menu-items/:id", async (c) => {
  const { fields } = menuItemResource.readQuery(c);
  const row = await inTenant(c, (tx) => findMenuItem(tx, { ...scopeOf(c), id: itemId(c) }));
  return jsonApi(c, toDocument(row, menuItemResource.transformer(), { fields }));
});

menuItemRoutes.post("/menu-items", async (c) => {
  const values = MenuItemCreateSchema.parse(await readAttributes(c));
  const row = await inTenant(c, (tx) => createMenuItem(tx, { ...scopeOf(c), values, now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, menuItemResource.transformer()), 201);
});

async function update(c: C) {
  const id = itemId(c);
  const values = MenuItemUpdateSchema.parse(await readAttributes(c));
  const row = await inTenant(c, (tx) => updateMenuItem(tx, { ...scopeOf(c), id, values, now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, menuItemResource.transformer()));
}
menuItemRoutes.patch("/menu-items/:id", update);
menuItemRoutes.put("/menu-items/:id", update);

menuItemRoutes.delete("/menu-items/:id", async (c) => {
  const id = itemId(c);
  await inTenant(c, (tx) => deleteMenuItem(tx, { ...scopeOf(c), id }));
  return c.body(null, 204);
});
