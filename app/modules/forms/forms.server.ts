import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { AppError, forbidden, notFound } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { hashToken } from "~/modules/auth/tokens.server";
import type { Tx } from "~/modules/db/client.server";
import {
  formInvitations,
  formQuestions,
  forms,
  formSubmissions,
  organizations,
  volunteerCenters,
  type FormAnswerValue,
  type FormQuestionSnapshot,
} from "~/modules/db/schema";
import { localizedPath } from "~/middleware/paths";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { containsPattern, readFilters } from "~/modules/organizations/filters.server";
import { centerStaff } from "~/modules/users/center-staff.server";
import { mayBuildForms } from "~/modules/users/access";
import { CENTER_ROLES, hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import type { QuestionType, RespondentQuestion } from "./constants";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { notifyFormSubmission } from "~/modules/notifications/events.server";
import { answersQuestions, answersSchema, QuestionSchema, type FormCreate, type FormUpdate, type QuestionInput } from "./schema";

/*
 * The form builder's service: forms and their questions, invitations to
 * token_holder forms (tokens stored as SHA-256 hashes) and submissions, which
 * keep a snapshot of the questions they answered so later edits do not change
 * what an old submission says.
 */

export type FormRow = typeof forms.$inferSelect & { organizationName: string | null };
export type QuestionRow = typeof formQuestions.$inferSelect;
export type InvitationRow = typeof formInvitations.$inferSelect;
export type SubmissionRow = typeof formSubmissions.$inferSelect & { inviteeEmail: string | null };
export type FormResource = FormRow & {
  canManage: boolean;
  questionCount?: number;
  submissionCount?: number;
  invitationCount?: number;
  questions?: QuestionRow[];
};

export const FORM_INCLUDES = ["questions"] as const;

const formColumns = { ...getTableColumns(forms), organizationName: organizations.name };

/* ----------------------------------------------------------------------------- permissions */

/** Center roles manage their center's forms; organization members their organizations' forms. */
function managedForms(user: CurrentUser): SQL {
  return (
    or(
      hasRole(user, ...CENTER_ROLES) ? eq(forms.centerId, user.centerId) : undefined,
      user.organizationIds.length > 0 ? inArray(forms.organizationId, user.organizationIds) : undefined,
    ) ?? sql`false`
  );
}

export function managesForm(user: CurrentUser, form: Pick<FormRow, "centerId" | "organizationId">): boolean {
  return (hasRole(user, ...CENTER_ROLES) && form.centerId === user.centerId) || (!!form.organizationId && user.organizationIds.includes(form.organizationId));
}

/** A form may belong to one of the user's organizations; center roles may pick any organization of their center. */
async function assertOrganizationAllowed(tx: Tx, input: { tenantId: string; user: CurrentUser; centerId: string; organizationId: string | null }) {
  const { user, organizationId } = input;
  if (organizationId === null) {
    if (!hasRole(user, ...CENTER_ROLES)) throw forbidden();
    return;
  }
  const [organization] = await tx
    .select({ centerId: organizations.centerId })
    .from(organizations)
    .where(and(eq(organizations.tenantId, input.tenantId), eq(organizations.id, organizationId)));
  if (!organization) {
    throw new AppError({ status: 422, code: "invalid", detail: "validation.invalid", source: { pointer: "/data/attributes/organization_id" } });
  }
  const allowed = user.organizationIds.includes(organizationId) || (hasRole(user, ...CENTER_ROLES) && organization.centerId === input.centerId);
  if (!allowed) throw forbidden();
}

/* ----------------------------------------------------------------------------- forms */

export const FormFiltersSchema = z
  .object({
    organization_id: z.guid().optional(),
    access_permission: z.enum(["anonymous", "token_holder"]).optional(),
    q: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type FormFilters = z.infer<typeof FormFiltersSchema>;
export const parseFormFilters = (raw: Record<string, string>) => readFilters(raw, FormFiltersSchema);

export async function listForms(
  tx: Tx,
  input: { tenantId: string; user: CurrentUser; filters: z.infer<typeof FormFiltersSchema>; page: { size: number; offset: number } },
): Promise<{ rows: FormResource[]; total: number }> {
  if (!mayBuildForms(input.user)) throw forbidden();
  const { filters } = input;
  const where = and(
    eq(forms.tenantId, input.tenantId),
    isNull(forms.archivedAt),
    managedForms(input.user),
    filters.organization_id ? eq(forms.organizationId, filters.organization_id) : undefined,
    filters.access_permission ? eq(forms.accessPermission, filters.access_permission) : undefined,
    filters.q ? ilike(forms.title, containsPattern(filters.q)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    tx
      .select(formColumns)
      .from(forms)
      .leftJoin(organizations, eq(organizations.id, forms.organizationId))
      .where(where)
      .orderBy(desc(forms.createdAt), asc(forms.id))
      .limit(input.page.size)
      .offset(input.page.offset),
    tx.select({ value: count() }).from(forms).where(where),
  ]);
  return { rows: await withCounts(tx, rows.map((row) => ({ ...row, canManage: true }))), total: counted[0]?.value ?? 0 };
}

async function withCounts(tx: Tx, rows: FormResource[]): Promise<FormResource[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((row) => row.id);
  const [questions, submissions, invitations] = await Promise.all([
    tx
      .select({ formId: formQuestions.formId, value: count() })
      .from(formQuestions)
      .where(and(inArray(formQuestions.formId, ids), isNull(formQuestions.removedAt)))
      .groupBy(formQuestions.formId),
    tx.select({ formId: formSubmissions.formId, value: count() }).from(formSubmissions).where(inArray(formSubmissions.formId, ids)).groupBy(formSubmissions.formId),
    tx.select({ formId: formInvitations.formId, value: count() }).from(formInvitations).where(inArray(formInvitations.formId, ids)).groupBy(formInvitations.formId),
  ]);
  const byForm = (list: Array<{ formId: string; value: number }>) => new Map(list.map((entry) => [entry.formId, entry.value]));
  const [q, s, i] = [byForm(questions), byForm(submissions), byForm(invitations)];
  return rows.map((row) => ({ ...row, questionCount: q.get(row.id) ?? 0, submissionCount: s.get(row.id) ?? 0, invitationCount: i.get(row.id) ?? 0 }));
}

async function loadForm(tx: Tx, tenantId: string, id: string): Promise<FormRow | undefined> {
  const [row] = await tx
    .select(formColumns)
    .from(forms)
    .leftJoin(organizations, eq(organizations.id, forms.organizationId))
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id), isNull(forms.archivedAt)));
  return row;
}

