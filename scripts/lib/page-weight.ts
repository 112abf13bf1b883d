import { gzipSync } from "node:zlib";

/*
 * The JavaScript a page makes the browser load at startup, as the browser finds it: the page's
 * script tags, module preloads and fetch preloads (translations), the imports of its inline module
 * scripts, and the static imports of every file found, transitively. Dynamic imports inside files
 * are lazy and not counted; those of an inline module script run at startup and are.
 */

/** Attributes of one HTML tag, names lower-cased; a bare attribute has the value "". */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tag.replace(/^<\w+/, "").replace(/\/?>$/, "").matchAll(pattern)) {
    attributes.set((match[1] ?? "").toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

/** Specifiers of `import … from "x"`, `import "x"` and `export … from "x"` in (minified) module code. */
export function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  const pattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g;
  for (const match of code.matchAll(pattern)) if (match[2]) specifiers.push(match[2]);
  return specifiers;
}

/** Specifiers of `import("x")` with a literal argument. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[^\w$.])import\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g)].flatMap((match) => (match[2] ? [match[2]] : []));
}

/** The URLs (absolute) a page's HTML makes the browser fetch as code at startup, in document order, without duplicates. */
export function startupUrls(html: string, pageUrl: string): string[] {
  const urls: string[] = [];
  const add = (href: string | undefined) => {
    if (!href) return;
    const url = new URL(href, pageUrl).href;
    if (!urls.includes(url)) urls.push(url);
  };
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  const tags = /<script\b[^>]*>([\s\S]*?)<\/script\s*>|<link\b[^>]*>/gi;
  for (const match of withoutComments.matchAll(tags)) {
    const tag = match[0].slice(0, match[0].indexOf(">") + 1);
    const attributes = attributesOf(tag);
    if (/^<link/i.test(tag)) {
      const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
      const as = (attributes.get("as") ?? "").toLowerCase();
      if (rel.includes("modulepreload") || (rel.includes("preload") && (as === "script" || as === "fetch"))) add(attributes.get("href"));
      continue;
    }
    const type = (attributes.get("type") ?? "").toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    const inline = match[1] ?? "";
    if (attributes.has("src")) add(attributes.get("src"));
    else if (type === "module") for (const specifier of [...staticImports(inline), ...dynamicImports(inline)]) add(specifier);
  }
  return urls;
}

/** The files (JavaScript and translation JSON) loaded at startup by the page at `url`, each with its bytes. */
export async function startupFiles(url: string, init?: RequestInit): Promise<Array<{ url: string; bytes: Buffer }>> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const pageUrl = response.url || url;
  const origin = new URL(pageUrl).origin;
  const assetInit: RequestInit = { headers: init?.headers };
  const seen = new Set<string>();
  const files: Array<{ url: string; bytes: Buffer }> = [];

  async function visit(fileUrl: string): Promise<void> {
    const key = fileUrl.replace(/#.*$/, "");
    if (seen.has(key) || new URL(key).origin !== origin) return;
    seen.add(key);
    const file = await fetch(key, assetInit);
    if (!file.ok) throw new Error(`${key}: ${file.status}`);
    const bytes = Buffer.from(await file.arrayBuffer());
    files.push({ url: key, bytes });
    const type = file.headers.get("content-type") ?? "";
    if (type.includes("json")) return;
    const relative = staticImports(bytes.toString("utf8")).filter((specifier) => /^(\.{0,2}\/|https?:)/.test(specifier));
    await Promise.all(relative.map((specifier) => visit(new URL(specifier, key).href)));
  }

  await Promise.all(startupUrls(await response.text(), pageUrl).map(visit));
  return files;
}

/** The JavaScript (and translation JSON) loaded at startup by the page at `url`: file count, raw and gzip (level 9) bytes. */
export async function pageJavaScript(url: string, init?: RequestInit): Promise<{ files: number; rawBytes: number; gzipBytes: number }> {
  const files = await startupFiles(url, init);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const { bytes } of files) {
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, rawBytes, gzipBytes };
}
