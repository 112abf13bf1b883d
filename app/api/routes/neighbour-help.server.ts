import { Hono, type Context } from "hono";
import { z } from "zod";
import { AppError, notFound } from "~/lib/app-error";
import { clientIp } from "~/modules/auth/rate-limit.server";
import { createGeocoder } from "~/modules/geocoding/geocoders.server";
import type { Geocoder } from "~/modules/geocoding/geocoder";
import { countMailAction } from "~/modules/mail/throttle.server";
import {
  askForHelp,
  decideAsCenter,
  decideAsRequester,
  findByToken,
  findForReview,
  findPublicRequest,
  listForReview,
  listPublicRequests,
  respondToRequest,
  reviewRequest,
  type MailContext,
} from "~/modules/neighbour-help/help.server";
import { withdrawByToken } from "~/modules/neighbour-help/closing.server";
import { HelpDecisionSchema, HelpRequestSchema, HelpResponseSchema, HelpReviewSchema, type HelpFilters, type HelpReviewFilters } from "~/modules/neighbour-help/schema";
import { helpResponseReceiptResource, helpReviewResource, publicHelpRequestResource, requesterHelpResource } from "~/modules/neighbour-help/transformers.server";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { tooManyRequests } from "../errors.server";
import { inTenant } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";
import { mailLanguage } from "../mail-language.server";
import { siteOrigin } from "./auth.server";

/*
 * Neighbour help (/een-op-een-hulp, issue 14, decision 041): the public listing and asking/responding without an
 * account, the center's review, and the requester's decisions through their secret link. All of it is a 404
 * where the tenant has no p2p feature, or the host has no volunteer center.
 */
export const neighbourHelpRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;

let geocoder: Geocoder | undefined;
const geocoderOf = () => (geocoder ??= createGeocoder());

for (const path of ["/neighbour_help_requests", "/neighbour_help_requests/*", "/neighbour_help_reviews", "/neighbour_help_reviews/*", "/neighbour_help_requester/*"]) {
  neighbourHelpRoutes.use(path, async (c, next) => {
    if (!featuresOf(c.var.tenancy).p2p || !c.var.tenancy.centerId) throw notFound();
    await next();
  });
}

const centerOf = (c: C) => c.var.tenancy.centerId!;
const tenantOf = (c: C) => c.var.tenancy.tenant.id;
const uuidParam = (c: C) => {
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  return id!;
};

async function mailContext(c: C, tx: Parameters<typeof siteOrigin>[1]): Promise<MailContext> {
  return { tenantId: tenantOf(c), centerId: centerOf(c), siteOrigin: await siteOrigin(c, tx), appName: c.var.tenancy.tenant.appName };
}

function idempotencyKeyOf(c: C, fromBody: string | undefined): string {
  const key = c.req.header("idempotency-key")?.trim() || fromBody || crypto.randomUUID();
  if (key.length < 8 || key.length > 100) {
    throw new AppError({ status: 400, code: "invalid_idempotency_key", detail: "Idempotency-Key must be 8 to 100 characters.", source: { header: "Idempotency-Key" } });
  }
  return key;
}

async function throttle(c: C, recipient: string) {
  const counted = await countMailAction(c.var.db, { action: "neighbour_help", tenantId: tenantOf(c), recipient, ip: clientIp(c.req.raw.headers), now: c.var.deps.now() });
  if (counted.limited) throw tooManyRequests(c, counted.retryAfterSeconds, "Too many messages from here or to this address. Try again later.");
}

neighbourHelpRoutes.get("/neighbour_help_requests", async (c) => {
  const { filters, page, fields } = publicHelpRequestResource.readListQuery<HelpFilters>(c);
  const { rows, total } = await inTenant(c, (tx) => listPublicRequests(tx, { tenantId: tenantOf(c), centerId: centerOf(c), filters, page, geocoder: geocoderOf() }));
  return jsonApi(c, listDocument(c, rows, publicHelpRequestResource.transformer(), page, total, { fields }));
});

neighbourHelpRoutes.get("/neighbour_help_requests/:id", async (c) => {
  const id = uuidParam(c);
  const { fields } = publicHelpRequestResource.readQuery(c);
  const row = await inTenant(c, (tx) => findPublicRequest(tx, { tenantId: tenantOf(c), centerId: centerOf(c), id }));
  return jsonApi(c, toDocument(row, publicHelpRequestResource.transformer(), { fields }));
});

