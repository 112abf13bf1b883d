import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";

/** Who a mail greets, as far as it is known. */
export type Addressee = { firstName?: string | null; lastName?: string | null; gender?: "male" | "female" | "other" | null };

/**
 * The salutation is derived from the gender (spec §3 User): "Beste meneer De
 * Vries," / "Dear Mr De Vries," for male, mevrouw / Ms for female — the
 * surname's first letter a capital, as Dutch writes it after a title. Other
 * and unknown genders, and anyone without a surname, get the neutral greeting
 * by first name ("Hallo Sam,", or the mail's own greeting by name when it has
 * one), or none at all ("Hallo,").
 */
export function greeting(language: Language, person: Addressee, byName?: (firstName: string) => string): string {
  const t = tFor(language, "mail");
  const lastName = person.lastName?.trim();
  if (lastName && (person.gender === "male" || person.gender === "female")) {
    return t(`salutation.${person.gender}`, { lastName: lastName.charAt(0).toLocaleUpperCase(language) + lastName.slice(1) });
  }
  const firstName = person.firstName?.trim() || null;
  if (!firstName) return t("greetingNoName");
  return byName ? byName(firstName) : t("greeting", { name: firstName });
}
