import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { AppError, forbidden, notFound, unauthorized } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { messages } from "~/lib/validation-messages";
import { hashToken } from "~/modules/auth/tokens.server";
import { countsByStatus } from "~/modules/db/status-counts.server";
import type { Tx } from "~/modules/db/client.server";
import { auditLog, neighbourHelpRequests, neighbourHelpResponses, volunteerCenters } from "~/modules/db/schema";
import type { Coordinates, GeocodeResult, Geocoder } from "~/modules/geocoding/geocoder";
import { defaultLanguage, type Language } from "~/modules/i18n/languages";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { centerStaff } from "~/modules/users/center-staff.server";
import { CENTER_ROLES, hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import {
  HELP_REQUEST_STATUSES,
  normalizePostcode,
  postcodeArea,
  type HelpDecisionInput,
  type HelpFilters,
  type HelpRequestInput,
  type HelpRequestStatus,
  type HelpRequestView,
  type HelpResponseInput,
  type HelpResponseView,
  type HelpReviewFilters,
  type HelpReviewInput,
  type PublicHelpRequest,
} from "./schema";

/*
 * Neighbour help (/een-op-een-hulp, issue 14, decision 041). Residents ask for or offer help without an account;
 * the center's admins and center superusers review each request before it is public; helpers respond through the
 * site; the center or the requester (through the secret link of their mail) accepts or declines a response, and
 * an accepted one closes the request. The tenant boundary is RLS; the center is in every query here.
 */

export type RequestRow = typeof neighbourHelpRequests.$inferSelect;
type ResponseRow = typeof neighbourHelpResponses.$inferSelect;

/** Who reviews: the center's admins and center superusers, of their own center only (decision 041). */
export function mayReview(user: CurrentUser | null, centerId: string | null): user is CurrentUser {
  return !!user && !!centerId && user.centerId === centerId && hasRole(user, ...CENTER_ROLES);
}

export function requireReviewer(user: CurrentUser | null, centerId: string | null): CurrentUser {
  if (!user) throw unauthorized("You need to sign in or sign up before continuing.");
  if (!mayReview(user, centerId)) throw forbidden();
  return user;
}

const unknownPostcode = (pointer: string) =>
  new AppError({ status: 422, code: "unknown_postcode", detail: messages.unknownPostcode, source: pointer.startsWith("/") ? { pointer } : { parameter: pointer } });

/** The postcode's position and neighbourhood; null when the geocoder does not know it, "away" when it failed. */
async function locate(geocoder: Geocoder, postcode: string): Promise<GeocodeResult | null | "away"> {
  try {
    return await geocoder.geocode({ street: null, houseNumber: null, postalCode: postcode, city: null, country: "NL" });
  } catch {
    return "away";
  }
}

/** Great-circle distance in km (haversine) from a point to the request's position. */
function distanceFrom(point: Coordinates): SQL<number> {
  return sql<number>`(6371 * 2 * asin(sqrt(power(sin(radians(${neighbourHelpRequests.latitude} - ${point.latitude}) / 2), 2) + cos(radians(${point.latitude})) * cos(radians(${neighbourHelpRequests.latitude})) * power(sin(radians(${neighbourHelpRequests.longitude} - ${point.longitude}) / 2), 2))))`;
}

const roundKm = (km: number | null) => (km === null ? null : Math.round(km * 10) / 10);

function publicView(row: RequestRow, distanceKm: number | null = null): PublicHelpRequest {
  return {
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    category: row.category,
    description: row.description,
    neighbourhood: row.neighbourhood,
    distanceKm: roundKm(distanceKm),
    createdAt: row.createdAt,
  };
}

function responseView(row: ResponseRow): HelpResponseView {
  return { id: row.id, name: row.name, email: row.email, message: row.message, status: row.status, decidedBy: row.decidedBy, decidedAt: row.decidedAt, createdAt: row.createdAt };
}

/** A request as its requester and the center see it, with its responses. */
function requestView(row: RequestRow, responses: ResponseRow[]): HelpRequestView {
  const { distanceKm: _distance, ...common } = publicView(row);
  return {
    ...common,
    status: row.status,
    postcode: row.postcode,
    name: row.name,
    email: row.email,
    reviewReason: row.reviewReason,
    reviewedAt: row.reviewedAt,
    closedAt: row.closedAt,
    responses: responses.map(responseView),
  };
}

export async function fullView(tx: Tx, row: RequestRow): Promise<HelpRequestView> {
  const responses = await tx.select().from(neighbourHelpResponses).where(eq(neighbourHelpResponses.requestId, row.id)).orderBy(asc(neighbourHelpResponses.createdAt), asc(neighbourHelpResponses.id));
  return requestView(row, responses);
}

export type MailContext = { tenantId: string; centerId: string; siteOrigin: string; appName: string };

const pathIn = (language: Language, path: string) => `${language === "en" ? "/en" : ""}${path}`;
const requesterLink = (ctx: MailContext, language: Language, token: string) => new URL(pathIn(language, `/een-op-een-hulp/mijn-aanvraag/${token}`), ctx.siteOrigin).toString();
const reviewLink = (ctx: MailContext, language: Language, id: string) => new URL(pathIn(language, `/een-op-een-hulp/beoordelen/${id}`), ctx.siteOrigin).toString();

/** The center's admins and center superusers, or else the address of the center's profile. */
async function centerRecipients(tx: Tx, ctx: MailContext): Promise<{ email: string; language: Language }[]> {
  const people = await centerStaff(tx, { tenantId: ctx.tenantId, centerId: ctx.centerId });
  const languageOf = await centerMailLanguage(tx, ctx);
  if (people.length > 0) return people.map((person) => ({ email: person.email, language: languageOf(person.locale) }));
  const [center] = await tx.select({ profile: volunteerCenters.profile }).from(volunteerCenters).where(eq(volunteerCenters.id, ctx.centerId));
  const email = center?.profile.email;
  return typeof email === "string" && email.includes("@") ? [{ email, language: defaultLanguage }] : [];
}

const newToken = () => randomBytes(24).toString("base64url");

export type AskInput = { tenantId: string; centerId: string; values: HelpRequestInput; idempotencyKey: string; language: Language; geocoder: Geocoder; siteOrigin: string; appName: string };

/**
 * A resident asks for or offers help. The postcode must be known (422 on the field otherwise); the request
 * waits for the center's review. The idempotency key makes a double submit one request and one set of mails.
 */
export async function askForHelp(tx: Tx, input: AskInput): Promise<{ request: PublicHelpRequest; created: boolean }> {
  const existing = await byKey(tx, input.tenantId, input.idempotencyKey);
  if (existing) return { request: publicView(existing), created: false };
  const { values } = input;
  const postcode = normalizePostcode(values.postcode);
  const located = await locate(input.geocoder, postcode);
  if (!located) throw unknownPostcode("/data/attributes/postcode");
  // With the geocoding service away the request is kept without a position: the center still reviews it, and
  // it is listed, though not found by distance.
  const found = located === "away" ? { latitude: null, longitude: null } : located;
  const token = newToken();
  const inserted = await tx
    .insert(neighbourHelpRequests)
    .values({
      tenantId: input.tenantId,
      centerId: input.centerId,
      direction: values.direction,
      kind: values.kind,
      category: values.category,
      description: values.description,
      postcode,
      latitude: found.latitude,
      longitude: found.longitude,
      neighbourhood: ("neighbourhood" in found ? found.neighbourhood : undefined) ?? postcodeArea(postcode),
      name: values.name,
      email: values.email.toLowerCase(),
      locale: input.language,
      requesterTokenHash: hashToken(token),
      idempotencyKey: input.idempotencyKey,
    })
    // A parallel request with the same key waits for this one, then finds its row.
    .onConflictDoNothing({ target: [neighbourHelpRequests.tenantId, neighbourHelpRequests.idempotencyKey] })
    .returning();
  if (inserted.length === 0) return { request: publicView((await byKey(tx, input.tenantId, input.idempotencyKey))!), created: false };
  const row = inserted[0]!;
  const ctx: MailContext = { tenantId: input.tenantId, centerId: input.centerId, siteOrigin: input.siteOrigin, appName: input.appName };
  const confirmation = await composeMail(tx, {
    tenantId: ctx.tenantId,
    centerId: ctx.centerId,
    kind: templates.neighbourHelpReceived,
    language: input.language,
    values: { appName: ctx.appName, name: row.name, description: row.description, link: requesterLink(ctx, input.language, token) },
  });
  if (confirmation) await enqueueMail(tx, { tenantId: ctx.tenantId, centerId: ctx.centerId, to: row.email, ...confirmation, secrets: [token] });
  for (const recipient of await centerRecipients(tx, ctx)) {
    const mail = await composeMail(tx, {
      tenantId: ctx.tenantId,
      centerId: ctx.centerId,
      kind: templates.neighbourHelpToReview,
      language: recipient.language,
      values: { appName: ctx.appName, name: "", description: row.description, neighbourhood: row.neighbourhood, link: reviewLink(ctx, recipient.language, row.id) },
    });
    if (mail) await enqueueMail(tx, { tenantId: ctx.tenantId, centerId: ctx.centerId, to: recipient.email, ...mail });
  }
  return { request: publicView(row), created: true };
}

async function byKey(tx: Tx, tenantId: string, key: string): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(neighbourHelpRequests).where(and(eq(neighbourHelpRequests.tenantId, tenantId), eq(neighbourHelpRequests.idempotencyKey, key))).limit(1);
  return row;
}

