import type { Context } from "hono";
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
