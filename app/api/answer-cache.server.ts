import { config } from "~/lib/config.server";
import { pageCache } from "~/modules/page-cache/context.server";
import { renderStoredPage } from "~/modules/page-cache/page-cache.server";

/**
 * Public reads of the API (GET of /api/v1 without credentials) answer every client alike: the server keeps
 * them in the page cache (decision 023) under the request headers that change an answer (API_VARY) and
 * answers the next such request before the router is asked. The same version drops them when anything they
 * may show changes.
 */
const KEYED_HEADERS = ["accept", "accept-language", "x-tenant", "app-context", "volunteer-center-id", "current-organization-id"];

/** Whether the request carries credentials, or a tenant cookie that chooses the tenant (spec §9): then the answer is nobody else's. */
export function isPersonalApiRequest(headers: Headers): boolean {
  const tenantByCookie = !headers.get("x-tenant") && headers.get("cookie")?.includes(`${config.tenantCookieName}=`) === true;
  return !!(headers.get("access-token") || headers.get("client") || headers.get("uid")) || tenantByCookie;
}

/** The key of a public API read, or null for anything else. */
export function apiAnswerKey(request: Request): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/api/v1/") || isPersonalApiRequest(request.headers)) return null;
  return ["api", url.origin, url.pathname, url.search, ...KEYED_HEADERS.map((name) => request.headers.get(name) ?? "")].join("\u0000");
}

/** Keeps a public read's answer, if the cache still holds the version it was read under. */
export function storeApiAnswer(key: string, version: number, body: Uint8Array, headers: Headers) {
  if (headers.has("set-cookie")) return;
  pageCache().storeAnswer(key, version, body, [...headers]);
}

/** A kept answer for this request (or 304 when the client holds it already), or null. */
export function answerApiFromCache(request: Request): Response | null {
  const pages = pageCache();
  if (!pages.enabled) return null;
  const key = apiAnswerKey(request);
  const answer = key ? pages.lookup(key) : undefined;
  if (!answer) return null;
  const etag = answer.headers.find(([name]) => name === "etag")?.[1];
  const asked = request.headers.get("if-none-match");
  if (etag && asked && asked.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
    return new Response(null, { status: 304, headers: answer.headers.filter(([name]) => name !== "content-type" && name !== "content-length") });
  }
  const body = renderStoredPage(answer, { nonce: "", csrf: "", key: () => "" });
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers: answer.headers });
}