export type ListInput = { tenantId: string; centerId: string; filters: HelpFilters; page: { size: number; offset: number }; geocoder: Geocoder };

/**
 * The public listing: approved, open requests of the center, newest first — nearest first when searching from
 * a postcode (an unknown one is a 422 on filter[postcode]). Nothing personal leaves: see PublicHelpRequest.
 */
export async function listPublicRequests(tx: Tx, input: ListInput): Promise<{ rows: PublicHelpRequest[]; total: number }> {
  const { filters, page } = input;
  const where: SQL[] = [eq(neighbourHelpRequests.tenantId, input.tenantId), eq(neighbourHelpRequests.centerId, input.centerId), eq(neighbourHelpRequests.status, "approved")];
  if (filters.direction) where.push(eq(neighbourHelpRequests.direction, filters.direction));
  if (filters.kind) where.push(eq(neighbourHelpRequests.kind, filters.kind));
  if (filters.category) where.push(eq(neighbourHelpRequests.category, filters.category));
  let distance: SQL<number> | null = null;
  if (filters.postcode) {
    const point = await locate(input.geocoder, normalizePostcode(filters.postcode));
    if (point === "away") throw new AppError({ status: 503, code: "geocoder_unavailable", detail: "Searching by distance is not possible right now. Try again later." });
    if (!point) throw unknownPostcode("filter[postcode]");
    distance = distanceFrom(point);
    where.push(isNotNull(neighbourHelpRequests.latitude));
    if (filters.distance !== undefined) where.push(sql`${distance} <= ${filters.distance}`);
  }
  const condition = and(...where);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    tx
      .select({ request: neighbourHelpRequests, distance: distance ?? sql<null>`NULL::double precision` })
      .from(neighbourHelpRequests)
      .where(condition)
      .orderBy(...(distance ? [sql`${distance}`, desc(neighbourHelpRequests.createdAt)] : [desc(neighbourHelpRequests.createdAt)]), neighbourHelpRequests.id)
      .limit(page.size)
      .offset(page.offset),
    tx.select({ total: count() }).from(neighbourHelpRequests).where(condition),
  ]);
  return { rows: rows.map((r) => publicView(r.request, r.distance === null ? null : Number(r.distance))), total };
}

