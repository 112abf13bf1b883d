import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { escapeHtml, paragraph, type MailContent } from "~/modules/mail/messages.server";

/* The mail of an organization's reply to a volunteer's pool profile (texts in locales/<lang>/mail.json, `profileReply`). */

export type ProfileReplyMailInput = { appName: string; firstName: string; organizationName: string; message: string; link: string };

export function profileReplyMail(language: Language, input: ProfileReplyMailInput): MailContent {
  const t = tFor(language, "mail");
  const greeting = input.firstName ? t("greeting", { name: input.firstName }) : t("greetingNoName");
  const intro = t("profileReply.intro", { organizationName: input.organizationName });
  const action = t("profileReply.action");
  const signature = t("signature", { appName: input.appName });
  return {
    subject: t("profileReply.subject", { organizationName: input.organizationName }),
    text: [greeting, intro, input.message, `${action}: ${input.link}`, signature].join("\n\n"),
    html: [paragraph(greeting), paragraph(intro), paragraph(input.message), `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`, paragraph(signature)].join("\n"),
  };
}
