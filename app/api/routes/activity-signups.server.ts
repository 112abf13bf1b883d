import { Hono, type Context } from "hono";
import { z } from "zod";
import { AppError, notFound } from "~/lib/app-error";
import {
  cancelByToken,
  findByCancelToken,
  findOccurrence,
  findSignup,
  listSignups,
  listVacancyOccurrences,
  removeSignup,
  signUp,
  SignupSchema,
  type MailContext,
  type SignupFilters,
  type TokenSignup,
} from "~/modules/activities/signups.server";
import { cancellationResource, occurrenceDetailResource, signupResource, type VacancyOccurrenceFilters } from "~/modules/activities/signup-transformers.server";
import { clientIp } from "~/modules/auth/rate-limit.server";
import type { Tx } from "~/modules/db/client.server";
import { countMailAction } from "~/modules/mail/throttle.server";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { tooManyRequests } from "../errors.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";
import { mailLanguage } from "../mail-language.server";
import { siteOrigin } from "./auth.server";
import { vacancyViewerOf } from "./vacancies.server";

/*
 * Sign-ups for activity occurrences (issue 14, decision 040): the public sign-up (no account), the cancel link's
 * token routes, and the managers' lists. All of it is a 404 where the tenant has no activities.
 */
export const activitySignupRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;

const idParam = (c: C) => {
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  return id!;
};

for (const path of ["/activity_occurrences/:id", "/activity_occurrences/:id/*", "/vacancies/:id/activity_occurrences", "/activity_signups", "/activity_signups/*", "/activity_signup_cancellations", "/activity_signup_cancellations/*"]) {
  activitySignupRoutes.use(path, async (c, next) => {
    if (!featuresOf(c.var.tenancy).activities) throw notFound();
    await next();
  });
}

const mailContext = async (c: C, tx: Tx): Promise<MailContext> => ({ siteOrigin: await siteOrigin(c, tx), appName: c.var.tenancy.tenant.appName });

