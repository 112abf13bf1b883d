import type { Tx } from "~/modules/db/client.server";
import { accountIdsByEmail, centerStaffIds, notify, organizationUserIds } from "./notifications.server";

/*
 * The events that notify (issue 13), each called in the transaction of the event itself. Vacancy expiry and
 * new messages have no event yet.
 */

/** A new application: the vacancy's contact person, else the organization's users. */
export async function notifyApplicationReceived(
  tx: Tx,
  a: { tenantId: string; application: { id: string; name: string }; vacancy: { title: string; contactPersonId: string | null; organizationId: string }; actorId: string | null },
) {
  const recipientIds = a.vacancy.contactPersonId ? [a.vacancy.contactPersonId] : await organizationUserIds(tx, { tenantId: a.tenantId, organizationId: a.vacancy.organizationId });
  await notify(tx, {
    tenantId: a.tenantId,
    kind: "application_received",
    subjectType: "application",
    subjectId: a.application.id,
    payload: { title: a.vacancy.title, actorName: a.application.name },
    recipientIds,
    actorId: a.actorId,
  });
}

/** An application accepted or rejected: the volunteer, when they have an account (theirs, or one with the address). */
export async function notifyApplicationDecision(
  tx: Tx,
  a: {
    tenantId: string;
    status: "accepted" | "rejected";
    application: { userId: string | null; email: string; vacancyId: string; vacancyTitle: string };
    organizationName: string;
    actorId: string;
  },
) {
  const recipientIds = a.application.userId ? [a.application.userId] : await accountIdsByEmail(tx, { tenantId: a.tenantId, email: a.application.email });
  await notify(tx, {
    tenantId: a.tenantId,
    kind: a.status === "accepted" ? "application_accepted" : "application_rejected",
    // The volunteer opens the vacancy; the application's page is for those who handle it.
    subjectType: "vacancy",
    subjectId: a.application.vacancyId,
    payload: { title: a.application.vacancyTitle, actorName: a.organizationName },
    recipientIds,
    actorId: a.actorId,
  });
}

/** An organization signed up and waits for approval: the center's admins and center superusers. */
export async function notifyOrganizationSignup(tx: Tx, a: { tenantId: string; centerId: string; organization: { id: string; name: string }; contactName: string }) {
  await notify(tx, {
    tenantId: a.tenantId,
    kind: "organization_signup",
    subjectType: "organization",
    subjectId: a.organization.id,
    payload: { title: a.organization.name, actorName: a.contactName },
    recipientIds: await centerStaffIds(tx, a),
  });
}

/** The center approved or denied an organization: the organization's users. */
export async function notifyOrganizationDecision(tx: Tx, a: { tenantId: string; status: "approved" | "denied"; organization: { id: string; name: string }; actorId: string }) {
  await notify(tx, {
    tenantId: a.tenantId,
    kind: a.status === "approved" ? "organization_approved" : "organization_denied",
    subjectType: "organization",
    subjectId: a.organization.id,
    payload: { title: a.organization.name },
    recipientIds: await organizationUserIds(tx, { tenantId: a.tenantId, organizationId: a.organization.id }),
    actorId: a.actorId,
  });
}

/** A form was filled in: the users of the organization it belongs to, else the center's admins and center superusers. */
export async function notifyFormSubmission(
  tx: Tx,
  a: { tenantId: string; form: { id: string; title: string; centerId: string; organizationId: string | null }; submission: { id: string; inviteeEmail: string | null } },
) {
  const recipientIds = a.form.organizationId
    ? await organizationUserIds(tx, { tenantId: a.tenantId, organizationId: a.form.organizationId })
    : await centerStaffIds(tx, { tenantId: a.tenantId, centerId: a.form.centerId });
  await notify(tx, {
    tenantId: a.tenantId,
    kind: "form_submission",
    subjectType: "form_submission",
    subjectId: a.submission.id,
    payload: { title: a.form.title, formId: a.form.id, ...(a.submission.inviteeEmail ? { actorName: a.submission.inviteeEmail } : {}) },
    recipientIds,
  });
}
