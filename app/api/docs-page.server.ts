import { escapeHtml } from "~/modules/mail/messages.server";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";

/**
 * /api/docs: the OpenAPI document as a plain page, readable without
 * JavaScript and without a third-party viewer: every path with its methods,
 * and the JSON for tools.
 */
export function apiDocsPage(document: Record<string, unknown>, language: Language): string {
  const t = tFor(language, "common");
  const paths = document.paths as Record<string, Record<string, { tags?: string[] }>>;
  const rows = Object.entries(paths)
    .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, group: operation.tags?.[0] ?? "" })))
    .sort((a, b) => a.group.localeCompare(b.group) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((row) => `<tr><td>${escapeHtml(row.group)}</td><td><code>${escapeHtml(row.method.toUpperCase())}</code></td><td><code>${escapeHtml(row.path)}</code></td></tr>`)
    .join("\n");
  const info = document.info as { description?: string };
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t("apiDocs.title"))}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a;background:#fff}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}a{color:#0b5394}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t("apiDocs.title"))}</h1>
<p>${escapeHtml(info.description ?? "")}</p>
<p>${escapeHtml(t("apiDocs.intro"))} <a href="/api/docs.json">${escapeHtml(t("apiDocs.download"))}</a></p>
<h2>${escapeHtml(t("apiDocs.operations"))}</h2>
<table>
<thead><tr><th scope="col">${escapeHtml(t("apiDocs.group"))}</th><th scope="col">${escapeHtml(t("apiDocs.method"))}</th><th scope="col">${escapeHtml(t("apiDocs.path"))}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>`;
}