/** Asking for or offering help: public, no account; waits for the center's review. */
neighbourHelpRoutes.post("/neighbour_help_requests", async (c) => {
  const attributes = await readAttributes(c);
  const values = HelpRequestSchema.parse(attributes);
  const idempotencyKey = idempotencyKeyOf(c, values.idempotencyKey);
  await throttle(c, values.email);
  const { request, created } = await inTenant(c, async (tx) =>
    askForHelp(tx, { ...(await mailContext(c, tx)), values, idempotencyKey, language: mailLanguage(c, { asked: attributes.locale }), geocoder: geocoderOf() }),
  );
  return jsonApi(c, toDocument(request, publicHelpRequestResource.transformer()), created ? 201 : 200);
});

/** A helper's response to an approved, open request: public, no account. */
neighbourHelpRoutes.post("/neighbour_help_requests/:id/responses", async (c) => {
  const id = uuidParam(c);
  const attributes = await readAttributes(c);
  const values = HelpResponseSchema.parse(attributes);
  const idempotencyKey = idempotencyKeyOf(c, values.idempotencyKey);
  await throttle(c, values.email);
  const { response, created } = await inTenant(c, async (tx) =>
    respondToRequest(tx, { ...(await mailContext(c, tx)), requestId: id, values, idempotencyKey, language: mailLanguage(c, { asked: attributes.locale }) }),
  );
  return jsonApi(c, toDocument(response, helpResponseReceiptResource.transformer()), created ? 201 : 200);
});

neighbourHelpRoutes.get("/neighbour_help_reviews", async (c) => {
  const { filters, page, fields } = helpReviewResource.readListQuery<HelpReviewFilters>(c);
  const { rows, total, counts } = await inTenant(c, (tx) => listForReview(tx, { tenantId: tenantOf(c), centerId: centerOf(c), user: c.var.currentUser, filters, page }));
  return jsonApi(c, listDocument(c, rows, helpReviewResource.transformer(), page, total, { fields, meta: { statusCounts: counts } }));
});

neighbourHelpRoutes.get("/neighbour_help_reviews/:id", async (c) => {
  const id = uuidParam(c);
  const { fields } = helpReviewResource.readQuery(c);
  const row = await inTenant(c, (tx) => findForReview(tx, { tenantId: tenantOf(c), centerId: centerOf(c), user: c.var.currentUser, id }));
  return jsonApi(c, toDocument(row, helpReviewResource.transformer(), { fields }));
});

async function review(c: C) {
  const id = uuidParam(c);
  const values = HelpReviewSchema.parse(await readAttributes(c));
  const row = await inTenant(c, async (tx) => reviewRequest(tx, { ...(await mailContext(c, tx)), user: c.var.currentUser, id, values, now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, helpReviewResource.transformer()));
}
neighbourHelpRoutes.patch("/neighbour_help_reviews/:id", review);
neighbourHelpRoutes.put("/neighbour_help_reviews/:id", review);

neighbourHelpRoutes.post("/neighbour_help_reviews/:id/decisions", async (c) => {
  const id = uuidParam(c);
  const values = HelpDecisionSchema.parse(await readAttributes(c));
  const row = await inTenant(c, async (tx) => decideAsCenter(tx, { ...(await mailContext(c, tx)), user: c.var.currentUser, id, values, now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, helpReviewResource.transformer()));
});

neighbourHelpRoutes.get("/neighbour_help_requester/:token", async (c) => {
  const row = await inTenant(c, (tx) => findByToken(tx, { tenantId: tenantOf(c), token: c.req.param("token") }));
  // Personal data behind a secret link: kept by no cache (the server's, a CDN's or a browser's).
  c.header("Cache-Control", "private, no-store");
  return jsonApi(c, toDocument(row, requesterHelpResource.transformer()));
});

neighbourHelpRoutes.post("/neighbour_help_requester/:token/decisions", async (c) => {
  const values = HelpDecisionSchema.parse(await readAttributes(c));
  const row = await inTenant(c, async (tx) => decideAsRequester(tx, { ...(await mailContext(c, tx)), token: c.req.param("token"), values, now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, requesterHelpResource.transformer()));
});

/** The requester withdraws their request through their link: it leaves the listing; helpers with an open response are mailed. */
neighbourHelpRoutes.post("/neighbour_help_requester/:token/withdrawal", async (c) => {
  const row = await inTenant(c, (tx) => withdrawByToken(tx, { tenantId: tenantOf(c), token: c.req.param("token"), appName: c.var.tenancy.tenant.appName, now: c.var.deps.now() }));
  c.header("Cache-Control", "private, no-store");
  return jsonApi(c, toDocument(row, requesterHelpResource.transformer()));
});
