/** Paths served by the JSON:API and other resource routes that need no session (uploads find their tenant themselves): they skip the UI's middleware. */
const API_AUTH_PATHS = new Set(["/auth/sign_in", "/auth/sign_out", "/auth/validate_token", "/auth/password", "/auth/confirmation"]);

export function isApiPath(pathname: string): boolean {
  // `<path>.data` is React Router's data request for a page: the root loader runs for it and needs the UI's middleware
  // (issue 16: `/locales/nl/common.data` and `/api/v1/vacancies.data` were 500s).
  if (pathname.endsWith(".data")) return false;
  return pathname.startsWith("/api/") || API_AUTH_PATHS.has(pathname) || pathname === "/healthz" || RESOURCE_ROUTE.test(pathname);
}

/**
 * The shapes of the resource routes `/locales/:lng/:ns` and `/uploads/:name` exactly: `/uploads/` or
 * `/locales/nl` match no resource route but the not-found page, whose root loader needs the UI's middleware
 * (issue 16: they were 500s).
 */
const RESOURCE_ROUTE = /^\/(?:locales\/[^/]+\/[^/]+|uploads\/[^/]+)$/;

/** `/en/vacancies` → { language: "en", path: "/vacancies" } */
export function splitLanguagePrefix(pathname: string): { language: "en" | null; path: string } {
  if (pathname === "/en" || pathname.startsWith("/en/")) return { language: "en", path: pathname.slice(3) || "/" };
  return { language: null, path: pathname };
}

/** A path in a language: nl has no prefix, en has /en. */
export function localizedPath(path: string, language: string): string {
  const { path: bare } = splitLanguagePrefix(path);
  if (language !== "en") return bare;
  return bare === "/" ? "/en" : `/en${bare}`;
}

const SAME_ORIGIN = "http://same-origin.invalid";

/** Characters a browser drops or reads as a slash inside a URL: control characters and the backslash. */
function hasControlOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * Only a path on this site, as a browser would read it: the target is
 * resolved as a URL against an origin and kept only when the origin stays the
 * same, so `//evil.example`, `/\\evil.example`, `/<TAB>/evil.example` (browsers
 * drop tabs and newlines), `https://…` and `javascript:` all give the
 * fallback. The answer is the normalized path, query and fragment.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !to.startsWith("/") || hasControlOrBackslash(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, SAME_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_ORIGIN || url.username || url.password) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