/** A form the user manages: another tenant's (or an unknown) id is a 404, someone else's form a 403. */
export async function findManagedForm(tx: Tx, input: { tenantId: string; user: CurrentUser; id: string }): Promise<FormRow> {
  const row = await loadForm(tx, input.tenantId, input.id);
  if (!row) throw notFound();
  if (!managesForm(input.user, row)) throw forbidden();
  return row;
}

export async function loadFormResource(tx: Tx, row: FormRow, include: ReadonlySet<string>): Promise<FormResource> {
  const [withCount] = await withCounts(tx, [{ ...row, canManage: true }]);
  return include.has("questions") ? { ...withCount!, questions: await activeQuestions(tx, row.id) } : withCount!;
}

const newPublicToken = () => randomBytes(12).toString("base64url");

export async function createForm(
  tx: Tx,
  input: { tenantId: string; centerId: string; user: CurrentUser; values: FormCreate; purpose?: string | null },
): Promise<FormRow> {
  const { values } = input;
  await assertOrganizationAllowed(tx, { ...input, organizationId: values.organizationId });
  const [row] = await tx
    .insert(forms)
    .values({
      tenantId: input.tenantId,
      centerId: input.centerId,
      organizationId: values.organizationId,
      title: values.title,
      description: values.description,
      accessPermission: values.accessPermission,
      publicToken: newPublicToken(),
      purpose: input.purpose ?? null,
      createdById: input.user.id,
    })
    .returning();
  if (values.questions.length > 0) {
    await tx.insert(formQuestions).values(values.questions.map((question, position) => ({ ...questionValues(question), tenantId: input.tenantId, formId: row!.id, position })));
  }
  return (await loadForm(tx, input.tenantId, row!.id))!;
}