activitySignupRoutes.get("/activity_occurrences/:id", async (c) => {
  const id = idParam(c);
  const { fields } = occurrenceDetailResource.readQuery(c);
  const tenantId = c.var.tenancy.tenant.id;
  const row = await inTenant(c, (tx) => findOccurrence(tx, { tenantId, viewer: vacancyViewerOf(c), id, now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, occurrenceDetailResource.transformer(), { fields }));
});

activitySignupRoutes.get("/vacancies/:id/activity_occurrences", async (c) => {
  requireUser(c);
  const vacancyId = idParam(c);
  const { filters, page, fields } = occurrenceDetailResource.readListQuery<VacancyOccurrenceFilters>(c);
  const tenantId = c.var.tenancy.tenant.id;
  const { rows, total } = await inTenant(c, (tx) =>
    listVacancyOccurrences(tx, { tenantId, viewer: vacancyViewerOf(c), vacancyId, now: c.var.deps.now(), page, upcoming: filters.when !== "all" }),
  );
  return jsonApi(c, listDocument(c, rows, occurrenceDetailResource.transformer(), page, total, { fields }));
});

/**
 * Signing up: public, no account needed. The `Idempotency-Key` header (or `idempotency_key`) makes retries safe;
 * the same address on the same occurrence is the same sign-up. 201 for a new one, 200 for the one made before.
 */
activitySignupRoutes.post("/activity_occurrences/:id/signups", async (c) => {
  const occurrenceId = idParam(c);
  const attributes = await readAttributes(c);
  const input = SignupSchema.parse(attributes);
  const idempotencyKey = c.req.header("idempotency-key")?.trim() || input.idempotencyKey || crypto.randomUUID();
  if (idempotencyKey.length < 8 || idempotencyKey.length > 100) {
    throw new AppError({ status: 400, code: "invalid_idempotency_key", detail: "Idempotency-Key must be 8 to 100 characters.", source: { header: "Idempotency-Key" } });
  }
  const tenancy = c.var.tenancy;
  const now = c.var.deps.now();
  const throttle = await countMailAction(c.var.db, { action: "activity_signup", tenantId: tenancy.tenant.id, recipient: input.email, ip: clientIp(c.req.raw.headers), now });
  if (throttle.limited) throw tooManyRequests(c, throttle.retryAfterSeconds, "Too many sign-ups from here or to this address. Try again later.");
  const { signup, created } = await inTenant(c, async (tx) =>
    signUp(tx, {
      tenantId: tenancy.tenant.id,
      viewer: vacancyViewerOf(c),
      occurrenceId,
      input,
      idempotencyKey,
      language: mailLanguage(c, { asked: attributes.locale }),
      now,
      mail: await mailContext(c, tx),
    }),
  );
  // Whoever signed up gets back what they sent, their status and place; no one else's.
  const resource = await inTenant(c, async (tx) => {
    const occurrence = await findOccurrence(tx, { tenantId: tenancy.tenant.id, viewer: vacancyViewerOf(c), id: occurrenceId, now });
    return {
      ...signup,
      occurrenceStartsAt: occurrence.startsAt,
      occurrenceEndsAt: occurrence.endsAt,
      activityTitle: occurrence.title,
      waitingPosition: null,
    };
  });
  return jsonApi(c, toDocument(resource, signupResource.transformer()), created ? 201 : 200);
});

activitySignupRoutes.get("/activity_signups", async (c) => {
  const user = requireUser(c);
  const { filters, page, fields } = signupResource.readListQuery<SignupFilters>(c);
  const tenantId = c.var.tenancy.tenant.id;
  const { rows, total } = await inTenant(c, (tx) => listSignups(tx, { tenantId, user, filters, page }));
  return jsonApi(c, listDocument(c, rows, signupResource.transformer(), page, total, { fields }));
});

activitySignupRoutes.get("/activity_signups/:id", async (c) => {
  requireUser(c);
  const id = idParam(c);
  const { fields } = signupResource.readQuery(c);
  const tenantId = c.var.tenancy.tenant.id;
  const row = await inTenant(c, (tx) => findSignup(tx, { tenantId, viewer: vacancyViewerOf(c), id }));
  return jsonApi(c, toDocument(row, signupResource.transformer(), { fields }));
});

/** A manager removes a participant: cancelled (kept), mailed, and the first waiting moves up. */
activitySignupRoutes.delete("/activity_signups/:id", async (c) => {
  requireUser(c);
  const id = idParam(c);
  const tenantId = c.var.tenancy.tenant.id;
  const row = await inTenant(c, async (tx) => removeSignup(tx, { tenantId, viewer: vacancyViewerOf(c), id, now: c.var.deps.now(), mail: await mailContext(c, tx) }));
  return jsonApi(c, toDocument(row, signupResource.transformer()));
});

const cancellationOf = (found: TokenSignup, alreadyCancelled: boolean) => ({
  id: found.signup.id,
  status: found.signup.status,
  activityTitle: found.occurrence.title,
  occurrenceId: found.occurrence.id,
  startsAt: found.occurrence.startsAt,
  endsAt: found.occurrence.endsAt,
  alreadyCancelled,
});

activitySignupRoutes.get("/activity_signup_cancellations/:token", async (c) => {
  const token = c.req.param("token");
  const tenantId = c.var.tenancy.tenant.id;
  const found = await inTenant(c, (tx) => findByCancelToken(tx, { tenantId, token }));
  return jsonApi(c, toDocument(cancellationOf(found, found.signup.status === "cancelled"), cancellationResource.transformer()));
});

activitySignupRoutes.post("/activity_signup_cancellations", async (c) => {
  const { token } = z.object({ token: z.string().min(1).max(200) }).strict().parse(await readAttributes(c));
  const tenantId = c.var.tenancy.tenant.id;
  const done = await inTenant(c, async (tx) => cancelByToken(tx, { tenantId, token, now: c.var.deps.now(), mail: await mailContext(c, tx) }));
  return jsonApi(c, toDocument(cancellationOf(done, done.alreadyCancelled), cancellationResource.transformer()));
});
