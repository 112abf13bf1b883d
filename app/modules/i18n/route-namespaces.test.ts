import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { namespaces, type Namespace } from "./languages";
import { namespacesOfHandles } from "./route-namespaces";

/*
 * The browser only has the namespaces the matched routes declare in `handle.i18n`: a text of
 * another namespace would show as its key. This reads the code the browser runs for each route
 * (its module without loader and action, and what that imports, .server modules excepted) and
 * checks that what it translates with is declared — and nothing more.
 */

const appDirectory = path.resolve("app");

function resolveImport(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(appDirectory, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A route module as the browser gets it: without its server-only exports. */
function clientSource(file: string, isRoute: boolean): string {
  const source = fs.readFileSync(file, "utf8");
  if (!isRoute) return source;
  return source
    .replace(/^export (?:async )?function (?:loader|action)\b[\s\S]*?\n\}\n/gm, "")
    .replace(/^export const (?:middleware|headers)\b[\s\S]*?;\n/gm, "");
}

const namespacePattern = namespaces.join("|");

function namespacesIn(source: string): Set<Namespace> {
  const used = new Set<Namespace>();
  if (/useTranslation\(\s*\)/.test(source)) used.add("common");
  const patterns = [
    new RegExp(`useTranslation\\(\\s*["'](${namespacePattern})["']`, "g"),
    new RegExp(`["'\`](${namespacePattern}):[\\w$]`, "g"),
    new RegExp(`\\bns:\\s*["'](${namespacePattern})["']`, "g"),
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) used.add(match[1] as Namespace);
  return used;
}

function usedByModule(file: string): Set<Namespace> {
  const used = new Set<Namespace>();
  const seen = new Set<string>();
  const visit = (current: string, isRoute: boolean) => {
    if (seen.has(current) || /\.server\.tsx?$/.test(current) || !/\.tsx?$/.test(current)) return;
    seen.add(current);
    const source = clientSource(current, isRoute);
    for (const namespace of namespacesIn(source)) used.add(namespace);
    for (const match of source.matchAll(/^import\s+(?!type\s)[\s\S]*?from\s+["']([^"']+)["'];?$/gm)) {
      const resolved = resolveImport(match[1] ?? "", current);
      if (resolved) visit(resolved, false);
    }
  };
  visit(file, true);
  return used;
}

/** `handle.i18n` as written in a route module. */
function declaredBy(file: string): Namespace[] {
  const handle = /^export const handle\b[\s\S]*?;$/m.exec(fs.readFileSync(file, "utf8"))?.[0] ?? "";
  const declared = /\bi18n:\s*(\[[^\]]*\]|"[^"]*")/.exec(handle)?.[1];
  return declared ? namespacesOfHandles([{ i18n: JSON.parse(declared.replace(/,\s*\]/, "]")) }]) : [];
}

type Chain = { id: string; files: string[] };

function chains(entries: RouteConfigEntry[], parents: string[]): Chain[] {
  return entries.flatMap((entry) => {
    const files = [...parents, path.join(appDirectory, entry.file)];
    return [{ id: entry.id ?? entry.file, files }, ...chains(entry.children ?? [], files)];
  });
}

const root = path.join(appDirectory, "root.tsx");
const pageChains = chains(routes, [root]).filter((chain) => /\.tsx$/.test(chain.files.at(-1) ?? ""));

describe("route namespaces", () => {
  it("finds the page routes", () => {
    expect(pageChains.length).toBeGreaterThan(50);
  });

  it.each(pageChains.map((chain) => [chain.id, chain] as const))("%s declares what its page translates with", (_id, chain) => {
    const declaredAbove = new Set(chain.files.slice(0, -1).flatMap(declaredBy));
    const file = chain.files.at(-1) ?? "";
    const needed = [...usedByModule(file)].filter((namespace) => !declaredAbove.has(namespace)).sort();
    expect(declaredBy(file).sort()).toEqual(needed);
  });

  it("the root declares what the shell translates with", () => {
    expect(declaredBy(root).sort()).toEqual([...usedByModule(root)].sort());
  });
});
