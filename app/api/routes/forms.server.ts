import { Hono, type Context } from "hono";
import { z } from "zod";
import { AppError, notFound } from "~/lib/app-error";
import { eq } from "drizzle-orm";
import { volunteerCenters } from "~/modules/db/schema";
import type { Tx } from "~/modules/db/client.server";
import { tFor } from "~/modules/i18n/instance.server";
import { toCsv } from "~/modules/forms/csv";
import { answerText } from "~/modules/forms/format";
import {
  archiveForm,
  createForm,
  createInvitations,
  deleteSubmission,
  ensureContactForm,
  exportColumns,
  findManagedForm,
  findSubmission,
  loadFormResource,
  listForms,
  listInvitations,
  listSubmissions,
  activeQuestions,
  openByToken,
  parseSubmissionFilters,
  resendInvitation,
  revokeInvitation,
  submitForm,
  updateForm,
  type FormFilters,
  type SubmissionFilters,
} from "~/modules/forms/forms.server";
import { FormCreateSchema, FormUpdateSchema, InvitationCreateSchema, QuestionSchema, SubmissionCreateSchema } from "~/modules/forms/schema";
import { formResource, invitationResource, publicFormResource, questionResource, submissionResource } from "~/modules/forms/transformers.server";
import type { ApiEnv } from "../context.server";
import { readAttributes } from "../body.server";
import { tooManyRequests } from "../errors.server";
import { clientIp } from "~/modules/auth/rate-limit.server";
import { countFormSubmission } from "~/modules/mail/throttle.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, parseFilters, toDocument, listDocument } from "../jsonapi.server";
import { mailLanguage } from "../mail-language.server";
import { siteOrigin } from "./auth.server";
import { formatShortDateTime } from "~/lib/dates";

/*
 * The form builder's resources: forms, their questions, invitations and
 * submissions (center roles and the form's organization manage), and the
 * public side a respondent uses by token. Another tenant's ids are 404s:
 * row-level security does not let the rows exist for this request.
 */
export const formRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;
const uuidParam = (c: C, name: string): string => {
  const value = c.req.param(name);
  if (!z.guid().safeParse(value).success) throw notFound();
  return value!;
};
const tenantIdOf = (c: C) => c.var.tenancy.tenant.id;
/** The request's center (by host), else the signed-in user's. */
const centerIdOf = (c: C, user: { centerId: string }) => c.var.tenancy.centerId ?? user.centerId;

async function mailContext(c: C, tx: Tx, attributes: Record<string, unknown>) {
  const centerId = c.var.tenancy.centerId ?? c.var.currentUser?.centerId;
  const [center] = centerId ? await tx.select({ name: volunteerCenters.name }).from(volunteerCenters).where(eq(volunteerCenters.id, centerId)) : [];
  return {
    siteOrigin: await siteOrigin(c, tx),
    appName: c.var.tenancy.tenant.appName,
    centerName: center?.name ?? c.var.tenancy.tenant.appName,
    language: mailLanguage(c, { asked: attributes.locale }),
    now: c.var.deps.now(),
  };
}

/* ----------------------------------------------------------------------------- forms */

formRoutes.get("/forms", async (c) => {
  const user = requireUser(c);
  const { filters, page, fields } = formResource.readListQuery<FormFilters>(c);
  const { rows, total } = await inTenant(c, (tx) => listForms(tx, { tenantId: tenantIdOf(c), user, filters, page }));
  return jsonApi(c, listDocument(c, rows, formResource.transformer(), page, total, { fields }));
});

formRoutes.post("/forms", async (c) => {
  const user = requireUser(c);
  const values = FormCreateSchema.parse(await readAttributes(c));
  const include = new Set(["questions"]);
  const resource = await inTenant(c, async (tx) => {
    const row = await createForm(tx, { tenantId: tenantIdOf(c), centerId: centerIdOf(c, user), user, values });
    return loadFormResource(tx, row, include);
  });
  return jsonApi(c, toDocument(resource, formResource.transformer(), { include }), 201);
});

/**
 * The center's contact form in the request's language (/contactformulier, /en/contactformulier), created on first
 * use: the mail rule's `locale`, else Accept-Language — a Dutch-only center has its Dutch one only (decision 067).
 */
formRoutes.get("/contact_form", async (c) => {
  const user = requireUser(c);
  const include = new Set(["questions"]);
  const resource = await inTenant(c, async (tx) => {
    const row = await ensureContactForm(tx, { tenantId: tenantIdOf(c), centerId: centerIdOf(c, user), language: mailLanguage(c, { asked: c.req.query("locale") }) });
    return { ...row, canManage: false, questions: await activeQuestions(tx, row.id) };
  });
  return jsonApi(c, toDocument(resource, formResource.transformer(), { include }));
});

