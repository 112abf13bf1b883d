import { and, asc, count, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AppError, forbidden, notFound, unauthorized } from "~/lib/app-error";
import type { Tx } from "~/modules/db/client.server";
import { menuItems, pages } from "~/modules/db/schema";
import { pagePath } from "~/modules/content/paths";
import { hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import { MAX_ITEMS_PER_MENU, MENU_ROLES, type Menu, type MenuItemCreate, type MenuItemFilters, type MenuItemUpdate } from "./schema";
import { systemPagePath, type SystemPageId } from "./system-pages";

/*
 * Menu items of a center's site (issue 12, decision 025). Visitors read the items they can follow (a
 * system page, or a published page, under a parent they can follow too); the center's menu editors read and
 * write all of them. Items keep their siblings numbered 0, 1, 2, … in `position` (the API's `order`).
 */

/** Menu editors edit their own center's menus (admins any). */
export const editsMenus = (user: CurrentUser | null, centerId: string): user is CurrentUser =>
  !!user && hasRole(user, ...MENU_ROLES) && (user.centerId === centerId || hasRole(user, "admin"));

type Scope = { tenantId: string; centerId: string; user: CurrentUser | null };
type MenuItemRow = typeof menuItems.$inferSelect;
type PageTarget = { slug: string; locale: string; pageType: string; title: string; isPublished: boolean };

export type MenuItemResource = MenuItemRow & {
  order: number;
  /** Where the item leads, with the language prefix (/en/…). */
  path: string;
  /** The linked page's title, for the editor. */
  pageTitle: string | null;
  /** Whether visitors see it: a system page, or a published page under a parent visitors see. */
  visible: boolean;
};

const parent = alias(menuItems, "parent");
const parentPage = alias(pages, "parent_page");
const targetColumns = { slug: pages.slug, locale: pages.locale, pageType: pages.pageType, title: pages.title, isPublished: pages.isPublished };
const followable = (item: typeof menuItems | typeof parent, page: typeof pages | typeof parentPage) =>
  or(eq(item.linkType, "system_page"), eq(page.isPublished, true));

function resource(row: MenuItemRow, page: PageTarget | null, parentVisible: boolean): MenuItemResource {
  const path = row.linkType === "system_page" ? systemPagePath(row.systemPageId as SystemPageId, row.locale) : page ? pagePath(page) : "/";
  const visible = parentVisible && (row.linkType === "system_page" || !!page?.isPublished);
  return { ...row, order: row.position, path, pageTitle: page?.title ?? null, visible };
}

function baseQuery(tx: Tx) {
  return tx
    .select({ item: menuItems, page: targetColumns, parentVisible: sql<boolean>`${parent.id} is null or ${followable(parent, parentPage)}` })
    .from(menuItems)
    .leftJoin(pages, eq(pages.id, menuItems.pageId))
    .leftJoin(parent, eq(parent.id, menuItems.parentId))
    .leftJoin(parentPage, eq(parentPage.id, parent.pageId));
}

const visibleOnly = and(followable(menuItems, pages), or(isNull(menuItems.parentId), followable(parent, parentPage)));

/** A center's items in menu order: each menu's top level by position, each item's children right after it. */
export async function listMenuItems(
  tx: Tx,
  scope: Scope & { filters: MenuItemFilters; page: { size: number; offset: number } },
): Promise<{ rows: MenuItemResource[]; total: number }> {
  const { filters } = scope;
  const where = and(
    eq(menuItems.tenantId, scope.tenantId),
    eq(menuItems.centerId, scope.centerId),
    filters.menu ? eq(menuItems.menu, filters.menu) : undefined,
    filters.locale ? eq(menuItems.locale, filters.locale) : undefined,
    filters.parent_id ? eq(menuItems.parentId, filters.parent_id) : undefined,
    editsMenus(scope.user, scope.centerId) ? undefined : visibleOnly,
  );
  const order: SQL[] = [
    asc(menuItems.locale),
    asc(menuItems.menu),
    sql`coalesce(${parent.position}, ${menuItems.position})`,
    sql`coalesce(${parent.id}, ${menuItems.id})`,
    sql`${menuItems.parentId} is not null`,
    asc(menuItems.position),
    asc(menuItems.id),
  ];
  const [rows, counted] = await Promise.all([
    baseQuery(tx).where(where).orderBy(...order).limit(scope.page.size).offset(scope.page.offset),
    tx
      .select({ value: count() })
      .from(menuItems)
      .leftJoin(pages, eq(pages.id, menuItems.pageId))
      .leftJoin(parent, eq(parent.id, menuItems.parentId))
      .leftJoin(parentPage, eq(parentPage.id, parent.pageId))
      .where(where),
  ]);
  return { rows: rows.map((row) => resource(row.item, row.page, row.parentVisible)), total: counted[0]?.value ?? 0 };
}

/** One item of the center; one visitors cannot follow is a 404 to them. */
export async function findMenuItem(tx: Tx, scope: Scope & { id: string }): Promise<MenuItemResource> {
  const [row] = await baseQuery(tx).where(and(eq(menuItems.tenantId, scope.tenantId), eq(menuItems.centerId, scope.centerId), eq(menuItems.id, scope.id)));
  if (!row) throw notFound();
  const item = resource(row.item, row.page, row.parentVisible);
  if (!item.visible && !editsMenus(scope.user, scope.centerId)) throw notFound();
  return item;
}

function requireMenuEditor(scope: Scope): CurrentUser {
  if (!scope.user) throw unauthorized("You need to sign in or sign up before continuing.");
  if (!editsMenus(scope.user, scope.centerId)) throw forbidden();
  return scope.user;
}

const invalid = (attribute: string, message: string) =>
  new AppError({ status: 422, code: "invalid", title: "Invalid attribute", detail: message, source: { pointer: `/data/attributes/${attribute}` } });

type Placement = { menu: Menu; locale: string; parentId: string | null };

/** The page must be one of the center's, in the menu's language. */
async function checkPage(tx: Tx, scope: Scope, pageId: string, locale: string) {
  const [page] = await tx
    .select({ locale: pages.locale })
    .from(pages)
    .where(and(eq(pages.tenantId, scope.tenantId), eq(pages.centerId, scope.centerId), eq(pages.id, pageId)));
  if (!page) throw invalid("page_id", "validation.menuPageUnknown");
  if (page.locale !== locale) throw invalid("page_id", "validation.menuPageLanguage");
}

/** One level of submenus: a parent is a top-level item of the same menu and language, and not the item itself. */
async function checkParent(tx: Tx, scope: Scope, placement: Placement, itemId?: string) {
  if (!placement.parentId) return;
  if (placement.parentId === itemId) throw invalid("parent_id", "validation.menuParentUnknown");
  const [found] = await tx
    .select({ menu: menuItems.menu, locale: menuItems.locale, parentId: menuItems.parentId })
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, scope.tenantId), eq(menuItems.centerId, scope.centerId), eq(menuItems.id, placement.parentId)));
  if (!found || found.menu !== placement.menu || found.locale !== placement.locale) throw invalid("parent_id", "validation.menuParentUnknown");
  if (found.parentId) throw invalid("parent_id", "validation.menuParentDepth");
  if (itemId) {
    const [child] = await tx.select({ id: menuItems.id }).from(menuItems).where(and(eq(menuItems.tenantId, scope.tenantId), eq(menuItems.parentId, itemId))).limit(1);
    if (child) throw invalid("parent_id", "validation.menuHasChildren");
  }
}

