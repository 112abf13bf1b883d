import { randomUUID } from "node:crypto";
import { redirect, type MiddlewareFunction } from "react-router";
import { getApi } from "~/api/app.server";
import type { ApiScope } from "~/api/context.server";
import { config } from "~/lib/config.server";
import { PEER_ADDRESS_HEADER } from "~/modules/auth/rate-limit.server";
import { actionGuardMiddleware } from "./action-guard.server";
import { ApiClient } from "~/modules/api-client/client.server";
import { getDatabase } from "~/modules/db/client.server";
import { PageTransaction } from "~/modules/db/page-transaction.server";
import { i18nFor } from "~/modules/i18n/instance.server";
import { defaultLanguage, languageOr, type Language } from "~/modules/i18n/languages";
import { localeCookie, openSession, rememberedTenant, tenantCookie, tenantCookieDomain, volunteerCenterCookie } from "~/modules/session/session.server";
import { centerOfTenant, featuresOf, hostOf, resolveTenancy, withCenter, type RequestTenancy } from "~/modules/tenancy/tenancy.server";
import { parseRouteRules, redirectFor } from "~/modules/routing/route-rules";
import { pageVersionMiddleware } from "~/modules/page-cache/context.server";
import { cacheControlMiddleware } from "./cache-control.server";
import { csrfMiddleware } from "./csrf.server";
import { apiContext, i18nContext, localeContext, nonceContext, sessionContext, tenancyContext } from "./context";
import { isApiPath, splitLanguagePrefix } from "./paths";

type Middleware = MiddlewareFunction<Response>;

/** UI middleware does nothing for the JSON:API paths, which have their own pipeline. */
function uiOnly(middleware: Middleware): Middleware {
  return (args, next) => (isApiPath(new URL(args.request.url).pathname) ? next() : middleware(args, next));
}

/** A fresh CSP nonce: randomUUID draws from a pooled buffer of entropy, no system call per request (122 random bits). */
export function newNonce(): string {
  return randomUUID().replaceAll("-", "");
}