formRoutes.get("/forms/:id", async (c) => {
  const user = requireUser(c);
  const id = uuidParam(c, "id");
  const { include } = formResource.readQuery(c);
  const resource = await inTenant(c, async (tx) => loadFormResource(tx, await findManagedForm(tx, { tenantId: tenantIdOf(c), user, id }), include));
  return jsonApi(c, toDocument(resource, formResource.transformer(), { include }));
});

async function update(c: C) {
  const user = requireUser(c);
  const id = uuidParam(c, "id");
  const values = FormUpdateSchema.parse(await readAttributes(c));
  const include = new Set(["questions"]);
  const resource = await inTenant(c, async (tx) => {
    const row = await updateForm(tx, { tenantId: tenantIdOf(c), user, id, values, now: c.var.deps.now() });
    return loadFormResource(tx, row, include);
  });
  return jsonApi(c, toDocument(resource, formResource.transformer(), { include }));
}
formRoutes.patch("/forms/:id", update);
formRoutes.put("/forms/:id", update);

formRoutes.delete("/forms/:id", async (c) => {
  const user = requireUser(c);
  const id = uuidParam(c, "id");
  await inTenant(c, (tx) => archiveForm(tx, { tenantId: tenantIdOf(c), user, id, now: c.var.deps.now() }));
  return c.body(null, 204);
});

/* ----------------------------------------------------------------------------- questions */

formRoutes.get("/forms/:id/questions", async (c) => {
  const user = requireUser(c);
  const id = uuidParam(c, "id");
  const rows = await inTenant(c, async (tx) => {
    await findManagedForm(tx, { tenantId: tenantIdOf(c), user, id });
    return activeQuestions(tx, id);
  });
  return jsonApi(c, toDocument(rows, questionResource.transformer()));
});

formRoutes.post("/forms/:id/questions", async (c) => {
  const user = requireUser(c);
  const id = uuidParam(c, "id");
  const attributes = await readAttributes(c);
  const question = QuestionSchema.parse(attributes);
  const position = z.number().int().min(0).optional().parse(attributes.position);
  const created = await inTenant(c, async (tx) => {
    const before = new Set((await activeQuestions(tx, id)).map((q) => q.id));
    await updateForm(tx, { tenantId: tenantIdOf(c), user, id, values: { questions: [{ ...question, position }] }, now: c.var.deps.now() });
    return (await activeQuestions(tx, id)).find((q) => !before.has(q.id))!;
  });
  return jsonApi(c, toDocument(created, questionResource.transformer()), 201);
});

/* ----------------------------------------------------------------------------- invitations */

formRoutes.get("/forms/:id/invitations", async (c) => {
  const user = requireUser(c);
  const formId = uuidParam(c, "id");
  const rows = await inTenant(c, (tx) => listInvitations(tx, { tenantId: tenantIdOf(c), user, formId }));
  return jsonApi(c, toDocument(rows, invitationResource.transformer()));
});

/** Invites addresses (`emails`: a list, or text with one per line); each gets a personal link by e-mail. */
formRoutes.post("/forms/:id/invitations", async (c) => {
  const user = requireUser(c);
  const formId = uuidParam(c, "id");
  const attributes = await readAttributes(c);
  const { emails, singleUse } = InvitationCreateSchema.parse(attributes);
  const rows = await inTenant(c, async (tx) =>
    createInvitations(tx, { tenantId: tenantIdOf(c), user, formId, emails, singleUse, ...(await mailContext(c, tx, attributes)) }),
  );
  return jsonApi(c, toDocument(rows, invitationResource.transformer(), { meta: { invited: rows.length, skipped: emails.length - rows.length } }), 201);
});

