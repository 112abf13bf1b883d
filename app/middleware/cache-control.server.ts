import type { MiddlewareFunction } from "react-router";

type Middleware = MiddlewareFunction<Response>;

/**
 * Pages are never stored by a shared cache (issue 10). Even a visitor's
 * anonymous page carries fields of its own — the CSRF token bound to the
 * visitor's cookie, the idempotency key of a response form — so a proxy that
 * served one visitor's page to another would break their forms. Anonymous pages
 * are `private, no-cache` (the browser may keep them for back/forward and must
 * ask again), signed-in pages `private, no-store` (personal data), and every
 * page varies by Cookie. Responses that set their own Cache-Control (resource
 * routes: translations, CSV exports, the API) keep it.
 */
export function pageCacheControl(response: Response, signedIn: boolean): Response {
  if (response.headers.has("Cache-Control")) return response;
  const type = response.headers.get("Content-Type") ?? "";
  // Redirects and single-fetch data (text/x-script) are pages as much as HTML is.
  if (!type.startsWith("text/html") && !type.startsWith("text/x-script") && !(response.status >= 300 && response.status < 400)) return response;
  response.headers.set("Cache-Control", signedIn ? "private, no-store" : "private, no-cache");
  response.headers.append("Vary", "Cookie");
  return response;
}

export function cacheControlMiddleware(isSignedIn: (context: Parameters<Middleware>[0]["context"]) => boolean): Middleware {
  return async (args, next) => {
    const response = await next();
    try {
      return pageCacheControl(response, isSignedIn(args.context));
    } catch {
      // A redirect made by Response.redirect() has immutable headers; it stores nothing anyway.
      return response;
    }
  };
}
