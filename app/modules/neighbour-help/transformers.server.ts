import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import {
  HELP_CATEGORIES,
  HELP_DIRECTIONS,
  HELP_KINDS,
  HELP_REQUEST_STATUSES,
  HelpDecisionSchema,
  HelpFiltersSchema,
  HelpRequestSchema,
  HelpResponseSchema,
  HelpReviewFiltersSchema,
  HelpReviewSchema,
  type HelpRequestView,
  type PublicHelpRequest,
} from "./schema";

/** What every view of a request shows. */
const common = <T extends Omit<PublicHelpRequest, "distanceKm">>() => ({
  id: attr<T>(s.id),
  /** ask (someone asks for help) or offer (someone offers it). */
  direction: attr<T>(z.enum(HELP_DIRECTIONS)),
  kind: attr<T>(z.enum(HELP_KINDS)),
  category: attr<T>(z.enum(HELP_CATEGORIES)),
  description: attr<T>(s.text),
  /** PDOK's neighbourhood of the postcode, else the postcode's four digits. */
  neighbourhood: attr<T>(s.text),
  createdAt: attr<T>(s.timestamp),
});

/** The public listing: approved, open requests, without anything personal. */
export const publicHelpRequestResource = defineResource<PublicHelpRequest>({
  type: "neighbour_help_requests",
  description:
    "Neighbour help (/een-op-een-hulp, issue 14, decision 041): the center's approved, open requests for and offers of help — public, without name, e-mail, postcode or position; only the neighbourhood, and `distance_km` when searching from a postcode. Filters: `direction`, `kind`, `category`, `postcode` with `distance` in km (nearest first; an unknown postcode is a 422). POST asks for or offers help without an account (idempotent by the `Idempotency-Key` header or `idempotency_key`): it waits for the center's review. 404 where the tenant has no p2p feature.",
  attributes: { ...common<PublicHelpRequest>(), distanceKm: attr<PublicHelpRequest>(z.number().nullable()) },
  filters: HelpFiltersSchema,
  page: { defaultSize: 20, maxSize: 100 },
  paths: { collection: "/neighbour_help_requests", member: "/neighbour_help_requests/:id" },
  writes: { create: { attributes: HelpRequestSchema } },
});

type ResponseReceipt = { id: string; requestId: string; createdAt: Date };

/** What a helper's POST /neighbour_help_requests/{id}/responses answers: nothing of the request's. */
export const helpResponseReceiptResource = defineResource<ResponseReceipt>({
  type: "neighbour_help_responses",
  name: "neighbour_help_response_receipt",
  description:
    "A helper's response to an approved, open request (no account needed; idempotent by key): the requester and the center get it by mail, and the center or the requester accepts or declines it.",
  attributes: { id: attr<ResponseReceipt>(s.id), requestId: attr<ResponseReceipt>(s.uuid), createdAt: attr<ResponseReceipt>(s.timestamp) },
  writes: { other: { "POST /neighbour_help_requests/:id/responses": { attributes: HelpResponseSchema } } },
});

const responseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(["new", "accepted", "declined"]),
  decided_by: z.enum(["center", "requester"]).nullable(),
  decided_at: s.timestamp,
  created_at: s.timestamp,
});

const full = {
  ...common<HelpRequestView>(),
  status: attr<HelpRequestView>(z.enum(HELP_REQUEST_STATUSES)),
  postcode: attr<HelpRequestView>(s.text),
  name: attr<HelpRequestView>(s.text),
  email: attr<HelpRequestView>(s.text),
  reviewReason: attr<HelpRequestView>(s.optionalText),
  reviewedAt: attr<HelpRequestView>(s.timestamp),
  closedAt: attr<HelpRequestView>(s.timestamp),
  responses: attr<HelpRequestView>(z.array(responseSchema), (row) =>
    row.responses.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      message: r.message,
      status: r.status,
      decided_by: r.decidedBy,
      decided_at: r.decidedAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
    })),
  ),
};

/** The center's review: its requests with contact details and responses. */
export const helpReviewResource = defineResource<HelpRequestView>({
  type: "neighbour_help_requests",
  name: "neighbour_help_review",
  description:
    "The center's review of neighbour help (decision 041), for its admins and center superusers (others 403; another center's request 404): the requests with name, e-mail, postcode and the helpers' responses. Filter `status` (pending by default); the list's meta has `status_counts`, the number of requests of each status (whatever the filter). PATCH with `status` approved or rejected (and an optional `reason`, mailed to the requester); POST …/decisions with `response_id` and `status` accepted or declined — an accepted response closes the request. Both are in the audit log.",
  attributes: full,
  filters: HelpReviewFiltersSchema,
  page: { defaultSize: 20, maxSize: 100 },
  paths: { collection: "/neighbour_help_reviews", member: "/neighbour_help_reviews/:id" },
  writes: { update: { attributes: HelpReviewSchema }, other: { "POST /neighbour_help_reviews/:id/decisions": { attributes: HelpDecisionSchema } } },
});

/** The requester's own request through the secret link of their mail. */
export const requesterHelpResource = defineResource<HelpRequestView>({
  type: "neighbour_help_requests",
  name: "neighbour_help_own_request",
  description:
    "The requester's own request and its responses, through the secret token of the link in their mail (no account; an unknown token is a 404). POST …/decisions with `response_id` and `status` accepted or declined. POST …/withdrawal (no body) withdraws a pending or approved request: it leaves the listing at once and helpers with an open response are mailed (422 once it has ended). An approved request expires 60 days after its approval (status `expired`).",
  attributes: full,
  paths: { member: "/neighbour_help_requester/:token" },
  writes: { other: { "POST /neighbour_help_requester/:token/decisions": { attributes: HelpDecisionSchema } } },
});
