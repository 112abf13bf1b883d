import { z } from "zod";
import { messages, phoneText, requiredText } from "~/lib/validation";
import { CenterProfileSchema } from "~/modules/volunteer-centers/schema";

/*
 * The settings pages of a volunteer center (issue 15, decision 045): one schema per form, shared by the page, its
 * action and the API. The API takes every field as optional (PATCH changes what it names; null clears).
 */

/** Dutch is always offered (the default and the source of truth); a center chooses whether English is too. */
export const CENTER_LANGUAGES = ["nl", "en"] as const;
/** The tenant features a center may switch off for its own site; centerSharing and i18n stay the tenant's. */
export const CENTER_SWITCHES = ["p2p", "volunteerProfiles", "activities"] as const;
export type CenterSwitch = (typeof CENTER_SWITCHES)[number];

/** The reminder of a sign-up goes out 24 to 48 hours before its date (issue 14): the job's own bounds. */
export const MIN_REMINDER_HOURS = 24;
export const MAX_REMINDER_HOURS = 48;
const REMINDER_HOURS_MESSAGE = "validation.reminderHours";

const optionalText = (max: number) => z.string().trim().max(max, { error: messages.maxLength(max) }).nullable().optional();
/** An empty or blank contact field clears it, as null does (an API client sending "" means "none"). */
const blankAsNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema);

export const CenterSettingsSchema = z
  .object({
    name: requiredText(120),
    email: blankAsNull(z.email({ error: messages.email }).max(254, { error: messages.maxLength(254) }).nullable().optional()),
    phone: blankAsNull(phoneText(30).nullable().optional()),
    address: blankAsNull(optionalText(300)),
    website: blankAsNull(
      z
        .string()
        .trim()
        .max(300, { error: messages.maxLength(300) })
        .regex(/^https?:\/\/[^\s"'<>]+$/i, { error: messages.url })
        .nullable()
        .optional(),
    ),
    languages: z
      .array(z.enum(CENTER_LANGUAGES, { error: messages.invalid }))
      .refine((languages) => languages.includes("nl"), { error: messages.invalid })
      .optional(),
    p2p: z.boolean().optional(),
    volunteerProfiles: z.boolean().optional(),
    activities: z.boolean().optional(),
    /** How long before a date its participants get their reminder (issue 14); null is the default, 24 hours. */
    activityReminderHours: blankAsNull(
      z.coerce
        .number({ error: REMINDER_HOURS_MESSAGE })
        .int({ error: REMINDER_HOURS_MESSAGE })
        .min(MIN_REMINDER_HOURS, { error: REMINDER_HOURS_MESSAGE })
        .max(MAX_REMINDER_HOURS, { error: REMINDER_HOURS_MESSAGE })
        .nullable()
        .optional(),
    ),
  });
export type CenterSettingsInput = z.infer<typeof CenterSettingsSchema>;

/** The default contact person of the center's vacancies, forms and mails: one of the people who run the center. */
export const CenterContactPersonSchema = z.object({ defaultContactPersonId: z.guid({ error: messages.invalid }).nullable().optional() });

/** PATCH /api/v1/volunteer_centers/current/settings: any of the two forms' fields, nothing else (the forms' own schemas let the CSRF field pass). */
export const CenterSettingsPatchSchema = CenterSettingsSchema.partial().extend(CenterContactPersonSchema.shape).strict();
export type CenterSettingsPatch = z.infer<typeof CenterSettingsPatchSchema>;

/*
 * The footer (spec §3 profile): column titles 1, 2, 3, 4, 6 and 8, the rich text of columns 6 and 8 and the two
 * logos. The fields of the center profile, so the page saves through PATCH /volunteer_centers/current/profile; a
 * field left empty clears it (the action sends null).
 */
const profile = CenterProfileSchema.shape;
export const FOOTER_TITLES = ["footerColumn1Title", "footerColumn2Title", "footerColumn3Title", "footerColumn4Title", "footerColumn6Title", "footerColumn8Title"] as const;
export const FOOTER_CONTENTS = ["footerColumn6Content", "footerColumn8Content"] as const;
export const FooterSettingsSchema = z
  .object({
    footerColumn1Title: profile.footerColumn1Title,
    footerColumn2Title: profile.footerColumn2Title,
    footerColumn3Title: profile.footerColumn3Title,
    footerColumn4Title: profile.footerColumn4Title,
    footerColumn6Title: profile.footerColumn6Title,
    footerColumn8Title: profile.footerColumn8Title,
    footerColumn6Content: profile.footerColumn6Content,
    footerColumn8Content: profile.footerColumn8Content,
    showAnbiLogo: profile.showAnbiLogo,
    showNovLogo: profile.showNovLogo,
    /** "Ja, de footer leegmaken": a save that leaves a footer with content empty asks for it first (footerNeedsConfirmation). */
    confirmEmpty: z.boolean().optional(),
  });
export type FooterSettings = z.infer<typeof FooterSettingsSchema>;
export const FOOTER_CONFIRM_EMPTY_MESSAGE = "validation.confirmEmptyFooter";

/** An editor's empty paragraph ("<p></p>", "<p><br></p>") is no text. */
const hasText = (value: string | null | undefined) => !!value?.replace(/<\/?p>|<br\s*\/?>|&nbsp;/gi, "").trim();

/** A footer without titles, texts or logos: the public site shows nothing of the center's own there. */
export function isEmptyFooter(value: Partial<Record<(typeof FOOTER_TITLES)[number] | (typeof FOOTER_CONTENTS)[number], string | null>> & { showAnbiLogo?: boolean | null; showNovLogo?: boolean | null }): boolean {
  return ![...FOOTER_TITLES, ...FOOTER_CONTENTS].some((key) => hasText(value[key])) && !value.showAnbiLogo && !value.showNovLogo;
}

/** Emptying a footer that has content takes one more step: the save must say "Ja, de footer leegmaken". */
export function footerNeedsConfirmation(saved: Parameters<typeof isEmptyFooter>[0], value: FooterSettings): boolean {
  return isEmptyFooter(value) && !isEmptyFooter(saved) && value.confirmEmpty !== true;
}

/** The footer form's values as the profile PATCH's attributes: empty fields cleared, unticked logos off. */
export function footerAttributes(value: FooterSettings): Record<string, string | boolean | null> {
  const attributes: Record<string, string | boolean | null> = {};
  for (const key of [...FOOTER_TITLES, ...FOOTER_CONTENTS]) attributes[key] = value[key]?.trim() || null;
  attributes.showAnbiLogo = value.showAnbiLogo ?? false;
  attributes.showNovLogo = value.showNovLogo ?? false;
  return attributes;
}
