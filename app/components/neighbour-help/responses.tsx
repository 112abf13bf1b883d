import { Link } from "react-router";
import { ConfirmActions, ConfirmPanel, StatusBadge, linkClass, useFormatDate } from "~/components/list-kit";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { RequestOnPage } from "~/modules/neighbour-help/views";

/**
 * The responses to a neighbour-help request (decision 041), for its requester (own page) and the center (review):
 * who, when, the message and its status; while the request is approved and a response new, links to accept or
 * decline it, which open the page's confirmation (?confirm=…&response=…).
 */
export function HelpResponses({ request, emptyKey, showDecidedBy = false }: { request: RequestOnPage; emptyKey: string; showDecidedBy?: boolean }) {
  const { t } = useTranslation("help");
  const formatDate = useFormatDate();
  if (request.responses.length === 0) return <p>{t(emptyKey)}</p>;
  return (
    <ul className="flex flex-col gap-4" data-testid="help-responses">
      {request.responses.map((response) => (
        <li key={response.id} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
          <h3 className="font-semibold">{response.email ? t("review.responseFrom", { name: response.name, email: response.email }) : response.name}</h3>
          <p className="text-sm text-muted">{formatDate(response.createdAt)}</p>
          <p className="whitespace-pre-line">{response.message}</p>
          <p className="flex flex-wrap items-center gap-2">
            <StatusBadge status={response.status} label={t(`responseStatuses.${response.status}`)} />
            {showDecidedBy && response.decidedBy ? <span className="text-sm text-muted">{t(`review.decidedBy.${response.decidedBy}`)}</span> : null}
          </p>
          {response.status === "new" && request.status === "approved" ? (
            <p className="flex flex-wrap gap-4">
              <Link to={`?confirm=accept&response=${response.id}`} className={linkClass} aria-label={t("own.acceptLabel", { name: response.name })}>
                {t("own.accept")}
              </Link>
              <Link to={`?confirm=decline&response=${response.id}`} className={linkClass} aria-label={t("own.declineLabel", { name: response.name })}>
                {t("own.decline")}
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The question before accepting or declining a response (`?confirm=accept|decline&response=…`), on the requester's
 * page and the review page alike: a plain form posting the decision (intent `decide`), a link back that cancels.
 */
export function ConfirmResponseDecision({ decision, response }: { decision: "accept" | "decline"; response: { id: string; name: string } }) {
  const { t } = useTranslation("help");
  const accept = decision === "accept";
  return (
    <ConfirmPanel title={t(accept ? "own.confirmAccept" : "own.confirmDecline", { name: response.name })}>
      <p>{t(accept ? "own.confirmAcceptBody" : "own.confirmDeclineBody", { name: response.name })}</p>
      <ConfirmActions
        intent="decide"
        values={{ responseId: response.id, status: accept ? "accepted" : "declined" }}
        confirmLabel={t(accept ? "own.accept" : "own.decline")}
        cancelLabel={t("own.cancel")}
        cancelTo="?"
      />
    </ConfirmPanel>
  );
}
