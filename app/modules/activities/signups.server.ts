import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { AppError, forbidden, notFound } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { localizedPath } from "~/middleware/paths";
import type { Tx } from "~/modules/db/client.server";
import { activityOccurrences, activitySchedules, activitySignups, users, vacancies, type SignupStatus } from "~/modules/db/schema";
import type { Language } from "~/modules/i18n/languages";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { canManageVacancy, findVacancy, managedVacancies, type VacancyViewer } from "~/modules/vacancies/vacancies.server";
import type { CurrentUser } from "~/modules/users/current-user.server";
import { ACTIVITY_TYPES } from "./schedule";
import type { SignupInput } from "./signup-schema";
import type { SignupMailInput } from "./signup-mails.server";

/*
 * Sign-ups for an activity's occurrence (issue 14, decision 040). No account needed, like a response to a
 * vacancy: an idempotency key makes a double submit one sign-up, and one e-mail address has one live sign-up per
 * occurrence. Every change of an occurrence's sign-ups first locks the occurrence's row (SELECT … FOR UPDATE), so
 * the count of confirmed sign-ups it reads stays true until it commits: never more confirmed than the capacity,
 * whatever the number of parallel requests. Who does not fit goes on the waiting list; when a place comes free the
 * first waiting moves up and gets a mail. The cancel link in the mails carries a random token whose SHA-256 hash is
 * stored; a later mail (moved up, reminder) carries a new token and the previous one stays valid.
 */

export { SignupSchema, type SignupInput } from "./signup-schema";

export type SignupRow = typeof activitySignups.$inferSelect;

/** An occurrence with what its sign-up page and the participants' page show. */
export type OccurrenceDetail = {
  id: string;
  vacancyId: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  vacancyType: string;
  vacancyStatus: string;
  organizationId: string;
  centerId: string;
  city: string | null;
  capacity: number | null;
  signupDeadline: Date | null;
  online: boolean;
  location: string | null;
  confirmedCount: number;
  waitingCount: number;
  /** Why signing up is closed now, or null when it is open. */
  closedReason: "past" | "deadline" | "not_published" | null;
  full: boolean;
};

/** A sign-up as its managers read it. */
export type SignupResource = Omit<SignupRow, "cancelTokenHash" | "previousCancelTokenHash" | "idempotencyKey"> & {
  occurrenceStartsAt: Date;
  occurrenceEndsAt: Date;
  activityTitle: string;
  /** Place on the waiting list (1 = next), for waiting sign-ups. */
  waitingPosition: number | null;
};

const newToken = () => randomBytes(24).toString("base64url");
export const hashSignupToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const cancelPath = (token: string, language: string) => localizedPath(`/activiteiten/afmelden/${token}`, language);
export const signupPagePath = (occurrenceId: string, language: string) => localizedPath(`/activiteiten/${occurrenceId}`, language);

const occurrenceColumns = {
  id: activityOccurrences.id,
  vacancyId: activityOccurrences.vacancyId,
  startsAt: activityOccurrences.startsAt,
  endsAt: activityOccurrences.endsAt,
  title: vacancies.title,
  vacancyType: vacancies.vacancyType,
  vacancyStatus: vacancies.status,
  organizationId: vacancies.organizationId,
  centerId: vacancies.centerId,
  city: vacancies.city,
  capacity: activitySchedules.capacity,
  signupDeadline: activitySchedules.signupDeadline,
  online: activitySchedules.online,
  location: activitySchedules.location,
};

/** Confirmed and waiting sign-ups per occurrence. */
export async function signupCounts(tx: Tx, tenantId: string, occurrenceIds: string[]): Promise<Map<string, { confirmed: number; waiting: number }>> {
  const counts = new Map(occurrenceIds.map((id) => [id, { confirmed: 0, waiting: 0 }]));
  if (occurrenceIds.length === 0) return counts;
  const rows = await tx
    .select({ occurrenceId: activitySignups.occurrenceId, status: activitySignups.status, n: count() })
    .from(activitySignups)
    .where(and(eq(activitySignups.tenantId, tenantId), inArray(activitySignups.occurrenceId, occurrenceIds), ne(activitySignups.status, "cancelled")))
    .groupBy(activitySignups.occurrenceId, activitySignups.status);
  for (const row of rows) {
    const entry = counts.get(row.occurrenceId);
    if (entry && (row.status === "confirmed" || row.status === "waiting")) entry[row.status] = row.n;
  }
  return counts;
}

