import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { escapeHtml, paragraph, type MailContent } from "~/modules/mail/messages.server";
import { greeting as greetingOf } from "~/modules/mail/greeting.server";

/*
 * Mails of a response to a vacancy (texts in locales/<lang>/mail.json under
 * `application`): the volunteer's confirmation, the contact person's
 * notification and the decision (accepted or rejected).
 */

type Common = { appName: string; vacancyTitle: string; organizationName: string };

function compose(parts: Array<string | { link: string; label: string }>): { text: string; html: string } {
  return {
    text: parts.map((part) => (typeof part === "string" ? part : `${part.label}: ${part.link}`)).join("\n\n"),
    html: parts
      .map((part) => (typeof part === "string" ? paragraph(part) : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`))
      .join("\n"),
  };
}

/**
 * The confirmation goes to the address the responder typed, which anyone can
 * type: it repeats nothing they wrote (issue 18), and greets by name only a
 * signed-in volunteer mailed at their own account's address.
 */
export function applicationConfirmationMail(language: Language, input: Common & { accountFirstName: string | null; vacancyUrl: string }): MailContent {
  const t = tFor(language, "mail");
  const values = input;
  return {
    subject: t("application.confirmation.subject", values),
    ...compose([
      greetingOf(language, { firstName: input.accountFirstName }),
      t("application.confirmation.intro", values),
      t("application.confirmation.next", values),
      { link: input.vacancyUrl, label: t("application.viewVacancy") },
      t("signature", { appName: input.appName }),
    ]),
  };
}

export function applicationNotificationMail(
  language: Language,
  input: Common & { contactName: string; applicant: { name: string; email: string; phoneNumber: string | null; message: string }; applicationUrl: string },
): MailContent {
  const t = tFor(language, "mail");
  const { applicant } = input;
  const details = [
    `${t("application.notification.name")}: ${applicant.name}`,
    `${t("application.notification.email")}: ${applicant.email}`,
    ...(applicant.phoneNumber ? [`${t("application.notification.phone")}: ${applicant.phoneNumber}`] : []),
  ].join("\n");
  return {
    subject: t("application.notification.subject", { vacancyTitle: input.vacancyTitle, name: applicant.name }),
    ...compose([
      greetingOf(language, { firstName: input.contactName }),
      t("application.notification.intro", { vacancyTitle: input.vacancyTitle, name: applicant.name }),
      details,
      `${t("application.notification.message")}\n${applicant.message}`,
      { link: input.applicationUrl, label: t("application.notification.action") },
      t("signature", { appName: input.appName }),
    ]),
  };
}

export function applicationDecisionMail(
  language: Language,
  input: Common & { name: string; decision: "accepted" | "rejected" },
): MailContent {
  const t = tFor(language, "mail");
  return {
    subject: t(`application.${input.decision}.subject`, { vacancyTitle: input.vacancyTitle }),
    ...compose([
      greetingOf(language, { firstName: input.name }),
      t(`application.${input.decision}.body`, { vacancyTitle: input.vacancyTitle, organizationName: input.organizationName }),
      t("signature", { appName: input.appName }),
    ]),
  };
}
