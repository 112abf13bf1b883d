import { languageOfAcceptLanguage } from "./accept-language";
import { defaultLanguage, isLanguage, type Language } from "./languages";

/*
 * The language of every mail the platform sends (decision 069), without a request: API routes hand in what the
 * request asks (app/api/mail-language.server.ts), jobs and services what the center's record says
 * (app/modules/mail/language.server.ts).
 */

export type MailLanguageInput = {
  /** The languages the sending center offers (languagesOffered of its tenancy, app/modules/tenancy/tenancy.server). */
  offered: readonly Language[];
  /** The recipient's own language (users.locale), when known. */
  recipientLocale?: string | null;
  /** The language a request asked for (a `locale` field or parameter). */
  asked?: unknown;
  /** The request's Accept-Language header. */
  acceptLanguage?: string | null;
};

/**
 * The recipient's own language, else the asked one, else the first of Accept-Language we speak, else Dutch — and
 * Dutch whenever that language is not one the sending center offers.
 */
export function mailLanguageOf(input: MailLanguageInput): Language {
  const chosen = [input.recipientLocale, input.asked].find(isLanguage) ?? languageOfAcceptLanguage(input.acceptLanguage);
  return input.offered.includes(chosen) ? chosen : defaultLanguage;
}
