import { applicationConfirmationMail, applicationDecisionMail, applicationNotificationMail } from "~/modules/applications/mails.server";
import { invitationMail } from "~/modules/forms/mails.server";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { greeting } from "~/modules/mail/greeting.server";
import { passwordResetMail, type MailContent } from "~/modules/mail/messages.server";

/*
 * The mails a center may word itself (issue 13, decision 029). Each kind has its placeholders, the values
 * they take for one mail, sample values for the preview, and its default: today's text of
 * locales/<language>/mail.json, which is also what a mail without a template of the center's own sends
 * (`build`). Optional mails can be switched off; mails about an account cannot.
 */

export type TemplateKind<Input> = {
  key: string;
  /** An inactive template means the mail is not sent. */
  optional: boolean;
  placeholders: readonly string[];
  values: (language: Language, input: Input) => Record<string, string>;
  /** The default wording, with placeholders. */
  defaults: (language: Language) => { subject: string; body: string };
  /** Today's mail without a template of the center's own. */
  build: (language: Language, input: Input) => MailContent;
  sample: (language: Language) => Input;
};

const ph = (name: string) => `{{${name}}}`;
const link = (label: string, placeholder: string) => `[${label}](${ph(placeholder)})`;
const paragraphs = (...parts: string[]) => parts.join("\n\n");
const signatureOf = (language: Language, appName: string) => tFor(language, "mail")("signature", { appName });
const SAMPLE_APP = "Vrijwilligerscentrale";
const SAMPLE_URL = "https://www.example.org/";

type PasswordReset = Parameters<typeof passwordResetMail>[1];
const passwordReset: TemplateKind<PasswordReset> = {
  key: "password_reset",
  optional: false,
  placeholders: ["greeting", "appName", "link", "hours", "signature"],
  values: (language, input) => ({
    greeting: greeting(language, input),
    appName: input.appName,
    link: input.link,
    hours: String(input.hours),
    signature: signatureOf(language, input.appName),
  }),
  defaults: (language) => {
    const t = tFor(language, "mail");
    return {
      subject: t("passwordReset.subject", { appName: ph("appName") }),
      body: paragraphs(
        ph("greeting"),
        t("passwordReset.intro", { appName: ph("appName") }),
        link(t("passwordReset.action"), "link"),
        t("passwordReset.validity", { hours: ph("hours") }),
        t("passwordReset.ignore"),
        ph("signature"),
      ),
    };
  },
  build: passwordResetMail,
  sample: () => ({ appName: SAMPLE_APP, link: `${SAMPLE_URL}reset`, hours: 6, firstName: "Sam", lastName: "de Vries", gender: null }),
};

type Confirmation = Parameters<typeof applicationConfirmationMail>[1];
const applicationReceived: TemplateKind<Confirmation> = {
  key: "application_received",
  optional: false,
  placeholders: ["greeting", "vacancyTitle", "organizationName", "vacancyUrl", "appName", "signature"],
  values: (language, input) => ({
    greeting: input.accountFirstName ? tFor(language, "mail")("greeting", { name: input.accountFirstName }) : tFor(language, "mail")("greetingNoName"),
    vacancyTitle: input.vacancyTitle,
    organizationName: input.organizationName,
    vacancyUrl: input.vacancyUrl,
    appName: input.appName,
    signature: signatureOf(language, input.appName),
  }),
  defaults: (language) => {
    const t = tFor(language, "mail");
    const values = { vacancyTitle: ph("vacancyTitle"), organizationName: ph("organizationName") };
    return {
      subject: t("application.confirmation.subject", values),
      body: paragraphs(
        ph("greeting"),
        t("application.confirmation.intro", values),
        t("application.confirmation.next", values),
        link(t("application.viewVacancy"), "vacancyUrl"),
        ph("signature"),
      ),
    };
  },
  build: applicationConfirmationMail,
  sample: () => ({ appName: SAMPLE_APP, vacancyTitle: "Voorlezen op de basisschool", organizationName: "Stichting De Brug", accountFirstName: "Sam", vacancyUrl: `${SAMPLE_URL}vacancies` }),
};

