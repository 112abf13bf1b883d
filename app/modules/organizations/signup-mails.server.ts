import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { escapeHtml, paragraph, type MailContent } from "~/modules/mail/messages.server";
import { greeting as greetingOf } from "~/modules/mail/greeting.server";

/*
 * The mails of the public organization signup (the confirmation link itself
 * is the accounts namespace's `accountLinkMail("confirmation", …)`).
 */

const link = (href: string, label: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;

/** Someone signed up with an address that has an account already: tell its owner, create nothing. */
export function existingAccountMail(
  language: Language,
  input: { appName: string; firstName: string; loginLink: string; recoverLink: string },
): MailContent {
  const t = tFor(language, "socialmap");
  const accounts = tFor(language, "accounts");
  const greeting = greetingOf(language, { firstName: input.firstName }, (name) => accounts("mail.greeting", { name }));
  // Nothing the anonymous sender typed goes into this mail (issue 18): it reaches whoever owns the address.
  const intro = t("signup.mail.existing.intro", { appName: input.appName });
  const login = t("signup.mail.existing.login");
  const recover = t("signup.mail.existing.recover");
  const notYou = t("signup.mail.existing.notYou");
  const signature = accounts("mail.signature", { appName: input.appName });
  return {
    subject: t("signup.mail.existing.subject", { appName: input.appName }),
    text: [greeting, intro, `${login}: ${input.loginLink}`, `${recover}: ${input.recoverLink}`, notYou, signature].join("\n\n"),
    html: [paragraph(greeting), paragraph(intro), link(input.loginLink, login), link(input.recoverLink, recover), paragraph(notYou), paragraph(signature)].join("\n"),
  };
}

/** The center's people hear of a new organization waiting for approval. */
export function centerNotificationMail(
  language: Language,
  input: { appName: string; organizationName: string; organizationType: string; contactName: string; contactEmail: string; approveLink: string },
): MailContent {
  const t = tFor(language, "socialmap");
  const type = t(`signup.types.${input.organizationType}`);
  const intro = t("signup.mail.center.intro", { organizationName: input.organizationName, type });
  const contact = t("signup.mail.center.contact", { name: input.contactName, email: input.contactEmail });
  const action = t("signup.mail.center.action");
  const signature = tFor(language, "accounts")("mail.signature", { appName: input.appName });
  return {
    subject: t("signup.mail.center.subject", { organizationName: input.organizationName }),
    text: [intro, contact, `${action}: ${input.approveLink}`, signature].join("\n\n"),
    html: [paragraph(intro), paragraph(contact), link(input.approveLink, action), paragraph(signature)].join("\n"),
  };
}