/** One approved, open request of the center, or 404. */
export async function findPublicRequest(tx: Tx, input: { tenantId: string; centerId: string; id: string }): Promise<PublicHelpRequest> {
  return publicView(await openRequest(tx, input));
}

async function openRequest(tx: Tx, input: { tenantId: string; centerId: string; id: string }): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(neighbourHelpRequests)
    .where(and(eq(neighbourHelpRequests.tenantId, input.tenantId), eq(neighbourHelpRequests.centerId, input.centerId), eq(neighbourHelpRequests.id, input.id), eq(neighbourHelpRequests.status, "approved")))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export type RespondInput = MailContext & { requestId: string; values: HelpResponseInput; idempotencyKey: string; language: Language };

/** A helper responds to an approved, open request; the requester and the center get it by mail. Idempotent by key. */
export async function respondToRequest(tx: Tx, input: RespondInput): Promise<{ response: { id: string; requestId: string; createdAt: Date }; created: boolean }> {
  const [existing] = await tx.select().from(neighbourHelpResponses).where(and(eq(neighbourHelpResponses.tenantId, input.tenantId), eq(neighbourHelpResponses.idempotencyKey, input.idempotencyKey))).limit(1);
  if (existing) {
    if (existing.requestId !== input.requestId) throw new AppError({ status: 422, code: "idempotency_key_reused", detail: apiMessages.keyReusedHelp, source: { pointer: "/data/attributes/idempotency_key" } });
    return { response: existing, created: false };
  }
  const request = await openRequest(tx, { tenantId: input.tenantId, centerId: input.centerId, id: input.requestId });
  const inserted = await tx
    .insert(neighbourHelpResponses)
    .values({
      tenantId: input.tenantId,
      requestId: request.id,
      name: input.values.name,
      email: input.values.email.toLowerCase(),
      message: input.values.message,
      locale: input.language,
      idempotencyKey: input.idempotencyKey,
    })
    .onConflictDoNothing({ target: [neighbourHelpResponses.tenantId, neighbourHelpResponses.idempotencyKey] })
    .returning();
  if (inserted.length === 0) return respondToRequest(tx, input);
  const response = inserted[0]!;
  // Only a token's hash is kept, so this mail carries a new link; it replaces the earlier mails' (decision 041).
  const token = newToken();
  await tx.update(neighbourHelpRequests).set({ requesterTokenHash: hashToken(token), updatedAt: sql`now()` }).where(eq(neighbourHelpRequests.id, request.id));
  const language = (await centerMailLanguage(tx, input))(request.locale);
  const values = { appName: input.appName, name: request.name, helperName: response.name, message: response.message, description: request.description };
  const toRequester = await composeMail(tx, { tenantId: input.tenantId, centerId: input.centerId, kind: templates.neighbourHelpResponse, language, values: { ...values, link: requesterLink(input, language, token) } });
  if (toRequester) await enqueueMail(tx, { tenantId: input.tenantId, centerId: input.centerId, to: request.email, ...toRequester, secrets: [token] });
  for (const recipient of await centerRecipients(tx, input)) {
    const mail = await composeMail(tx, {
      tenantId: input.tenantId,
      centerId: input.centerId,
      kind: templates.neighbourHelpResponseToCenter,
      language: recipient.language,
      values: { ...values, link: reviewLink(input, recipient.language, request.id) },
    });
    if (mail) await enqueueMail(tx, { tenantId: input.tenantId, centerId: input.centerId, to: recipient.email, ...mail });
  }
  return { response, created: true };
}