function withState(
  row: Omit<OccurrenceDetail, "confirmedCount" | "waitingCount" | "closedReason" | "full">,
  counts: { confirmed: number; waiting: number },
  now: Date,
): OccurrenceDetail {
  const closedReason =
    row.vacancyStatus !== "published" ? "not_published" : row.startsAt <= now ? "past" : row.signupDeadline && row.signupDeadline < now ? "deadline" : null;
  return {
    ...row,
    confirmedCount: counts.confirmed,
    waitingCount: counts.waiting,
    closedReason,
    full: row.capacity !== null && counts.confirmed >= row.capacity,
  };
}

/** One occurrence whose vacancy the viewer can read (published ones for everyone, any for its managers), with its counts. */
export async function findOccurrence(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; id: string; now: Date }): Promise<OccurrenceDetail> {
  const [row] = await tx
    .select(occurrenceColumns)
    .from(activityOccurrences)
    .innerJoin(vacancies, eq(vacancies.id, activityOccurrences.vacancyId))
    .innerJoin(activitySchedules, eq(activitySchedules.vacancyId, activityOccurrences.vacancyId))
    .where(and(eq(activityOccurrences.tenantId, input.tenantId), eq(activityOccurrences.id, input.id)))
    .limit(1);
  if (!row) throw notFound();
  // Readable as the vacancy is: published (and filled/expired) ones publicly, every status for its managers.
  const vacancy = await findVacancy(tx, { tenantId: input.tenantId, viewer: input.viewer, id: row.vacancyId });
  if (!vacancy || !(ACTIVITY_TYPES as readonly string[]).includes(vacancy.vacancyType)) throw notFound();
  const counts = await signupCounts(tx, input.tenantId, [row.id]);
  return withState(row, counts.get(row.id)!, input.now);
}

/** The occurrences of a vacancy its viewer manages, in start order, with their counts (the participants' page). */
export async function listVacancyOccurrences(
  tx: Tx,
  input: { tenantId: string; viewer: VacancyViewer; vacancyId: string; now: Date; page: { size: number; offset: number }; upcoming: boolean },
): Promise<{ rows: OccurrenceDetail[]; total: number }> {
  const vacancy = await findVacancy(tx, { tenantId: input.tenantId, viewer: input.viewer, id: input.vacancyId });
  if (!vacancy) throw notFound();
  if (!canManageVacancy(input.viewer.user, vacancy)) throw forbidden();
  const where = and(
    eq(activityOccurrences.tenantId, input.tenantId),
    eq(activityOccurrences.vacancyId, vacancy.id),
    input.upcoming ? gt(activityOccurrences.endsAt, input.now) : undefined,
  );
  const rows = await tx
    .select(occurrenceColumns)
    .from(activityOccurrences)
    .innerJoin(vacancies, eq(vacancies.id, activityOccurrences.vacancyId))
    .innerJoin(activitySchedules, eq(activitySchedules.vacancyId, activityOccurrences.vacancyId))
    .where(where)
    .orderBy(asc(activityOccurrences.startsAt), asc(activityOccurrences.id))
    .limit(input.page.size)
    .offset(input.page.offset);
  const [total] = await tx.select({ n: count() }).from(activityOccurrences).where(where);
  const counts = await signupCounts(
    tx,
    input.tenantId,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => withState(row, counts.get(row.id)!, input.now)), total: total?.n ?? 0 };
}

/** Locks the occurrence's row: every change of its sign-ups goes through here first. */
async function lockOccurrence(tx: Tx, tenantId: string, occurrenceId: string): Promise<void> {
  await tx.execute(sql`select ${activityOccurrences.id} from ${activityOccurrences} where ${activityOccurrences.tenantId} = ${tenantId} and ${activityOccurrences.id} = ${occurrenceId} for update`);
}

async function confirmedCount(tx: Tx, tenantId: string, occurrenceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(activitySignups)
    .where(and(eq(activitySignups.tenantId, tenantId), eq(activitySignups.occurrenceId, occurrenceId), eq(activitySignups.status, "confirmed")));
  return row?.n ?? 0;
}

export type MailContext = { siteOrigin: string; appName: string };

