import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ConfirmActions, ConfirmPanel, DataTable } from "~/components/list-kit";
import { CheckboxField, FieldLabels, TextareaField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { InviteFormSchema } from "~/modules/forms/schema";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Invitation } from "./types";
import { cardClass, secondaryLinkClass, useDateTime } from "./ui";

/**
 * A token-gated form's invitations on its overview: inviting by e-mail, and each invitation's state, resend and revoke.
 * Withdrawing asks first (`?confirm=revoke&invitation=…`, the question at the top of the section), without JavaScript too.
 */
export function Invitations({ invitations, lastResult }: { invitations: Invitation[]; lastResult: Parameters<typeof useZodForm>[1] }) {
  const { t } = useTranslation("forms");
  const dateTime = useDateTime();
  const [form, fields] = useZodForm(InviteFormSchema, lastResult, { id: "invite" });
  return (
    <section id="invitations" aria-labelledby="invitations-heading" className={cardClass}>
      <h2 id="invitations-heading" className="text-xl font-bold">
        {t("invitations.heading")}
      </h2>
      <p>{t("invitations.intro")}</p>
      <ConfirmRevoke invitations={invitations} />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" key={invitations.length}>
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="invite" />
        {/* Both labels, in the form's order: a refused post shows the error summary, which takes the focus without JavaScript (decisions 062, 080). */}
        <FieldLabels labels={{ emails: t("invitations.emails"), multiUse: t("invitations.multiUse") }} summary={{ form, result: lastResult }}>
          <TextareaField
            hint={t("invitations.emailsHint")}
            errors={fields.emails.errors}
            textareaProps={{ ...getTextareaProps(fields.emails), rows: 4, required: true, autoComplete: "off" }}
          />
          <CheckboxField hint={t("invitations.multiUseHint")} errors={fields.multiUse.errors} inputProps={getInputProps(fields.multiUse, { type: "checkbox" })} />
          <div>
            <Button type="submit">{t("invitations.send")}</Button>
          </div>
        </FieldLabels>
      </Form>
      <DataTable
        caption={t("invitations.caption", { count: invitations.length })}
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        rowTestId="invitation"
        empty={<p>{t("invitations.empty")}</p>}
        columns={[
          { id: "email", header: t("invitations.columns.email"), rowHeader: true, className: "break-all", cell: (invitation) => invitation.email },
          { id: "status", header: t("invitations.columns.status"), cell: (invitation) => t(`invitations.status.${invitation.status}`) },
          {
            id: "use",
            header: t("invitations.columns.use"),
            cell: (invitation) =>
              `${invitation.singleUse ? t("invitations.singleUse") : t("invitations.multiUseShort")}${!invitation.singleUse && invitation.submissionCount > 0 ? ` · ${t("invitations.answeredTimes", { count: invitation.submissionCount })}` : ""}`,
          },
          { id: "sent", header: t("invitations.columns.sent"), cell: (invitation) => (invitation.lastSentAt ? dateTime(invitation.lastSentAt) : "—") },
          { id: "actions", header: t("invitations.columns.actions"), cell: (invitation) => <InvitationActions invitation={invitation} /> },
        ]}
      />
    </section>
  );
}

function InvitationActions({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation("forms");
  if (invitation.status === "revoked") return null;
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="invitationId" value={invitation.id} />
      <input type="hidden" name="email" value={invitation.email} />
      <Button type="submit" variant="secondary" name="intent" value="resend" aria-label={t("invitations.resendLabel", { email: invitation.email })}>
        {t("invitations.resend")}
      </Button>
      <Link to={`?confirm=revoke&invitation=${invitation.id}`} className={secondaryLinkClass} aria-label={t("invitations.revokeLabel", { email: invitation.email })}>
        {t("invitations.revoke")}
      </Link>
    </Form>
  );
}

/** The question before withdrawing an invitation; 'Annuleren' leads back to the list, the focus to the row's link. */
function ConfirmRevoke({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation("forms");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const invitation = searchParams.get("confirm") === "revoke" ? invitations.find((i) => i.id === searchParams.get("invitation") && i.status !== "revoked") : undefined;
  if (!invitation) return null;
  return (
    <ConfirmPanel title={t("invitations.confirmRevoke", { email: invitation.email })}>
      <p>{t("invitations.confirmRevokeBody")}</p>
      <ConfirmActions
        intent="revoke"
        values={{ invitationId: invitation.id, email: invitation.email }}
        confirmLabel={t("invitations.revokeYes")}
        danger
        cancelLabel={t("invitations.cancel")}
        cancelTo={`${pathname}#invitations`}
      />
    </ConfirmPanel>
  );
}
