import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiContext, i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { messages } from "~/lib/validation";
import { codeMessages, replyWithApiErrors, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { fieldOfPointer } from "~/modules/vacancies/manage-schema";
import { requireUser } from "~/modules/users/session-user.server";
import { NewConversationFormSchema, ReplyFormSchema, type ConversationItem, type MessageItem } from "./schema";
import { pageNumberParam } from "~/api/jsonapi.server";

/*
 * The pages of /conversations (issue 13) through the API, like every page: the inbox, a thread (opening it marks
 * it read) with its reply form, and the page that starts a conversation. Posts redirect (POST → redirect → GET);
 * the reply form posted by a fetcher (JavaScript) gets its result instead, so the page does not move.
 */

const PAGE_SIZE = 20;
const isUuid = (value: string | null | undefined): value is string => z.guid().safeParse(value).success;

function toast(context: Readonly<RouterContextProvider>, key: string) {
  context.get(sessionContext).flash("toast", { color: "success", message: String(context.get(i18nContext).t(key)) });
}

/** API error codes the forms explain in their own words. */
const codeMessage = codeMessages("conversations:apiErrors", ["no_account", "own_organization", "not_found", "invalid_organization", "own_profile"]);

/** The API's 422 at its field; a message of markup alone reads as an empty one. */
const FORM_ERRORS = { fieldOf: fieldOfPointer, message: (e) => (e.code === "blank" ? messages.required : codeMessage(e)) } satisfies ApiFormErrorOptions;

const notFoundPage = () => data({ message: "Not found" }, { status: 404 });

export async function loadInbox(context: Readonly<RouterContextProvider>, request: Request) {
  await requireUser(context, request);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() || undefined;
  const unread = url.searchParams.get("unread") === "true";
  const page = pageNumberParam(url.searchParams.get("page"));
  const { data: rows, meta } = await context.get(apiContext).get<ConversationItem[]>("/api/v1/conversations", {
    query: { "page[number]": page, "page[size]": PAGE_SIZE, ...(q ? { "filter[q]": q.slice(0, 200) } : {}), ...(unread ? { "filter[unread]": "true" } : {}) },
  });
  return {
    conversations: rows.map(({ id, subject, counterpartName, vacancyId, vacancyTitle, applicationId, volunteerProfileId, unreadCount, lastMessageAt }) => ({
      id,
      subject,
      counterpartName,
      vacancyId,
      vacancyTitle,
      applicationId,
      volunteerProfileId,
      unreadCount,
      lastMessageAt,
    })),
    q,
    unread,
    page,
    pageCount: Number(meta.pageCount ?? 1),
    unreadConversations: Number(meta.unreadConversations ?? 0),
  };
}

type ConversationDetail = ConversationItem & { organizationName: string | null; volunteerName: string };

export async function loadThread(context: Readonly<RouterContextProvider>, request: Request, id: string) {
  await requireUser(context, request);
  if (!isUuid(id)) throw notFoundPage();
  const api = context.get(apiContext);
  // Opening the thread marks it read; someone else's thread is a 404 here already.
  const response = await api.post(`/api/v1/conversations/${id}/read`);
  const { data: document } = (await response.json()) as { data: { id: string; attributes: Record<string, unknown> } };
  const { data: messages } = await api.get<MessageItem[]>(`/api/v1/conversations/${id}/messages`, { query: { "page[size]": 200 } });
  const attributes = document.attributes;
  const conversation: ConversationDetail = {
    id: document.id,
    subject: String(attributes.subject),
    counterpartName: String(attributes.counterpart_name ?? ""),
    vacancyId: (attributes.vacancy_id as string | null) ?? null,
    vacancyTitle: (attributes.vacancy_title as string | null) ?? null,
    applicationId: (attributes.application_id as string | null) ?? null,
    volunteerProfileId: (attributes.volunteer_profile_id as string | null) ?? null,
    unreadCount: 0,
    lastMessageAt: String(attributes.last_message_at),
    organizationName: (attributes.organization_name as string | null) ?? null,
    volunteerName: String(attributes.volunteer_name ?? ""),
  };
  return { conversation, messages: messages.map(({ id: messageId, body, authorName, mine, createdAt }) => ({ id: messageId, body, authorName, mine, createdAt })) };
}

/** A reply: with JavaScript (a fetcher, `via=fetcher`) its result; without, a redirect back to the thread's last message. */
export async function runThreadAction(context: Readonly<RouterContextProvider>, request: Request, id: string) {
  await requireUser(context, request);
  if (!isUuid(id)) throw notFoundPage();
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ReplyFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await context.get(apiContext).post(`/api/v1/conversations/${id}/messages`, { body: { data: { type: "conversation_messages", attributes: { body: submission.value.body } } } });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...FORM_ERRORS, fields: ["body"] });
  }
  if (formData.get("via") === "fetcher") return { ...submission.reply({ resetForm: true }), sent: true };
  toast(context, "conversations:toasts.sent");
  throw redirect(`${localizedPath(`/conversations/${id}`, context.get(localeContext))}#reply`);
}

type About = { vacancyId?: string; applicationId?: string; volunteerProfileId?: string; title: string | null };

/**
 * /conversations/new: about a vacancy (`vacancy_id`), an application (`application_id`), a volunteer pool profile
 * (`volunteer_profile_id`, from /vrijwilligerspool: the organization or center writes to the volunteer), or the
 * user's center.
 */
export async function loadNewConversation(context: Readonly<RouterContextProvider>, request: Request): Promise<{ about: About }> {
  await requireUser(context, request);
  const url = new URL(request.url);
  const api = context.get(apiContext);
  const vacancyId = url.searchParams.get("vacancy_id");
  const applicationId = url.searchParams.get("application_id");
  const volunteerProfileId = url.searchParams.get("volunteer_profile_id");
  if (isUuid(volunteerProfileId)) {
    // A profile outside the writer's pool (or no pool at all) is the API's 403/404, as on the pool page.
    const { data: profile } = await api.get<{ name: string }>(`/api/v1/volunteer_profiles/${volunteerProfileId}`);
    return { about: { volunteerProfileId, title: profile.name } };
  }
  if (isUuid(applicationId)) {
    const { data: application } = await api.get<{ vacancyTitle: string; name: string }>(`/api/v1/applications/${applicationId}`);
    return { about: { applicationId, title: application.vacancyTitle } };
  }
  if (isUuid(vacancyId)) {
    const { data: vacancy } = await api.get<{ title: string }>(`/api/v1/vacancies/${vacancyId}`, { query: { "fields[vacancies]": "title" } });
    return { about: { vacancyId, title: vacancy.title } };
  }
  if (vacancyId || applicationId || volunteerProfileId) throw notFoundPage();
  return { about: { title: null } };
}

export async function runNewConversation(context: Readonly<RouterContextProvider>, request: Request) {
  await requireUser(context, request);
  const submission = parseWithZod(await request.formData(), { schema: NewConversationFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let id: string;
  try {
    const response = await context.get(apiContext).post("/api/v1/conversations", { body: { data: { type: "conversations", attributes: submission.value } } });
    id = ((await response.json()) as { data: { id: string } }).data.id;
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...FORM_ERRORS, fields: ["subject", "body"] });
  }
  toast(context, "conversations:toasts.started");
  throw redirect(localizedPath(`/conversations/${id}`, context.get(localeContext)));
}
