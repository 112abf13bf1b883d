import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { backTo } from "~/lib/back-to";
import { apiContext, i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { requireUser } from "~/modules/users/session-user.server";
import { asApiError } from "~/modules/api-client/client.server";
import { NOTIFICATION_TABS, NotificationActionSchema, type NotificationItem, type NotificationTab } from "./schema";
import { pageNumberParam } from "~/api/jsonapi.server";

/*
 * /notificaties (issue 13): the signed-in user's notifications through the API, like every page, and its
 * plain form posts (mark one read, mark all read).
 */

const PAGE_SIZE = 20;

export async function loadNotificationsPage(context: Readonly<RouterContextProvider>, request: Request) {
  await requireUser(context, request);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const tab = (NOTIFICATION_TABS as readonly string[]).includes(asked ?? "") ? (asked as NotificationTab) : undefined;
  const page = pageNumberParam(url.searchParams.get("page"));
  const { data: rows, meta } = await context.get(apiContext).get<NotificationItem[]>("/api/v1/notifications", {
    query: { "page[number]": page, "page[size]": PAGE_SIZE, ...(tab ? { "filter[unread]": tab === "unread" ? "true" : "false" } : {}) },
  });
  const unread = Number(meta.unreadCount ?? 0);
  return {
    notifications: rows.map(({ id, kind, title, actorName, path, read, createdAt }) => ({ id, kind, title, actorName, path, read, createdAt })),
    tab,
    page,
    pageCount: Number(meta.pageCount ?? 1),
    counts: { unread, read: Number(meta.allCount ?? 0) - unread },
  };
}

/** Mark one read (`read`) or all (`read_all`), then back to the same tab and page. */
export async function runNotificationAction(context: Readonly<RouterContextProvider>, request: Request) {
  await requireUser(context, request);
  const submission = parseWithZod(await request.formData(), { schema: NotificationActionSchema });
  if (submission.status !== "success") throw data({ message: "Bad request" }, { status: 400 });
  const api = context.get(apiContext);
  const t = context.get(i18nContext).t;
  const { value } = submission;
  if (value.intent === "read") {
    await api.patch(`/api/v1/notifications/${value.id}`, { body: { data: { type: "notifications", id: value.id, attributes: { read: true } } } });
  } else {
    await api.post("/api/v1/notifications/read_all");
  }
  context.get(sessionContext).flash("toast", { color: "success", message: String(t(value.intent === "read" ? "notifications:toasts.read" : "notifications:toasts.allRead")) });
  throw redirect(backTo(request));
}

/** /notificaties/{id}: the notification's link — marks it read and goes where it leads. Someone else's is a 404. */
export async function openNotification(context: Readonly<RouterContextProvider>, request: Request, id: string) {
  await requireUser(context, request);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw data({ message: "Not found" }, { status: 404 });
  const response = await context.get(apiContext).patch(`/api/v1/notifications/${id}`, { body: { data: { type: "notifications", id, attributes: { read: true } } } });
  const { data: document } = (await response.json()) as { data: { attributes: { path: string } } };
  throw redirect(localizedPath(document.attributes.path, context.get(localeContext)));
}

/**
 * The live bell (decision 033): the API's event stream passed through to the browser (it cannot send the API's
 * token headers itself) when it asks for one (EventSource sends `Accept: text/event-stream`); otherwise — the
 * fallback's `?poll`, a router data request, anything else — the count once as JSON, so no other client is left
 * waiting on a stream. Signed out: 401, so EventSource and the fallback stop — also when the cookie still holds a
 * token the API no longer takes (a tab's bell reconnecting right after its session ended, e.g. an admin going back
 * from acting as a user): never the sign-in page or an error page, which EventSource cannot read.
 */
export async function liveUnreadResponse(context: Readonly<RouterContextProvider>, request: Request): Promise<Response> {
  try {
    return await liveUnread(context, request);
  } catch (thrown) {
    if (asApiError(thrown)?.status === 401) return signedOut();
    throw thrown;
  }
}

const signedOut = () => new Response(null, { status: 401, headers: { "cache-control": "no-store" } });

async function liveUnread(context: Readonly<RouterContextProvider>, request: Request): Promise<Response> {
  const api = context.get(apiContext);
  if (!api.signedIn) return signedOut();
  const wantsStream = (request.headers.get("accept") ?? "").includes("text/event-stream");
  if (!wantsStream || new URL(request.url).searchParams.has("poll")) {
    const { meta } = await api.get<unknown[]>("/api/v1/notifications", { query: { "page[size]": 1, "fields[notifications]": "read" } });
    return Response.json({ unread: Number(meta.unreadCount ?? 0) }, { headers: { "cache-control": "no-store" } });
  }
  const stream = await api.request("GET", "/api/v1/notifications/stream", { signal: request.signal, retries: 0 });
  return new Response(stream.body, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store, no-transform", "x-accel-buffering": "no" },
  });
}
