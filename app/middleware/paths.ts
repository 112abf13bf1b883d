/** Paths served by the JSON:API and other resource routes that need no tenant or session: they skip the UI's middleware. */
const API_AUTH_PATHS = new Set(["/auth/sign_in", "/auth/sign_out", "/auth/validate_token", "/auth/password", "/auth/confirmation"]);

export function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || API_AUTH_PATHS.has(pathname) || pathname === "/healthz" || pathname.startsWith("/locales/");
}

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

/** Only same-site relative paths: never `//evil.example` or `https://…`. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
