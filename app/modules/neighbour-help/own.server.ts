import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { codeMessages, replyWithApiErrors, replyWithFieldlessErrors } from "~/modules/api-client/form-errors.server";
import { requireNeighbourHelp } from "./page.server";
import { HelpOwnActionSchema } from "./schema";
import type { RequestOnPage } from "./views";

/*
 * The requester's own page of their neighbour-help request (/een-op-een-hulp/mijn-aanvraag/{token}, decision 041)
 * through the API, the secret link of their mail being all the access there is: the request with its confirmation
 * step, and the page's posts — accept or decline a response, withdraw the request. Plain forms; each post redirects
 * back with a toast, or comes back with why it could not be done.
 */

/**
 * The page has no field to type in: every error is the page's, shown above it — a tampered intent or status, and the
 * API's refusals (a response decided meanwhile, a request withdrawn, closed or expired meanwhile) in the page's words.
 */
const OWN_FORM_ERRORS = { fields: [], message: codeMessages("help:own.errors", ["invalid_transition", "already_decided", "unknown_response"]) };

const requesterPath = (token: string) => `/api/v1/neighbour_help_requester/${encodeURIComponent(token)}`;

/** The request, and the confirmation asked for (`?confirm=withdraw`, `?confirm=accept|decline&response=…`) where it still applies. */
export async function loadOwn(context: Readonly<RouterContextProvider>, request: Request, token: string) {
  requireNeighbourHelp(context);
  const { data: own } = await context.get(apiContext).get<RequestOnPage>(requesterPath(token));
  const url = new URL(request.url);
  const confirm = url.searchParams.get("confirm");
  const pending = own.responses.find((response) => response.id === url.searchParams.get("response") && response.status === "new");
  const withdrawable = own.status === "pending" || own.status === "approved";
  return {
    own,
    withdrawable,
    confirmWithdraw: withdrawable && confirm === "withdraw",
    confirm: pending && (confirm === "accept" || confirm === "decline") ? ({ status: confirm, response: { id: pending.id, name: pending.name } } as const) : null,
  };
}

/** Accepts or declines a response (`decide`), or withdraws the request (`withdraw`); a refusal comes back with what was sent. */
export async function runOwnAction(context: Readonly<RouterContextProvider>, request: Request, token: string) {
  requireNeighbourHelp(context);
  const submission = parseWithZod(await request.formData(), { schema: HelpOwnActionSchema });
  if (submission.status !== "success") return replyWithFieldlessErrors(submission);
  const { t } = context.get(i18nContext);
  const api = context.get(apiContext);
  const action = submission.value;
  try {
    if (action.intent === "withdraw") {
      await api.post(`${requesterPath(token)}/withdrawal`, {});
    } else {
      const attributes = { responseId: action.responseId, status: action.status };
      await api.post(`${requesterPath(token)}/decisions`, { body: { data: { type: "neighbour_help_decisions", attributes } } });
    }
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, OWN_FORM_ERRORS);
  }
  const toast = action.intent === "withdraw" ? "help:own.withdrawnToast" : action.status === "accepted" ? "help:own.accepted" : "help:own.declined";
  context.get(sessionContext).flash("toast", { color: "success", message: String(t(toast)) });
  throw redirect(new URL(request.url).pathname);
}
