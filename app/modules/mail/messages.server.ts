import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { greeting as greetingOf, type Addressee } from "./greeting.server";

export type MailContent = { subject: string; text: string; html: string };

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

/** The password-reset mail in the user's language: plain text and a simple HTML part. */
export function passwordResetMail(
  language: Language,
  input: { appName: string; link: string; hours: number } & Addressee,
): MailContent {
  const t = tFor(language, "mail");
  const greeting = greetingOf(language, input);
  const intro = t("passwordReset.intro", { appName: input.appName });
  const action = t("passwordReset.action");
  const validity = t("passwordReset.validity", { hours: input.hours });
  const ignore = t("passwordReset.ignore");
  const signature = t("signature", { appName: input.appName });
  return {
    subject: t("passwordReset.subject", { appName: input.appName }),
    text: [greeting, intro, `${action}: ${input.link}`, validity, ignore, signature].join("\n\n"),
    html: [
      paragraph(greeting),
      paragraph(intro),
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`,
      paragraph(validity),
      paragraph(ignore),
      paragraph(signature),
    ].join("\n"),
  };
}
