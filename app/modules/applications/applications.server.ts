import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { AppError, forbidden, notFound } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { localizedPath } from "~/middleware/paths";
import type { Tx } from "~/modules/db/client.server";
import { applications, internalNotes, organizations, users, vacancies } from "~/modules/db/schema";
import type { Language } from "~/modules/i18n/languages";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { containsPattern, readFilters } from "~/modules/organizations/filters.server";
import { CENTER_ROLES, hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import { acceptsApplications } from "~/modules/vacancies/life-cycle";
import type { ApplicationInput } from "~/modules/vacancies/schema";
import { findVacancy, type VacancyViewer } from "~/modules/vacancies/vacancies.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { notifyApplicationDecision, notifyApplicationReceived } from "~/modules/notifications/events.server";
import { defaultContactPerson } from "~/modules/settings/settings.server";

export type ApplicationRow = typeof applications.$inferSelect & { vacancyTitle: string; organizationId: string; centerId: string };
export type NoteRow = typeof internalNotes.$inferSelect & { authorName: string | null };
export type ApplicationResource = ApplicationRow & {
  canManage: boolean;
  /** The signed-in user's own response. */
  mine: boolean;
  vacancy?: { id: string; title: string; status: string } | null;
  notes?: NoteRow[];
};

export const APPLICATION_INCLUDES = ["vacancy", "notes"] as const;

const applicationColumns = {
  ...getTableColumns(applications),
  vacancyTitle: vacancies.title,
  organizationId: vacancies.organizationId,
  centerId: vacancies.centerId,
};

/** Applications the user handles: center roles those of their center's vacancies, organization members their organizations'. */
function managedApplications(user: CurrentUser): SQL | undefined {
  return or(
    hasRole(user, ...CENTER_ROLES) ? eq(vacancies.centerId, user.centerId) : undefined,
    user.organizationIds.length > 0 ? inArray(vacancies.organizationId, user.organizationIds) : undefined,
  );
}

export function managesApplication(user: CurrentUser, row: Pick<ApplicationRow, "centerId" | "organizationId">): boolean {
  return (hasRole(user, ...CENTER_ROLES) && row.centerId === user.centerId) || user.organizationIds.includes(row.organizationId);
}

/** What a user may read: what they handle, and their own responses. */
function visibleApplications(user: CurrentUser): SQL {
  return or(managedApplications(user), eq(applications.userId, user.id))!;
}

export const ApplicationFiltersSchema = z
  .object({
    vacancy_id: z.guid().optional(),
    organization_id: z.guid().optional(),
    /** `new` is an application nobody accepted or rejected yet. */
    status: z.enum(["new", "accepted", "rejected"]).optional(),
    created_from: z.iso.date().optional(),
    created_to: z.iso.date().optional(),
    q: z.string().trim().min(1).max(200).optional(),
    /** `true`: only the signed-in user's own responses (a volunteer's /applications), not those they handle. */
    mine: z.enum(["true"]).optional(),
  })
  .strict();
export type ApplicationFilters = z.infer<typeof ApplicationFiltersSchema>;
export const parseApplicationFilters = (raw: Record<string, string>) => readFilters(raw, ApplicationFiltersSchema);

function filterConditions(filters: ApplicationFilters, user: CurrentUser): (SQL | undefined)[] {
  const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  return [
    filters.vacancy_id ? eq(applications.vacancyId, filters.vacancy_id) : undefined,
    filters.organization_id ? eq(vacancies.organizationId, filters.organization_id) : undefined,
    filters.status === "new" ? isNull(applications.status) : filters.status ? eq(applications.status, filters.status) : undefined,
    filters.created_from ? gte(applications.createdAt, new Date(`${filters.created_from}T00:00:00Z`)) : undefined,
    filters.created_to ? lt(applications.createdAt, nextDay(filters.created_to)) : undefined,
    filters.q ? or(ilike(applications.name, containsPattern(filters.q)), ilike(applications.email, containsPattern(filters.q))) : undefined,
    filters.mine ? eq(applications.userId, user.id) : undefined,
  ];
}

export async function listApplications(
  tx: Tx,
  input: { tenantId: string; user: CurrentUser; filters: ApplicationFilters; page: { size: number; offset: number } },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = and(eq(applications.tenantId, input.tenantId), visibleApplications(input.user), ...filterConditions(input.filters, input.user));
  const [rows, counted] = await Promise.all([
    tx
      .select(applicationColumns)
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(where)
      .orderBy(desc(applications.createdAt), asc(applications.id))
      .limit(input.page.size)
      .offset(input.page.offset),
    tx.select({ total: count() }).from(applications).innerJoin(vacancies, eq(vacancies.id, applications.vacancyId)).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function findApplication(tx: Tx, input: { tenantId: string; user: CurrentUser; id: string }): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select(applicationColumns)
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(and(eq(applications.tenantId, input.tenantId), eq(applications.id, input.id), visibleApplications(input.user)))
    .limit(1);
  return row;
}

async function findManagedApplication(tx: Tx, input: { tenantId: string; user: CurrentUser; id: string }): Promise<ApplicationRow> {
  const row = await findApplication(tx, input);
  if (!row) throw notFound();
  if (!managesApplication(input.user, row)) throw forbidden();
  return row;
}

/** Vacancy and internal notes, when asked; notes only for those who handle the application. */
export async function withApplicationRelations(
  tx: Tx,
  input: { tenantId: string; user: CurrentUser; rows: ApplicationRow[]; include: ReadonlySet<string> },
): Promise<ApplicationResource[]> {
  const { rows, include, user, tenantId } = input;
  const vacancyById = new Map<string, { id: string; title: string; status: string }>();
  if (include.has("vacancy") && rows.length > 0) {
    const found = await tx
      .select({ id: vacancies.id, title: vacancies.title, status: vacancies.status })
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, tenantId), inArray(vacancies.id, [...new Set(rows.map((r) => r.vacancyId))])));
    for (const vacancy of found) vacancyById.set(vacancy.id, vacancy);
  }
  const managed = rows.filter((row) => managesApplication(user, row)).map((row) => row.id);
  const notesByApplication = new Map<string, NoteRow[]>(rows.map((row) => [row.id, []]));
  if (include.has("notes") && managed.length > 0) {
    const found = await tx
      .select({ ...getTableColumns(internalNotes), authorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')` })
      .from(internalNotes)
      .leftJoin(users, eq(users.id, internalNotes.authorId))
      .where(and(eq(internalNotes.tenantId, tenantId), inArray(internalNotes.applicationId, managed)))
      .orderBy(asc(internalNotes.createdAt), asc(internalNotes.id));
    for (const note of found) notesByApplication.get(note.applicationId)?.push(note);
  }
  return rows.map((row) => ({
    ...row,
    canManage: managed.includes(row.id),
    mine: row.userId !== null && row.userId === user.id,
    ...(include.has("vacancy") ? { vacancy: vacancyById.get(row.vacancyId) ?? null } : {}),
    ...(include.has("notes") ? { notes: notesByApplication.get(row.id) ?? [] } : {}),
  }));
}

async function rowById(tx: Tx, tenantId: string, id: string): Promise<ApplicationRow> {
  const [row] = await tx
    .select(applicationColumns)
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)));
  return row!;
}

