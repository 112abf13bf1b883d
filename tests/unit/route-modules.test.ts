import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";

/*
 * Issue 11: a route module wires a page (loader, action, the page's layout); what it shows is built
 * from shared kits and components next to it. A module past this size is doing a kit's work — and so is a
 * component placed next to the route modules under app/routes, which app/routes.ts does not name: every
 * .ts/.tsx file there counts (not its tests).
 */
const MAX_LINES = 250;

function files(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);
}

/** Every .ts/.tsx file under app/routes but its tests. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("route modules", () => {
  const modules = [...new Set(files(routes))].map((file) => path.resolve("app", file));
  const underRoutes = filesUnder(path.resolve("app", "routes"));

  it("finds the route modules and the files next to them", () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(underRoutes.length).toBeGreaterThan(modules.length);
  });

  it(`have at most ${MAX_LINES} lines each, and so does every file under app/routes`, () => {
    const tooLong = [...new Set([...modules, ...underRoutes])]
      .map((file) => ({ file: path.relative(process.cwd(), file), lines: fs.readFileSync(file, "utf8").split("\n").length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });
});
