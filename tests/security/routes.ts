import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createApi } from "~/api/app.server";
import routes from "~/routes";

/*
 * What the suite attacks comes from the route tables themselves, so a route
 * added tomorrow is attacked tomorrow: the API's Hono routes (method and path)
 * and the pages of app/routes.ts (path, module, whether it has an action).
 */

export type ApiRoute = { method: string; path: string };
export type PageRoute = { path: string; file: string; hasAction: boolean; apiHandOver: boolean };

export function apiRoutes(): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const route of createApi().routes) {
    if (route.method === "ALL") continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

const ACTION = /^export (?:async )?(?:function|const) action\b/m;

export function pageRoutes(): PageRoute[] {
  const found = new Map<string, PageRoute>();
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      // `en?` serves the same page in English: the Dutch path stands for both.
      const own = (entry.path ?? "").replace(/^en\?\/?/, "");
      const full = `/${[parent, own].filter(Boolean).join("/")}`.replace(/\/+/g, "/");
      if (entry.path !== undefined || entry.index) {
        const source = readFileSync(path.join("app", entry.file), "utf8");
        found.set(full, { path: full, file: entry.file, hasAction: ACTION.test(source), apiHandOver: entry.file === "routes/api/api.ts" });
      }
      if (entry.children) walk(entry.children, full === "/" ? "" : full.slice(1));
    }
  };
  walk(routes, "");
  return [...found.values()];
}

/** The names of a path's parameters: `/users/:id/edit` → ["id"]; a splat is `*`. */
export const parametersOf = (routePath: string): string[] =>
  [...routePath.matchAll(/:([A-Za-z0-9_]+)\??|\*/g)].map((m) => m[1] ?? "*");