formRoutes.post("/forms/:id/invitations/:invitationId/revoke", async (c) => {
  const user = requireUser(c);
  const formId = uuidParam(c, "id");
  const invitationId = uuidParam(c, "invitationId");
  const row = await inTenant(c, (tx) => revokeInvitation(tx, { tenantId: tenantIdOf(c), user, formId, invitationId, now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, invitationResource.transformer()));
});

formRoutes.post("/forms/:id/invitations/:invitationId/resend", async (c) => {
  const user = requireUser(c);
  const formId = uuidParam(c, "id");
  const invitationId = uuidParam(c, "invitationId");
  const attributes = await readAttributes(c);
  const row = await inTenant(c, async (tx) =>
    resendInvitation(tx, { tenantId: tenantIdOf(c), user, formId, invitationId, ...(await mailContext(c, tx, attributes)) }),
  );
  return jsonApi(c, toDocument(row, invitationResource.transformer()));
});

/* ----------------------------------------------------------------------------- submissions */

formRoutes.get("/forms/:id/submissions", async (c) => {
  const user = requireUser(c);
  const formId = uuidParam(c, "id");
  const { filters, page, fields } = submissionResource.readListQuery<SubmissionFilters>(c);
  const { rows, total } = await inTenant(c, (tx) => listSubmissions(tx, { tenantId: tenantIdOf(c), user, formId, filters, page }));
  return jsonApi(c, listDocument(c, rows, submissionResource.transformer(), page, total, { fields }));
});

/** All (filtered) submissions as CSV for Excel: UTF-8 with BOM, `;`, one column per question. */
formRoutes.get("/forms/:id/submissions.csv", async (c) => {
  const user = requireUser(c);
  const formId = uuidParam(c, "id");
  const filters = parseSubmissionFilters(parseFilters(c));
  const language = mailLanguage(c);
  const t = tFor(language, "forms");
  const { form, rows, columns } = await inTenant(c, async (tx) => {
    const form = await findManagedForm(tx, { tenantId: tenantIdOf(c), user, id: formId });
    const { rows } = await listSubmissions(tx, { tenantId: tenantIdOf(c), user, formId, filters, page: { size: 100_000, offset: 0 } });
    return { form, rows, columns: await exportColumns(tx, formId, rows) };
  });
  const words = { yes: t("answers.yes"), no: t("answers.no") };
  const csv = toCsv([
    [t("csv.submittedAt"), t("csv.invitee"), ...columns.map((column) => column.text)],
    ...rows.map((row) => [formatShortDateTime(row.createdAt, language), row.inviteeEmail ?? "", ...columns.map((column) => answerText(row.answers[column.id], words))]),
  ]);
  const name = form.title.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "").toLowerCase() || "formulier";
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_")}.csv"; filename*=UTF-8''${encodeURIComponent(name)}.csv`,
  });
});

formRoutes.get("/forms/:id/submissions/:submissionId", async (c) => {
  const user = requireUser(c);
  const formId = uuidParam(c, "id");
  const submissionId = uuidParam(c, "submissionId");
  const row = await inTenant(c, (tx) => findSubmission(tx, { tenantId: tenantIdOf(c), user, formId, submissionId }));
  return jsonApi(c, toDocument(row, submissionResource.transformer()));
});

/** Retention: a submission is deleted for good. */
formRoutes.delete("/forms/:id/submissions/:submissionId", async (c) => {
  const user = requireUser(c);
  const formId = uuidParam(c, "id");
  const submissionId = uuidParam(c, "submissionId");
  await inTenant(c, (tx) => deleteSubmission(tx, { tenantId: tenantIdOf(c), user, formId, submissionId }));
  return c.body(null, 204);
});

/* ----------------------------------------------------------------------------- public */

/** A form as its respondent sees it. Unknown token 404; used or revoked invitation, or archived form, 410 (decision 079). */
formRoutes.get("/public_forms/:token", async (c) => {
  const token = c.req.param("token");
  const include = new Set(["questions"]);
  const form = await inTenant(c, (tx) => openByToken(tx, { tenantId: tenantIdOf(c), token }));
  return jsonApi(c, toDocument(form, publicFormResource.transformer(), { include }));
});

/**
 * A respondent's answers. `Idempotency-Key` (or `idempotency_key`) makes a
 * retry or double submit answer the first submission with 200.
 */
formRoutes.post("/public_forms/:token/submissions", async (c) => {
  const token = c.req.param("token");
  const attributes = await readAttributes(c);
  const input = SubmissionCreateSchema.parse(attributes);
  const idempotencyKey = c.req.header("idempotency-key")?.trim() || input.idempotencyKey || crypto.randomUUID();
  if (idempotencyKey.length < 8 || idempotencyKey.length > 100) {
    throw new AppError({ status: 400, code: "invalid_idempotency_key", detail: "Idempotency-Key must be 8 to 100 characters.", source: { header: "Idempotency-Key" } });
  }
  const throttle = await countFormSubmission(c.var.db, { ip: clientIp(c.req.raw.headers), now: c.var.deps.now() });
  if (throttle.limited) throw tooManyRequests(c, throttle.retryAfterSeconds, "Too many form submissions from here. Try again later.");
  const { submission, created } = await inTenant(c, async (tx) =>
    submitForm(tx, {
      tenantId: tenantIdOf(c),
      token,
      answers: input.answers,
      idempotencyKey,
      locale: mailLanguage(c, { asked: attributes.locale }),
      now: c.var.deps.now(),
      appName: c.var.tenancy.tenant.appName,
      siteOrigin: await siteOrigin(c, tx),
    }),
  );
  // The respondent gets back only that it arrived: answers stay with those who manage the form.
  return jsonApi(c, { data: { type: "form_submissions", id: submission.id, attributes: { created_at: submission.createdAt.toISOString() } } }, created ? 201 : 200);
});
