import { z } from "zod";
import { UploadFormSchema } from "~/modules/media/schema";
import { messages } from "~/lib/validation";

/*
 * The volunteer pool (issue 14, decision 038): one schema for the volunteer's own profile form and for
 * PATCH /api/v1/volunteer_profile, one for the pool's search filters (the page's GET form and filter[...]).
 */

export const WEEK_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export const DAY_PARTS = ["morning", "afternoon", "evening"] as const;
/** Availability by day part: "mon_morning" … "sun_evening". */
export const AVAILABILITY = WEEK_DAYS.flatMap((day) => DAY_PARTS.map((part) => `${day}_${part}` as const));
export type Availability = (typeof AVAILABILITY)[number];

/** Dutch postcode: four digits (not starting with 0), optionally two letters. Stored as "1234 AB" / "1234". */
const POSTCODE = /^([1-9][0-9]{3})\s?([a-zA-Z]{2})?$/;
export function normalizePostcode(value: string): string {
  const match = POSTCODE.exec(value.trim());
  if (!match) return value.trim();
  return match[2] ? `${match[1]} ${match[2].toUpperCase()}` : match[1]!;
}

const MAX_TAGS = 20;
const TAG_LENGTH = 50;

/** A list of short words: an array (API) or one comma-separated text (the form). Trimmed, deduplicated. */
const tags = () =>
  z.preprocess(
    (value) => {
      const list = value === undefined || value === null ? [] : Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : value;
      if (!Array.isArray(list)) return list;
      const cleaned = list.map((item) => (typeof item === "string" ? item.trim() : item)).filter((item) => item !== "");
      return [...new Set(cleaned)];
    },
    z.array(z.string().max(TAG_LENGTH, { error: messages.maxLength(TAG_LENGTH) })).max(MAX_TAGS, { error: messages.invalid }),
  );

/** Checkbox values: one value, several or none. */
const availability = () =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? [...new Set(value)] : [value]),
    z.array(z.enum(AVAILABILITY, { error: messages.invalid })),
  );

const optionalPostcode = () =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? null : value.trim()) : value === undefined ? null : value),
    z.string().regex(POSTCODE, { error: "validation.postcode" }).transform(normalizePostcode).nullable(),
  );

/** The form checkbox ("on") or the API's boolean. */
const optIn = () => z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

export const ABOUT_MAX = 2000;

export const VolunteerProfileSchema = z
  .object({
    // Defaults: none of the fields is required (the form's constraints follow), an absent one is empty.
    optedIn: optIn().default(false),
    skills: tags().default([]),
    interests: tags().default([]),
    availability: availability().default([]),
    languages: tags().default([]),
    postcode: optionalPostcode().default(null),
    about: z.preprocess((value) => (value === undefined || value === null ? "" : value), z.string().trim().max(ABOUT_MAX, { error: messages.maxLength(ABOUT_MAX) })).default(""),
  })
  .strict();
export type VolunteerProfileInput = z.infer<typeof VolunteerProfileSchema>;
/** The same fields for the page's form, which also carries its csrf token: other keys are dropped, not refused. */
export const VolunteerProfileFormSchema = VolunteerProfileSchema.strip();

export const DISTANCES_KM = [5, 10, 25, 50] as const;

/** Searching the pool: all optional; distance needs a postcode. */
export const PoolFiltersSchema = z
  .object({
    q: z.string().trim().max(100, { error: messages.maxLength(100) }).optional(),
    skill: z.string().trim().max(TAG_LENGTH, { error: messages.maxLength(TAG_LENGTH) }).optional(),
    availability: z.enum(AVAILABILITY, { error: messages.invalid }).optional(),
    postcode: z.string().trim().regex(POSTCODE, { error: "validation.postcode" }).transform(normalizePostcode).optional(),
    distance: z.coerce.number({ error: messages.invalid }).int({ error: messages.invalid }).min(1, { error: messages.invalid }).max(200, { error: messages.invalid }).optional(),
  })
  .strict()
  .refine((filters) => filters.distance === undefined || filters.postcode !== undefined, { path: ["postcode"], error: messages.required });
export type PoolFilters = z.infer<typeof PoolFiltersSchema>;

/** A profile as the pool and the owner see it. */
export type VolunteerProfileView = {
  id: string;
  userId: string;
  name: string;
  optedIn: boolean;
  skills: string[];
  interests: string[];
  availability: string[];
  languages: string[];
  postcode: string | null;
  about: string;
  distanceKm: number | null;
  /** The optional photo (decision 048): a small variant, served only to the owner and the pool's searchers; null without one. */
  photoUrl: string | null;
  updatedAt: string;
};

/** The address of a profile's photo file: a signed-in page that asks the API, never a public /uploads file. */
export const profilePhotoUrl = (profileId: string, file: string) => `/vrijwilligerspool/${profileId}/foto?bestand=${file}`;

export const REPLY_MAX = 4000;

/** An organization's reply to a profile in the pool (the pool's reply form and POST /volunteer_profiles/{id}/replies). */
export const ProfileReplySchema = z.object({
  body: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(REPLY_MAX, { error: messages.maxLength(REPLY_MAX) }),
  /** Which of the sender's organizations replies; the first one when absent. */
  organizationId: z.guid({ error: messages.invalid }).optional(),
});
export type ProfileReplyInput = z.infer<typeof ProfileReplySchema>;

/** The volunteer's own photo form (multipart; decision 048): one image within the upload limit, checked in the browser too. */
export const ProfilePhotoFormSchema = z.object({ intent: z.literal("photo"), photo: UploadFormSchema.shape.file });