function placeOf(occurrence: Pick<OccurrenceDetail, "online" | "location" | "city">, language: Language): string | null {
  if (occurrence.online) return occurrence.location ? `${language === "en" ? "Online" : "Online"}: ${occurrence.location}` : "Online";
  return occurrence.location || occurrence.city || null;
}

/** The first name to greet by: only a signed-in volunteer's, mailed at their own address. */
async function firstNameOf(tx: Tx, signup: Pick<SignupRow, "userId" | "email" | "tenantId">): Promise<string | null> {
  if (!signup.userId) return null;
  const [user] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(and(eq(users.tenantId, signup.tenantId), eq(users.id, signup.userId)));
  return user && user.email.toLowerCase() === signup.email ? user.firstName || null : null;
}

type MailKind = "confirmed" | "waiting" | "promoted" | "reminder" | "cancelled";
const KIND_TEMPLATES = {
  confirmed: templates.activitySignupConfirmed,
  waiting: templates.activitySignupWaiting,
  promoted: templates.activitySignupPromoted,
  reminder: templates.activityReminder,
  cancelled: templates.activitySignupCancelled,
} as const;

/** Queues one of the participant's mails; `token` is the cancel link's (none for the cancelled mail). */
export async function mailParticipant(
  tx: Tx,
  input: { kind: MailKind; signup: SignupRow; occurrence: Omit<OccurrenceDetail, "confirmedCount" | "waitingCount" | "closedReason" | "full">; token: string | null; mail: MailContext },
): Promise<boolean> {
  const { signup, occurrence } = input;
  const language = (await centerMailLanguage(tx, { tenantId: signup.tenantId, centerId: occurrence.centerId }))(signup.locale);
  const link = new URL(input.token ? cancelPath(input.token, language) : signupPagePath(occurrence.id, language), input.mail.siteOrigin).toString();
  const values: SignupMailInput = {
    appName: input.mail.appName,
    firstName: await firstNameOf(tx, signup),
    activityTitle: occurrence.title,
    startsAt: occurrence.startsAt,
    endsAt: occurrence.endsAt,
    place: placeOf(occurrence, language),
    link,
  };
  const mail = await composeMail(tx, { tenantId: signup.tenantId, centerId: occurrence.centerId, kind: KIND_TEMPLATES[input.kind], language, values });
  if (!mail) return false;
  // The token is a secret: the outbox keeps it apart from the text until the mail is sent.
  await enqueueMail(tx, { tenantId: signup.tenantId, centerId: occurrence.centerId, to: signup.email, ...mail, secrets: input.token ? [input.token] : [] });
  return true;
}

/** A new cancel token for a later mail; the one before stays valid. */
export async function rotateCancelToken(tx: Tx, signup: SignupRow, now: Date): Promise<string> {
  const token = newToken();
  await tx
    .update(activitySignups)
    .set({ cancelTokenHash: hashSignupToken(token), previousCancelTokenHash: signup.cancelTokenHash, updatedAt: now })
    .where(and(eq(activitySignups.tenantId, signup.tenantId), eq(activitySignups.id, signup.id)));
  return token;
}

export async function occurrenceOf(tx: Tx, tenantId: string, occurrenceId: string) {
  const [row] = await tx
    .select(occurrenceColumns)
    .from(activityOccurrences)
    .innerJoin(vacancies, eq(vacancies.id, activityOccurrences.vacancyId))
    .innerJoin(activitySchedules, eq(activitySchedules.vacancyId, activityOccurrences.vacancyId))
    .where(and(eq(activityOccurrences.tenantId, tenantId), eq(activityOccurrences.id, occurrenceId)))
    .limit(1);
  return row;
}

/**
 * Fills free places from the waiting list, first come first served, each with a "moved up" mail. The caller
 * holds the occurrence's lock. Nothing moves up once the occurrence has started.
 */
