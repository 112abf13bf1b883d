import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { greeting as greetingOf, type Addressee } from "~/modules/mail/greeting.server";
import { escapeHtml, paragraph, type MailContent } from "~/modules/mail/messages.server";

export type OrganizationDecision = "approved" | "denied";

/**
 * The center's decision on an organization (approved or denied), with the
 * center's optional message, to the organization's address and its
 * organization superusers — each in their own language.
 */
export function organizationDecisionMail(
  language: Language,
  input: { appName: string; organizationName: string; decision: OrganizationDecision; message?: string | null; link?: string | null } & Addressee,
): MailContent {
  const t = tFor(language, "organizations");
  const greeting = greetingOf(language, input, (name) => t("mail.greeting", { name }));
  const intro = t(`mail.${input.decision}.intro`, { name: input.organizationName, appName: input.appName });
  const messageIntro = input.message ? t("mail.messageIntro") : null;
  const action = input.link ? t(`mail.${input.decision}.action`) : null;
  const signature = t("mail.signature", { appName: input.appName });
  const text = [greeting, intro, messageIntro && `${messageIntro}\n${input.message}`, action && `${action}: ${input.link}`, signature].filter(Boolean).join("\n\n");
  const html = [
    paragraph(greeting),
    paragraph(intro),
    messageIntro ? `${paragraph(messageIntro)}\n<blockquote>${paragraph(input.message!)}</blockquote>` : null,
    action ? `<p><a href="${escapeHtml(input.link!)}">${escapeHtml(action)}</a></p>` : null,
    paragraph(signature),
  ]
    .filter(Boolean)
    .join("\n");
  return { subject: t(`mail.${input.decision}.subject`, { name: input.organizationName, appName: input.appName }), text, html };
}
