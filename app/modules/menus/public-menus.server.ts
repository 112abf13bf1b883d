import type { RouterContextProvider } from "react-router";
import { pageCache, pageVersionContext } from "~/modules/page-cache/context.server";
import type { PageCache } from "~/modules/page-cache/page-cache.server";
import type { Menus } from "./tree";

/*
 * The public header's and footer's menus of a center in one language, kept per process (issue 10): every
 * page rendered anew — signed-in pages, a visitor's first view after a change — read them with a query of
 * their own. They are what visitors can follow, the same for every viewer, and they are kept under the page
 * cache's rules (decision 023): only while the database's notifications are heard, and dropped with every
 * change of a table public pages show (menu_items and pages are among them), in this process or another.
 */

type Kept = { version: number; menus: Menus };
/** Per cache (one per process; tests make their own). */
const keptBy = new WeakMap<PageCache, Map<string, Kept>>();
/** Tenants × centers × languages: a bound against a host name made up per request, not a real limit. */
const MAX_KEPT = 2_000;

export async function publicMenus(
  context: Readonly<RouterContextProvider>,
  key: { tenantId: string; centerId: string; locale: string },
  load: () => Promise<Menus>,
  cache: PageCache = pageCache(),
): Promise<Menus> {
  let kept = keptBy.get(cache);
  if (!kept) keptBy.set(cache, (kept = new Map()));
  const id = `${key.tenantId}\u0000${key.centerId}\u0000${key.locale}`;
  const hit = kept.get(id);
  if (cache.enabled && hit && hit.version === cache.version) return hit.menus;
  // The version before anything was read: a change while loading means these menus are not kept.
  const version = context.get(pageVersionContext);
  const menus = await load();
  if (cache.enabled && version === cache.version) {
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(id, { version, menus });
  }
  return menus;
}