export type ApplyInput = {
  tenantId: string;
  viewer: VacancyViewer;
  vacancyId: string;
  input: ApplicationInput;
  idempotencyKey: string;
  language: Language;
  siteOrigin: string;
  appName: string;
};

/**
 * A volunteer responds to a vacancy (no account needed). The idempotency key
 * makes a double submit or a refresh harmless: the same key answers the
 * application it made before, without a second row or second mails.
 */
export async function applyToVacancy(tx: Tx, a: ApplyInput): Promise<{ application: ApplicationRow; created: boolean }> {
  const userId = a.viewer.user?.id ?? null;
  // A signed-in volunteer's responses to one vacancy wait for each other (two tabs sent at once), so the second sees the first.
  if (userId) await tx.select({ id: vacancies.id }).from(vacancies).where(and(eq(vacancies.tenantId, a.tenantId), eq(vacancies.id, a.vacancyId))).for("update");
  const existing = await findByKey(tx, a.tenantId, a.idempotencyKey);
  if (existing) return { application: checkSameVacancy(existing, a.vacancyId), created: false };

  const vacancy = await findVacancy(tx, { tenantId: a.tenantId, viewer: a.viewer, id: a.vacancyId });
  if (!vacancy) throw notFound();
  if (!acceptsApplications(vacancy.status)) {
    throw new AppError({ status: 422, code: "vacancy_closed", detail: apiMessages.vacancyClosed });
  }
  // One open response per account and vacancy: a rejected one leaves room for a new one. Without an account nothing is
  // checked, so the answer never tells whether an e-mail address responded.
  if (userId && (await openResponseOf(tx, { tenantId: a.tenantId, userId, vacancyId: vacancy.id }))) {
    throw new AppError({ status: 422, code: "already_responded", detail: apiMessages.alreadyResponded });
  }
  const { name, email, phoneNumber, message } = a.input;
  const [first, ...rest] = name.split(/\s+/);
  const inserted = await tx
    .insert(applications)
    .values({
      tenantId: a.tenantId,
      vacancyId: vacancy.id,
      userId: a.viewer.user?.id ?? null,
      name,
      firstName: first ?? null,
      lastName: rest.join(" ") || null,
      email: email.toLowerCase(),
      phoneNumber: phoneNumber || null,
      message,
      locale: a.language,
      idempotencyKey: a.idempotencyKey,
    })
    // A parallel request with the same key waits for this one, then finds its row.
    .onConflictDoNothing({ target: [applications.tenantId, applications.idempotencyKey] })
    .returning({ id: applications.id });
  if (inserted.length === 0) return { application: checkSameVacancy((await findByKey(tx, a.tenantId, a.idempotencyKey))!, a.vacancyId), created: false };

  const application = await rowById(tx, a.tenantId, inserted[0]!.id);
  await enqueueResponseMails(tx, { ...a, application, vacancy });
  await notifyApplicationReceived(tx, { tenantId: a.tenantId, application, vacancy, actorId: a.viewer.user?.id ?? null });
  return { application, created: true };
}