/** The security headers of every response, with the CSP nonce of React Router's inline scripts. */
export function securityHeaders(nonce: string): Record<string, string> {
  const dev = !config.isProduction;
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    // Analytics (gtag) only loads after consent; these are the hosts it reports to.
    // The social map's style, tiles and glyphs come from MAP_STYLE_URL's origin (and MAP_CONNECT_SRC).
    `connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com${config.mapConnectSources.map((origin) => ` ${origin}`).join("")}${dev ? " ws: wss:" : ""}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self)",
    ...(config.isProduction && config.secureCookies ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Security headers on every response; a fresh CSP nonce per request for React Router's inline scripts. */
export const securityHeadersMiddleware: Middleware = async ({ context }, next) => {
  const nonce = newNonce();
  context.set(nonceContext, nonce);
  const response = await next();
  return withHeaders(response, securityHeaders(nonce));
};

/** Responses made by Response.redirect() have immutable headers: copy when needed. */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Tenant and volunteer center of the request's host, and the cookies that remember them: the center
 * in a secure cookie; the tenant of a host that names one for hosts that name none (spec §9).
 */
export async function requestTenancy(request: Request): Promise<{ tenancy: RequestTenancy; cookies: () => Promise<string[]> }> {
  const { db } = await getDatabase();
  const host = hostOf(request);
  const cookieHeader = request.headers.get("cookie");
  const rememberedSlug = await rememberedTenant(cookieHeader);
  let resolved = await resolveTenancy(db, host);
  // A host that names no tenant of its own shows the remembered one (spec §9), else the default.
  if (!resolved.hostNamesTenant && rememberedSlug && rememberedSlug !== resolved.tenant.slug) resolved = await resolveTenancy(db, host, rememberedSlug);
  const remembered = (await volunteerCenterCookie().parse(cookieHeader)) as string | null;
  let centerId = resolved.centerId;
  // Where the host names no center of its own, a remembered choice wins over the tenant default.
  if (!resolved.hostNamesCenter && remembered && remembered !== centerId && (await centerOfTenant(db, resolved.tenant.id, remembered))) {
    centerId = remembered;
  }
  const cookies = async () => {
    const set: string[] = [];
    if (centerId && centerId !== remembered) set.push(await volunteerCenterCookie().serialize(centerId));
    if (resolved.hostNamesTenant && rememberedSlug !== resolved.tenant.slug) {
      set.push(await tenantCookie().serialize(resolved.tenant.slug, { domain: tenantCookieDomain(host) }));
    }
    return set;
  };
  return { tenancy: await withCenter(db, resolved, centerId), cookies };
}

const tenancyMiddleware: Middleware = async ({ request, context }, next) => {
  const { tenancy, cookies } = await requestTenancy(request);
  context.set(tenancyContext, tenancy);
  const response = await next();
  for (const cookie of await cookies()) response.headers.append("Set-Cookie", cookie);
  return response;
};

/** nl by default; English by the /en prefix or the locale cookie, where the tenant has i18n on. */
export async function requestLanguage(request: Request, tenancy: RequestTenancy): Promise<Language> {
  if (!featuresOf(tenancy).i18n) return defaultLanguage;
  const { language: fromPath } = splitLanguagePrefix(new URL(request.url).pathname);
  if (fromPath) return fromPath;
  const fromCookie = (await localeCookie().parse(request.headers.get("cookie"))) as unknown;
  return languageOr(fromCookie);
}

/**
 * Where the tenant has no English, a GET or HEAD of an /en address is the Dutch page's: a permanent redirect to the
 * path without /en, query kept (a data request `/en/x.data` to the page `/x`). Other methods are served as the Dutch
 * page, so a post to an /en address keeps its data.
 */
export function dutchAddressOf(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const page = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const { language, path } = splitLanguagePrefix(page);
  if (!language) return null;
  url.searchParams.delete("_routes");
  return `${path}${url.search}`;
}

/** nl by default; English by the /en prefix or the locale cookie, where the tenant has i18n on. */
const i18nMiddleware: Middleware = async ({ request, context }, next) => {
  if (!featuresOf(context.get(tenancyContext)).i18n) {
    const target = dutchAddressOf(request);
    if (target) throw redirect(target, 301);
  }
  const language = await requestLanguage(request, context.get(tenancyContext));
  context.set(localeContext, language);
  context.set(i18nContext, i18nFor(language));
  return next();
};

/**
 * The session cookies and the api client made from them; rotated credentials go back into the credentials' cookie.
 * An answer sets only the cookie whose part of the session it changed (decision 055).
 */
export const sessionMiddleware: Middleware = async ({ request, context }, next) => {
  const { session, commit } = await openSession(request.headers.get("cookie"));
  context.set(sessionContext, session);
  const tenancy = context.get(tenancyContext);
  // The page's API reads share one database transaction (decision 053), committed before the answer leaves.
  const transaction = new PageTransaction();
  context.set(
    apiContext,
    new ApiClient({
      fetch: apiFetcher({ authentications: new Map(), transaction }),
      baseUrl: config.apiBaseUrl ?? "http://api.internal",
      tenant: tenancy.tenant.slug,
      appContext: tenancy.appContext,
      volunteerCenterId: tenancy.centerId,
      currentOrganizationId: session.get("currentOrganizationId") ?? null,
      credentials: session.get("credentials") ?? null,
      locale: context.get(localeContext),
      forwardedFor: config.trustProxy ? request.headers.get("x-forwarded-for") : null,
      peerAddress: request.headers.get(PEER_ADDRESS_HEADER),
      onCredentials: (credentials) => session.set("credentials", credentials),
    }),
  );
  let response: Response;
  try {
    response = await next();
  } finally {
    // A rotated token reaches the cookie only once the database has it.
    await transaction.settle();
  }
  // Flash messages read during the request also change the data.
  for (const cookie of await commit()) response.headers.append("Set-Cookie", cookie);
  return response;
};

/**
 * In-process by default (no socket); HTTP to a separate API deployment when API_BASE_URL is set.
 * In-process calls of one page request share a scope: they authenticate once (see ApiScope).
 */
export function apiFetcher(scope?: ApiScope): (request: Request) => Promise<Response> {
  if (config.apiBaseUrl) return (request) => fetch(request, { redirect: "manual" });
  return async (request) => getApi().fetch(request, { scope });
}

/**
 * Spec §2 route rules (ROUTE_RULES, app/modules/routing/route-rules.ts): read
 * when the server starts, so a mistake stops it instead of breaking pages.
 */
const ROUTE_RULES = parseRouteRules(process.env.ROUTE_RULES);

/** The redirect a route rule asks for this request, if any. */
export function routeRuleTarget(request: Request) {
  if (ROUTE_RULES.length === 0) return null;
  // The router in the browser asks for `<path>.data` (the root as `/_root.data`): the rule is about the page.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return redirectFor(ROUTE_RULES, hostOf(request), pathname);
}

const routeRulesMiddleware: Middleware = ({ request }, next) => {
  const target = routeRuleTarget(request);
  if (!target) return next();
  // React Router follows a relative target in the app and loads an absolute one as a new page.
  throw redirect(target.location, target.status);
};

export const rootMiddleware: Middleware[] = [
  securityHeadersMiddleware,
  pageVersionMiddleware,
  uiOnly(routeRulesMiddleware),
  uiOnly(cacheControlMiddleware((context) => context.get(apiContext).signedIn)),
  uiOnly(tenancyMiddleware),
  uiOnly(i18nMiddleware),
  uiOnly(sessionMiddleware),
  uiOnly(actionGuardMiddleware),
  uiOnly(csrfMiddleware),
];