type Notification = Parameters<typeof applicationNotificationMail>[1];
const applicationNotification: TemplateKind<Notification> = {
  key: "application_notification",
  optional: false,
  placeholders: ["greeting", "name", "email", "phoneNumber", "message", "vacancyTitle", "organizationName", "applicationUrl", "appName", "signature"],
  values: (language, input) => {
    const t = tFor(language, "mail");
    return {
      greeting: input.contactName ? t("greeting", { name: input.contactName }) : t("greetingNoName"),
      name: input.applicant.name,
      email: input.applicant.email,
      phoneNumber: input.applicant.phoneNumber ?? "—",
      message: input.applicant.message,
      vacancyTitle: input.vacancyTitle,
      organizationName: input.organizationName,
      applicationUrl: input.applicationUrl,
      appName: input.appName,
      signature: signatureOf(language, input.appName),
    };
  },
  defaults: (language) => {
    const t = tFor(language, "mail");
    const values = { vacancyTitle: ph("vacancyTitle"), name: ph("name") };
    return {
      subject: t("application.notification.subject", values),
      body: paragraphs(
        ph("greeting"),
        t("application.notification.intro", values),
        [
          `${t("application.notification.name")}: ${ph("name")}`,
          `${t("application.notification.email")}: ${ph("email")}`,
          `${t("application.notification.phone")}: ${ph("phoneNumber")}`,
        ].join("\n"),
        `${t("application.notification.message")}\n${ph("message")}`,
        link(t("application.notification.action"), "applicationUrl"),
        ph("signature"),
      ),
    };
  },
  build: applicationNotificationMail,
  sample: () => ({
    appName: SAMPLE_APP,
    vacancyTitle: "Voorlezen op de basisschool",
    organizationName: "Stichting De Brug",
    contactName: "Noor",
    applicant: { name: "Sam de Vries", email: "sam@example.org", phoneNumber: "06 12345678", message: "Ik lees graag voor." },
    applicationUrl: `${SAMPLE_URL}applications`,
  }),
};

type Decision = Parameters<typeof applicationDecisionMail>[1];
function applicationDecision(decision: "accepted" | "rejected"): TemplateKind<Omit<Decision, "decision">> {
  return {
    key: `application_${decision}`,
    optional: true,
    placeholders: ["greeting", "name", "vacancyTitle", "organizationName", "appName", "signature"],
    values: (language, input) => ({
      greeting: tFor(language, "mail")("greeting", { name: input.name }),
      name: input.name,
      vacancyTitle: input.vacancyTitle,
      organizationName: input.organizationName,
      appName: input.appName,
      signature: signatureOf(language, input.appName),
    }),
    defaults: (language) => {
      const t = tFor(language, "mail");
      const values = { vacancyTitle: ph("vacancyTitle"), organizationName: ph("organizationName") };
      return { subject: t(`application.${decision}.subject`, values), body: paragraphs(ph("greeting"), t(`application.${decision}.body`, values), ph("signature")) };
    },
    build: (language, input) => applicationDecisionMail(language, { ...input, decision }),
    sample: () => ({ appName: SAMPLE_APP, name: "Sam", vacancyTitle: "Voorlezen op de basisschool", organizationName: "Stichting De Brug" }),
  };
}

type Invitation = Parameters<typeof invitationMail>[1];
const formInvitation: TemplateKind<Invitation> = {
  key: "form_invitation",
  optional: false,
  placeholders: ["greeting", "formTitle", "centerName", "link", "appName", "signature"],
  values: (language, input) => ({
    greeting: tFor(language, "mail")("greetingNoName"),
    formTitle: input.formTitle,
    centerName: input.centerName,
    link: input.link,
    appName: input.appName,
    signature: signatureOf(language, input.appName),
  }),
  defaults: (language) => {
    const t = tFor(language, "mail");
    const values = { formTitle: ph("formTitle"), centerName: ph("centerName") };
    return {
      subject: t("forms.invitation.subject", values),
      body: paragraphs(ph("greeting"), t("forms.invitation.intro", values), link(t("forms.invitation.action"), "link"), t("forms.invitation.personal"), ph("signature")),
    };
  },
  build: invitationMail,
  sample: () => ({ appName: SAMPLE_APP, centerName: "Vrijwilligerscentrale Demo", formTitle: "Aanmelding training", link: `${SAMPLE_URL}forms` }),
};

/** The kinds by name, for the code that sends them. */
export const templates = {
  passwordReset,
  applicationReceived,
  applicationNotification,
  applicationAccepted: applicationDecision("accepted"),
  applicationRejected: applicationDecision("rejected"),
  formInvitation,
};

/** Every kind, in the order editors see them. */
export const TEMPLATE_KINDS = Object.values(templates);

export function templateKind(key: string): TemplateKind<unknown> | undefined {
  return TEMPLATE_KINDS.find((kind) => kind.key === key) as TemplateKind<unknown> | undefined;
}