/** The user's newest response to the vacancy that was not rejected (new or accepted), if any. */
export async function openResponseOf(tx: Tx, input: { tenantId: string; userId: string; vacancyId: string }) {
  const [row] = await tx
    .select({ id: applications.id, createdAt: applications.createdAt })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, input.tenantId),
        eq(applications.vacancyId, input.vacancyId),
        eq(applications.userId, input.userId),
        or(isNull(applications.status), ne(applications.status, "rejected")),
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row;
}

async function findByKey(tx: Tx, tenantId: string, key: string) {
  const [row] = await tx
    .select(applicationColumns)
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(and(eq(applications.tenantId, tenantId), eq(applications.idempotencyKey, key)))
    .limit(1);
  return row;
}

function checkSameVacancy(row: ApplicationRow, vacancyId: string): ApplicationRow {
  if (row.vacancyId !== vacancyId) {
    throw new AppError({ status: 422, code: "idempotency_key_reused", detail: apiMessages.keyReusedVacancy, source: { pointer: "/data/attributes/idempotency_key" } });
  }
  return row;
}

async function enqueueResponseMails(
  tx: Tx,
  a: ApplyInput & { application: ApplicationRow; vacancy: { id: string; title: string; contactPersonId: string | null; organizationId: string; centerId: string } },
) {
  const [organization] = await tx
    .select({ name: organizations.name, email: organizations.email })
    .from(organizations)
    .where(and(eq(organizations.tenantId, a.tenantId), eq(organizations.id, a.vacancy.organizationId)));
  // A vacancy without a contact person (and an organization without an address) falls back to the center's default
  // contact person (decision 045), so a response never goes unannounced.
  const [contact] = a.vacancy.contactPersonId
    ? await tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(and(eq(users.tenantId, a.tenantId), eq(users.id, a.vacancy.contactPersonId)))
    : organization?.email
      ? []
      : [await defaultContactPerson(tx, { tenantId: a.tenantId, centerId: a.vacancy.centerId })].flatMap((person) => (person ? [{ id: person.id, email: person.email, firstName: person.firstName }] : []));
  const common = { appName: a.appName, vacancyTitle: a.vacancy.title, organizationName: organization?.name ?? "" };
  const confirmation = await composeMail(tx, {
    tenantId: a.tenantId,
    centerId: a.vacancy.centerId,
    kind: templates.applicationReceived,
    language: a.language,
    values: {
      ...common,
      accountFirstName: a.viewer.user && a.viewer.user.email.toLowerCase() === a.application.email.toLowerCase() ? a.viewer.user.firstName : null,
      // The mail is in the volunteer's language, and so is the page it links to.
      vacancyUrl: new URL(localizedPath(`/vacancies/${a.vacancy.id}`, a.language), a.siteOrigin).toString(),
    },
  });
  if (confirmation) await enqueueMail(tx, { tenantId: a.tenantId, centerId: a.vacancy.centerId, to: a.application.email, ...confirmation });
  const to = contact?.email ?? organization?.email;
  if (to) {
    // The contact person's own language (the volunteer's is only theirs); an organization's address has none: Dutch.
    const [own] = contact ? await tx.select({ locale: users.locale }).from(users).where(and(eq(users.tenantId, a.tenantId), eq(users.id, contact.id))) : [];
    const language = (await centerMailLanguage(tx, { tenantId: a.tenantId, centerId: a.vacancy.centerId }))(own?.locale);
    const notification = await composeMail(tx, {
      tenantId: a.tenantId,
      centerId: a.vacancy.centerId,
      kind: templates.applicationNotification,
      language,
      values: {
        ...common,
        contactName: contact?.firstName ?? "",
        applicant: { name: a.application.name, email: a.application.email, phoneNumber: a.application.phoneNumber, message: a.application.message },
        // The response's page in the contact person's language, as the mail is.
        applicationUrl: new URL(localizedPath(`/applications/${a.application.id}`, language), a.siteOrigin).toString(),
      },
    });
    if (notification) await enqueueMail(tx, { tenantId: a.tenantId, centerId: a.vacancy.centerId, to, ...notification });
  }
}

