import { applicationConfirmationMail, applicationDecisionMail, applicationNotificationMail } from "~/modules/applications/mails.server";
import { emailChangeMail } from "~/modules/account/mails.server";
import { contactAnswers, contactSubmissionMail, invitationMail } from "~/modules/forms/mails.server";
import { digestTemplate } from "~/modules/digest/mail.server";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { greeting } from "~/modules/mail/greeting.server";
import { passwordResetMail, type MailContent } from "~/modules/mail/messages.server";
import { organizationDecisionMail } from "~/modules/organizations/mails.server";
import { centerNotificationMail } from "~/modules/organizations/signup-mails.server";
import { accountLinkMail, ACCOUNT_LINK_DAYS } from "~/modules/users/mails.server";
import { newMessageMail, type NewMessageMailInput } from "~/modules/conversations/mails.server";
import { expiryDateText, vacancyExpiringMail, type VacancyExpiringMailInput } from "~/modules/vacancies/mails.server";
import { profileReplyMail, type ProfileReplyMailInput } from "~/modules/volunteer-pool/mails.server";
import * as neighbourHelp from "~/modules/neighbour-help/mails.server";
import { signupActionKey, signupDetailsText, signupGreeting, signupMail, type SignupMailInput, type SignupMailKind } from "~/modules/activities/signup-mails.server";
import { SAMPLE_URL, sampleText } from "./samples.server";

/*
 * The mails a center may word itself (issue 13, decision 029). Each kind has its placeholders, the values
 * they take for one mail, sample values for the preview (in the template's language, samples.server.ts), and its default: today's text of
 * locales/<language>/mail.json, which is also what a mail without a template of the center's own sends
 * (`build`). Optional mails can be switched off; the others are always sent.
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
  sample: (language) => ({ appName: sampleText(language).appName, link: `${SAMPLE_URL}reset`, hours: 6, firstName: "Sam", lastName: "de Vries", gender: null }),
};

type Confirmation = Parameters<typeof applicationConfirmationMail>[1];
/** "Hallo Sam," by the first name when there is one, else the greeting without a name. */
const greetingByName = (language: Language, firstName: string | null | undefined) => greeting(language, { firstName });

