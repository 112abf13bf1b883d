/*
 * The "download my data" file (GDPR art. 15 access and art. 20 portability):
 * everything stored about the user, as plain JSON. Pure, so its shape is
 * tested without a database; export.server.ts gathers the parts.
 *
 * Left out on purpose, and said so in the file: the internal notes staff
 * write about an application (the organization's working notes, which can
 * name other people; the volunteer asks the organization for them) and
 * security secrets (password hash, token hashes).
 */

export const EXPORT_FORMAT_VERSION = 1;

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
    unconfirmedEmail: string | null;
    confirmedAt: Stamp;
    acceptedTermsAt: Stamp;
    createdAt: Stamp;
    updatedAt: Stamp;
  };
  center: { id: string; name: string } | null;
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

export function buildAccountExport(parts: ExportParts) {
  const { user } = parts;
  return {
    format: "volunteerly-account-export",
    version: EXPORT_FORMAT_VERSION,
    exportedAt: parts.exportedAt.toISOString(),
    about:
      "All data this website stores about you (GDPR articles 15 and 20). Not included: internal notes that organizations keep about applications (ask the organization) and security data such as your password hash.",
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
    },
    volunteerCenter: parts.center,
    roles: parts.roles,
    organizations: parts.organizations,
    applications: parts.applications.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    profileReplies: parts.profileReplies.map((r) => ({ ...r, readAt: iso(r.readAt), createdAt: iso(r.createdAt) })),
  };
}

export type AccountExport = ReturnType<typeof buildAccountExport>;