function questionValues(question: QuestionInput) {
  return {
    text: question.text,
    questionType: question.questionType,
    required: question.questionType === "info_section" ? false : question.required,
    longAnswer: question.questionType === "text" ? question.longAnswer : false,
    options: question.questionType === "multiple_choice" || question.questionType === "checkbox" ? question.options : [],
  };
}

/**
 * Changes the details and, Rails-style, the questions: `{id, _destroy}`
 * removes (kept for old submissions), `{id, …}` changes, no id adds. Any
 * change of the questions raises the form's version.
 */
export async function updateForm(tx: Tx, input: { tenantId: string; user: CurrentUser; id: string; values: FormUpdate; now: Date }): Promise<FormRow> {
  const form = await findManagedForm(tx, input);
  const { questions: patches, ...details } = input.values;
  if (details.organizationId !== undefined && details.organizationId !== form.organizationId) {
    await assertOrganizationAllowed(tx, { tenantId: input.tenantId, user: input.user, centerId: form.centerId, organizationId: details.organizationId });
  }
  let questionsChanged = false;
  if (patches && patches.length > 0) {
    const existing = await tx.select().from(formQuestions).where(and(eq(formQuestions.formId, form.id), isNull(formQuestions.removedAt)));
    const byId = new Map(existing.map((question) => [question.id, question]));
    let nextPosition = existing.reduce((highest, question) => Math.max(highest, question.position + 1), 0);
    for (const [index, patch] of patches.entries()) {
      const pointer = (field: string) => ({ pointer: `/data/attributes/questions/${index}/${field}` });
      if (patch.id === undefined) {
        const parsed = QuestionSchema.safeParse(patch);
        if (!parsed.success) throw zodAt(parsed.error, index);
        await tx.insert(formQuestions).values({ ...questionValues(parsed.data), tenantId: input.tenantId, formId: form.id, position: patch.position ?? nextPosition++ });
        questionsChanged = true;
        continue;
      }
      const current = byId.get(patch.id);
      if (!current) throw new AppError({ status: 422, code: "invalid", detail: "validation.invalid", source: pointer("id") });
      if (patch._destroy) {
        await tx.update(formQuestions).set({ removedAt: input.now, updatedAt: input.now }).where(eq(formQuestions.id, current.id));
        questionsChanged = true;
        continue;
      }
      const merged = QuestionSchema.safeParse({
        text: patch.text ?? current.text,
        questionType: patch.questionType ?? current.questionType,
        required: patch.required ?? current.required,
        longAnswer: patch.longAnswer ?? current.longAnswer,
        options: patch.options ?? current.options,
      });
      if (!merged.success) throw zodAt(merged.error, index);
      await tx
        .update(formQuestions)
        .set({ ...questionValues(merged.data), position: patch.position ?? current.position, updatedAt: input.now })
        .where(eq(formQuestions.id, current.id));
      questionsChanged = true;
    }
  }
  await tx
    .update(forms)
    .set({
      ...details,
      ...(questionsChanged ? { version: sql`${forms.version} + 1` } : {}),
      updatedAt: input.now,
    })
    .where(eq(forms.id, form.id));
  return (await loadForm(tx, input.tenantId, form.id))!;
}

/** A nested question's errors as the API reports them: pointers into `questions/<index>`. */
function zodAt(error: z.ZodError, index: number): AppError {
  return invalidAttributes(error, ["questions", String(index)]);
}

