import type { Context } from "hono";
import { AppError } from "~/lib/app-error";
import { messages } from "~/lib/validation-messages";
import type { Language } from "~/modules/i18n/languages";
import { mailLanguageOf } from "~/modules/i18n/mail-language";
import { languagesOffered } from "~/modules/tenancy/tenancy.server";
import type { ApiEnv } from "./context.server";

/**
 * The language of a mail the API sends to the one asking (decision 069): the languages of the host's center
 * (languagesOffered), the recipient's own language, the asked `locale`, Accept-Language.
 */
export function mailLanguage(c: Context<ApiEnv>, input: { asked?: unknown; recipientLocale?: string | null } = {}): Language {
  return mailLanguageOf({
    offered: languagesOffered(c.var.tenancy),
    recipientLocale: input.recipientLocale,
    asked: input.asked,
    acceptLanguage: c.req.header("accept-language"),
  });
}

/**
 * A language asked to be an account's own (`locale` of an invitation, a sign-up, the account settings) must be one
 * the host's center offers (decisions 076, 077): else a 422 with a field error on `/data/attributes/locale`, in the
 * request's language. Nothing asked passes. Depends on nothing but the request, so it answers alike for every address.
 */
export function requireOfferedLanguage(c: Context<ApiEnv>, locale: string | null | undefined): void {
  if (locale == null || (languagesOffered(c.var.tenancy) as readonly string[]).includes(locale)) return;
  throw new AppError({
    status: 422,
    code: "invalid",
    detail: "The form contains errors",
    errors: [{ code: "language_not_offered", title: "Invalid attribute", detail: messages.languageNotOffered, source: { pointer: "/data/attributes/locale" } }],
  });
}
