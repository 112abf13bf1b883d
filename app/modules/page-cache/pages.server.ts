import { randomUUID } from "node:crypto";
import type { EntryContext, RouterContextProvider } from "react-router";
import { answerApiFromCache } from "~/api/answer-cache.server";
import { recordCachedPage } from "~/modules/analytics/recorder.server";
import { localeContext, nonceContext, sessionContext, tenancyContext } from "~/middleware/context";
import { pageCacheControl } from "~/middleware/cache-control.server";
import { isApiPath } from "~/middleware/paths";
import { commitCsrfToken, getCsrfToken, isPageRequest } from "~/middleware/csrf.server";
import { newNonce, requestLanguage, requestTenancy, routeRuleTarget, securityHeaders, withHeaders } from "~/middleware/root.server";
import type { Language } from "~/modules/i18n/languages";
import { SESSION_COOKIE_NAME, STATE_COOKIE_NAME } from "~/modules/session/session.server";
import type { RequestTenancy } from "~/modules/tenancy/tenancy.server";
import { freshKeysContext, pageCache, pageVersionContext } from "./context.server";
import type { PageCacheHandle } from "./handle";
import { chunkStream, isPlainValue, storedPageChunks } from "./page-cache.server";


/** Says an answer came from the cache (for operators and tests, like a proxy's X-Cache). */
export const HIT_HEADER = "X-Page-Cache";

/** Cookies that change what an anonymous page looks like (the root loader reads them). */
const SHAPING_COOKIES = ["color-mode", "appearance", "consent"];

/**
 * A GET of a page (not the router's `.data`, not the API) by a visitor without a session, who did not
 * ask for a fresh copy (a hard reload sends `Cache-Control: no-cache`). A session is either cookie (decision 055):
 * the credentials, or the other state (a flash toast for a visitor who just signed out must reach them).
 */
function mayUseCache(request: Request, url: URL): boolean {
  if (request.method !== "GET" || url.pathname.endsWith(".data") || isApiPath(url.pathname)) return false;
  if (/\bno-cache\b/.test(request.headers.get("cache-control") ?? "")) return false;
  const cookies = request.headers.get("cookie");
  return !cookieValue(cookies, SESSION_COOKIE_NAME) && !cookieValue(cookies, STATE_COOKIE_NAME);
}

/** One key per host, address, tenancy, language and shaping cookies: everything an anonymous page depends on. */
function keyOf(request: Request, url: URL, tenancy: RequestTenancy, language: Language): string {
  const cookies = request.headers.get("cookie");
  const shaping = SHAPING_COOKIES.map((name) => cookieValue(cookies, name) ?? "").join("\u0001");
  return [url.origin, url.pathname, url.search, tenancy.tenant.id, tenancy.centerId ?? "", tenancy.appContext ?? "", language, shaping].join("\u0000");
}

/**
 * Answers a request from the cache before the router sees it, or null (then the router renders it, and
 * may store the page for the next visitor). Public API reads are answered from it as well
 * (app/api/answer-cache.server.ts). The answer is what the router's middleware would have made of
 * the stored page: this response's own nonce, CSRF token and idempotency keys, the security headers, the
 * cookies that remember tenant, center and CSRF token, and `private, no-cache`.
 */
export async function answerFromPageCache(request: Request): Promise<Response | null> {
  const pages = pageCache();
  if (!pages.enabled) return null;
  const url = new URL(request.url);
  if (isApiPath(url.pathname)) {
    const answer = answerApiFromCache(request);
    return answer && withHeaders(answer, { ...securityHeaders(newNonce()), [HIT_HEADER]: "hit" });
  }
  if (!mayUseCache(request, url) || routeRuleTarget(request)) return null;
  const { tenancy, cookies } = await requestTenancy(request);
  const page = pages.lookup(keyOf(request, url, tenancy, await requestLanguage(request, tenancy)));
  if (!page) return null;
  recordCachedPage(request, url, { tenantId: tenancy.tenant.id, centerId: tenancy.centerId ?? null });
  const nonce = newNonce();
  const [csrf, csrfCookie] = await commitCsrfToken(request);
  // A token of an older form (not plain) would need escaping: such a visitor gets a rendered page.
  if (!isPlainValue(csrf)) return null;
  const chunks = storedPageChunks(page, { nonce, csrf, key: randomUUID });
  const response = withHeaders(new Response(chunkStream(chunks), { status: 200, headers: page.headers }), { ...securityHeaders(nonce), [HIT_HEADER]: "hit" });
  pageCacheControl(response, false);
  for (const cookie of await cookies()) response.headers.append("Set-Cookie", cookie);
  // The middleware's rule (issuesCsrfCookie): a kept page carries the token, so a first visit's cookie goes with
  // it, unless a script asked for the page (an EventSource or fetch() that followed a redirect).
  if (csrfCookie && isPageRequest(request)) response.headers.append("Set-Cookie", csrfCookie);
  return response;
}

/**
 * After the router rendered a page: whether it may be kept, and under which key. Only a page of a route
 * that asks for it (handle.pageCache), answered 200 without errors to an anonymous visitor whose session
 * stayed empty, that sets no cookie of its own.
 */
export function pageToStore(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  context: Readonly<RouterContextProvider>,
): ((html: string) => void) | null {
  const pages = pageCache();
  const url = new URL(request.url);
  if (!pages.enabled || status !== 200 || !mayUseCache(request, url) || headers.has("set-cookie")) return null;
  const handler = routerContext.staticHandlerContext;
  if (handler.errors) return null;
  const leaf = handler.matches.at(-1);
  const handle = leaf ? (routerContext.routeModules[leaf.route.id]?.handle as PageCacheHandle | undefined) : undefined;
  if (handle?.pageCache !== true) return null;
  const version = context.get(pageVersionContext);
  const key = keyOf(request, url, context.get(tenancyContext), context.get(localeContext));
  const stored: [string, string][] = [...headers].filter(([name]) => name !== "set-cookie");
  return (html) => {
    // Read when the page is complete: a loader or the render may have put something in the session.
    if (Object.keys(context.get(sessionContext).data).length > 0) return;
    const fresh = { nonce: context.get(nonceContext), csrf: getCsrfToken(context), keys: context.get(freshKeysContext) ?? [] };
    pages.store(key, version, html, fresh, stored);
  };
}

/** A cookie's raw value, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