export async function promoteWaiting(tx: Tx, input: { tenantId: string; occurrenceId: string; now: Date; mail: MailContext }): Promise<number> {
  const occurrence = await occurrenceOf(tx, input.tenantId, input.occurrenceId);
  if (!occurrence || occurrence.startsAt <= input.now) return 0;
  const free = occurrence.capacity === null ? Number.MAX_SAFE_INTEGER : occurrence.capacity - (await confirmedCount(tx, input.tenantId, input.occurrenceId));
  if (free <= 0) return 0;
  const next = await tx
    .select()
    .from(activitySignups)
    .where(and(eq(activitySignups.tenantId, input.tenantId), eq(activitySignups.occurrenceId, input.occurrenceId), eq(activitySignups.status, "waiting")))
    .orderBy(asc(activitySignups.createdAt), asc(activitySignups.id))
    .limit(Math.min(free, 1000));
  for (const signup of next) {
    await tx
      .update(activitySignups)
      .set({ status: "confirmed", promotedAt: input.now, updatedAt: input.now })
      .where(and(eq(activitySignups.tenantId, input.tenantId), eq(activitySignups.id, signup.id)));
    const token = await rotateCancelToken(tx, signup, input.now);
    await mailParticipant(tx, { kind: "promoted", signup: { ...signup, status: "confirmed" }, occurrence, token, mail: input.mail });
  }
  return next.length;
}

export type SignUpInput = {
  tenantId: string;
  viewer: VacancyViewer;
  occurrenceId: string;
  input: SignupInput;
  idempotencyKey: string;
  language: Language;
  now: Date;
  mail: MailContext;
};

function signupClosed(reason: "past" | "deadline" | "not_published"): AppError {
  const detail = {
    past: apiMessages.signupPast,
    deadline: apiMessages.signupDeadline,
    not_published: apiMessages.signupNotPublished,
  }[reason];
  return new AppError({ status: 422, code: `signup_${reason}`, title: "Sign-up closed", detail });
}

async function findByKey(tx: Tx, tenantId: string, key: string): Promise<SignupRow | undefined> {
  const [row] = await tx.select().from(activitySignups).where(and(eq(activitySignups.tenantId, tenantId), eq(activitySignups.idempotencyKey, key))).limit(1);
  return row;
}

/**
 * Signs someone up (no account needed): confirmed while there is a place, else on the waiting list; a confirmation
 * or waiting list mail with the cancel link. The same idempotency key, or the same address on the same occurrence,
 * answers the sign-up made before (created: false) without a second row or mail.
 */
export async function signUp(tx: Tx, a: SignUpInput): Promise<{ signup: SignupRow; created: boolean }> {
  const earlier = await findByKey(tx, a.tenantId, a.idempotencyKey);
  if (earlier) return { signup: sameOccurrence(earlier, a.occurrenceId), created: false };
  // Readable for this viewer (404 otherwise) and open for sign-ups.
  const occurrence = await findOccurrence(tx, { tenantId: a.tenantId, viewer: a.viewer, id: a.occurrenceId, now: a.now });
  if (occurrence.closedReason) throw signupClosed(occurrence.closedReason);

  await lockOccurrence(tx, a.tenantId, occurrence.id);
  // A parallel request with the same key or address held the lock first: answer its sign-up.
  const again = await findByKey(tx, a.tenantId, a.idempotencyKey);
  if (again) return { signup: sameOccurrence(again, a.occurrenceId), created: false };
  const email = a.input.email.toLowerCase();
  const [live] = await tx
    .select()
    .from(activitySignups)
    .where(and(eq(activitySignups.tenantId, a.tenantId), eq(activitySignups.occurrenceId, occurrence.id), eq(activitySignups.email, email), ne(activitySignups.status, "cancelled")))
    .limit(1);
  if (live) return { signup: live, created: false };

  const confirmed = await confirmedCount(tx, a.tenantId, occurrence.id);
  const status: SignupStatus = occurrence.capacity === null || confirmed < occurrence.capacity ? "confirmed" : "waiting";
  const token = newToken();
  const [signup] = await tx
    .insert(activitySignups)
    .values({
      tenantId: a.tenantId,
      occurrenceId: occurrence.id,
      vacancyId: occurrence.vacancyId,
      userId: a.viewer.user?.id ?? null,
      name: a.input.name,
      email,
      phoneNumber: a.input.phoneNumber || null,
      status,
      locale: a.language,
      idempotencyKey: a.idempotencyKey,
      cancelTokenHash: hashSignupToken(token),
      createdAt: a.now,
      updatedAt: a.now,
    })
    .returning();
  await mailParticipant(tx, { kind: status === "confirmed" ? "confirmed" : "waiting", signup: signup!, occurrence, token, mail: a.mail });
  return { signup: signup!, created: true };
}

