import { Hono, type Context } from "hono";
import { z } from "zod";
import { AppError, notFound } from "~/lib/app-error";
import {
  addInternalNote,
  applyToVacancy,
  findApplication,
  listApplications,
  updateApplicationStatus,
  withApplicationRelations,
  type ApplicationFilters,
  type ApplicationRow,
} from "~/modules/applications/applications.server";
import { applicationResource, applicationTransformer, internalNoteTransformer } from "~/modules/applications/transformers.server";
import { ApplicationSchema, ApplicationUpdateSchema, InternalNoteSchema } from "~/modules/vacancies/schema";
import type { ApiEnv } from "../context.server";
import { clientIp } from "~/modules/auth/rate-limit.server";
import { countMailAction } from "~/modules/mail/throttle.server";
import { readAttributes } from "../body.server";
import { tooManyRequests } from "../errors.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, toDocument, listDocument } from "../jsonapi.server";
import { mailLanguage } from "../mail-language.server";
import { siteOrigin } from "./auth.server";
import { vacancyViewerOf } from "./vacancies.server";

export const applicationRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;
const isUuid = (value: string | undefined): value is string => z.guid().safeParse(value).success;

async function single(c: C, row: ApplicationRow, status: 200 | 201 = 200) {
  const user = requireUser(c);
  const { include } = applicationResource.readQuery(c);
  const tenantId = c.var.tenancy.tenant.id;
  const [resource] = await inTenant(c, (tx) => withApplicationRelations(tx, { tenantId, user, rows: [row], include }));
  return jsonApi(c, toDocument(resource!, applicationTransformer(), { include }), status);
}

/**
 * A response to a vacancy: public, no account needed. The `Idempotency-Key`
 * header (or `idempotency_key`) makes retries safe: the same key answers the
 * same application with 200, without a second row or second mails.
 */
applicationRoutes.post("/vacancies/:id/applications", async (c) => {
  const vacancyId = c.req.param("id");
  if (!isUuid(vacancyId)) throw notFound();
  const attributes = await readAttributes(c);
  const input = ApplicationSchema.parse(attributes);
  const idempotencyKey = c.req.header("idempotency-key")?.trim() || input.idempotencyKey || crypto.randomUUID();
  if (idempotencyKey.length < 8 || idempotencyKey.length > 100) {
    throw new AppError({ status: 400, code: "invalid_idempotency_key", detail: "Idempotency-Key must be 8 to 100 characters.", source: { header: "Idempotency-Key" } });
  }
  const tenancy = c.var.tenancy;
  const throttle = await countMailAction(c.var.db, {
    action: "application",
    tenantId: tenancy.tenant.id,
    recipient: input.email,
    ip: clientIp(c.req.raw.headers),
    now: c.var.deps.now(),
  });
  if (throttle.limited) throw tooManyRequests(c, throttle.retryAfterSeconds, "Too many responses from here or to this address. Try again later.");
  const { application, created } = await inTenant(c, async (tx) =>
    applyToVacancy(tx, {
      tenantId: tenancy.tenant.id,
      viewer: vacancyViewerOf(c),
      vacancyId,
      input,
      idempotencyKey,
      language: mailLanguage(c, { asked: attributes.locale }),
      siteOrigin: await siteOrigin(c, tx),
      appName: tenancy.tenant.appName,
    }),
  );
  // Whoever responded gets back what they sent; the list and the notes stay with those who handle it.
  const resource = { ...application, canManage: false, mine: application.userId !== null && application.userId === c.var.currentUser?.id };
  return jsonApi(c, toDocument(resource, applicationTransformer()), created ? 201 : 200);
});

applicationRoutes.get("/applications", async (c) => {
  const user = requireUser(c);
  const { include, filters, page, fields } = applicationResource.readListQuery<ApplicationFilters>(c);
  const tenantId = c.var.tenancy.tenant.id;
  const { rows, total } = await inTenant(c, async (tx) => {
    const found = await listApplications(tx, { tenantId, user, filters, page });
    return { rows: await withApplicationRelations(tx, { tenantId, user, rows: found.rows, include }), total: found.total };
  });
  return jsonApi(c, listDocument(c, rows, applicationTransformer(), page, total, { include, fields }));
});

applicationRoutes.get("/applications/:id", async (c) => {
  const user = requireUser(c);
  const id = c.req.param("id");
  if (!isUuid(id)) throw notFound();
  const tenantId = c.var.tenancy.tenant.id;
  const row = await inTenant(c, (tx) => findApplication(tx, { tenantId, user, id }));
  if (!row) throw notFound();
  return single(c, row);
});

/** Accept or reject (spec §3 statuses); a decision mails the volunteer. */
applicationRoutes.patch("/applications/:id", async (c) => {
  const user = requireUser(c);
  const id = c.req.param("id");
  if (!isUuid(id)) throw notFound();
  const { status } = ApplicationUpdateSchema.parse(await readAttributes(c));
  const tenantId = c.var.tenancy.tenant.id;
  const row = await inTenant(c, (tx) =>
    updateApplicationStatus(tx, { tenantId, user, id, status, appName: c.var.tenancy.tenant.appName, now: c.var.deps.now() }),
  );
  return single(c, row);
});

applicationRoutes.post("/applications/:id/notes", async (c) => {
  const user = requireUser(c);
  const id = c.req.param("id");
  if (!isUuid(id)) throw notFound();
  const { note } = InternalNoteSchema.parse(await readAttributes(c));
  const tenantId = c.var.tenancy.tenant.id;
  const created = await inTenant(c, (tx) => addInternalNote(tx, { tenantId, user, applicationId: id, note }));
  return jsonApi(c, toDocument(created, internalNoteTransformer()), 201);
});
