import { randomBytes } from "node:crypto";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { csrfCookie } from "~/modules/session/session.server";

/**
 * CSRF tokens (remix-utils) bound to a cookie signed with the session secrets. The tokens are base64url,
 * so they stand in the HTML exactly as they are, in attributes and scripts alike: the page cache finds and
 * replaces them (decision 023). Made on first use: the secrets are settled when the server starts
 * (entry.server), which reports a missing one itself.
 */
class CookieCsrf extends CSRF {
  override generate(bytes = 32): string {
    return randomBytes(bytes).toString("base64url");
  }
}
let csrf: CookieCsrf | undefined;
const csrfOf = () => (csrf ??= new CookieCsrf({ cookie: csrfCookie(), formDataKey: "csrf" }));

/** The request's token, the cookie that binds it on a first visit, and whether the answer hands the token to the page. */
type CsrfState = { token: string; cookie: string | null; handedOut: boolean };
const csrfContext = createContext<CsrfState>();

/** The visitor's CSRF token and, on a first visit, the cookie that binds it. */
export function commitCsrfToken(request: Request): Promise<readonly [string, string | null]> {
  return csrfOf().commitToken(request);
}

/**
 * The visitor's token for the page's forms (the root loader puts it in the page and in the router's data). Reading
 * it means this answer hands it out, so a first visit's cookie goes with it (see issuesCsrfCookie).
 */
export function getCsrfToken(context: Readonly<RouterContextProvider>): string {
  const state = context.get(csrfContext);
  state.handedOut = true;
  return state.token;
}

const PAGE_DESTINATIONS = new Set(["document", "iframe", "frame"]);

/**
 * Whether a request is a page's own (a navigation or a frame) rather than a script's: an EventSource or fetch()
 * follows a redirect to a page as well (a signed-out tab's live bell lands on the sign-in page). Browsers say it
 * in Sec-Fetch-Dest (on https and localhost); without it, by the Accept header: EventSource asks for
 * text/event-stream, the bell's fallback for JSON. A client that names neither (a script, curl) counts as a page.
 */
export function isPageRequest(request: Request): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  if (destination) return PAGE_DESTINATIONS.has(destination);
  const accept = request.headers.get("accept");
  return !accept || accept.includes("text/html") || accept.includes("*/*");
}

/**
 * A first visit's cookie goes only with an answer that carries its token to a form (decision 019): the root loader
 * read the token (a page, or the router's `.data` request when it loads the root, whose data the forms read after
 * a client-side navigation), the answer is no redirect, and it goes to a page, not to a script that followed a
 * redirect. The bell's event stream, downloads and other resource routes never run the root loader. Any other
 * answer that set a new cookie would replace the one whose token a form on screen holds, when two requests
 * without cookies are under way at once, and that form's post would get 403.
 */
export function issuesCsrfCookie(request: Request, response: Response, handedOut: boolean): boolean {
  if (!handedOut || (response.status >= 300 && response.status < 400)) return false;
  return new URL(request.url).pathname.endsWith(".data") || isPageRequest(request);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Posts whose permission is a signed token in the path, made by mail programs without the visitor's cookies:
 * the digest's one-click unsubscribe (RFC 8058). A forged post cannot know the token.
 */
const TOKEN_POSTS = /^(?:\/en)?\/periodieke-mail\/afmelden\/[^/]+?(?:\.data)?$/;

/** Every form post carries the token of the visitor's cookie; a missing or other one is a 403. */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const [token, cookie] = await commitCsrfToken(request);
  const state: CsrfState = { token, cookie, handedOut: false };
  context.set(csrfContext, state);
  const contentType = request.headers.get("content-type") ?? "";
  const formPost = contentType.includes("multipart/form-data") || contentType.includes("application/x-www-form-urlencoded");
  if (!SAFE_METHODS.has(request.method.toUpperCase()) && formPost && !TOKEN_POSTS.test(new URL(request.url).pathname)) {
    try {
      await csrfOf().validate(request);
    } catch (error) {
      if (!(error instanceof CSRFError)) throw error;
      return new Response("Invalid CSRF token", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
  }
  const response = await next();
  if (cookie && issuesCsrfCookie(request, response, state.handedOut)) response.headers.append("Set-Cookie", cookie);
  return response;
};
