import { countAttempts, rateLimitKey, type Throttle } from "~/modules/auth/rate-limit.server";
import type { Database } from "~/modules/db/client.server";

/*
 * Actions anyone can take that make the app mail an address they typed
 * (issue 18): a response to a vacancy, a password reset, a sign-up. Without a
 * limit one client could send a stranger dozens of mails in the app's name.
 * Two counters per action, in the `rate_limits` table: the recipient (per
 * tenant, an hour) and the client address (a quarter of an hour).
 */

export type MailAction = "application" | "password_reset" | "registration" | "activity_signup" | "neighbour_help";

const LIMITS: Record<MailAction, { perRecipient: number; perAddress: number }> = {
  // A volunteer may respond to several vacancies in an hour; a flood of responses may not.
  application: { perRecipient: 5, perAddress: 20 },
  password_reset: { perRecipient: 3, perAddress: 10 },
  registration: { perRecipient: 3, perAddress: 10 },
  // Asking for or offering neighbour help, and responding to it (decision 041): a few a day is plenty.
  neighbour_help: { perRecipient: 5, perAddress: 20 },
  // Issue 14: signing up for several dates of an activity in one sitting is normal.
  activity_signup: { perRecipient: 10, perAddress: 30 },
};

export const MAIL_RECIPIENT_WINDOW_MS = 60 * 60_000;
export const MAIL_ADDRESS_WINDOW_MS = 15 * 60_000;

export function mailLimits(action: MailAction) {
  return LIMITS[action];
}

/**
 * Public form submissions per client: a contact form mails the center's
 * people, whose addresses are fixed, so the limit is the client's (a limit per
 * form would let one client close the contact form for everybody).
 */
export const FORM_SUBMISSIONS_PER_ADDRESS = 20;

export function countFormSubmission(db: Database, input: { ip: string; now: Date }): Promise<Throttle> {
  return countAttempts(db, [{ key: rateLimitKey("mail:form_submission:ip", input.ip), limit: FORM_SUBMISSIONS_PER_ADDRESS, windowMs: MAIL_ADDRESS_WINDOW_MS }], input.now);
}

/** Counts one mail-sending action; limited when the recipient or the client had their share. */
export function countMailAction(
  db: Database,
  input: { action: MailAction; tenantId: string; recipient: string; ip: string; now: Date },
): Promise<Throttle> {
  const limits = LIMITS[input.action];
  return countAttempts(
    db,
    [
      { key: rateLimitKey(`mail:${input.action}:recipient`, input.tenantId, input.recipient.trim().toLowerCase()), limit: limits.perRecipient, windowMs: MAIL_RECIPIENT_WINDOW_MS },
      { key: rateLimitKey(`mail:${input.action}:ip`, input.ip), limit: limits.perAddress, windowMs: MAIL_ADDRESS_WINDOW_MS },
    ],
    input.now,
  );
}
