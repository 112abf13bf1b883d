import type { NotificationSubjectType } from "./schema";

/**
 * Where a notification leads (without the language prefix): what it is about, as the recipient can open it.
 * A form submission's page needs its form, kept in the payload.
 */
export function notificationPath(n: { kind: string; subjectType: string; subjectId: string; formId?: string | null }): string {
  switch (n.subjectType as NotificationSubjectType) {
    case "application":
      return `/applications/${n.subjectId}`;
    case "vacancy":
      // About to expire: its people extend it in the editor.
      return n.kind === "vacancy_expiring" ? `/vacancies/${n.subjectId}/edit` : `/vacancies/${n.subjectId}`;
    case "organization":
      return n.kind === "organization_signup" ? "/organizations/approve" : `/organizations/${n.subjectId}`;
    case "form_submission":
      return n.formId ? `/form_builder/${n.formId}/submissions/${n.subjectId}` : "/form_builder";
    case "conversation":
      return `/conversations/${n.subjectId}`;
    default:
      return "/notificaties";
  }
}
