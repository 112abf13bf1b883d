import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { escapeHtml, paragraph, type MailContent } from "~/modules/mail/messages.server";
import { greeting as greetingOf } from "~/modules/mail/greeting.server";
import { ACTIVITY_TIME_ZONE } from "./schedule";
import { localeOf } from "~/lib/dates";

/*
 * The mails of an activity sign-up (issue 14, decision 040; texts in locales/<lang>/mail.json under
 * `activitySignup`): confirmed, on the waiting list, moved up from the waiting list, the reminder before the
 * occurrence, and cancelled. All but the last carry the cancel link. The address was typed by whoever signed
 * up, so the greeting names only a signed-in volunteer at their own account's address (as the response mail).
 */

export const SIGNUP_MAIL_KINDS = ["confirmed", "waiting", "promoted", "reminder", "cancelled"] as const;
export type SignupMailKind = (typeof SIGNUP_MAIL_KINDS)[number];

export type SignupMailInput = {
  appName: string;
  firstName: string | null;
  activityTitle: string;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  /** The cancel link; for the cancelled mail, the activity's sign-up page. */
  link: string;
};

/** "zaterdag 5 december 2026, 10:00–12:00" in Amsterdam; a range over days names both days. */
export function occurrenceWhenText(language: Language, startsAt: Date, endsAt: Date): string {
  const locale = localeOf(language);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: ACTIVITY_TIME_ZONE });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: ACTIVITY_TIME_ZONE });
  const sameDay = day.format(startsAt) === day.format(endsAt);
  return sameDay
    ? `${day.format(startsAt)}, ${time.format(startsAt)}–${time.format(endsAt)}`
    : `${day.format(startsAt)} ${time.format(startsAt)} – ${day.format(endsAt)} ${time.format(endsAt)}`;
}

export function signupDetailsText(language: Language, input: Pick<SignupMailInput, "startsAt" | "endsAt" | "place">): string {
  const t = tFor(language, "mail");
  const lines = [t("activitySignup.when", { when: occurrenceWhenText(language, input.startsAt, input.endsAt) })];
  if (input.place) lines.push(t("activitySignup.where", { place: input.place }));
  return lines.join("\n");
}

export const signupGreeting = (language: Language, firstName: string | null) => greetingOf(language, { firstName });

export const signupActionKey = (kind: SignupMailKind) => (kind === "cancelled" ? "activitySignup.again" : "activitySignup.cancelAction");

export function signupMail(kind: SignupMailKind) {
  return (language: Language, input: SignupMailInput): MailContent => {
    const t = tFor(language, "mail");
    const values = { activityTitle: input.activityTitle };
    const greeting = signupGreeting(language, input.firstName);
    const intro = t(`activitySignup.${kind}.intro`, values);
    const details = signupDetailsText(language, input);
    const action = t(signupActionKey(kind));
    const signature = t("signature", { appName: input.appName });
    return {
      subject: t(`activitySignup.${kind}.subject`, values),
      text: [greeting, intro, details, `${action}: ${input.link}`, signature].join("\n\n"),
      html: [paragraph(greeting), paragraph(intro), paragraph(details), `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`, paragraph(signature)].join("\n"),
    };
  };
}
