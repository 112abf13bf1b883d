import { localesVersion } from "virtual:locales-version";

/** Where the browser fetches one namespace of one language (app/routes/locales.ts); i18next fills in the placeholders. */
export const LOCALES_LOAD_PATH = `/locales/{{lng}}/{{ns}}?v=${localesVersion}`;

export function localesUrl(language: string, namespace: string): string {
  return LOCALES_LOAD_PATH.replace("{{lng}}", language).replace("{{ns}}", namespace);
}

export function isCurrentLocalesVersion(version: string | null): boolean {
  return version === localesVersion;
}
