import { describe, expect, it } from "vitest";
import { MenuItemCreateSchema, MenuItemUpdateSchema } from "./schema";
import { systemPagePath } from "./system-pages";
import { buildMenus, type MenuListItem } from "./tree";

const item = (id: string, menu: string, order: number, parentId: string | null = null): MenuListItem => ({ id, name: id, path: `/${id}`, menu, parentId, order });

describe("buildMenus", () => {
  it("puts each menu's top level in order, each with its submenu in order", () => {
    const menus = buildMenus([item("b", "header", 1), item("b2", "header", 1, "b"), item("a", "header", 0), item("b1", "header", 0, "b"), item("f", "footer_2", 0)]);
    expect(menus.header.map((link) => [link.id, link.children.map((child) => child.id)])).toEqual([
      ["a", []],
      ["b", ["b1", "b2"]],
    ]);
    expect(menus.footer_2.map((link) => link.id)).toEqual(["f"]);
    expect(menus.footer_1).toEqual([]);
  });

  it("leaves out a submenu item whose parent is not listed, and unknown menus", () => {
    const menus = buildMenus([item("orphan", "header", 0, "gone"), item("x", "sidebar", 0)]);
    expect(Object.values(menus).flat()).toEqual([]);
  });
});

describe("menu item schemas", () => {
  const base = { name: "Over ons", menu: "header" };
  it("want the target of the link type: a page for a content page, a system page for a system page", () => {
    const content = MenuItemCreateSchema.safeParse({ ...base, linkType: "content_page" });
    expect(content.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["pageId", "validation.menuPageRequired"]]);
    const system = MenuItemCreateSchema.safeParse({ ...base, linkType: "system_page", pageId: "" });
    expect(system.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["systemPageId", "validation.menuSystemPageRequired"]]);
    expect(MenuItemCreateSchema.parse({ ...base, linkType: "system_page", systemPageId: "news", parentId: "" })).toMatchObject({ locale: "nl", parentId: null });
  });

  it("refuse an empty name, an unknown menu and a negative order; a change keeps the language", () => {
    const parsed = MenuItemCreateSchema.safeParse({ name: " ", menu: "sidebar", linkType: "system_page", systemPageId: "news", order: -1 });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "validation.required"],
      ["menu", "validation.invalid"],
      ["order", "validation.positive"],
    ]);
    expect(MenuItemUpdateSchema.parse({ locale: "en", name: "Nieuw" })).toEqual({ name: "Nieuw" });
  });
});

describe("systemPagePath", () => {
  it("is the plain path in Dutch and under the language's prefix otherwise", () => {
    expect(systemPagePath("vacancy_bank", "nl")).toBe("/vacancies/search");
    expect(systemPagePath("vacancy_bank", "en")).toBe("/en/vacancies/search");
    expect(systemPagePath("home", "en")).toBe("/en");
  });
});