const applicationReceived: TemplateKind<Confirmation> = {
  key: "application_received",
  optional: false,
  placeholders: ["greeting", "vacancyTitle", "organizationName", "vacancyUrl", "appName", "signature"],
  values: (language, input) => ({
    greeting: greetingByName(language, input.accountFirstName),
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
  sample: (language) => {
    const { appName, vacancyTitle, organizationName } = sampleText(language);
    return { appName, vacancyTitle, organizationName, accountFirstName: "Sam", vacancyUrl: `${SAMPLE_URL}vacancies` };
  },
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
  sample: (language) => {
    const { appName, vacancyTitle, organizationName, applicantMessage } = sampleText(language);
    return {
      appName,
      vacancyTitle,
      organizationName,
      contactName: "Noor",
      applicant: { name: "Sam de Vries", email: "sam@example.org", phoneNumber: "06 12345678", message: applicantMessage },
      applicationUrl: `${SAMPLE_URL}applications`,
    };
  },
};

type Decision = Parameters<typeof applicationDecisionMail>[1];
function applicationDecision(decision: "accepted" | "rejected"): TemplateKind<Omit<Decision, "decision">> {
  return {
    key: `application_${decision}`,
    optional: true,
    placeholders: ["greeting", "name", "vacancyTitle", "organizationName", "appName", "signature"],
    values: (language, input) => ({
      greeting: greetingByName(language, input.name),
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
    sample: (language) => {
      const { appName, vacancyTitle, organizationName } = sampleText(language);
      return { appName, name: "Sam", vacancyTitle, organizationName };
    },
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
  sample: (language) => {
    const { appName, centerName, formTitle } = sampleText(language);
    return { appName, centerName, formTitle, link: `${SAMPLE_URL}forms` };
  },
};

type AccountLink = Parameters<typeof accountLinkMail>[2];
/** The invitation of a new user and the link that confirms an address (signing up, an organization's signup, a resend). */
function accountLink(kind: "invitation" | "confirmation"): TemplateKind<AccountLink> {
  return {
    key: `account_${kind}`,
    optional: false,
    placeholders: ["greeting", "appName", ...(kind === "invitation" ? ["inviter"] : []), "link", "days", "signature"],
    values: (language, input) => {
      const t = tFor(language, "accounts");
      return {
        greeting: greeting(language, input, (name) => t("mail.greeting", { name })),
        appName: input.appName,
        ...(kind === "invitation" ? { inviter: input.inviter ?? input.appName } : {}),
        link: input.link,
        days: String(ACCOUNT_LINK_DAYS),
        signature: t("mail.signature", { appName: input.appName }),
      };
    },
    defaults: (language) => {
      const t = tFor(language, "accounts");
      return {
        subject: t(`mail.${kind}.subject`, { appName: ph("appName") }),
        body: paragraphs(
          ph("greeting"),
          t(`mail.${kind}.intro`, { appName: ph("appName"), inviter: ph("inviter") }),
          link(t(`mail.${kind}.action`), "link"),
          t(`mail.${kind}.validity`, { days: ph("days") }),
          ph("signature"),
        ),
      };
    },
    build: (language, input) => accountLinkMail(kind, language, input),
    sample: (language) => ({ appName: sampleText(language).appName, link: `${SAMPLE_URL}confirm`, firstName: "Sam", lastName: "de Vries", gender: null, ...(kind === "invitation" ? { inviter: "Noor Jansen" } : {}) }),
  };
}

type EmailChange = Parameters<typeof emailChangeMail>[1];
const emailChange: TemplateKind<EmailChange> = {
  key: "email_change",
  optional: false,
  placeholders: ["greeting", "appName", "link", "days", "signature"],
  values: (language, input) => {
    const t = tFor(language, "profile");
    return {
      greeting: input.firstName ? t("mail.greeting", { name: input.firstName }) : t("mail.greetingNoName"),
      appName: input.appName,
      link: input.link,
      days: String(input.days),
      signature: t("mail.signature", { appName: input.appName }),
    };
  },
  defaults: (language) => {
    const t = tFor(language, "profile");
    const values = { appName: ph("appName"), days: ph("days") };
    return {
      subject: t("mail.emailChange.subject", values),
      body: paragraphs(
        ph("greeting"),
        t("mail.emailChange.intro", values),
        link(t("mail.emailChange.action"), "link"),
        t("mail.emailChange.validity", values),
        t("mail.emailChange.ignore", values),
        ph("signature"),
      ),
    };
  },
  build: emailChangeMail,
  sample: (language) => ({ appName: sampleText(language).appName, firstName: "Sam", link: `${SAMPLE_URL}profile-edit/email`, days: 2 }),
};

type OrganizationSignup = Parameters<typeof centerNotificationMail>[1];
const organizationSignup: TemplateKind<OrganizationSignup> = {
  key: "organization_signup",
  optional: true,
  placeholders: ["organizationName", "organizationType", "contactName", "contactEmail", "approveLink", "appName", "signature"],
  values: (language, input) => ({
    organizationName: input.organizationName,
    organizationType: tFor(language, "socialmap")(`signup.types.${input.organizationType}`),
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    approveLink: input.approveLink,
    appName: input.appName,
    signature: tFor(language, "accounts")("mail.signature", { appName: input.appName }),
  }),
  defaults: (language) => {
    const t = tFor(language, "socialmap");
    return {
      subject: t("signup.mail.center.subject", { organizationName: ph("organizationName") }),
      body: paragraphs(
        t("signup.mail.center.intro", { organizationName: ph("organizationName"), type: ph("organizationType") }),
        t("signup.mail.center.contact", { name: ph("contactName"), email: ph("contactEmail") }),
        link(t("signup.mail.center.action"), "approveLink"),
        ph("signature"),
      ),
    };
  },
  build: centerNotificationMail,
  sample: (language) => ({
    appName: sampleText(language).appName,
    organizationName: sampleText(language).organizationName,
    organizationType: "NonProfit",
    contactName: "Noor Jansen",
    contactEmail: "noor@example.org",
    approveLink: `${SAMPLE_URL}organizations/approve`,
  }),
};

type OrganizationDecision = Omit<Parameters<typeof organizationDecisionMail>[1], "decision">;
/** The center's decision on an organization's signup, with its optional message; only an approval links to the profile. */
function organizationDecision(decision: "approved" | "denied"): TemplateKind<OrganizationDecision> {
  return {
    key: `organization_${decision}`,
    optional: true,
    placeholders: ["greeting", "organizationName", "message", ...(decision === "approved" ? ["link"] : []), "appName", "signature"],
    values: (language, input) => {
      const t = tFor(language, "organizations");
      return {
        greeting: greeting(language, input, (name) => t("mail.greeting", { name })),
        organizationName: input.organizationName,
        message: input.message ? `${t("mail.messageIntro")}\n${input.message}` : "",
        ...(decision === "approved" ? { link: input.link ?? "" } : {}),
        appName: input.appName,
        signature: t("mail.signature", { appName: input.appName }),
      };
    },
    defaults: (language) => {
      const t = tFor(language, "organizations");
      const values = { name: ph("organizationName"), appName: ph("appName") };
      return {
        subject: t(`mail.${decision}.subject`, values),
        body: paragraphs(
          ph("greeting"),
          t(`mail.${decision}.intro`, values),
          ph("message"),
          ...(decision === "approved" ? [link(t("mail.approved.action"), "link")] : []),
          ph("signature"),
        ),
      };
    },
    build: (language, input) => organizationDecisionMail(language, { ...input, decision, link: decision === "approved" ? input.link : null }),
    sample: (language) => ({
      appName: sampleText(language).appName,
      organizationName: sampleText(language).organizationName,
      message: sampleText(language).approvalMessage,
      firstName: "Noor",
      lastName: "Jansen",
      gender: null,
      link: `${SAMPLE_URL}organizations`,
    }),
  };
}

type ContactSubmission = Parameters<typeof contactSubmissionMail>[1];
const contactForm: TemplateKind<ContactSubmission> = {
  key: "contact_form",
  optional: true,
  placeholders: ["greeting", "centerName", "answers", "link", "appName", "signature"],
  values: (language, input) => ({
    greeting: tFor(language, "mail")("greetingNoName"),
    centerName: input.centerName,
    answers: contactAnswers(language, input),
    link: input.link,
    appName: input.appName,
    signature: signatureOf(language, input.appName),
  }),
  defaults: (language) => {
    const t = tFor(language, "mail");
    const values = { centerName: ph("centerName") };
    return {
      subject: t("forms.contact.subject", values),
      body: paragraphs(ph("greeting"), t("forms.contact.intro", values), ph("answers"), link(t("forms.contact.action"), "link"), ph("signature")),
    };
  },
  build: contactSubmissionMail,
  sample: (language) => {
    const { appName, centerName, contactQuestions, contactAnswer } = sampleText(language);
    const question = { questionType: "short_answer", required: true, longAnswer: false, options: [] };
    return {
      appName,
      centerName,
      questions: [
        { ...question, id: "name", text: contactQuestions.name, position: 0 },
        { ...question, id: "question", text: contactQuestions.question, position: 1, longAnswer: true },
      ],
      answers: { name: "Sam de Vries", question: contactAnswer },
      link: `${SAMPLE_URL}form_builder`,
    };
  },
};

/** A new message in a conversation, to each of the other side (issue 13); the in-app notification is written either way. */
const newMessage: TemplateKind<NewMessageMailInput> = {
  key: "new_message",
  optional: true,
  placeholders: ["greeting", "senderName", "conversationSubject", "messageText", "link", "appName", "signature"],
  values: (language, input) => ({
    greeting: greetingByName(language, input.firstName),
    senderName: input.senderName,
    conversationSubject: input.subject,
    messageText: input.message,
    link: input.link,
    appName: input.appName,
    signature: signatureOf(language, input.appName),
  }),
  defaults: (language) => {
    const t = tFor(language, "mail");
    const values = { senderName: ph("senderName"), subject: ph("conversationSubject") };
    return {
      subject: t("conversation.newMessage.subject", values),
      body: paragraphs(ph("greeting"), t("conversation.newMessage.intro", values), ph("messageText"), link(t("conversation.newMessage.action"), "link"), ph("signature")),
    };
  },
  build: newMessageMail,
  sample: (language) => ({
    appName: sampleText(language).appName,
    firstName: "Sam",
    senderName: "Noor Jansen",
    subject: sampleText(language).conversationSubject,
    message: sampleText(language).conversationMessage,
    link: `${SAMPLE_URL}conversations`,
  }),
};

/** A vacancy about to expire (decision 033): to its contact person, else the organization's users; the in-app notification is written either way. */
const vacancyExpiring: TemplateKind<VacancyExpiringMailInput> = {
  key: "vacancy_expiring",
  optional: true,
  placeholders: ["greeting", "vacancyTitle", "expiryDate", "vacancyUrl", "appName", "signature"],
  values: (language, input) => ({
    greeting: greeting(language, input),
    vacancyTitle: input.vacancyTitle,
    expiryDate: expiryDateText(language, input.expiresAt),
    vacancyUrl: input.vacancyUrl,
    appName: input.appName,
    signature: signatureOf(language, input.appName),
  }),
  defaults: (language) => {
    const t = tFor(language, "mail");
    const values = { vacancyTitle: ph("vacancyTitle"), expiryDate: ph("expiryDate") };
    return {
      subject: t("vacancyExpiring.subject", values),
      body: paragraphs(ph("greeting"), t("vacancyExpiring.intro", values), link(t("vacancyExpiring.action"), "vacancyUrl"), ph("signature")),
    };
  },
  build: vacancyExpiringMail,
  sample: (language) => ({
    appName: sampleText(language).appName,
    vacancyTitle: sampleText(language).expiringVacancyTitle,
    expiresAt: new Date("2026-06-30T10:00:00Z"),
    vacancyUrl: `${SAMPLE_URL}vacancies`,
    firstName: "Sam",
    lastName: "de Vries",
    gender: null,
  }),
};

/** An organization's reply to a volunteer's profile in the volunteer pool (issue 14, decision 038), to the volunteer. */
const volunteerProfileReply: TemplateKind<ProfileReplyMailInput> = {
  key: "volunteer_profile_reply",
  optional: true,
  placeholders: ["greeting", "organizationName", "messageText", "link", "appName", "signature"],
  values: (language, input) => ({
    greeting: greetingByName(language, input.firstName),
    organizationName: input.organizationName,
    messageText: input.message,
    link: input.link,
    appName: input.appName,
    signature: signatureOf(language, input.appName),
  }),
  defaults: (language) => {
    const t = tFor(language, "mail");
    const values = { organizationName: ph("organizationName") };
    return {
      subject: t("profileReply.subject", values),
      body: paragraphs(ph("greeting"), t("profileReply.intro", values), ph("messageText"), link(t("profileReply.action"), "link"), ph("signature")),
    };
  },
  build: profileReplyMail,
  sample: (language) => ({
    appName: sampleText(language).appName,
    firstName: "Sam",
    organizationName: sampleText(language).poolOrganizationName,
    message: sampleText(language).poolMessage,
    link: `${SAMPLE_URL}profile-replies`,
  }),
};

/**
 * The mails of an activity sign-up (issue 14, decision 040), to the participant: confirmed, on the waiting list,
 * moved up, the reminder before the occurrence and cancelled. The confirmation and the waiting list mail carry
 * the only cancel link, so they cannot be switched off; the others can.
 */
function activitySignup(kind: SignupMailKind): TemplateKind<SignupMailInput> {
  return {
    key: `activity_signup_${kind}`,
    optional: kind !== "confirmed" && kind !== "waiting",
    placeholders: ["greeting", "activityTitle", "details", "link", "appName", "signature"],
    values: (language, input) => ({
      greeting: signupGreeting(language, input.firstName),
      activityTitle: input.activityTitle,
      details: signupDetailsText(language, input),
      link: input.link,
      appName: input.appName,
      signature: signatureOf(language, input.appName),
    }),
    defaults: (language) => {
      const t = tFor(language, "mail");
      const values = { activityTitle: ph("activityTitle") };
      return {
        subject: t(`activitySignup.${kind}.subject`, values),
        body: paragraphs(ph("greeting"), t(`activitySignup.${kind}.intro`, values), ph("details"), link(t(signupActionKey(kind)), "link"), ph("signature")),
      };
    },
    build: signupMail(kind),
    sample: (language) => ({
      appName: sampleText(language).appName,
      firstName: "Sam",
      activityTitle: sampleText(language).activityTitle,
      startsAt: new Date("2026-06-06T08:00:00Z"),
      endsAt: new Date("2026-06-06T10:00:00Z"),
      place: sampleText(language).activityPlace,
      link: `${SAMPLE_URL}activiteiten/afmelden/voorbeeld`,
    }),
  };
}

/** The kinds by name, for the code that sends them. */
export const templates = {
  accountInvitation: accountLink("invitation"),
  accountConfirmation: accountLink("confirmation"),
  passwordReset,
  emailChange,
  applicationReceived,
  applicationNotification,
  applicationAccepted: applicationDecision("accepted"),
  applicationRejected: applicationDecision("rejected"),
  formInvitation,
  contactForm,
  organizationSignup,
  organizationApproved: organizationDecision("approved"),
  organizationDenied: organizationDecision("denied"),
  vacancyExpiring,
  newMessage,
  volunteerProfileReply,
  // Neighbour help (issue 14, decision 041).
  neighbourHelpReceived: neighbourHelp.neighbourHelpReceived,
  neighbourHelpToReview: neighbourHelp.neighbourHelpToReview,
  neighbourHelpApproved: neighbourHelp.neighbourHelpApproved,
  neighbourHelpRejected: neighbourHelp.neighbourHelpRejected,
  neighbourHelpResponse: neighbourHelp.neighbourHelpResponse,
  neighbourHelpResponseToCenter: neighbourHelp.neighbourHelpResponseToCenter,
  neighbourHelpMatch: neighbourHelp.neighbourHelpMatch,
  neighbourHelpDeclined: neighbourHelp.neighbourHelpDeclined,
  neighbourHelpClosed: neighbourHelp.neighbourHelpClosed,
  activitySignupConfirmed: activitySignup("confirmed"),
  activitySignupWaiting: activitySignup("waiting"),
  activitySignupPromoted: activitySignup("promoted"),
  activityReminder: activitySignup("reminder"),
  activitySignupCancelled: activitySignup("cancelled"),
  digest: digestTemplate,
};

/** Every kind, in the order editors see them; each one's values are made from its own input only. */
export const TEMPLATE_KINDS = Object.values(templates) as unknown as readonly TemplateKind<unknown>[];

export function templateKind(key: string): TemplateKind<unknown> | undefined {
  return TEMPLATE_KINDS.find((kind) => kind.key === key);
}