function sameOccurrence(row: SignupRow, occurrenceId: string): SignupRow {
  if (row.occurrenceId !== occurrenceId) {
    throw new AppError({ status: 422, code: "idempotency_key_reused", detail: apiMessages.keyReusedOccurrence, source: { pointer: "/data/attributes/idempotency_key" } });
  }
  return row;
}

/** Cancels a live sign-up (the caller checked who may), fills its place from the waiting list and mails the participant. */
async function cancel(tx: Tx, signup: SignupRow, input: { by: "participant" | "organization"; now: Date; mail: MailContext }): Promise<SignupRow> {
  await lockOccurrence(tx, signup.tenantId, signup.occurrenceId);
  // Read again under the lock: a parallel cancel may have been first.
  const [current] = await tx.select().from(activitySignups).where(and(eq(activitySignups.tenantId, signup.tenantId), eq(activitySignups.id, signup.id)));
  if (!current || current.status === "cancelled") return current ?? signup;
  const [cancelled] = await tx
    .update(activitySignups)
    .set({ status: "cancelled", cancelledAt: input.now, cancelledBy: input.by, updatedAt: input.now })
    .where(and(eq(activitySignups.tenantId, signup.tenantId), eq(activitySignups.id, signup.id)))
    .returning();
  const occurrence = await occurrenceOf(tx, signup.tenantId, signup.occurrenceId);
  if (occurrence) {
    await mailParticipant(tx, { kind: "cancelled", signup: cancelled!, occurrence, token: null, mail: input.mail });
    if (current.status === "confirmed") await promoteWaiting(tx, { tenantId: signup.tenantId, occurrenceId: signup.occurrenceId, now: input.now, mail: input.mail });
  }
  return cancelled!;
}

export type TokenSignup = { signup: SignupRow; occurrence: Omit<OccurrenceDetail, "confirmedCount" | "waitingCount" | "closedReason" | "full"> };

/** The sign-up a cancel link's token belongs to (the current or the previous token), or 404. */
export async function findByCancelToken(tx: Tx, input: { tenantId: string; token: string }): Promise<TokenSignup> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(input.token)) throw notFound();
  const hash = hashSignupToken(input.token);
  const [signup] = await tx
    .select()
    .from(activitySignups)
    .where(and(eq(activitySignups.tenantId, input.tenantId), or(eq(activitySignups.cancelTokenHash, hash), eq(activitySignups.previousCancelTokenHash, hash))))
    .limit(1);
  if (!signup) throw notFound();
  const occurrence = await occurrenceOf(tx, input.tenantId, signup.occurrenceId);
  if (!occurrence) throw notFound();
  return { signup, occurrence };
}

/** Cancel through the link in the mail: the token is the permission. Cancelling twice answers the cancelled sign-up. */
export async function cancelByToken(tx: Tx, input: { tenantId: string; token: string; now: Date; mail: MailContext }): Promise<TokenSignup & { alreadyCancelled: boolean }> {
  const found = await findByCancelToken(tx, input);
  if (found.signup.status === "cancelled") return { ...found, alreadyCancelled: true };
  if (found.occurrence.startsAt <= input.now) throw signupClosed("past");
  const signup = await cancel(tx, found.signup, { by: "participant", now: input.now, mail: input.mail });
  return { signup, occurrence: found.occurrence, alreadyCancelled: false };
}

// ── Managers ────────────────────────────────────────────────────────────────

export const SignupFiltersSchema = z
  .object({
    vacancy_id: z.guid().optional(),
    occurrence_id: z.guid().optional(),
    status: z.enum(["confirmed", "waiting", "cancelled"]).optional(),
  })
  .strict();
export type SignupFilters = z.infer<typeof SignupFiltersSchema>;

const resourceColumns = {
  id: activitySignups.id,
  tenantId: activitySignups.tenantId,
  occurrenceId: activitySignups.occurrenceId,
  vacancyId: activitySignups.vacancyId,
  userId: activitySignups.userId,
  name: activitySignups.name,
  email: activitySignups.email,
  phoneNumber: activitySignups.phoneNumber,
  status: activitySignups.status,
  locale: activitySignups.locale,
  promotedAt: activitySignups.promotedAt,
  remindedAt: activitySignups.remindedAt,
  cancelledAt: activitySignups.cancelledAt,
  cancelledBy: activitySignups.cancelledBy,
  createdAt: activitySignups.createdAt,
  updatedAt: activitySignups.updatedAt,
  occurrenceStartsAt: activityOccurrences.startsAt,
  occurrenceEndsAt: activityOccurrences.endsAt,
  activityTitle: vacancies.title,
  // 1 for the first on the waiting list.
  waitingPosition: sql<number | null>`case when ${activitySignups.status} = 'waiting' then (
    select count(*)::int from ${activitySignups} w
    where w.occurrence_id = ${activitySignups.occurrenceId} and w.status = 'waiting'
      and (w.created_at, w.id) <= (${activitySignups.createdAt}, ${activitySignups.id})
  ) end`.mapWith((value: unknown) => (value === null ? null : Number(value))),
};

