import { localeOf } from "~/lib/dates";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { greeting as greetingOf, type Addressee } from "~/modules/mail/greeting.server";
import { escapeHtml, paragraph, type MailContent } from "~/modules/mail/messages.server";

/* A vacancy about to expire (issue 13, decision 033): to its contact person, else the organization's users. */

export type VacancyExpiringMailInput = { appName: string; vacancyTitle: string; expiresAt: Date; vacancyUrl: string } & Addressee;

/** The expiry date as people read it: the day in the Netherlands. */
export function expiryDateText(language: Language, at: Date): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(at);
}

export function vacancyExpiringMail(language: Language, input: VacancyExpiringMailInput): MailContent {
  const t = tFor(language, "mail");
  const greeting = greetingOf(language, input);
  const values = { vacancyTitle: input.vacancyTitle, expiryDate: expiryDateText(language, input.expiresAt) };
  const intro = t("vacancyExpiring.intro", values);
  const action = t("vacancyExpiring.action");
  const signature = t("signature", { appName: input.appName });
  return {
    subject: t("vacancyExpiring.subject", values),
    text: [greeting, intro, `${action}: ${input.vacancyUrl}`, signature].join("\n\n"),
    html: [paragraph(greeting), paragraph(intro), `<p><a href="${escapeHtml(input.vacancyUrl)}">${escapeHtml(action)}</a></p>`, paragraph(signature)].join("\n"),
  };
}