export type ReviewScope = { tenantId: string; centerId: string | null; user: CurrentUser | null };

/**
 * The center's review list: its requests (pending ones by default), oldest pending first, else newest first, and
 * how many requests each status has (the page's tabs) — one count grouped by status, the list's total among them.
 */
export async function listForReview(
  tx: Tx,
  input: ReviewScope & { filters: HelpReviewFilters; page: { size: number; offset: number } },
): Promise<{ rows: HelpRequestView[]; total: number; counts: Record<HelpRequestStatus, number> }> {
  const user = requireReviewer(input.user, input.centerId);
  const status = input.filters.status ?? "pending";
  const ofCenter = and(eq(neighbourHelpRequests.tenantId, input.tenantId), eq(neighbourHelpRequests.centerId, user.centerId!));
  const [rows, counts] = await Promise.all([
    tx
      .select()
      .from(neighbourHelpRequests)
      .where(and(ofCenter, eq(neighbourHelpRequests.status, status)))
      .orderBy(status === "pending" ? asc(neighbourHelpRequests.createdAt) : desc(neighbourHelpRequests.createdAt), neighbourHelpRequests.id)
      .limit(input.page.size)
      .offset(input.page.offset),
    countsByStatus(tx, { table: neighbourHelpRequests, column: neighbourHelpRequests.status, where: ofCenter, statuses: HELP_REQUEST_STATUSES }),
  ]);
  const responses = rows.length === 0 ? [] : await tx.select().from(neighbourHelpResponses).where(inArray(neighbourHelpResponses.requestId, rows.map((r) => r.id))).orderBy(asc(neighbourHelpResponses.createdAt));
  return {
    rows: rows.map((row) => requestView(row, responses.filter((r) => r.requestId === row.id))),
    total: counts[status],
    counts,
  };
}