function invalidAttributes(error: z.ZodError, prefix: string[]): AppError {
  return new AppError({
    status: 422,
    code: "invalid",
    detail: "The form contains errors",
    errors: error.issues.map((issue) => ({
      code: issue.code,
      title: "Invalid attribute",
      detail: issue.message,
      source: { pointer: `/data/attributes/${[...prefix, ...issue.path.map((part) => String(part).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))].join("/")}` },
    })),
  });
}

/** Forms are archived, not deleted: their submissions stay until deleted one by one (retention). */
export async function archiveForm(tx: Tx, input: { tenantId: string; user: CurrentUser; id: string; now: Date }): Promise<void> {
  const form = await findManagedForm(tx, input);
  await tx.update(forms).set({ archivedAt: input.now, updatedAt: input.now }).where(eq(forms.id, form.id));
}

export function activeQuestions(tx: Tx, formId: string): Promise<QuestionRow[]> {
  return tx
    .select()
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, formId), isNull(formQuestions.removedAt)))
    .orderBy(asc(formQuestions.position), asc(formQuestions.createdAt));
}

export const toRespondentQuestion = (question: QuestionRow | FormQuestionSnapshot): RespondentQuestion => ({
  id: question.id,
  text: question.text,
  questionType: question.questionType as QuestionType,
  required: question.required,
  longAnswer: question.longAnswer,
  options: question.options,
});

/* ----------------------------------------------------------------------------- contact form */

/**
 * The center's contact form in one language (/contactformulier in Dutch, /en/contactformulier in English; decision
 * 067), made the first time it is asked for, in that language.
 */
export async function ensureContactForm(tx: Tx, input: { tenantId: string; centerId: string; language: Language }): Promise<FormRow> {
  const find = () =>
    tx
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.tenantId, input.tenantId), eq(forms.centerId, input.centerId), eq(forms.purpose, "contact"), eq(forms.language, input.language)))
      .then((rows) => rows[0]);
  let found = await find();
  if (!found) {
    // Worded in the form's own language, from the server-only `defaults` namespace (not sent to the browser).
    const t = tFor(input.language, "defaults");
    const [created] = await tx
      .insert(forms)
      .values({
        tenantId: input.tenantId,
        centerId: input.centerId,
        title: t("contactForm.title"),
        description: t("contactForm.description"),
        accessPermission: "anonymous",
        publicToken: newPublicToken(),
        purpose: "contact",
        language: input.language,
      })
      .onConflictDoNothing()
      .returning({ id: forms.id });
    if (created) {
      const questions: Array<Omit<typeof formQuestions.$inferInsert, "tenantId" | "formId">> = [
        { text: t("contactForm.questions.name"), questionType: "text", required: true },
        { text: t("contactForm.questions.email"), questionType: "email", required: true },
        { text: t("contactForm.questions.phone"), questionType: "phone" },
        { text: t("contactForm.questions.subject"), questionType: "text" },
        { text: t("contactForm.questions.message"), questionType: "text", required: true, longAnswer: true },
      ];
      await tx.insert(formQuestions).values(questions.map((question, position) => ({ ...question, tenantId: input.tenantId, formId: created.id, position })));
    }
    found = await find();
  }
  return (await loadForm(tx, input.tenantId, found!.id))!;
}

/* ----------------------------------------------------------------------------- invitations */

const newInvitationToken = () => randomBytes(24).toString("base64url");

export async function listInvitations(tx: Tx, input: { tenantId: string; user: CurrentUser; formId: string }): Promise<InvitationRow[]> {
  await findManagedForm(tx, { ...input, id: input.formId });
  return tx
    .select()
    .from(formInvitations)
    .where(and(eq(formInvitations.tenantId, input.tenantId), eq(formInvitations.formId, input.formId)))
    .orderBy(desc(formInvitations.createdAt), asc(formInvitations.email));
}

type MailContext = { siteOrigin: string; appName: string; centerName: string; language: Language; now: Date };

