/** What the activity panel tells of (decision 033). */
export const ACTIVITY_KINDS = ["application_received", "vacancy_created", "form_submission", "organization_signup", "sign_in_as_user"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One entry of the activity panel as pages show it (the API's `activities`). */
export type ActivityItem = { id: string; kind: ActivityKind; actorName: string | null; title: string | null; path: string; createdAt: string };