async function reviewedRequest(tx: Tx, input: ReviewScope & { id: string }): Promise<{ user: CurrentUser; row: RequestRow }> {
  const user = requireReviewer(input.user, input.centerId);
  const [row] = await tx
    .select()
    .from(neighbourHelpRequests)
    .where(and(eq(neighbourHelpRequests.tenantId, input.tenantId), eq(neighbourHelpRequests.centerId, user.centerId!), eq(neighbourHelpRequests.id, input.id)))
    .limit(1);
  if (!row) throw notFound();
  return { user, row };
}

/** One request of the center with its responses, for its reviewers. */
export async function findForReview(tx: Tx, input: ReviewScope & { id: string }): Promise<HelpRequestView> {
  return fullView(tx, (await reviewedRequest(tx, input)).row);
}

/**
 * Approve (public from now on) or reject (with an optional reason) a pending request — or take an approved one
 * off the listing by rejecting it. Mailed to the requester; written to the audit log.
 */
export async function reviewRequest(tx: Tx, input: ReviewScope & MailContext & { id: string; values: HelpReviewInput; now: Date }): Promise<HelpRequestView> {
  const { user, row } = await reviewedRequest(tx, input);
  const { status, reason } = input.values;
  const allowed = status === "approved" ? row.status === "pending" : row.status === "pending" || row.status === "approved";
  if (!allowed) throw new AppError({ status: 422, code: "invalid_transition", detail: apiMessages.helpNotReviewable, source: { pointer: "/data/attributes/status" } });
  const [updated] = await tx
    .update(neighbourHelpRequests)
    .set({ status, reviewReason: reason ?? null, reviewedById: user.id, reviewedAt: input.now, updatedAt: input.now })
    .where(eq(neighbourHelpRequests.id, row.id))
    .returning();
  await tx.insert(auditLog).values({
    tenantId: input.tenantId,
    actorId: user.id,
    action: status === "approved" ? "neighbour_help_approved" : "neighbour_help_rejected",
    subjectType: "neighbour_help_request",
    subjectId: row.id,
    details: reason ? { reason } : {},
    createdAt: input.now,
  });
  const language = (await centerMailLanguage(tx, { tenantId: input.tenantId, centerId: row.centerId }))(row.locale);
  const mail = await composeMail(tx, {
    tenantId: input.tenantId,
    centerId: row.centerId,
    kind: status === "approved" ? templates.neighbourHelpApproved : templates.neighbourHelpRejected,
    language,
    values: { appName: input.appName, name: row.name, description: row.description, reason: reason ?? "", link: new URL(pathIn(language, `/een-op-een-hulp/${row.id}`), input.siteOrigin).toString() },
  });
  if (mail) await enqueueMail(tx, { tenantId: input.tenantId, centerId: row.centerId, to: row.email, ...mail });
  return fullView(tx, updated!);
}

/** What the requester sees of the helpers: their e-mail address only once they accepted the response. */
export function forRequester(view: HelpRequestView): HelpRequestView {
  return { ...view, responses: view.responses.map((response) => (response.status === "accepted" ? response : { ...response, email: "" })) };
}

/** The request its requester's link opens (404 for an unknown token). */
export async function findByToken(tx: Tx, input: { tenantId: string; token: string }): Promise<HelpRequestView> {
  return forRequester(await fullView(tx, await rowByToken(tx, input)));
}

export async function rowByToken(tx: Tx, input: { tenantId: string; token: string }): Promise<RequestRow> {
  if (input.token.length < 16 || input.token.length > 100) throw notFound();
  const [row] = await tx.select().from(neighbourHelpRequests).where(and(eq(neighbourHelpRequests.tenantId, input.tenantId), eq(neighbourHelpRequests.requesterTokenHash, hashToken(input.token)))).limit(1);
  if (!row) throw notFound();
  return row;
}

