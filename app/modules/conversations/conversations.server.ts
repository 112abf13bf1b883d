import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError, notFound } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { managesApplication } from "~/modules/applications/applications.server";
import type { Tx } from "~/modules/db/client.server";
import { applications, conversationMessages, conversationReads, conversations, organizations, users, vacancies, volunteerCenters } from "~/modules/db/schema";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { accountIdsByEmail, centerStaffIds, notify, organizationUserIds } from "~/modules/notifications/notifications.server";
import { containsPattern } from "~/modules/organizations/filters.server";
import { CENTER_ROLES, hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import { maySearchPool } from "~/modules/users/access";
import { findPoolProfile } from "~/modules/volunteer-pool/pool.server";
import { messageHtml, messageText } from "./message-html.server";
import type { ConversationFilters, ConversationMessageInput, NewConversationInput } from "./schema";

/*
 * Conversations (issue 13, decision 032): a thread between a volunteer and an organization or the center.
 * The volunteer sees their own threads, an organization's users their organization's, the center's admins and
 * center superusers every thread of their center (as they handle its applications). Anyone else: 404.
 * A message is written, with the other side's in-app notification and mail, in one transaction.
 */

type Scope = { tenantId: string; user: CurrentUser };
/** Starting a thread: whether the tenant has the volunteer pool, and the organization the user works in (spec §4). */
type StartScope = Scope & { poolEnabled?: boolean; currentOrganizationId?: string | null };

const volunteer = alias(users, "volunteer");
const author = alias(users, "author");

type NameColumns = { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn };
const fullName = (table: NameColumns) => sql<string>`coalesce(nullif(trim(${table.firstName} || ' ' || ${table.lastName}), ''), ${table.email})`;

/** What the user may read: their own threads, their organizations', their center's (center roles). */
function visible(user: CurrentUser): SQL {
  return or(
    eq(conversations.volunteerId, user.id),
    user.organizationIds.length > 0 ? inArray(conversations.organizationId, user.organizationIds) : undefined,
    hasRole(user, ...CENTER_ROLES) ? eq(conversations.centerId, user.centerId) : undefined,
  )!;
}

/** Messages of others after the user's read marker. */
const unreadCount = (userId: string) =>
  sql<number>`(select count(*) from ${conversationMessages} m where m.conversation_id = ${conversations.id} and m.author_id is distinct from ${userId}
    and m.created_at > coalesce((select r.read_at from ${conversationReads} r where r.conversation_id = ${conversations.id} and r.user_id = ${userId}), '-infinity'::timestamptz))`.mapWith(
    Number,
  );

const columns = (userId: string) => ({
  id: conversations.id,
  tenantId: conversations.tenantId,
  centerId: conversations.centerId,
  organizationId: conversations.organizationId,
  volunteerId: conversations.volunteerId,
  vacancyId: conversations.vacancyId,
  applicationId: conversations.applicationId,
  volunteerProfileId: conversations.volunteerProfileId,
  subject: conversations.subject,
  lastMessageAt: conversations.lastMessageAt,
  createdAt: conversations.createdAt,
  organizationName: organizations.name,
  centerName: volunteerCenters.name,
  volunteerName: fullName(volunteer),
  vacancyTitle: vacancies.title,
  unreadCount: unreadCount(userId),
});

export type ConversationRow = {
  id: string;
  tenantId: string;
  centerId: string;
  organizationId: string | null;
  volunteerId: string;
  vacancyId: string | null;
  applicationId: string | null;
  volunteerProfileId: string | null;
  subject: string;
  lastMessageAt: Date;
  createdAt: Date;
  organizationName: string | null;
  centerName: string | null;
  volunteerName: string;
  vacancyTitle: string | null;
  unreadCount: number;
};
export type ConversationResource = ConversationRow & { counterpartName: string };

export type MessageResource = typeof conversationMessages.$inferSelect & { authorName: string | null; mine: boolean };

/** The other side's name as the reader sees it: the volunteer sees the organization (or center), the others the volunteer. */
function toResource(row: ConversationRow, user: CurrentUser): ConversationResource {
  const counterpartName = row.volunteerId === user.id ? (row.organizationName ?? row.centerName ?? "") : row.volunteerName;
  return { ...row, counterpartName };
}

function selectConversations(tx: Tx, userId: string) {
  return tx
    .select(columns(userId))
    .from(conversations)
    .innerJoin(volunteer, eq(volunteer.id, conversations.volunteerId))
    .leftJoin(organizations, eq(organizations.id, conversations.organizationId))
    .leftJoin(volunteerCenters, eq(volunteerCenters.id, conversations.centerId))
    .leftJoin(vacancies, eq(vacancies.id, conversations.vacancyId));
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(conversations.subject, pattern),
    ilike(organizations.name, pattern),
    ilike(fullName(volunteer), pattern),
    exists(
      sql`(select 1 from ${conversationMessages} m where m.conversation_id = ${conversations.id} and m.body ilike ${pattern})`,
    ),
  );
}

