import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import type { MenuItemResource } from "./menu-items.server";
import { LINK_TYPES, MENUS, MenuItemCreateSchema, MenuItemFiltersSchema, MenuItemUpdateSchema } from "./schema";
import { SYSTEM_PAGE_IDS } from "./system-pages";

export const menuItemResource = defineResource<MenuItemResource>({
  type: "menu_items",
  description:
    "An item of the volunteer center's header menu or footer columns 1–4 (spec §3 Menu item), per language: a link to a content page or to one of the app's own pages, with one level of submenus. Listed in menu order (each item's submenu right after it). Visitors read the items they can follow; admin, center_superuser and content_manager write them.",
  attributes: {
    id: attr(s.id),
    name: attr(s.text),
    menu: attr(z.enum(MENUS)),
    locale: attr(s.text),
    linkType: attr(z.enum(LINK_TYPES)),
    pageId: attr(s.optionalUuid),
    systemPageId: attr(z.enum(SYSTEM_PAGE_IDS).nullable()),
    /** The top-level item whose submenu it is; null at the top level. */
    parentId: attr(s.optionalUuid),
    /** Its place among its siblings, from 0. */
    order: attr(s.int),
    /** Where it leads, with the language prefix. */
    path: attr(s.text),
    pageTitle: attr(s.optionalText),
    /** Whether visitors see it (a system page, or a published page under a parent they see). */
    visible: attr(s.bool),
    createdAt: attr(s.timestamp),
    updatedAt: attr(s.timestamp),
  },
  filters: MenuItemFiltersSchema,
  page: { defaultSize: 100, maxSize: 300 },
  paths: { collection: "/menu-items", member: "/menu-items/:id" },
  writes: { create: { attributes: MenuItemCreateSchema }, update: { attributes: MenuItemUpdateSchema } },
});
