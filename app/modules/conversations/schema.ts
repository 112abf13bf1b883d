import { z } from "zod";
import { messages } from "~/lib/validation";

/*
 * Conversations (issue 13, spec §3 Conversation: subject, body). One schema per form, shared by the pages and
 * the API. Lengths count what was typed; the server stores the body sanitized.
 */

export const SUBJECT_MAX = 200;
export const BODY_MAX = 5000;

const body = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(BODY_MAX, { error: messages.maxLength(BODY_MAX) });

/** A reply: POST /conversations/{id}/messages, and the thread's reply form. */
export const ConversationMessageSchema = z.object({ body }).strict();
export type ConversationMessageInput = z.infer<typeof ConversationMessageSchema>;

/** A new conversation: POST /conversations, and the page that starts one (about a vacancy or an application, or the center). */
export const NewConversationSchema = z
  .object({
    subject: z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required })
      .max(SUBJECT_MAX, { error: messages.maxLength(SUBJECT_MAX) }),
    body,
    vacancyId: z.guid().optional(),
    applicationId: z.guid().optional(),
    /** An opted-in profile of the volunteer pool (decision 038): an organization or the center writes to its volunteer. */
    volunteerProfileId: z.guid().optional(),
    /** With `volunteerProfileId`: which of the writer's organizations writes (default: the center for center roles, else the current organization). */
    organizationId: z.guid().optional(),
  })
  .strict();
export type NewConversationInput = z.infer<typeof NewConversationSchema>;
/** The same fields as the page posts them, beside its CSRF token. */
export const NewConversationFormSchema = z.object(NewConversationSchema.shape);

export const ConversationFiltersSchema = z
  .object({
    /** Words in the subject, the messages or the other side's name. */
    q: z.string().trim().min(1).max(200).optional(),
    /** `true`: only conversations with unread messages. */
    unread: z.enum(["true", "false"]).optional(),
  })
  .strict();
export type ConversationFilters = z.infer<typeof ConversationFiltersSchema>;

/** The thread page's reply form (JavaScript or not). */
export const ReplyFormSchema = z.object({ intent: z.literal("reply"), body });

/** The inbox as the page shows it. */
export type ConversationItem = {
  id: string;
  subject: string;
  counterpartName: string;
  vacancyId: string | null;
  vacancyTitle: string | null;
  applicationId: string | null;
  volunteerProfileId: string | null;
  unreadCount: number;
  lastMessageAt: string;
};

export type MessageItem = { id: string; body: string; authorName: string | null; mine: boolean; createdAt: string };