export async function listConversations(
  tx: Tx,
  input: Scope & { filters: ConversationFilters; page: { size: number; offset: number } },
): Promise<{ rows: ConversationResource[]; total: number; unreadConversations: number }> {
  const { user } = input;
  const base = and(eq(conversations.tenantId, input.tenantId), visible(user));
  const where = and(base, searchCondition(input.filters.q), input.filters.unread === "true" ? sql`${unreadCount(user.id)} > 0` : undefined);
  const [rows, counted, unread] = await Promise.all([
    selectConversations(tx, user.id).where(where).orderBy(desc(conversations.lastMessageAt), asc(conversations.id)).limit(input.page.size).offset(input.page.offset),
    tx
      .select({ value: count() })
      .from(conversations)
      .innerJoin(volunteer, eq(volunteer.id, conversations.volunteerId))
      .leftJoin(organizations, eq(organizations.id, conversations.organizationId))
      .where(where),
    tx.select({ value: count() }).from(conversations).where(and(base, sql`${unreadCount(user.id)} > 0`)),
  ]);
  return { rows: rows.map((row) => toResource(row, user)), total: counted[0]?.value ?? 0, unreadConversations: unread[0]?.value ?? 0 };
}

/** A thread the user may read; anyone else's is not found. */
export async function findConversation(tx: Tx, input: Scope & { id: string }): Promise<ConversationResource> {
  const [row] = await selectConversations(tx, input.user.id).where(and(eq(conversations.tenantId, input.tenantId), eq(conversations.id, input.id), visible(input.user)));
  if (!row) throw notFound();
  return toResource(row, input.user);
}

export async function listMessages(
  tx: Tx,
  input: Scope & { conversationId: string; page: { size: number; offset: number } },
): Promise<{ rows: MessageResource[]; total: number }> {
  await findConversation(tx, { ...input, id: input.conversationId });
  const where = and(eq(conversationMessages.tenantId, input.tenantId), eq(conversationMessages.conversationId, input.conversationId));
  const [rows, counted] = await Promise.all([
    tx
      .select({ message: conversationMessages, authorName: sql<string | null>`case when ${author.id} is null then null else ${fullName(author)} end` })
      .from(conversationMessages)
      .leftJoin(author, eq(author.id, conversationMessages.authorId))
      .where(where)
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
      .limit(input.page.size)
      .offset(input.page.offset),
    tx.select({ value: count() }).from(conversationMessages).where(where),
  ]);
  return {
    rows: rows.map(({ message, authorName }) => ({ ...message, authorName, mine: message.authorId === input.user.id })),
    total: counted[0]?.value ?? 0,
  };
}

/** Opening a thread marks it read up to now. */
export async function markConversationRead(tx: Tx, input: Scope & { id: string; now: Date }): Promise<ConversationResource> {
  await findConversation(tx, input);
  await tx
    .insert(conversationReads)
    .values({ tenantId: input.tenantId, conversationId: input.id, userId: input.user.id, readAt: input.now })
    .onConflictDoUpdate({ target: [conversationReads.conversationId, conversationReads.userId], set: { readAt: input.now } });
  return findConversation(tx, input);
}

type Mailing = { siteOrigin: string; appName: string; now: Date };

const unprocessable = (code: string, detail: string, attribute: string) =>
  new AppError({ status: 422, code, detail, source: { pointer: `/data/attributes/${attribute}` } });

/** The body as stored: sanitized rich text, which must keep some text. */
function storedBody(body: string): string {
  const html = messageHtml(body);
  if (messageText(html) === "") throw unprocessable("blank", apiMessages.messageBlank, "body");
  return html;
}

