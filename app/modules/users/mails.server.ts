import { CONFIRMATION_VALID_MS } from "~/modules/auth/confirmation.server";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { greeting as greetingOf, type Addressee } from "~/modules/mail/greeting.server";
import { escapeHtml, paragraph, type MailContent } from "~/modules/mail/messages.server";

/** How long an invitation or confirmation link is valid, in days. */
export const ACCOUNT_LINK_DAYS = Math.round(CONFIRMATION_VALID_MS / 86_400_000);

/** The invitation of a new user, or a renewed confirmation link: the same shape, other words. */
export function accountLinkMail(
  kind: "invitation" | "confirmation",
  language: Language,
  input: { appName: string; link: string; inviter?: string } & Addressee,
): MailContent {
  const t = tFor(language, "accounts");
  const greeting = greetingOf(language, input, (name) => t("mail.greeting", { name }));
  const intro = t(`mail.${kind}.intro`, { appName: input.appName, inviter: input.inviter ?? input.appName });
  const action = t(`mail.${kind}.action`);
  const validity = t(`mail.${kind}.validity`, { days: ACCOUNT_LINK_DAYS });
  const signature = t("mail.signature", { appName: input.appName });
  return {
    subject: t(`mail.${kind}.subject`, { appName: input.appName }),
    text: [greeting, intro, `${action}: ${input.link}`, validity, signature].join("\n\n"),
    html: [paragraph(greeting), paragraph(intro), `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`, paragraph(validity), paragraph(signature)].join("\n"),
  };
}
