import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import type { NotificationResource } from "./notifications.server";
import { NOTIFICATION_KINDS, NotificationFiltersSchema, NotificationUpdateSchema, SUBJECT_TYPES } from "./schema";

export const notificationResource = defineResource<NotificationResource>({
  type: "notifications",
  description:
    "An in-app notification of the signed-in user (issue 13): a new application (to the vacancy's contact person, else the organization's users), an application accepted or rejected (to the volunteer's account), an organization's signup waiting for approval (to the center's admins and center superusers) and its outcome (to the organization's users), a form submission (to the form's organization, else the center). Newest first; only the recipient reads them, anyone else's is a 404. `filter[unread]=true` lists the unread ones; the list's meta has `unread_count` and `all_count` (whatever the filter). PATCH `read` marks one read or unread; POST /notifications/read_all marks them all read. GET /notifications/stream is a `text/event-stream` of `unread` events (the unread count at once and after every change, decision 033) with heartbeat comments.",
  attributes: {
    id: attr(s.id),
    kind: attr(z.enum(NOTIFICATION_KINDS)),
    subjectType: attr(z.enum(SUBJECT_TYPES)),
    subjectId: attr(s.uuid),
    /** The title of what it is about: the vacancy, organization or form. */
    title: attr(s.optionalText, (row) => row.payload.title ?? null),
    /** Who acted: the applicant, the organization, the person who signed up, an invitee. */
    actorName: attr(s.optionalText, (row) => row.payload.actorName ?? null),
    /** Where it leads in the app, without the language prefix. */
    path: attr(s.text),
    read: attr(s.bool),
    readAt: attr(s.timestamp),
    createdAt: attr(s.timestamp),
  },
  filters: NotificationFiltersSchema,
  page: { defaultSize: 25, maxSize: 100 },
  paths: { collection: "/notifications", member: "/notifications/:id" },
  writes: { update: { attributes: NotificationUpdateSchema } },
});
