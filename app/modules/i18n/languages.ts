/** nl is the default and the source of truth; en has the same keys (a test checks). */
export const supportedLanguages = ["nl", "en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "nl";

/**
 * Every namespace of locales/<language>/; `mail` (e-mail texts), `defaults` (texts the server writes into records
 * it makes, such as a new contact form's questions) and `api` (the API's own refusals, which no page form shows)
 * stay on the server.
 */
export const namespaces = [
  "common",
  "accounts",
  "errors",
  "auth",
  "mail",
  "pages",
  "feedback",
  "forms",
  "gallery",
  "vacancies",
  "manage",
  "organizations",
  "users",
  "profile",
  "socialmap",
  "content",
  "menus",
  "media",
  "editor",
  "templates",
  "notifications",
  "conversations",
  "help",
  "analytics",
  "settings",
  "design",
  "defaults",
  "api",
] as const;
export type Namespace = (typeof namespaces)[number];

/** The namespaces only the server reads: never served at /locales. */
export const serverNamespaces: readonly Namespace[] = ["mail", "defaults", "api"];

/** The namespaces the browser may load. */
export const browserNamespaces = namespaces.filter((ns) => !serverNamespaces.includes(ns));

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** The value where it is a supported language, else the fallback (the default language unless given). */
export function languageOr(value: unknown, fallback: Language = defaultLanguage): Language {
  return isLanguage(value) ? value : fallback;
}

export function isBrowserNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (browserNamespaces as readonly string[]).includes(value);
}