/** Invites each address with a personal link; an address already invited (and not revoked) is skipped. */
export async function createInvitations(
  tx: Tx,
  input: { tenantId: string; user: CurrentUser; formId: string; emails: string[]; singleUse: boolean } & MailContext,
): Promise<InvitationRow[]> {
  const form = await findManagedForm(tx, { ...input, id: input.formId });
  if (form.accessPermission !== "token_holder") {
    throw new AppError({ status: 422, code: "not_token_holder", detail: apiMessages.notTokenHolder });
  }
  const already = await tx
    .select({ email: formInvitations.email })
    .from(formInvitations)
    .where(and(eq(formInvitations.formId, form.id), isNull(formInvitations.revokedAt), inArray(formInvitations.email, input.emails)));
  const skip = new Set(already.map((row) => row.email));
  const created: InvitationRow[] = [];
  for (const email of input.emails.filter((address) => !skip.has(address))) {
    const token = newInvitationToken();
    const [row] = await tx
      .insert(formInvitations)
      .values({ tenantId: input.tenantId, formId: form.id, email, tokenHash: hashToken(token), singleUse: input.singleUse, lastSentAt: input.now })
      .returning();
    await mailInvitation(tx, { ...input, form, email, token });
    created.push(row!);
  }
  return created;
}

async function mailInvitation(tx: Tx, input: { tenantId: string; form: FormRow; email: string; token: string; singleUse?: boolean } & MailContext) {
  // The form's page in the mail's language.
  const link = `${input.siteOrigin}${localizedPath(`/forms/${encodeURIComponent(input.token)}`, input.language)}`;
  const mail = await composeMail(tx, {
    tenantId: input.tenantId,
    centerId: input.form.centerId,
    kind: templates.formInvitation,
    language: input.language,
    values: { appName: input.appName, centerName: input.centerName, formTitle: input.form.title, link },
  });
  if (mail) await enqueueMail(tx, { tenantId: input.tenantId, centerId: input.form.centerId, to: input.email, ...mail, secrets: [input.token] });
}

async function findInvitation(tx: Tx, input: { tenantId: string; user: CurrentUser; formId: string; invitationId: string }) {
  const form = await findManagedForm(tx, { ...input, id: input.formId });
  const [row] = await tx
    .select()
    .from(formInvitations)
    .where(and(eq(formInvitations.tenantId, input.tenantId), eq(formInvitations.formId, form.id), eq(formInvitations.id, input.invitationId)));
  if (!row) throw notFound();
  return { form, invitation: row };
}

export async function revokeInvitation(tx: Tx, input: { tenantId: string; user: CurrentUser; formId: string; invitationId: string; now: Date }): Promise<InvitationRow> {
  const { invitation } = await findInvitation(tx, input);
  const [row] = await tx
    .update(formInvitations)
    .set({ revokedAt: invitation.revokedAt ?? input.now })
    .where(eq(formInvitations.id, invitation.id))
    .returning();
  return row!;
}

/**
 * Sends the invitation again with a fresh link: only the hash of a token is
 * stored, so the old link stops working. A revoked invitation is not resent.
 */
export async function resendInvitation(
  tx: Tx,
  input: { tenantId: string; user: CurrentUser; formId: string; invitationId: string } & MailContext,
): Promise<InvitationRow> {
  const { form, invitation } = await findInvitation(tx, input);
  if (invitation.revokedAt) throw new AppError({ status: 422, code: "invitation_revoked", detail: apiMessages.invitationRevoked });
  const token = newInvitationToken();
  const [row] = await tx
    .update(formInvitations)
    .set({ tokenHash: hashToken(token), lastSentAt: input.now })
    .where(eq(formInvitations.id, invitation.id))
    .returning();
  await mailInvitation(tx, { ...input, form, email: invitation.email, token });
  return row!;
}

/* ----------------------------------------------------------------------------- filling */

export type PublicForm = FormRow & { questions: QuestionRow[]; invitationId: string | null };

