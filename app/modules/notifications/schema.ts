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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const SUBJECT_TYPES = ["application", "vacancy", "organization", "form_submission"] as const;
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

/** The page's forms, told apart by intent; `filter` keeps the tab the user was on. */
const filterField = z.enum(["unread", "all"]).default("unread");
export const NotificationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.guid(), filter: filterField }),
  z.object({ intent: z.literal("read_all"), filter: filterField }),
]);
