import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import type { ConversationResource, MessageResource } from "./conversations.server";
import { ConversationFiltersSchema, ConversationMessageSchema, NewConversationSchema } from "./schema";

export const conversationMessageResource = defineResource<MessageResource>({
  type: "conversation_messages",
  description:
    "A message of a conversation (issue 13). The body is rich text, stored sanitized (simple markup, safe links; plain text keeps its lines). `mine` says whether the signed-in user wrote it. Oldest first. POST a body to reply: the other side gets an in-app notification and, unless the center switched the `new_message` template off, a mail linking to the conversation.",
  attributes: {
    id: attr(s.id),
    body: attr(s.text),
    authorId: attr(s.optionalUuid),
    authorName: attr(s.optionalText),
    mine: attr(s.bool),
    createdAt: attr(s.timestamp),
  },
  page: { defaultSize: 100, maxSize: 200 },
  paths: { collection: "/conversations/:id/messages" },
  writes: { create: { attributes: ConversationMessageSchema } },
});

export const conversationResource = defineResource<ConversationResource>({
  type: "conversations",
  description:
    "A conversation (spec §3: subject, body; issue 13): a thread between a volunteer and an organization, or the center when it has no organization, optionally about a vacancy or an application. The volunteer reads their own, an organization's users their organization's, the center's admins and center superusers every one of their center; anyone else's is a 404. POST starts one with its first message: with `application_id` (the volunteer of their own application, or whoever handles it, to the applicant's account), with `vacancy_id` (a signed-in user to the vacancy's organization), with `volunteer_profile_id` (whoever may search the volunteer pool, to an opted-in volunteer of their center: for `organization_id`, one of their own organizations; else center admins and center superusers for the center, others for the organization they work in, Current-Organization-Id), or with none of these (to the user's center). `unread_count` counts the others' messages since the user last read it; POST /conversations/{id}/read marks it read. `filter[q]` searches subjects, messages and names, `filter[unread]=true` lists those with unread messages; the list's meta has `unread_conversations`.",
  attributes: {
    id: attr(s.id),
    subject: attr(s.text),
    centerId: attr(s.uuid),
    organizationId: attr(s.optionalUuid),
    organizationName: attr(s.optionalText),
    volunteerId: attr(s.uuid),
    volunteerName: attr(s.text),
    /** The other side as the signed-in user sees it: the organization or center for the volunteer, else the volunteer. */
    counterpartName: attr(s.text),
    vacancyId: attr(s.optionalUuid),
    vacancyTitle: attr(s.optionalText),
    applicationId: attr(s.optionalUuid),
    /** The volunteer pool profile it is about (an organization or the center wrote from the pool). */
    volunteerProfileId: attr(s.optionalUuid),
    unreadCount: attr(z.number().int()),
    lastMessageAt: attr(s.timestamp),
    createdAt: attr(s.timestamp),
  },
  filters: ConversationFiltersSchema,
  page: { defaultSize: 25, maxSize: 100 },
  paths: { collection: "/conversations", member: "/conversations/:id" },
  writes: { create: { attributes: NewConversationSchema } },
});