/**
 * What a link /forms/{token} opens: an invitation's form (by the hash of its
 * token) or an anonymous form by its public token. A token_holder form's own
 * public token opens nothing. Unknown → 404; a used or revoked invitation → 410 saying which; a link of an
 * archived form → 410 form_closed (decision 079: its holder had the link, and learns only that it is closed).
 */
export async function openByToken(tx: Tx, input: { tenantId: string; token: string }): Promise<PublicForm> {
  const { form, invitation } = await resolveToken(tx, input);
  if (!form) throw notFound();
  if (invitation) {
    if (invitation.revokedAt) throw new AppError({ status: 410, code: "token_revoked", detail: apiMessages.tokenRevoked });
    if (invitation.singleUse && invitation.usedAt) throw new AppError({ status: 410, code: "token_used", detail: apiMessages.tokenUsed });
  }
  if (form.archivedAt) throw new AppError({ status: 410, code: "form_closed", detail: apiMessages.formClosed });
  return { ...form, questions: await activeQuestions(tx, form.id), invitationId: invitation?.id ?? null };
}

async function resolveToken(tx: Tx, input: { tenantId: string; token: string }) {
  if (input.token.length < 4 || input.token.length > 200) return { form: undefined, invitation: undefined };
  const [invitation] = await tx
    .select()
    .from(formInvitations)
    .where(and(eq(formInvitations.tenantId, input.tenantId), eq(formInvitations.tokenHash, hashToken(input.token))));
  if (invitation) {
    const [form] = await tx.select(formColumns).from(forms).leftJoin(organizations, eq(organizations.id, forms.organizationId)).where(eq(forms.id, invitation.formId));
    return { form: form?.accessPermission === "token_holder" ? form : undefined, invitation };
  }
  const [form] = await tx
    .select(formColumns)
    .from(forms)
    .leftJoin(organizations, eq(organizations.id, forms.organizationId))
    .where(and(eq(forms.tenantId, input.tenantId), eq(forms.publicToken, input.token), eq(forms.accessPermission, "anonymous")));
  return { form, invitation: undefined };
}

const snapshotOf = (question: QuestionRow): FormQuestionSnapshot => ({
  id: question.id,
  text: question.text,
  questionType: question.questionType,
  required: question.required,
  position: question.position,
  longAnswer: question.longAnswer,
  options: question.options,
});

/**
 * Stores a submission. The same idempotency key answers the same submission
 * (created: false) — a double submit is harmless, even on a single-use token
 * that the first one used up. The invitation is marked used in the same
 * statement that checks it, so two different submissions cannot both pass.
 */
export async function submitForm(
  tx: Tx,
  input: {
    tenantId: string;
    token: string;
    answers: Record<string, unknown>;
    idempotencyKey: string;
    locale: Language;
    now: Date;
    appName: string;
    siteOrigin: string;
  },
): Promise<{ submission: SubmissionRow; created: boolean }> {
  const replay = await submissionByKey(tx, input.tenantId, input.idempotencyKey);
  if (replay) {
    const { form, invitation } = await resolveToken(tx, input);
    if (!form) throw notFound();
    return { submission: sameLink(replay, { id: form.id, invitationId: invitation?.id ?? null }), created: false };
  }
  const form = await openByToken(tx, input);
  const questions = form.questions.map(toRespondentQuestion);
  const parsed = answersSchema(questions).safeParse(input.answers);
  if (!parsed.success) throw invalidAttributes(parsed.error, ["answers"]);
  const answers = parsed.data as Record<string, FormAnswerValue>;
  if (form.invitationId) {
    const [claimed] = await tx
      .update(formInvitations)
      .set({ usedAt: sql`coalesce(${formInvitations.usedAt}, ${input.now.toISOString()}::timestamptz)`, submissionCount: sql`${formInvitations.submissionCount} + 1` })
      .where(
        and(
          eq(formInvitations.id, form.invitationId),
          isNull(formInvitations.revokedAt),
          or(eq(formInvitations.singleUse, false), isNull(formInvitations.usedAt)),
        ),
      )
      .returning({ id: formInvitations.id });
    if (!claimed) {
      const raced = await submissionByKey(tx, input.tenantId, input.idempotencyKey);
      if (raced) return { submission: sameLink(raced, form), created: false };
      throw new AppError({ status: 410, code: "token_used", detail: apiMessages.tokenUsed });
    }
  }
  const [row] = await tx
    .insert(formSubmissions)
    .values({
      tenantId: input.tenantId,
      formId: form.id,
      invitationId: form.invitationId,
      idempotencyKey: input.idempotencyKey,
      answers: Object.fromEntries(answersQuestions(questions).map((question) => [question.id, answers[question.id] ?? null])),
      questionsSnapshot: form.questions.map(snapshotOf),
      formVersion: form.version,
      locale: input.locale,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: formSubmissions.id });
  if (!row) return { submission: sameLink((await submissionByKey(tx, input.tenantId, input.idempotencyKey))!, form), created: false };
  const submission = (await submissionById(tx, input.tenantId, row.id))!;
  if (form.purpose === "contact") await mailContactSubmission(tx, { ...input, form, submission });
  await notifyFormSubmission(tx, { tenantId: input.tenantId, form, submission });
  return { submission, created: true };
}

