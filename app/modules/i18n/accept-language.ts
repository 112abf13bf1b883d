import { defaultLanguage, isLanguage, type Language } from "./languages";

/*
 * The one reading of an Accept-Language header (RFC 9110 §12.5.4): the mail rule (mail-language.ts) and the API's
 * error documents, docs page, uploads and pages all ask it.
 */

/**
 * The primary language tags of an Accept-Language value, most wanted first: q-weights honoured (equal weights keep
 * their order), q=0 ("not acceptable") and unreadable weights left out, a region tag read as its language ("en-GB"
 * is "en"), lower case.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((part) => {
      const [range = "", ...params] = part.split(";");
      const q = params.map((param) => /^\s*q\s*=\s*(.*?)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: range.trim().split("-")[0]!.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.language !== "" && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.language);
}

/** The most wanted language of an Accept-Language value that we speak, else Dutch. */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  return acceptedLanguages(header).find(isLanguage) ?? defaultLanguage;
}