/** Accept or reject (or back to new); the volunteer hears of a decision by mail. */
export async function updateApplicationStatus(
  tx: Tx,
  input: { tenantId: string; user: CurrentUser; id: string; status: "accepted" | "rejected" | null; appName: string; now: Date },
): Promise<ApplicationRow> {
  const row = await findManagedApplication(tx, input);
  if (row.status === input.status) return row;
  // The first decision is the analytics' first reaction (decision 047); a later change of mind does not move it.
  const reaction = input.status && !row.firstReactionAt ? { firstReactionAt: input.now } : {};
  await tx.update(applications).set({ status: input.status, updatedAt: input.now, ...reaction }).where(and(eq(applications.tenantId, input.tenantId), eq(applications.id, row.id)));
  if (input.status) {
    const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, row.organizationId));
    const language = (await centerMailLanguage(tx, { tenantId: input.tenantId, centerId: row.centerId }))(row.locale);
    const mail = await composeMail(tx, {
      tenantId: input.tenantId,
      centerId: row.centerId,
      kind: input.status === "accepted" ? templates.applicationAccepted : templates.applicationRejected,
      language,
      values: { appName: input.appName, name: row.name, vacancyTitle: row.vacancyTitle, organizationName: organization?.name ?? "" },
    });
    // A center may switch the decision mails off (an inactive template).
    if (mail) await enqueueMail(tx, { tenantId: input.tenantId, centerId: row.centerId, to: row.email, ...mail });
    await notifyApplicationDecision(tx, { tenantId: input.tenantId, status: input.status, application: row, organizationName: organization?.name ?? "", actorId: input.user.id });
  }
  return rowById(tx, input.tenantId, row.id);
}

export async function addInternalNote(
  tx: Tx,
  input: { tenantId: string; user: CurrentUser; applicationId: string; note: string },
): Promise<NoteRow> {
  const row = await findManagedApplication(tx, { ...input, id: input.applicationId });
  const [note] = await tx.insert(internalNotes).values({ tenantId: input.tenantId, applicationId: row.id, authorId: input.user.id, note: input.note }).returning();
  const authorName = [input.user.firstName, input.user.lastName].filter(Boolean).join(" ") || null;
  return { ...note!, authorName };
}
