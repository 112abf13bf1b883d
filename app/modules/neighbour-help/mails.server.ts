import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import type { TemplateKind } from "~/modules/notification-templates/catalogue.server";
import { renderTemplate } from "~/modules/notification-templates/render.server";
import { SAMPLE_URL, sampleText, type SampleText } from "~/modules/notification-templates/samples.server";

/*
 * The mails of neighbour help (issue 14, decision 041) as notification templates: each one's default wording is
 * in locales/<language>/mail.json under `neighbourHelp.<mail>` (subject, intro, optional action and outro), and
 * the mail without a center's own template is that default rendered — one wording, in one place.
 */

const ph = (name: string) => `{{${name}}}`;

type Values = Record<string, string>;

/**
 * One mail: `key` (the template key), `mail` (its texts under neighbourHelp.<mail>), the placeholders its texts
 * use besides greeting/appName/signature, which of them is a link (the action's), and sample values.
 */
function helpMail<Input extends { appName: string; name: string }>(spec: {
  key: string;
  mail: string;
  optional: boolean;
  placeholders: readonly (keyof Input & string)[];
  /** A placeholder shown as a paragraph of its own after the intro (the description, a message, a reason). */
  quoted?: keyof Input & string;
  link?: keyof Input & string;
  outro?: boolean;
  /** From the words of the template's language. */
  sample: (text: SampleText) => Input;
}): TemplateKind<Input> {
  const all = ["greeting", "appName", "signature", ...spec.placeholders];
  const values = (language: Language, input: Input): Values => {
    const t = tFor(language, "mail");
    const out: Values = {
      greeting: input.name ? t("greeting", { name: input.name }) : t("greetingNoName"),
      appName: input.appName,
      signature: t("signature", { appName: input.appName }),
    };
    for (const name of spec.placeholders) out[name] = String(input[name] ?? "");
    return out;
  };
  const defaults = (language: Language) => {
    const t = tFor(language, "mail");
    const named = Object.fromEntries(spec.placeholders.map((name) => [name, ph(name)]));
    const parts = [ph("greeting"), t(`neighbourHelp.${spec.mail}.intro`, named)];
    if (spec.quoted) parts.push(ph(spec.quoted));
    if (spec.link) parts.push(`[${t(`neighbourHelp.${spec.mail}.action`)}](${ph(spec.link)})`);
    if (spec.outro) parts.push(t(`neighbourHelp.${spec.mail}.outro`, named));
    parts.push(ph("signature"));
    return { subject: t(`neighbourHelp.${spec.mail}.subject`, named), body: parts.join("\n\n") };
  };
  return {
    key: spec.key,
    optional: spec.optional,
    placeholders: all,
    values,
    defaults,
    build: (language, input) => renderTemplate(defaults(language), values(language, input)),
    sample: (language) => spec.sample(sampleText(language)),
  };
}

export type ReceivedInput = { appName: string; name: string; description: string; link: string };
/** To the requester: received, waits for the center's review; the link opens their request (with its token). */
export const neighbourHelpReceived = helpMail<ReceivedInput>({
  key: "neighbour_help_received",
  mail: "received",
  optional: false,
  placeholders: ["description", "link"],
  quoted: "description",
  link: "link",
  outro: true,
  sample: ({ appName, help }) => ({ appName, name: "Sam de Vries", description: help.description, link: `${SAMPLE_URL}een-op-een-hulp/mijn-aanvraag/voorbeeld` }),
});

export type ToReviewInput = { appName: string; name: string; description: string; neighbourhood: string; link: string };
/** To the center's admins and center superusers: a new request to review. */
export const neighbourHelpToReview = helpMail<ToReviewInput>({
  key: "neighbour_help_to_review",
  mail: "toReview",
  optional: true,
  placeholders: ["description", "neighbourhood", "link"],
  quoted: "description",
  link: "link",
  sample: ({ appName, help }) => ({ appName, name: "", description: help.description, neighbourhood: help.neighbourhood, link: `${SAMPLE_URL}een-op-een-hulp/beoordelen` }),
});

export type ReviewedInput = { appName: string; name: string; description: string; reason: string; link: string };
/** To the requester: the center published their request. */
export const neighbourHelpApproved = helpMail<ReviewedInput>({
  key: "neighbour_help_approved",
  mail: "approved",
  optional: true,
  placeholders: ["description", "link"],
  quoted: "description",
  link: "link",
  sample: ({ appName, help }) => ({ appName, name: "Sam de Vries", description: help.description, reason: "", link: `${SAMPLE_URL}een-op-een-hulp` }),
});

/** To the requester: the center did not publish it, with its reason when it gave one. */
export const neighbourHelpRejected = helpMail<ReviewedInput>({
  key: "neighbour_help_rejected",
  mail: "rejected",
  optional: false,
  placeholders: ["description", "reason"],
  quoted: "reason",
  outro: true,
  sample: ({ appName, help }) => ({ appName, name: "Sam de Vries", description: help.description, reason: help.reason, link: "" }),
});

export type ResponseInput = { appName: string; name: string; helperName: string; message: string; description: string; link: string };
/** To the requester: a helper responded; the link lets them accept or decline. */
export const neighbourHelpResponse = helpMail<ResponseInput>({
  key: "neighbour_help_response",
  mail: "response",
  optional: false,
  placeholders: ["helperName", "message", "description", "link"],
  quoted: "message",
  link: "link",
  outro: true,
  sample: ({ appName, help }) => ({ appName, name: "Sam de Vries", helperName: "Noor", message: help.response, description: help.description, link: `${SAMPLE_URL}een-op-een-hulp/mijn-aanvraag/voorbeeld` }),
});

/** To the center: a helper responded to one of its requests. */
export const neighbourHelpResponseToCenter = helpMail<ResponseInput>({
  key: "neighbour_help_response_center",
  mail: "responseToCenter",
  optional: true,
  placeholders: ["helperName", "message", "description", "link"],
  quoted: "message",
  link: "link",
  sample: ({ appName, help }) => ({ appName, name: "", helperName: "Noor", message: help.response, description: help.description, link: `${SAMPLE_URL}een-op-een-hulp/beoordelen` }),
});

export type MatchInput = { appName: string; name: string; otherName: string; otherEmail: string; description: string };
/** To the helper and to the requester when a response is accepted: each other's name and address. */
export const neighbourHelpMatch = helpMail<MatchInput>({
  key: "neighbour_help_match",
  mail: "match",
  optional: false,
  placeholders: ["otherName", "otherEmail", "description"],
  quoted: "description",
  outro: true,
  sample: ({ appName, help }) => ({ appName, name: "Noor", otherName: "Sam de Vries", otherEmail: "sam@example.org", description: help.description }),
});

export type DeclinedInput = { appName: string; name: string; description: string; link: string };
/** To the helper when their response is declined. */
export const neighbourHelpDeclined = helpMail<DeclinedInput>({
  key: "neighbour_help_declined",
  mail: "declined",
  optional: true,
  placeholders: ["description", "link"],
  quoted: "description",
  link: "link",
  sample: ({ appName, help }) => ({ appName, name: "Noor", description: help.description, link: `${SAMPLE_URL}een-op-een-hulp` }),
});

export type ClosedInput = { appName: string; name: string; description: string };
/** To each helper whose response was still open when the request was withdrawn or expired (decision 041, later). */
export const neighbourHelpClosed = helpMail<ClosedInput>({
  key: "neighbour_help_closed",
  mail: "closed",
  optional: true,
  placeholders: ["description"],
  quoted: "description",
  sample: ({ appName, help }) => ({ appName, name: "Noor", description: help.description }),
});
