import type { Tx } from "~/modules/db/client.server";
import { defaultLanguage, type Language } from "~/modules/i18n/languages";
import { mailLanguageOf } from "~/modules/i18n/mail-language";
import { centerTenancyIn, languagesOffered } from "~/modules/tenancy/tenancy.server";

/**
 * The language of mail a center sends outside a request (jobs, and mail to someone other than the one asking):
 * the recipient's own language where the center offers it, else Dutch (decision 069). The center's languages are
 * those a request on its host sees (centerTenancyIn: the process's tenancy cache), decided once; the answer is applied
 * per recipient — with the language a request asked for as the next choice, where there is one. No center: the
 * tenant's default one.
 */
export async function centerMailLanguage(
  tx: Tx,
  input: { tenantId: string; centerId: string | null },
): Promise<(recipientLocale: string | null | undefined, asked?: string) => Language> {
  const tenancy = await centerTenancyIn(tx, input);
  const offered = tenancy ? languagesOffered(tenancy) : [defaultLanguage];
  return (recipientLocale, asked) => mailLanguageOf({ offered, recipientLocale, asked });
}