async function decide(tx: Tx, input: MailContext & { row: RequestRow; values: HelpDecisionInput; by: "center" | "requester"; actorId: string | null; now: Date }): Promise<HelpRequestView> {
  const { row, values } = input;
  const [response] = await tx
    .select()
    .from(neighbourHelpResponses)
    .where(and(eq(neighbourHelpResponses.requestId, row.id), eq(neighbourHelpResponses.id, values.responseId)))
    .limit(1);
  if (!response) throw new AppError({ status: 422, code: "unknown_response", detail: apiMessages.helpResponseUnknown, source: { pointer: "/data/attributes/response_id" } });
  if (response.status !== "new" || row.status !== "approved") {
    throw new AppError({ status: 422, code: "already_decided", detail: apiMessages.helpResponseDecided, source: { pointer: "/data/attributes/status" } });
  }
  await tx.update(neighbourHelpResponses).set({ status: values.status, decidedBy: input.by, decidedAt: input.now }).where(eq(neighbourHelpResponses.id, response.id));
  let current = row;
  if (values.status === "accepted") {
    // A match: the request leaves the listing.
    [current] = await tx.update(neighbourHelpRequests).set({ status: "closed", closedAt: input.now, updatedAt: input.now }).where(eq(neighbourHelpRequests.id, row.id)).returning() as [RequestRow];
  }
  await tx.insert(auditLog).values({
    tenantId: input.tenantId,
    actorId: input.actorId,
    action: values.status === "accepted" ? "neighbour_help_response_accepted" : "neighbour_help_response_declined",
    subjectType: "neighbour_help_response",
    subjectId: response.id,
    details: { requestId: row.id, by: input.by },
    createdAt: input.now,
  });
  const languageOf = await centerMailLanguage(tx, { tenantId: input.tenantId, centerId: row.centerId });
  const helperLanguage = languageOf(response.locale);
  if (values.status === "accepted") {
    // Both get each other's name and address, so they can meet.
    const toHelper = await composeMail(tx, {
      tenantId: input.tenantId,
      centerId: row.centerId,
      kind: templates.neighbourHelpMatch,
      language: helperLanguage,
      values: { appName: input.appName, name: response.name, otherName: row.name, otherEmail: row.email, description: row.description },
    });
    if (toHelper) await enqueueMail(tx, { tenantId: input.tenantId, centerId: row.centerId, to: response.email, ...toHelper });
    const toRequester = await composeMail(tx, {
      tenantId: input.tenantId,
      centerId: row.centerId,
      kind: templates.neighbourHelpMatch,
      language: languageOf(row.locale),
      values: { appName: input.appName, name: row.name, otherName: response.name, otherEmail: response.email, description: row.description },
    });
    if (toRequester) await enqueueMail(tx, { tenantId: input.tenantId, centerId: row.centerId, to: row.email, ...toRequester });
  } else {
    const declined = await composeMail(tx, {
      tenantId: input.tenantId,
      centerId: row.centerId,
      kind: templates.neighbourHelpDeclined,
      language: helperLanguage,
      values: { appName: input.appName, name: response.name, description: row.description, link: new URL(pathIn(helperLanguage, "/een-op-een-hulp"), input.siteOrigin).toString() },
    });
    if (declined) await enqueueMail(tx, { tenantId: input.tenantId, centerId: row.centerId, to: response.email, ...declined });
  }
  return fullView(tx, current);
}

/** The center accepts or declines a response to one of its requests. */
export async function decideAsCenter(tx: Tx, input: ReviewScope & MailContext & { id: string; values: HelpDecisionInput; now: Date }): Promise<HelpRequestView> {
  const { user, row } = await reviewedRequest(tx, input);
  return decide(tx, { ...input, row, by: "center", actorId: user.id });
}

/** The requester accepts or declines a response through the link of their mail. */
export async function decideAsRequester(tx: Tx, input: MailContext & { token: string; values: HelpDecisionInput; now: Date }): Promise<HelpRequestView> {
  const row = await rowByToken(tx, input);
  return forRequester(await decide(tx, { ...input, centerId: row.centerId, row, by: "requester", actorId: null }));
}
