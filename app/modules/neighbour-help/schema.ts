import { z } from "zod";
import { emailField, messages, requiredText } from "~/lib/validation";
import { HELP_DIRECTIONS, HELP_KINDS, HELP_REQUEST_STATUSES, type HelpDirection, type HelpKind, type HelpRequestStatus, type HelpResponseStatus } from "~/modules/db/schema";

/*
 * Neighbour help (/een-op-een-hulp, issue 14, decision 041): one schema per form, shared by the page's action
 * and the API — asking or offering help, a helper's response, the center's review and a decision on a response.
 */

export { HELP_DIRECTIONS, HELP_KINDS, HELP_REQUEST_STATUSES };
export type { HelpDirection, HelpKind, HelpRequestStatus, HelpResponseStatus };

/** What help is about; the labels are in locales/<lang>/help.json (`categories.<key>`). */
export const HELP_CATEGORIES = ["groceries", "transport", "company", "odd_jobs", "garden", "computer", "paperwork", "language", "other"] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const DESCRIPTION_MAX = 1000;
export const MESSAGE_MAX = 2000;
export const REASON_MAX = 1000;
export const DISTANCES_KM = [2, 5, 10, 25] as const;
/** An approved request is public this many days, counted from its approval; then the job closes it as expired. */
export const HELP_REQUEST_MAX_AGE_DAYS = 60;

/** Dutch postcode: four digits (not starting with 0) and two letters, with or without a space. Stored "1234 AB". */
const POSTCODE = /^([1-9][0-9]{3})\s?([a-zA-Z]{2})$/;
export function normalizePostcode(value: string): string {
  const match = POSTCODE.exec(value.trim());
  return match ? `${match[1]} ${match[2]!.toUpperCase()}` : value.trim();
}
/** The four digits of a postcode: what the listing shows where no neighbourhood is known. */
export const postcodeArea = (postcode: string) => postcode.slice(0, 4);

const postcode = () => requiredText(10).pipe(z.string().regex(POSTCODE, { error: "validation.postcode" }).transform(normalizePostcode));
const idempotencyKey = () => z.string().trim().min(8).max(100).optional();

/** Asking for or offering help: the page's form and POST /neighbour_help_requests. */
export const HelpRequestSchema = z.object({
  direction: z.enum(HELP_DIRECTIONS, { error: messages.required }),
  kind: z.enum(HELP_KINDS, { error: messages.required }),
  category: z.enum(HELP_CATEGORIES, { error: messages.required }),
  description: requiredText(DESCRIPTION_MAX),
  postcode: postcode(),
  name: requiredText(200),
  email: emailField(),
  idempotencyKey: idempotencyKey(),
});
export type HelpRequestInput = z.infer<typeof HelpRequestSchema>;

/** A helper's response to a public request: the page's form and POST /neighbour_help_requests/{id}/responses. */
export const HelpResponseSchema = z.object({
  name: requiredText(200),
  email: emailField(),
  message: requiredText(MESSAGE_MAX),
  idempotencyKey: idempotencyKey(),
});
export type HelpResponseInput = z.infer<typeof HelpResponseSchema>;

/** The center's review: approve, or reject with an optional reason that is mailed to the requester. */
export const HelpReviewSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: messages.invalid }),
  reason: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().trim().max(REASON_MAX, { error: messages.maxLength(REASON_MAX) }).optional()),
});
export type HelpReviewInput = z.infer<typeof HelpReviewSchema>;

/** Accepting or declining a response (the center, or the requester through their link). */
export const HelpDecisionSchema = z.object({
  responseId: z.guid({ error: messages.invalid }),
  status: z.enum(["accepted", "declined"], { error: messages.invalid }),
});
export type HelpDecisionInput = z.infer<typeof HelpDecisionSchema>;

/**
 * The posts of the center's review page (/een-op-een-hulp/beoordelen/{id}), told apart by intent: approving, or
 * rejecting with the reason (its one field), and accepting or declining a response.
 */
export const HelpReviewActionSchema = z.discriminatedUnion("intent", [HelpReviewSchema.extend({ intent: z.literal("review") }), HelpDecisionSchema.extend({ intent: z.literal("decide") })]);
export type HelpReviewAction = z.infer<typeof HelpReviewActionSchema>;

/**
 * The posts of the requester's own page (/een-op-een-hulp/mijn-aanvraag/{token}), told apart by intent: accepting or
 * declining a response, and withdrawing the request. No field to type in: any error is the page's.
 */
export const HelpOwnActionSchema = z.discriminatedUnion("intent", [HelpDecisionSchema.extend({ intent: z.literal("decide") }), z.object({ intent: z.literal("withdraw") })]);
export type HelpOwnAction = z.infer<typeof HelpOwnActionSchema>;

/** The public listing's filters (the page's GET form and filter[...]): all optional; distance needs a postcode. */
export const HelpFiltersSchema = z
  .object({
    direction: z.enum(HELP_DIRECTIONS, { error: messages.invalid }).optional(),
    kind: z.enum(HELP_KINDS, { error: messages.invalid }).optional(),
    category: z.enum(HELP_CATEGORIES, { error: messages.invalid }).optional(),
    postcode: z.string().trim().regex(/^[1-9][0-9]{3}(\s?[a-zA-Z]{2})?$/, { error: "validation.postcode" }).optional(),
    distance: z.coerce.number({ error: messages.invalid }).int({ error: messages.invalid }).min(1, { error: messages.invalid }).max(100, { error: messages.invalid }).optional(),
  })
  .strict()
  .refine((filters) => filters.distance === undefined || filters.postcode !== undefined, { path: ["postcode"], error: messages.required });
export type HelpFilters = z.infer<typeof HelpFiltersSchema>;

/** The center's review list: by status (pending first by default). */
export const HelpReviewFiltersSchema = z.object({ status: z.enum(HELP_REQUEST_STATUSES, { error: messages.invalid }).optional() }).strict();
export type HelpReviewFilters = z.infer<typeof HelpReviewFiltersSchema>;

/** A request as everyone sees it: no name, e-mail, postcode or position. */
export type PublicHelpRequest = {
  id: string;
  direction: HelpDirection;
  kind: HelpKind;
  category: string;
  description: string;
  neighbourhood: string;
  distanceKm: number | null;
  createdAt: Date;
};

export type HelpResponseView = {
  id: string;
  name: string;
  email: string;
  message: string;
  status: HelpResponseStatus;
  decidedBy: "center" | "requester" | null;
  decidedAt: Date | null;
  createdAt: Date;
};

/** A request as the center (and, through the link, its requester) sees it. */
export type HelpRequestView = Omit<PublicHelpRequest, "distanceKm"> & {
  status: HelpRequestStatus;
  postcode: string;
  name: string;
  email: string;
  reviewReason: string | null;
  reviewedAt: Date | null;
  closedAt: Date | null;
  responses: HelpResponseView[];
};
