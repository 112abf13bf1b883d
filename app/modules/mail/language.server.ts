import { eq } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { tenants, volunteerCenters } from "~/modules/db/schema";
import type { Language } from "~/modules/i18n/languages";
import { languagesOnOffer, mailLanguageOf } from "~/modules/i18n/mail-language";

/**
 * The language of mail a center sends outside a request (jobs, and mail to someone other than the one asking):
 * the recipient's own language where the center offers it, else Dutch (decision 069). The center's record is read
 * once, in the caller's transaction; the answer is applied per recipient — with the language a request asked for
 * as the next choice, where there is one. No center: the tenant's default one.
 */
export async function centerMailLanguage(
  tx: Tx,
  input: { tenantId: string; centerId: string | null },
): Promise<(recipientLocale: string | null | undefined, asked?: string) => Language> {
  const [tenant] = await tx.select({ features: tenants.features, defaultCenterId: tenants.defaultCenterId }).from(tenants).where(eq(tenants.id, input.tenantId));
  const centerId = input.centerId ?? tenant?.defaultCenterId;
  const [center] = centerId ? await tx.select({ languages: volunteerCenters.languages }).from(volunteerCenters).where(eq(volunteerCenters.id, centerId)) : [];
  const offered = languagesOnOffer({ i18n: !!tenant?.features.i18n, centerLanguages: center?.languages });
  return (recipientLocale, asked) => mailLanguageOf({ offered, recipientLocale, asked });
}