/** Sign-ups the user manages: those of vacancies they manage (their organizations', or their center's for center roles). */
function managedSignups(user: CurrentUser): SQL {
  return managedVacancies(user) ?? sql`false`;
}

/**
 * Sign-ups of the vacancies the user manages, by occurrence start, then confirmed before waiting (by their place in
 * line) before cancelled.
 */
export async function listSignups(
  tx: Tx,
  input: { tenantId: string; user: CurrentUser; filters: SignupFilters; page: { size: number; offset: number } },
): Promise<{ rows: SignupResource[]; total: number }> {
  const { filters } = input;
  const where = and(
    eq(activitySignups.tenantId, input.tenantId),
    managedSignups(input.user),
    filters.vacancy_id ? eq(activitySignups.vacancyId, filters.vacancy_id) : undefined,
    filters.occurrence_id ? eq(activitySignups.occurrenceId, filters.occurrence_id) : undefined,
    filters.status ? eq(activitySignups.status, filters.status) : undefined,
  );
  const rows = await tx
    .select(resourceColumns)
    .from(activitySignups)
    .innerJoin(vacancies, eq(vacancies.id, activitySignups.vacancyId))
    .innerJoin(activityOccurrences, eq(activityOccurrences.id, activitySignups.occurrenceId))
    .where(where)
    .orderBy(
      asc(activityOccurrences.startsAt),
      sql`case ${activitySignups.status} when 'confirmed' then 0 when 'waiting' then 1 else 2 end`,
      asc(activitySignups.createdAt),
      asc(activitySignups.id),
    )
    .limit(input.page.size)
    .offset(input.page.offset);
  const [total] = await tx.select({ n: count() }).from(activitySignups).innerJoin(vacancies, eq(vacancies.id, activitySignups.vacancyId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One sign-up: 404 when it is not in the tenant or the user cannot see its vacancy, 403 when they see but do not manage it. */
export async function findSignup(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; id: string }): Promise<SignupResource> {
  const user = input.viewer.user;
  if (!user) throw notFound();
  const [row] = await tx
    .select(resourceColumns)
    .from(activitySignups)
    .innerJoin(vacancies, eq(vacancies.id, activitySignups.vacancyId))
    .innerJoin(activityOccurrences, eq(activityOccurrences.id, activitySignups.occurrenceId))
    .where(and(eq(activitySignups.tenantId, input.tenantId), eq(activitySignups.id, input.id)))
    .limit(1);
  if (!row) throw notFound();
  const vacancy = await findVacancy(tx, { tenantId: input.tenantId, viewer: input.viewer, id: row.vacancyId });
  if (!vacancy) throw notFound();
  if (!canManageVacancy(user, vacancy)) throw forbidden();
  return row;
}

/** A manager removes a participant: the sign-up is cancelled (kept for the record), the participant mailed, the place filled. */
export async function removeSignup(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; id: string; now: Date; mail: MailContext }): Promise<SignupResource> {
  const found = await findSignup(tx, input);
  if (found.status !== "cancelled") {
    const [row] = await tx.select().from(activitySignups).where(and(eq(activitySignups.tenantId, input.tenantId), eq(activitySignups.id, found.id)));
    await cancel(tx, row!, { by: "organization", now: input.now, mail: input.mail });
  }
  return findSignup(tx, input);
}

/** Live sign-ups on occurrences a schedule change would remove (the schedule save refuses those). */
export async function liveSignupsOn(tx: Tx, tenantId: string, occurrenceIds: string[]): Promise<Map<string, number>> {
  const counts = await signupCounts(tx, tenantId, occurrenceIds);
  return new Map([...counts].filter(([, c]) => c.confirmed + c.waiting > 0).map(([id, c]) => [id, c.confirmed + c.waiting]));
}

