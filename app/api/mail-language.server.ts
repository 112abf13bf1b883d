import type { Context } from "hono";
import type { Language } from "~/modules/i18n/languages";
import { languagesOnOffer, mailLanguageOf } from "~/modules/i18n/mail-language";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import type { ApiEnv } from "./context.server";

/**
 * The language of a mail the API sends to the one asking (decision 069): the host's center's languages (its i18n
 * feature, narrowed by the center's languages), the recipient's own language, the asked `locale`, Accept-Language.
 */
export function mailLanguage(c: Context<ApiEnv>, input: { asked?: unknown; recipientLocale?: string | null } = {}): Language {
  return mailLanguageOf({
    offered: languagesOnOffer({ i18n: featuresOf(c.var.tenancy).i18n }),
    recipientLocale: input.recipientLocale,
    asked: input.asked,
    acceptLanguage: c.req.header("accept-language"),
  });
}
