import type { FormAnswerValue, FormQuestionSnapshot } from "~/modules/db/schema";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { escapeHtml, paragraph, type MailContent } from "~/modules/mail/messages.server";
import { answerText } from "./format";

/* Mails of the form builder (texts in locales/<lang>/mail.json under `forms`). */

function compose(parts: Array<string | { link: string; label: string }>): { text: string; html: string } {
  return {
    text: parts.map((part) => (typeof part === "string" ? part : `${part.label}: ${part.link}`)).join("\n\n"),
    html: parts
      .map((part) => (typeof part === "string" ? paragraph(part) : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`))
      .join("\n"),
  };
}

/** The personal link to a form by invitation. */
export function invitationMail(language: Language, input: { appName: string; centerName: string; formTitle: string; link: string }): MailContent {
  const t = tFor(language, "mail");
  return {
    subject: t("forms.invitation.subject", { formTitle: input.formTitle }),
    ...compose([
      t("greetingNoName"),
      t("forms.invitation.intro", input),
      { link: input.link, label: t("forms.invitation.action") },
      t("forms.invitation.personal"),
      t("signature", { appName: input.appName }),
    ]),
  };
}

/** The questions of a contact form's submission with their answers, as text. */
export function contactAnswers(language: Language, input: { questions: FormQuestionSnapshot[]; answers: Record<string, FormAnswerValue> }): string {
  const t = tFor(language, "mail");
  const yesNo = { yes: t("forms.yes"), no: t("forms.no") };
  return input.questions
    .filter((question) => question.questionType !== "info_section")
    .map((question) => `${question.text}:\n${answerText(input.answers[question.id], yesNo) || "—"}`)
    .join("\n\n");
}

/** A message sent with the center's contact form, to the center. */
export function contactSubmissionMail(
  language: Language,
  input: { appName: string; centerName: string; questions: FormQuestionSnapshot[]; answers: Record<string, FormAnswerValue>; link: string },
): MailContent {
  const t = tFor(language, "mail");
  return {
    subject: t("forms.contact.subject", { centerName: input.centerName }),
    ...compose([
      t("greetingNoName"),
      t("forms.contact.intro", { centerName: input.centerName }),
      contactAnswers(language, input),
      { link: input.link, label: t("forms.contact.action") },
      t("signature", { appName: input.appName }),
    ]),
  };
}
