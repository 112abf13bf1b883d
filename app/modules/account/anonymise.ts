/*
 * What deleting one's own account erases (GDPR art. 17). Pure, so the field
 * lists are tested on their own; deletion.server.ts applies them.
 */

/** The address a deleted account keeps: unique per user, never deliverable (RFC 2606 `.invalid`). */
export const deletedEmail = (userId: string) => `deleted-${userId}@invalid`;

/**
 * The users row stays (ids in statistics and audit entries point at it), with
 * nothing left that identifies the person or lets anyone sign in.
 */
export function anonymisedUser(userId: string, now: Date) {
  return {
    email: deletedEmail(userId),
    firstName: "",
    lastName: "",
    phoneNumber: null,
    jobTitle: null,
    gender: null,
    passwordHash: null,
    status: "archived" as const,
    digestDays: [] as number[],
    locale: null,
    notificationSettings: {},
    // A deleted account keeps no preferences of its own (decision 048).
    appearance: {},
    confirmationTokenHash: null,
    confirmationSentAt: null,
    resetPasswordTokenHash: null,
    resetPasswordSentAt: null,
    unconfirmedEmail: null,
    emailChangeTokenHash: null,
    emailChangeSentAt: null,
    deletedAt: now,
    updatedAt: now,
  };
}

/**
 * An application keeps its vacancy, status, language and date (the counts of
 * responses per vacancy need them); who responded and what they wrote go.
 */
export function anonymisedApplication(userId: string, now: Date) {
  return {
    userId: null,
    name: "",
    firstName: null,
    lastName: null,
    email: deletedEmail(userId),
    phoneNumber: null,
    message: "",
    updatedAt: now,
  };
}
