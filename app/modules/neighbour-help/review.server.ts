import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { codeMessages, replyWithApiErrors, replyWithFieldlessErrors } from "~/modules/api-client/form-errors.server";
import { requireUser } from "~/modules/users/session-user.server";
import { requireNeighbourHelp } from "./page.server";
import { HelpReviewActionSchema } from "./schema";
import type { RequestOnPage } from "./views";

/*
 * The center's review of one neighbour-help request (/een-op-een-hulp/beoordelen/{id}, decision 041) through the API,
 * which decides who may (the center's staff): the request with its confirmation step, and the page's posts — approve,
 * reject with a reason, accept or decline a response. Plain forms; each post redirects back with a toast.
 */

/** The page's one field (the rejection's reason): an error anywhere else (a tampered status, a response decided meanwhile) is the page's. */
const REVIEW_FIELDS = ["reason"];

/** The API's refusals of a review or a decision in the page's words, not its English; the reason's in its own (the same schema's). */
const REVIEW_FORM_ERRORS = { fields: REVIEW_FIELDS, message: codeMessages("help:review.errors", ["invalid_transition", "already_decided", "unknown_response"]) };

/** The request, and the confirmation asked for (`?confirm=reject`, `?confirm=accept|decline&response=…`) where it still applies. */
export async function loadReview(context: Readonly<RouterContextProvider>, request: Request, id: string) {
  await requireUser(context, request);
  requireNeighbourHelp(context);
  const { data: help } = await context.get(apiContext).get<RequestOnPage>(`/api/v1/neighbour_help_reviews/${id}`);
  const url = new URL(request.url);
  const confirm = url.searchParams.get("confirm");
  const response = help.responses.find((r) => r.id === url.searchParams.get("response") && r.status === "new");
  return {
    help,
    confirm:
      confirm === "reject" && (help.status === "pending" || help.status === "approved")
        ? ({ kind: "reject" } as const)
        : response && help.status === "approved" && (confirm === "accept" || confirm === "decline")
          ? ({ kind: confirm, response: { id: response.id, name: response.name } } as const)
          : null,
  };
}

/** Approves or rejects the request (`review`), or accepts or declines a response (`decide`); a refusal comes back with what was sent. */
export async function runReviewAction(context: Readonly<RouterContextProvider>, request: Request, id: string) {
  await requireUser(context, request);
  requireNeighbourHelp(context);
  const submission = parseWithZod(await request.formData(), { schema: HelpReviewActionSchema });
  if (submission.status !== "success") return replyWithFieldlessErrors(submission, REVIEW_FIELDS);
  const { t } = context.get(i18nContext);
  const api = context.get(apiContext);
  const action = submission.value;
  try {
    if (action.intent === "review") {
      const attributes = { status: action.status, reason: action.reason };
      await api.patch(`/api/v1/neighbour_help_reviews/${id}`, { body: { data: { type: "neighbour_help_requests", id, attributes } } });
    } else {
      const attributes = { responseId: action.responseId, status: action.status };
      await api.post(`/api/v1/neighbour_help_reviews/${id}/decisions`, { body: { data: { type: "neighbour_help_decisions", attributes } } });
    }
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, REVIEW_FORM_ERRORS);
  }
  const toast = { approved: "help:review.approved", rejected: "help:review.rejected", accepted: "help:own.accepted", declined: "help:own.declined" }[action.status];
  context.get(sessionContext).flash("toast", { color: "success", message: String(t(toast)) });
  throw redirect(new URL(request.url).pathname);
}
