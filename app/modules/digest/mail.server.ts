import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { greeting, type Addressee } from "~/modules/mail/greeting.server";
import type { TemplateKind } from "~/modules/notification-templates/catalogue.server";
import { renderTemplate } from "~/modules/notification-templates/render.server";
import { SAMPLE_URL, sampleText } from "~/modules/notification-templates/samples.server";
import { localeOf } from "~/lib/dates";

/*
 * The digest mail (issue 13, decision 034): a notification template like the others (decision 029), optional.
 * There was no digest before the templates, so its default wording is its only wording.
 */

export type DigestVacancy = { title: string; organizationName: string; url: string };
/** An activity with its next date (Amsterdam time in the mail). */
export type DigestActivity = DigestVacancy & { startsAt: Date };

export type DigestMailInput = Addressee & {
  appName: string;
  /** The newest few; `moreVacancies` counts the rest. */
  vacancies: DigestVacancy[];
  moreVacancies: number;
  /** New or rescheduled activities, soonest first; `moreActivities` counts the rest. */
  activities?: DigestActivity[];
  moreActivities?: number;
  /** Chosen by the user's volunteer profile (interests or region) rather than the whole center. */
  matched?: boolean;
  /** Unread notifications of other kinds than new messages. */
  unreadNotifications: number;
  /** New messages of the user's conversations not read yet (their `new_message` notifications). */
  unreadMessages: number;
  conversationsUrl: string;
  vacanciesUrl: string;
  notificationsUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
};

const ph = (name: string) => `{{${name}}}`;

/** What is new, as plain lines (a value is never Markdown): the vacancies with their links, then unread messages and notifications. */
function summaryOf(language: Language, input: DigestMailInput): string {
  const t = tFor(language, "mail");
  const parts: string[] = [];
  const total = input.vacancies.length + input.moreVacancies;
  if (total > 0) {
    const lines = input.vacancies.map((vacancy) => `• ${vacancy.title} — ${vacancy.organizationName}\n  ${vacancy.url}`);
    if (input.moreVacancies > 0) lines.push(t("digest.more", { count: input.moreVacancies }));
    parts.push([t(input.matched ? "digest.matchedVacancies" : "digest.vacancies", { count: total }), ...lines].join("\n"));
  }
  const activities = input.activities ?? [];
  const activityTotal = activities.length + (input.moreActivities ?? 0);
  if (activityTotal > 0) {
    const when = new Intl.DateTimeFormat(localeOf(language), { dateStyle: "full", timeStyle: "short", timeZone: "Europe/Amsterdam" });
    const lines = activities.map((activity) => `• ${activity.title} — ${activity.organizationName}, ${when.format(activity.startsAt)}\n  ${activity.url}`);
    if ((input.moreActivities ?? 0) > 0) lines.push(t("digest.moreActivities", { count: input.moreActivities }));
    parts.push([t(input.matched ? "digest.matchedActivities" : "digest.activities", { count: activityTotal }), ...lines].join("\n"));
  }
  if (input.unreadMessages > 0) parts.push(`${t("digest.messages", { count: input.unreadMessages })}\n${input.conversationsUrl}`);
  if (input.unreadNotifications > 0) parts.push(t("digest.unread", { count: input.unreadNotifications }));
  return parts.join("\n\n");
}

export const digestTemplate: TemplateKind<DigestMailInput> = {
  key: "digest",
  optional: true,
  placeholders: ["greeting", "appName", "summary", "vacanciesUrl", "notificationsUrl", "settingsUrl", "unsubscribeUrl", "signature"],
  values: (language, input) => ({
    greeting: greeting(language, input),
    appName: input.appName,
    summary: summaryOf(language, input),
    vacanciesUrl: input.vacanciesUrl,
    notificationsUrl: input.notificationsUrl,
    settingsUrl: input.settingsUrl,
    unsubscribeUrl: input.unsubscribeUrl,
    signature: tFor(language, "mail")("signature", { appName: input.appName }),
  }),
  defaults: (language) => {
    const t = tFor(language, "mail");
    return {
      subject: t("digest.subject", { appName: ph("appName") }),
      body: [
        ph("greeting"),
        t("digest.intro", { appName: ph("appName") }),
        ph("summary"),
        `[${t("digest.allVacancies")}](${ph("vacanciesUrl")})`,
        `[${t("digest.notifications")}](${ph("notificationsUrl")})`,
        `${t("digest.why")} [${t("digest.settings")}](${ph("settingsUrl")}) · [${t("digest.unsubscribe")}](${ph("unsubscribeUrl")})`,
        ph("signature"),
      ].join("\n\n"),
    };
  },
  build: (language, input) => renderTemplate(digestTemplate.defaults(language), digestTemplate.values(language, input)),
  sample: (language) => {
    const { appName, vacancyTitle, organizationName, digest } = sampleText(language);
    return {
      appName,
      firstName: "Sam",
      lastName: "de Vries",
      gender: null,
      vacancies: [
        { title: vacancyTitle, organizationName, url: `${SAMPLE_URL}vacancies/1` },
        { title: digest.vacancyTitle, organizationName: digest.organizationName, url: `${SAMPLE_URL}vacancies/2` },
      ],
      moreVacancies: 1,
      activities: [{ title: digest.activityTitle, organizationName: digest.activityOrganizationName, startsAt: new Date("2031-04-02T17:00:00Z"), url: `${SAMPLE_URL}vacancies/3` }],
      moreActivities: 0,
      unreadNotifications: 2,
      unreadMessages: 1,
      conversationsUrl: `${SAMPLE_URL}conversations`,
      vacanciesUrl: `${SAMPLE_URL}vacancies/search`,
      notificationsUrl: `${SAMPLE_URL}notificaties`,
      settingsUrl: `${SAMPLE_URL}profile-edit/periodieke-mail`,
      unsubscribeUrl: `${SAMPLE_URL}periodieke-mail/afmelden/voorbeeld`,
    };
  },
};