/** Who the thread is between, from what it is about: a vacancy, an application, or nothing (the user's center). */
async function partiesOf(tx: Tx, input: StartScope & { conversation: NewConversationInput }) {
  const { user, tenantId, conversation } = input;
  if (conversation.volunteerProfileId) return profileParties(tx, { ...input, profileId: conversation.volunteerProfileId });
  if (conversation.applicationId) {
    const [row] = await tx
      .select({ id: applications.id, userId: applications.userId, email: applications.email, vacancyId: vacancies.id, organizationId: vacancies.organizationId, centerId: vacancies.centerId })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(and(eq(applications.tenantId, tenantId), eq(applications.id, conversation.applicationId)));
    if (!row) throw unprocessable("not_found", apiMessages.conversationApplicationUnknown, "application_id");
    if (row.userId === user.id) return { centerId: row.centerId, organizationId: row.organizationId, volunteerId: user.id, vacancyId: row.vacancyId, applicationId: row.id };
    if (!managesApplication(user, row)) throw unprocessable("not_found", apiMessages.conversationApplicationUnknown, "application_id");
    const volunteerId = row.userId ?? (await accountIdsByEmail(tx, { tenantId, email: row.email }))[0];
    if (!volunteerId) throw unprocessable("no_account", apiMessages.applicantNoAccount, "application_id");
    return { centerId: row.centerId, organizationId: row.organizationId, volunteerId, vacancyId: row.vacancyId, applicationId: row.id };
  }
  if (conversation.vacancyId) {
    const [row] = await tx
      .select({ id: vacancies.id, organizationId: vacancies.organizationId, centerId: vacancies.centerId, status: vacancies.status })
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, conversation.vacancyId)));
    if (!row || (row.status !== "published" && !user.organizationIds.includes(row.organizationId))) throw unprocessable("not_found", apiMessages.conversationVacancyUnknown, "vacancy_id");
    if (user.organizationIds.includes(row.organizationId)) throw unprocessable("own_organization", apiMessages.ownOrganizationVacancy, "vacancy_id");
    return { centerId: row.centerId, organizationId: row.organizationId, volunteerId: user.id, vacancyId: row.id, applicationId: null };
  }
  return { centerId: user.centerId, organizationId: null, volunteerId: user.id, vacancyId: null, applicationId: null };
}

/**
 * A thread about a pool profile (decision 038): whoever may search the pool writes to an opted-in volunteer of
 * their center — for one of their organizations (the one asked for, else the one they work in), or, for the
 * center's admins and center superusers who ask for no organization, for the center. The profile's volunteer is
 * the other side. A profile the writer cannot find in the pool (not opted in, another center, the pool switched
 * off) is a 422 on the field, as an unknown vacancy is.
 */
async function profileParties(tx: Tx, input: StartScope & { conversation: NewConversationInput; profileId: string }) {
  const { user, conversation } = input;
  const noProfile = () => unprocessable("not_found", apiMessages.poolProfileUnknown, "volunteer_profile_id");
  if (!input.poolEnabled || !maySearchPool(user)) throw noProfile();
  let organizationId: string | null;
  if (conversation.organizationId) {
    if (!user.organizationIds.includes(conversation.organizationId)) throw unprocessable("invalid_organization", apiMessages.writeForOwnOrganization, "organization_id");
    organizationId = conversation.organizationId;
  } else if (hasRole(user, ...CENTER_ROLES)) {
    organizationId = null;
  } else if (user.organizationIds.length === 0) {
    // Only center roles write for the center; someone of no organization has nobody to write for.
    throw unprocessable("invalid_organization", apiMessages.writeForOwnOrganization, "organization_id");
  } else {
    const asked = input.currentOrganizationId;
    organizationId = asked && user.organizationIds.includes(asked) ? asked : user.organizationIds[0]!;
  }
  let profile;
  try {
    profile = await findPoolProfile(tx, { user, id: input.profileId });
  } catch {
    throw noProfile();
  }
  if (profile.userId === user.id) throw unprocessable("own_profile", apiMessages.ownProfile, "volunteer_profile_id");
  return { centerId: user.centerId, organizationId, volunteerId: profile.userId, vacancyId: null, applicationId: null, volunteerProfileId: profile.id };
}

