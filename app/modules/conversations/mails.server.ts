import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { escapeHtml, paragraph, type MailContent } from "~/modules/mail/messages.server";

/* The mail of a new message in a conversation (texts in locales/<lang>/mail.json under `conversation`). */

export type NewMessageMailInput = { appName: string; firstName: string; senderName: string; subject: string; message: string; link: string };

export function newMessageMail(language: Language, input: NewMessageMailInput): MailContent {
  const t = tFor(language, "mail");
  const greeting = input.firstName ? t("greeting", { name: input.firstName }) : t("greetingNoName");
  const intro = t("conversation.newMessage.intro", { senderName: input.senderName, subject: input.subject });
  const action = t("conversation.newMessage.action");
  const signature = t("signature", { appName: input.appName });
  return {
    subject: t("conversation.newMessage.subject", { senderName: input.senderName, subject: input.subject }),
    text: [greeting, intro, input.message, `${action}: ${input.link}`, signature].join("\n\n"),
    html: [paragraph(greeting), paragraph(intro), paragraph(input.message), `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`, paragraph(signature)].join("\n"),
  };
}