/**
 * A key answers its submission again only on the link it was sent by (the same form, the same invitation, whatever
 * its token now): a key of another form's submission (a tampered page) is refused, as the other public forms do.
 */
function sameLink(submission: SubmissionRow, link: { id: string; invitationId: string | null }): SubmissionRow {
  if (submission.formId === link.id && submission.invitationId === link.invitationId) return submission;
  throw new AppError({
    status: 422,
    code: "idempotency_key_reused",
    detail: apiMessages.keyReusedForm,
    source: { pointer: "/data/attributes/idempotency_key" },
  });
}

function submissionByKey(tx: Tx, tenantId: string, idempotencyKey: string) {
  return selectSubmissions(tx)
    .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.idempotencyKey, idempotencyKey)))
    .then((rows) => rows[0]);
}

function submissionById(tx: Tx, tenantId: string, id: string) {
  return selectSubmissions(tx)
    .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.id, id)))
    .then((rows) => rows[0]);
}

function selectSubmissions(tx: Tx) {
  return tx
    .select({ ...getTableColumns(formSubmissions), inviteeEmail: formInvitations.email })
    .from(formSubmissions)
    .leftJoin(formInvitations, eq(formInvitations.id, formSubmissions.invitationId))
    .$dynamic();
}

/** A contact form's submission goes to the center's admins and center superusers, each in their own language. */
async function mailContactSubmission(tx: Tx, input: { tenantId: string; form: FormRow; submission: SubmissionRow; appName: string; siteOrigin: string }) {
  // Deleted accounts are left out too (this query used to keep them).
  const recipients = await centerStaff(tx, { tenantId: input.tenantId, centerId: input.form.centerId });
  const [center] = await tx.select({ name: volunteerCenters.name }).from(volunteerCenters).where(eq(volunteerCenters.id, input.form.centerId));
  const languageOf = await centerMailLanguage(tx, { tenantId: input.tenantId, centerId: input.form.centerId });
  const mails = new Map<Language, Awaited<ReturnType<typeof composeMail>>>();
  for (const recipient of recipients) {
    const language = languageOf(recipient.locale);
    if (!mails.has(language)) {
      mails.set(
        language,
        await composeMail(tx, {
          tenantId: input.tenantId,
          centerId: input.form.centerId,
          kind: templates.contactForm,
          language,
          values: {
            appName: input.appName,
            centerName: center?.name ?? input.appName,
            questions: input.submission.questionsSnapshot,
            answers: input.submission.answers,
            // The submission's page in the recipient's language, as the mail is.
            link: `${input.siteOrigin}${localizedPath(`/form_builder/${input.form.id}/submissions/${input.submission.id}`, language)}`,
          },
        }),
      );
    }
    const mail = mails.get(language);
    // A center may switch these mails off (an inactive template): the submission is kept and listed all the same.
    if (mail) await enqueueMail(tx, { tenantId: input.tenantId, centerId: input.form.centerId, to: recipient.email, ...mail });
  }
}

