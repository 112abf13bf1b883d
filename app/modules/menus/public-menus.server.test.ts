import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { pageVersionContext } from "~/modules/page-cache/context.server";
import { PageCache } from "~/modules/page-cache/page-cache.server";
import { publicMenus } from "./public-menus.server";
import type { Menus } from "./tree";

const menusNamed = (name: string): Menus => ({ header: [{ id: name, name, path: `/${name}`, children: [] }], footer_1: [], footer_2: [], footer_3: [], footer_4: [] }) as unknown as Menus;

function requestContext(cache: PageCache) {
  const context = new RouterContextProvider();
  context.set(pageVersionContext, cache.version);
  return context;
}

describe("public menus kept per process", () => {
  const key = { tenantId: "t1", centerId: "c1", locale: "nl" };

  it("reads once while nothing changes, and again after a change of anything public pages show", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.listening(true);
    const load = vi.fn(async () => menusNamed("eerste"));
    expect(await publicMenus(requestContext(cache), key, load, cache)).toEqual(menusNamed("eerste"));
    expect(await publicMenus(requestContext(cache), key, load, cache)).toEqual(menusNamed("eerste"));
    expect(load).toHaveBeenCalledTimes(1);

    cache.invalidate();
    load.mockResolvedValueOnce(menusNamed("tweede"));
    expect(await publicMenus(requestContext(cache), key, load, cache)).toEqual(menusNamed("tweede"));
    expect(load).toHaveBeenCalledTimes(2);
    // Another language or center is another entry.
    await publicMenus(requestContext(cache), { ...key, locale: "en" }, load, cache);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keeps nothing read while a change came in, nor while changes are not heard", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.listening(true);
    const context = requestContext(cache);
    const load = vi.fn(async () => {
      cache.invalidate();
      return menusNamed("oud");
    });
    await publicMenus(context, key, load, cache);
    load.mockImplementation(async () => menusNamed("nieuw"));
    expect(await publicMenus(requestContext(cache), key, load, cache)).toEqual(menusNamed("nieuw"));
    expect(load).toHaveBeenCalledTimes(2);

    const deaf = new PageCache({ maxBytes: 1_000_000 });
    const deafLoad = vi.fn(async () => menusNamed("x"));
    await publicMenus(requestContext(deaf), key, deafLoad, deaf);
    await publicMenus(requestContext(deaf), key, deafLoad, deaf);
    expect(deafLoad).toHaveBeenCalledTimes(2);
  });
});
