import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";

/*
 * Issue 11: a route module wires a page (loader, action, the page's layout); what it shows is built
 * from shared kits and components next to it. A module past this size is doing a kit's work.
 */
const MAX_LINES = 250;

function files(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);
}

describe("route modules", () => {
  const modules = [...new Set(files(routes))].map((file) => path.resolve("app", file));

  it("finds the route modules", () => {
    expect(modules.length).toBeGreaterThan(50);
  });

  it(`have at most ${MAX_LINES} lines each`, () => {
    const tooLong = modules
      .map((file) => ({ file: path.relative(process.cwd(), file), lines: fs.readFileSync(file, "utf8").split("\n").length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });
});
