import { z } from "zod";

/** What a notification is about (issue 13); new messages and vacancy expiry follow when those exist. */
export const NOTIFICATION_KINDS = [
  "application_received",
  "application_accepted",
  "application_rejected",
  "organization_signup",
  "organization_approved",
  "organization_denied",
  "form_submission",
  "vacancy_expiring",
  "new_message",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const SUBJECT_TYPES = ["application", "vacancy", "organization", "form_submission", "conversation"] as const;
export type NotificationSubjectType = (typeof SUBJECT_TYPES)[number];

export const NotificationFiltersSchema = z
  .object({
    /** `true`: only the unread ones; `false`: only the read ones. */
    unread: z.enum(["true", "false"]).optional(),
  })
  .strict();
export type NotificationFilters = z.infer<typeof NotificationFiltersSchema>;

/** PATCH /notifications/{id}: mark it read or unread again. */
export const NotificationUpdateSchema = z.object({ read: z.boolean() }).strict();

/** The page's forms, told apart by intent. */
export const NotificationActionSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("read"), id: z.guid() }), z.object({ intent: z.literal("read_all") })]);

/** The page's tabs besides "all". */
export const NOTIFICATION_TABS = ["unread", "read"] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** A notification as the page shows it. */
export type NotificationItem = {
  id: string;
  kind: string;
  title: string | null;
  actorName: string | null;
  path: string;
  read: boolean;
  createdAt: string;
};
