import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { revokeAllTokens } from "~/modules/auth/tokens.server";
import type { Tx } from "~/modules/db/client.server";
import {
  applications,
  internalNotes,
  organizationMemberships,
  organizations,
  userRoles,
  users,
  vacancies,
  volunteerProfileReplies,
} from "~/modules/db/schema";
import { tFor } from "~/modules/i18n/instance.server";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { UserRow } from "~/modules/users/current-user.server";
import { deleteOwnProfile } from "~/modules/volunteer-pool/photo.server";
import { anonymisedApplication, anonymisedUser } from "./anonymise";
import { erasureRequestMail } from "./mails.server";

/** Applications of the user: made while signed in, or with the same address (responding needs no account). */
export const applicationsOf = (user: Pick<UserRow, "id" | "email" | "tenantId">) =>
  and(eq(applications.tenantId, user.tenantId), or(eq(applications.userId, user.id), sql`lower(${applications.email}) = ${user.email.toLowerCase()}`));

/** The last admin of a center cannot leave it without an admin. */
export async function isLastAdmin(tx: Tx, user: Pick<UserRow, "id" | "tenantId" | "centerId">): Promise<boolean> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin")))
    .where(and(eq(users.tenantId, user.tenantId), eq(users.centerId, user.centerId), isNull(users.deletedAt), ne(users.status, "archived")));
  return admins.some((row) => row.id === user.id) && admins.length === 1;
}

/** What an organization received: a response to a vacancy, or the volunteer profile (it replied to). */
type Item = { kind: "application"; title: string } | { kind: "profile" };
/** `locale`: the recipient's own language where the address is a user's. */
type Recipient = { email: string; organizationName: string; locale: string | null; items: Map<string, Item> };

/**
 * Who received the volunteer's data (GDPR art. 19): for each application the
 * vacancy's contact person, else the organization's address; for each
 * profile reply the organization that wrote it.
 */
async function recipientsOf(tx: Tx, user: UserRow): Promise<Recipient[]> {
  const contact = sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${vacancies.contactPersonId} and ${users.deletedAt} is null)`;
  const contactLocale = sql<string | null>`(select ${users.locale} from ${users} where ${users.id} = ${vacancies.contactPersonId} and ${users.deletedAt} is null)`;
  const fromApplications = await tx
    .select({ contactEmail: contact, contactLocale, organizationEmail: organizations.email, organizationName: organizations.name, title: vacancies.title })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(applicationsOf(user));
  const fromReplies = await tx
    .select({ organizationEmail: organizations.email, organizationName: organizations.name, senderEmail: users.email, senderLocale: users.locale })
    .from(volunteerProfileReplies)
    .innerJoin(organizations, eq(organizations.id, volunteerProfileReplies.organizationId))
    .leftJoin(users, eq(users.id, volunteerProfileReplies.senderId))
    .where(eq(volunteerProfileReplies.volunteerId, user.id));

  const byAddress = new Map<string, Recipient>();
  const add = (to: { email: string | null; locale: string | null }, organizationName: string, item: Item) => {
    const { email } = to;
    if (!email || email.toLowerCase() === user.email.toLowerCase() || email.endsWith("@invalid")) return;
    const key = email.toLowerCase();
    const recipient = byAddress.get(key) ?? { email, organizationName, locale: null, items: new Map<string, Item>() };
    recipient.locale ??= to.locale;
    recipient.items.set(item.kind === "application" ? `application:${item.title}` : item.kind, item);
    byAddress.set(key, recipient);
  };
  for (const row of fromApplications) {
    const to = row.contactEmail ? { email: row.contactEmail, locale: row.contactLocale } : { email: row.organizationEmail, locale: null };
    add(to, row.organizationName, { kind: "application", title: row.title });
  }
  for (const row of fromReplies) add(row.senderEmail ? { email: row.senderEmail, locale: row.senderLocale } : { email: row.organizationEmail, locale: null }, row.organizationName, { kind: "profile" });
  return [...byAddress.values()];
}

/**
 * Deletes one's own account, in the caller's transaction: the organizations
 * that received the data are mailed first (they need name and address to find
 * it), then applications are anonymised, replies, the volunteer profile, notes,
 * roles, memberships and sessions removed, and the users row anonymised.
 */
export async function deleteOwnAccount(
  tx: Tx,
  input: { tenantId: string; appName: string; user: UserRow; now: Date },
): Promise<{ notified: string[]; files: string[] }> {
  const { user, now, tenantId } = input;
  if (await isLastAdmin(tx, user)) {
    throw new AppError({
      status: 422,
      code: "last_admin",
      detail: apiMessages.lastAdmin,
    });
  }
  const personName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const recipients = await recipientsOf(tx, user);
  // The recipient's own language where the center offers it, else Dutch (an organization's address has none).
  const languageOf = await centerMailLanguage(tx, { tenantId, centerId: user.centerId });
  for (const recipient of recipients) {
    const language = languageOf(recipient.locale);
    const t = tFor(language, "profile");
    const mail = erasureRequestMail(language, {
      appName: input.appName,
      organizationName: recipient.organizationName,
      personName,
      personEmail: user.email,
      items: [...recipient.items.values()].map((item) => (item.kind === "application" ? t("mail.erasure.application", { title: item.title }) : t("mail.erasure.profile"))),
    });
    await enqueueMail(tx, { tenantId, centerId: user.centerId, to: recipient.email, ...mail });
  }

  const applied = await tx.select({ id: applications.id }).from(applications).where(applicationsOf(user));
  const applicationIds = applied.map((row) => row.id);
  if (applicationIds.length > 0) {
    // Notes are the organization's working notes about this person: they go with the person.
    await tx.delete(internalNotes).where(inArray(internalNotes.applicationId, applicationIds));
    await tx.update(applications).set(anonymisedApplication(user.id, now)).where(inArray(applications.id, applicationIds));
  }
  await tx.delete(volunteerProfileReplies).where(eq(volunteerProfileReplies.volunteerId, user.id));
  // The volunteer profile (skills, postcode, about, photo) is personal data: it goes; its photo files after the commit.
  const files = await deleteOwnProfile(tx, user);
  await tx.update(volunteerProfileReplies).set({ senderId: null }).where(eq(volunteerProfileReplies.senderId, user.id));
  await tx.update(vacancies).set({ contactPersonId: null }).where(eq(vacancies.contactPersonId, user.id));
  await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
  await tx.delete(organizationMemberships).where(eq(organizationMemberships.userId, user.id));
  await revokeAllTokens(tx, user.id);
  await tx.update(users).set(anonymisedUser(user.id, now)).where(and(eq(users.tenantId, tenantId), eq(users.id, user.id)));
  return { notified: recipients.map((r) => r.email), files };
}