/* ----------------------------------------------------------------------------- submissions */

export const SubmissionFiltersSchema = z
  .object({
    created_from: z.iso.date().optional(),
    created_to: z.iso.date().optional(),
    invitation_id: z.guid().optional(),
    /** Part of the invitee's e-mail address. */
    q: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type SubmissionFilters = z.infer<typeof SubmissionFiltersSchema>;
export const parseSubmissionFilters = (raw: Record<string, string>) => readFilters(raw, SubmissionFiltersSchema);

/** Dates are days in the Netherlands: "to 2026-11-22" includes that whole day there. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Amsterdam'`;
const nextDayStart = (day: string) => sql`((${day}::date + 1)::timestamp) at time zone 'Europe/Amsterdam'`;

export async function listSubmissions(
  tx: Tx,
  input: { tenantId: string; user: CurrentUser; formId: string; filters: SubmissionFilters; page: { size: number; offset: number } },
): Promise<{ rows: SubmissionRow[]; total: number }> {
  await findManagedForm(tx, { ...input, id: input.formId });
  const { filters } = input;
  const where = and(
    eq(formSubmissions.tenantId, input.tenantId),
    eq(formSubmissions.formId, input.formId),
    filters.created_from ? gte(formSubmissions.createdAt, dayStart(filters.created_from)) : undefined,
    filters.created_to ? lt(formSubmissions.createdAt, nextDayStart(filters.created_to)) : undefined,
    filters.invitation_id ? eq(formSubmissions.invitationId, filters.invitation_id) : undefined,
    filters.q ? ilike(formInvitations.email, containsPattern(filters.q)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    selectSubmissions(tx).where(where).orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id)).limit(input.page.size).offset(input.page.offset),
    tx
      .select({ value: count() })
      .from(formSubmissions)
      .leftJoin(formInvitations, eq(formInvitations.id, formSubmissions.invitationId))
      .where(where),
  ]);
  return { rows, total: counted[0]?.value ?? 0 };
}

export async function findSubmission(tx: Tx, input: { tenantId: string; user: CurrentUser; formId: string; submissionId: string }): Promise<SubmissionRow> {
  await findManagedForm(tx, { ...input, id: input.formId });
  const row = await submissionById(tx, input.tenantId, input.submissionId);
  if (!row || row.formId !== input.formId) throw notFound();
  return row;
}

export async function deleteSubmission(tx: Tx, input: { tenantId: string; user: CurrentUser; formId: string; submissionId: string }): Promise<void> {
  const row = await findSubmission(tx, input);
  await tx.delete(formSubmissions).where(eq(formSubmissions.id, row.id));
}

/**
 * Every question any listed submission answered, in the form's current order
 * with removed questions after: the columns of the CSV export.
 */
export async function exportColumns(tx: Tx, formId: string, rows: SubmissionRow[]): Promise<FormQuestionSnapshot[]> {
  const current = await tx
    .select({ id: formQuestions.id, position: formQuestions.position, removedAt: formQuestions.removedAt })
    .from(formQuestions)
    .where(eq(formQuestions.formId, formId));
  const order = new Map(current.map((q) => [q.id, q.removedAt ? 1_000_000 + q.position : q.position]));
  const columns = new Map<string, FormQuestionSnapshot>();
  for (const row of [...rows].reverse()) {
    for (const question of row.questionsSnapshot) {
      if (question.questionType !== "info_section") columns.set(question.id, question);
    }
  }
  return [...columns.values()].sort((a, b) => (order.get(a.id) ?? 2_000_000 + a.position) - (order.get(b.id) ?? 2_000_000 + b.position));
}