async function checkRoom(tx: Tx, scope: Scope, placement: Placement, adding: number) {
  const [counted] = await tx
    .select({ value: count() })
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, scope.tenantId), eq(menuItems.centerId, scope.centerId), eq(menuItems.menu, placement.menu), eq(menuItems.locale, placement.locale)));
  if ((counted?.value ?? 0) + adding > MAX_ITEMS_PER_MENU) throw invalid("menu", `validation.menuFull:${MAX_ITEMS_PER_MENU}`);
}

const siblingsOf = (scope: Scope, placement: Placement) =>
  and(
    eq(menuItems.tenantId, scope.tenantId),
    eq(menuItems.centerId, scope.centerId),
    eq(menuItems.menu, placement.menu),
    eq(menuItems.locale, placement.locale),
    placement.parentId ? eq(menuItems.parentId, placement.parentId) : isNull(menuItems.parentId),
  );

/** Numbers the siblings 0, 1, 2, … with `itemId` (if given) at `at` (clamped to the end). */
async function renumber(tx: Tx, scope: Scope, placement: Placement, itemId?: string, at?: number) {
  const rows = await tx
    .select({ id: menuItems.id, position: menuItems.position })
    .from(menuItems)
    .where(and(siblingsOf(scope, placement), itemId ? ne(menuItems.id, itemId) : undefined))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const ids = rows.map((row) => row.id);
  if (itemId) ids.splice(Math.min(at ?? ids.length, ids.length), 0, itemId);
  const positions = new Map(rows.map((row) => [row.id, row.position]));
  for (const [position, id] of ids.entries()) {
    if (positions.get(id) !== position) await tx.update(menuItems).set({ position }).where(and(eq(menuItems.tenantId, scope.tenantId), eq(menuItems.id, id)));
  }
}

