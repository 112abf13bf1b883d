import { MENUS, type Menu } from "./schema";

/*
 * The menus as the public header and footer render them: per menu the top-level items in order, each with
 * its submenu (one level). Made from the API's flat list.
 */
export type MenuListItem = { id: string; name: string; path: string; menu: string; parentId: string | null; order: number };
export type MenuLink = { id: string; name: string; path: string; children: MenuLink[] };
export type Menus = Record<Menu, MenuLink[]>;

export function buildMenus(items: readonly MenuListItem[]): Menus {
  const menus = Object.fromEntries(MENUS.map((menu) => [menu, [] as MenuLink[]])) as Menus;
  const sorted = [...items].sort((a, b) => a.order - b.order);
  const links = new Map(sorted.map((item) => [item.id, { id: item.id, name: item.name, path: item.path, children: [] as MenuLink[] }]));
  for (const item of sorted) {
    const link = links.get(item.id)!;
    if (item.parentId === null) {
      if ((MENUS as readonly string[]).includes(item.menu)) menus[item.menu as Menu].push(link);
      continue;
    }
    // A submenu item whose parent is not in the list (visitors do not see it) is not shown either.
    links.get(item.parentId)?.children.push(link);
  }
  return menus;
}