export async function startConversation(tx: Tx, input: StartScope & Mailing & { conversation: NewConversationInput }): Promise<ConversationResource> {
  const body = storedBody(input.conversation.body);
  const parties = await partiesOf(tx, input);
  const [row] = await tx
    .insert(conversations)
    .values({ tenantId: input.tenantId, ...parties, subject: input.conversation.subject, startedById: input.user.id, lastMessageAt: input.now, createdAt: input.now })
    .returning({ id: conversations.id });
  await addMessage(tx, { ...input, conversationId: row!.id, body });
  return findConversation(tx, { ...input, id: row!.id });
}

export async function replyToConversation(tx: Tx, input: Scope & Mailing & { conversationId: string; message: ConversationMessageInput }): Promise<MessageResource> {
  await findConversation(tx, { ...input, id: input.conversationId });
  return addMessage(tx, { ...input, body: storedBody(input.message.body) });
}

async function addMessage(tx: Tx, input: Scope & Mailing & { conversationId: string; body: string }): Promise<MessageResource> {
  const [message] = await tx
    .insert(conversationMessages)
    .values({ tenantId: input.tenantId, conversationId: input.conversationId, authorId: input.user.id, body: input.body, createdAt: input.now })
    .returning();
  await tx.update(conversations).set({ lastMessageAt: input.now }).where(and(eq(conversations.tenantId, input.tenantId), eq(conversations.id, input.conversationId)));
  // The writer has read their own thread up to their message.
  await tx
    .insert(conversationReads)
    .values({ tenantId: input.tenantId, conversationId: input.conversationId, userId: input.user.id, readAt: input.now })
    .onConflictDoUpdate({ target: [conversationReads.conversationId, conversationReads.userId], set: { readAt: input.now } });
  await tellOtherSide(tx, { ...input, conversation: await findConversation(tx, { ...input, id: input.conversationId }), body: input.body });
  const authorName = [input.user.firstName, input.user.lastName].filter(Boolean).join(" ") || input.user.email;
  return { ...message!, authorName, mine: true };
}

/** The volunteer's side is the volunteer; the other side the organization's users, or the center's admins and center superusers. */
async function otherSideIds(tx: Tx, input: Scope & { conversation: ConversationResource }): Promise<string[]> {
  const { conversation, user, tenantId } = input;
  if (conversation.volunteerId !== user.id) return [conversation.volunteerId];
  return conversation.organizationId
    ? organizationUserIds(tx, { tenantId, organizationId: conversation.organizationId })
    : centerStaffIds(tx, { tenantId, centerId: conversation.centerId });
}

/** An in-app notification for each of the other side, and a mail to those who did not switch message mails off. */
async function tellOtherSide(tx: Tx, input: Scope & Mailing & { conversation: ConversationResource; body: string }) {
  const { conversation, user, tenantId } = input;
  const recipientIds = (await otherSideIds(tx, input)).filter((id) => id !== user.id);
  if (recipientIds.length === 0) return;
  const senderName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  await notify(tx, {
    tenantId,
    kind: "new_message",
    subjectType: "conversation",
    subjectId: conversation.id,
    payload: { title: conversation.subject, actorName: senderName },
    recipientIds,
    actorId: user.id,
  });
  const recipients = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale, settings: users.notificationSettings })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, recipientIds), eq(users.status, "active"), isNull(users.deletedAt), ne(users.id, user.id)));
  const languageOf = await centerMailLanguage(tx, { tenantId, centerId: conversation.centerId });
  for (const recipient of recipients) {
    if (recipient.settings.newMessages === false) continue;
    const language = languageOf(recipient.locale);
    const path = `${language === "en" ? "/en" : ""}/conversations/${conversation.id}`;
    const mail = await composeMail(tx, {
      tenantId,
      centerId: conversation.centerId,
      kind: templates.newMessage,
      language,
      values: {
        appName: input.appName,
        firstName: recipient.firstName,
        senderName,
        subject: conversation.subject,
        message: messageText(input.body),
        link: new URL(path, input.siteOrigin).toString(),
      },
    });
    // A center may switch message mails off (an inactive template); the notification stays.
    if (mail) await enqueueMail(tx, { tenantId, centerId: conversation.centerId, to: recipient.email, ...mail });
  }
}