export async function createMenuItem(tx: Tx, scope: Scope & { values: MenuItemCreate; now: Date }): Promise<MenuItemResource> {
  requireMenuEditor(scope);
  const { values } = scope;
  const placement: Placement = { menu: values.menu, locale: values.locale, parentId: values.parentId ?? null };
  if (values.linkType === "content_page") await checkPage(tx, scope, values.pageId!, values.locale);
  await checkParent(tx, scope, placement);
  await checkRoom(tx, scope, placement, 1);
  const [row] = await tx
    .insert(menuItems)
    .values({
      tenantId: scope.tenantId,
      centerId: scope.centerId,
      locale: values.locale,
      menu: values.menu,
      parentId: placement.parentId,
      name: values.name,
      linkType: values.linkType,
      pageId: values.linkType === "content_page" ? values.pageId! : null,
      systemPageId: values.linkType === "system_page" ? values.systemPageId! : null,
      position: 10_000,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning({ id: menuItems.id });
  await renumber(tx, scope, placement, row!.id, values.order);
  return findMenuItem(tx, { ...scope, id: row!.id });
}

export async function updateMenuItem(tx: Tx, scope: Scope & { id: string; values: MenuItemUpdate; now: Date }): Promise<MenuItemResource> {
  requireMenuEditor(scope);
  const current = await findMenuItem(tx, scope);
  const { values } = scope;
  const placement: Placement = { menu: values.menu ?? current.menu, locale: current.locale, parentId: values.parentId !== undefined ? values.parentId : current.parentId };
  const linkType = values.linkType ?? current.linkType;
  const pageId = linkType === "content_page" ? (values.pageId !== undefined ? values.pageId : current.pageId) : null;
  const systemPageId = linkType === "system_page" ? (values.systemPageId !== undefined ? values.systemPageId : current.systemPageId) : null;
  if (linkType === "content_page" && !pageId) throw invalid("page_id", "validation.menuPageRequired");
  if (linkType === "system_page" && !systemPageId) throw invalid("system_page_id", "validation.menuSystemPageRequired");
  if (pageId && pageId !== current.pageId) await checkPage(tx, scope, pageId, placement.locale);
  const moved = placement.menu !== current.menu || placement.parentId !== current.parentId;
  if (moved) await checkParent(tx, scope, placement, current.id);
  if (placement.menu !== current.menu) {
    const [family] = await tx.select({ value: count() }).from(menuItems).where(and(eq(menuItems.tenantId, scope.tenantId), or(eq(menuItems.id, current.id), eq(menuItems.parentId, current.id))));
    await checkRoom(tx, scope, placement, family?.value ?? 1);
  }
  await tx
    .update(menuItems)
    .set({ name: values.name ?? current.name, menu: placement.menu, parentId: placement.parentId, linkType, pageId, systemPageId, updatedAt: scope.now })
    .where(and(eq(menuItems.tenantId, scope.tenantId), eq(menuItems.id, current.id)));
  // A top-level item takes its submenu along to another menu.
  if (placement.menu !== current.menu) {
    await tx.update(menuItems).set({ menu: placement.menu, updatedAt: scope.now }).where(and(eq(menuItems.tenantId, scope.tenantId), eq(menuItems.parentId, current.id)));
  }
  if (moved) {
    await renumber(tx, scope, { menu: current.menu, locale: current.locale, parentId: current.parentId });
    await renumber(tx, scope, placement, current.id, values.order);
  } else if (values.order !== undefined && values.order !== current.position) {
    await renumber(tx, scope, placement, current.id, values.order);
  }
  return findMenuItem(tx, scope);
}

/** Deletes the item and its submenu. */
export async function deleteMenuItem(tx: Tx, scope: Scope & { id: string }): Promise<void> {
  requireMenuEditor(scope);
  const current = await findMenuItem(tx, scope);
  await tx.delete(menuItems).where(and(eq(menuItems.tenantId, scope.tenantId), eq(menuItems.id, current.id)));
  await renumber(tx, scope, { menu: current.menu, locale: current.locale, parentId: current.parentId });
}
