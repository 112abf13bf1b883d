import { and, eq, gt } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { users } from "~/modules/db/schema";
import type { Language } from "~/modules/i18n/languages";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { findUserByEmail, type UserRow } from "~/modules/users/current-user.server";
import { newOneTimeToken } from "./one-time-token.server";
import { hashPassword } from "./password.server";
import { revokeAllTokens, hashToken } from "./tokens.server";

export const RESET_PASSWORD_VALID_MS = 6 * 60 * 60 * 1000;
export const RESET_PASSWORD_VALID_HOURS = RESET_PASSWORD_VALID_MS / 3_600_000;

/**
 * Mails a reset link to the user with this e-mail in the transaction's
 * tenant; does nothing for an unknown address. The caller answers the same
 * either way, so the answer does not reveal who has an account.
 */
export async function requestPasswordReset(
  tx: Tx,
  input: {
    tenantId: string;
    appName: string;
    email: string;
    /** The mail's language given the account's own (decision 069: the recipient's first). */
    languageOf: (recipientLocale: string | null) => Language;
    /** The reset page in a language. */
    resetPage: (language: Language) => URL;
    now: Date;
  },
): Promise<void> {
  const user = await findUserByEmail(tx, input.email);
  if (!user || user.status === "archived") return;
  const { token, hash } = newOneTimeToken();
  await tx.update(users).set({ resetPasswordTokenHash: hash, resetPasswordSentAt: input.now }).where(eq(users.id, user.id));
  const language = input.languageOf(user.locale);
  const link = input.resetPage(language);
  link.searchParams.set("reset_password_token", token);
  const mail = await composeMail(tx, {
    tenantId: input.tenantId,
    centerId: user.centerId,
    kind: templates.passwordReset,
    language,
    values: { appName: input.appName, firstName: user.firstName, lastName: user.lastName, gender: user.gender, link: link.href, hours: RESET_PASSWORD_VALID_HOURS },
  });
  if (mail) await enqueueMail(tx, { tenantId: input.tenantId, centerId: user.centerId, to: user.email, ...mail, secrets: [token] });
}

/** The user a reset token belongs to while it is valid (6 hours), else null. */
export async function findUserByResetToken(tx: Tx, token: string, now: Date): Promise<UserRow | null> {
  if (!token) return null;
  const [user] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.resetPasswordTokenHash, hashToken(token)),
        gt(users.resetPasswordSentAt, new Date(now.getTime() - RESET_PASSWORD_VALID_MS)),
      ),
    )
    .limit(1);
  return user ?? null;
}

/**
 * Sets a new password (argon2id), ends every session of the user and voids
 * any reset link: whoever knew the old password or held a token is out.
 */
export async function changePassword(tx: Tx, userId: string, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await tx
    .update(users)
    .set({ passwordHash, resetPasswordTokenHash: null, resetPasswordSentAt: null, updatedAt: now })
    .where(eq(users.id, userId));
  await revokeAllTokens(tx, userId);
}
