/*
 * The "download my data" file (GDPR art. 15 access and art. 20 portability):
 * everything stored about the user, as plain JSON. Pure, so its shape is
 * tested without a database; export.server.ts gathers the parts.
 *
 * Left out on purpose, and said so in the file: the internal notes staff
 * write about an application (the organization's working notes, which can
 * name other people; the volunteer asks the organization for them) and
 * security secrets (password hash, token hashes).
 *
 * Version 2 adds the appearance the user chose (settings.appearance, null for
 * what they never chose) and the volunteer profile with its photo. The photo is
 * the file itself, base64 in `volunteerProfile.photo.base64` with its content
 * type — not a link: a link needs a session and stops working once the account
 * is deleted, and art. 20 asks for the data in a form the person can take away.
 * It is the largest variant stored; the uploaded file is never kept (decision
 * 048) and the smaller variants are copies of the same picture.
 */

import { appearanceAttributes } from "~/modules/theme/appearance";

export const EXPORT_FORMAT_VERSION = 2;

type Stamp = Date | null | undefined;
const iso = (value: Stamp) => (value ? value.toISOString() : null);

export type ExportParts = {
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    phoneNumber: string | null;
    jobTitle: string | null;
    gender: string | null;
    status: string;
    signupMethod: string;
    digestDays: number[];
    locale: string | null;
    notificationSettings: Record<string, boolean | undefined>;
    /** users.appearance (decision 048): only what the user chose. */
    appearance: unknown;
    unconfirmedEmail: string | null;
    confirmedAt: Stamp;
    acceptedTermsAt: Stamp;
    createdAt: Stamp;
    updatedAt: Stamp;
  };
  center: { id: string; name: string } | null;
  volunteerProfile: {
    id: string;
    optedIn: boolean;
    skills: string[];
    interests: string[];
    availability: string[];
    languages: string[];
    postcode: string | null;
    latitude: number | null;
    longitude: number | null;
    about: string;
    createdAt: Stamp;
    updatedAt: Stamp;
  } | null;
  /** The profile photo's largest stored variant, the file itself (see photoForExport). */
  photo: { fileName: string; contentType: string; width: number; height: number; bytes: number; base64: string } | null;
  roles: string[];
  organizations: Array<{ id: string; name: string; type: string }>;
  applications: Array<{
    id: string;
    vacancyId: string;
    vacancyTitle: string;
    organizationName: string;
    name: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    phoneNumber: string | null;
    message: string;
    status: string | null;
    locale: string;
    createdAt: Stamp;
  }>;
  profileReplies: Array<{ id: string; organizationName: string; senderName: string | null; body: string; readAt: Stamp; createdAt: Stamp }>;
  exportedAt: Date;
};

/** The appearance the user chose (decision 048); null for what they never chose (their device's choice or the default applies). */
function exportedAppearance(stored: unknown) {
  const chosen = appearanceAttributes(stored);
  return { colorMode: chosen.color_mode, shape: chosen.shape, fontSize: chosen.font_size };
}

/** The volunteer profile's own fields (the row may carry more, e.g. the photo's storage keys, which stay out). */
function exportedProfile(profile: ExportParts["volunteerProfile"], photo: ExportParts["photo"]) {
  if (!profile) return null;
  const { id, optedIn, skills, interests, availability, languages, postcode, latitude, longitude, about } = profile;
  return { id, optedIn, skills, interests, availability, languages, postcode, latitude, longitude, about, photo, createdAt: iso(profile.createdAt), updatedAt: iso(profile.updatedAt) };
}

export function buildAccountExport(parts: ExportParts) {
  const { user } = parts;
  return {
    format: "volunteerly-account-export",
    version: EXPORT_FORMAT_VERSION,
    exportedAt: parts.exportedAt.toISOString(),
    about:
      "All data this website stores about you (GDPR articles 15 and 20). Your profile photo, if you have one, is included as the image file itself (volunteerProfile.photo.base64, the largest size stored). Not included: internal notes that organizations keep about applications (ask the organization) and security data such as your password hash.",
    profile: {
      id: user.id,
      email: user.email,
      pendingEmail: user.unconfirmedEmail,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      jobTitle: user.jobTitle,
      gender: user.gender,
      status: user.status,
      signupMethod: user.signupMethod,
      confirmedAt: iso(user.confirmedAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    consent: { acceptedTermsAt: iso(user.acceptedTermsAt) },
    settings: {
      locale: user.locale,
      notifications: {
        applicationUpdates: user.notificationSettings.applicationUpdates ?? true,
        newVacancies: user.notificationSettings.newVacancies ?? true,
        newsletter: user.notificationSettings.newsletter ?? true,
        newMessages: user.notificationSettings.newMessages ?? true,
      },
      digestDays: user.digestDays,
      appearance: exportedAppearance(user.appearance),
    },
    volunteerCenter: parts.center,
    volunteerProfile: exportedProfile(parts.volunteerProfile, parts.photo),
    roles: parts.roles,
    organizations: parts.organizations,
    applications: parts.applications.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    profileReplies: parts.profileReplies.map((r) => ({ ...r, readAt: iso(r.readAt), createdAt: iso(r.createdAt) })),
  };
}

export type AccountExport = ReturnType<typeof buildAccountExport>;
