import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { localizedPath } from "~/middleware/paths";
import { apiContext, i18nContext, localeContext, tenancyContext } from "~/middleware/context";
import type { ApiClient } from "~/modules/api-client/client.server";
import { asApiError } from "~/modules/api-client/client.server";
import { localDayOf } from "~/modules/digest/schedule";
import { centerNameOf } from "~/modules/tenancy/tenancy.server";
import { VACANCY_TAGS } from "~/modules/vacancies/constants";
import { ACTIVITY_TYPES } from "./activities.server";
import { MAX_LIST_DAYS } from "./calendar-dates";
import { buildCalendar, ICS_CONTENT_TYPE, occurrenceUid, type IcsEvent } from "./ical";
import { ACTIVITY_TIME_ZONE, addDays } from "./schedule";

/*
 * The .ics answers of the activity calendar (issue 14, decision 043): one occurrence as a download, the center's
 * public feed and a user's private feed by its secret token. Each reads the API like every page and writes the
 * iCalendar text with ical.ts.
 */

/** What the feeds read of an occurrence (the public list's, the detail's and the private feed's rows share these). */
export type FeedOccurrence = {
  id: string;
  startsAt: string;
  endsAt: string;
  title: string;
  city: string | null;
  online: boolean;
  location: string | null;
  signupStatus?: "confirmed" | "waiting";
};

/**
 * The public feed: from a week ago to 51 weeks ahead, at most this many occurrences. Both ends counted that is the
 * calendar's MAX_LIST_DAYS, the most the API gives in one range (the calendar page's limit).
 */
const PUBLIC_FEED_PAST_DAYS = 7;
const PUBLIC_FEED_DAYS = MAX_LIST_DAYS - 1 - PUBLIC_FEED_PAST_DAYS;
const PUBLIC_FEED_LIMIT = 2_000;
const PERSONAL_FEED_LIMIT = 2_000;
/** How often subscribed clients should fetch a feed again. */
const REFRESH_MINUTES = 60;

type Translate = (key: string, options?: Record<string, unknown>) => string;

function translator(context: Readonly<RouterContextProvider>): { t: Translate; language: string } {
  const language = context.get(localeContext);
  return { t: context.get(i18nContext).getFixedT(language, "vacancies") as Translate, language };
}

/** A row as an event: its sign-up page as URL and description, the place, and "waiting list" where it is one. */
export function occurrenceEvent(row: FeedOccurrence, input: { origin: string; language: string; t: Translate }): IcsEvent {
  const url = `${input.origin}${localizedPath(`/activiteiten/${row.id}`, input.language)}`;
  const waiting = row.signupStatus === "waiting";
  const place = row.online ? [input.t("calendar.online"), row.location].filter(Boolean).join(": ") : (row.location ?? row.city);
  return {
    uid: occurrenceUid(row.id),
    start: new Date(row.startsAt),
    end: new Date(row.endsAt),
    summary: waiting ? input.t("ical.waitingSummary", { title: row.title }) : row.title,
    description: [waiting ? input.t("ical.waitingDescription") : null, input.t("ical.description", { url })].filter(Boolean).join("\n\n"),
    location: place,
    url,
    status: row.signupStatus ? (waiting ? "TENTATIVE" : "CONFIRMED") : undefined,
  };
}

/**
 * A weak validator of a calendar: what it says without its DTSTAMP lines, which only tell when this answer was made.
 * Calendar apps that poll a feed every hour get a 304 while nothing in it changed.
 */
export function calendarEtag(body: string): string {
  const content = body.replace(/^DTSTAMP:[^\r\n]*\r\n/gm, "");
  return `W/"${createHash("sha256").update(content).digest("base64url").slice(0, 32)}"`;
}

/** Whether the request's If-None-Match names this weak validator (a weak comparison: W/ on either side is ignored). */
function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

function icsResponse(request: Request, body: string, input: { filename?: string; cache: "public" | "private" }): Response {
  const etag = calendarEtag(body);
  const headers: Record<string, string> = {
    "Content-Type": ICS_CONTENT_TYPE,
    "Cache-Control": input.cache === "public" ? "public, max-age=900" : "private, no-store",
    "X-Content-Type-Options": "nosniff",
    ETag: etag,
  };
  if (input.filename) headers["Content-Disposition"] = `attachment; filename="${input.filename}"`;
  if (input.cache === "private") headers["Referrer-Policy"] = "no-referrer";
  if (notModified(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

const notFoundResponse = () => new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** A 404 of the API as a plain 404; anything else goes on up. */
async function orNotFound<T>(read: () => Promise<T>): Promise<T | Response> {
  try {
    return await read();
  } catch (error) {
    if (asApiError(error)?.status === 404) return notFoundResponse();
    throw error;
  }
}

/** Every page of a list, up to `limit` rows. */
async function allRows<T>(api: ApiClient, path: string, query: Record<string, string | number | undefined>, size: number, limit: number): Promise<T[]> {
  const rows: T[] = [];
  for (let number = 1; rows.length < limit; number++) {
    const page = await api.getPage<T>(path, { query: { ...query, "page[size]": size, "page[number]": number } });
    rows.push(...page.rows);
    if (number >= page.pageCount) break;
  }
  return rows.slice(0, limit);
}

/** /activiteitenkalender/activiteit.ics?id=…: one occurrence as a download. */
export async function occurrenceIcs(context: Readonly<RouterContextProvider>, request: Request, now = new Date()): Promise<Response> {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return notFoundResponse();
  const found = await orNotFound(() => context.get(apiContext).get<FeedOccurrence>(`/api/v1/activity_occurrences/${id}`));
  if (found instanceof Response) return found;
  const { t, language } = translator(context);
  const event = occurrenceEvent(found.data, { origin: new URL(request.url).origin, language, t });
  const day = localDayOf(new Date(found.data.startsAt), ACTIVITY_TIME_ZONE).date;
  const body = buildCalendar({ name: found.data.title, stamp: now, events: [event] });
  return icsResponse(request, body, { filename: `${t("ical.filename")}-${day}.ics`, cache: "public" });
}

/** /activiteitenkalender/feed.ics: the center's published activities, with the calendar's type, category and place filters. */
export async function publicFeedIcs(context: Readonly<RouterContextProvider>, request: Request, now = new Date()): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const type = (ACTIVITY_TYPES as readonly string[]).includes(params.get("type") ?? "") ? params.get("type")! : undefined;
  const tag = (VACANCY_TAGS as readonly string[]).includes(params.get("tag") ?? "") ? params.get("tag")! : undefined;
  const city = params.get("city")?.trim().slice(0, 100) || undefined;
  const today = localDayOf(now, ACTIVITY_TIME_ZONE).date;
  const api = context.get(apiContext);
  const rows = await orNotFound(() =>
    allRows<FeedOccurrence>(
      api,
      "/api/v1/activity_occurrences",
      { "filter[from]": addDays(today, -PUBLIC_FEED_PAST_DAYS), "filter[to]": addDays(today, PUBLIC_FEED_DAYS), "filter[type]": type, "filter[tag]": tag, "filter[city]": city },
      200,
      PUBLIC_FEED_LIMIT,
    ),
  );
  if (rows instanceof Response) return rows;
  const { t, language } = translator(context);
  const origin = new URL(request.url).origin;
  // Named after the center of the host, as its pages are: two centers of one tenant are two calendars in an app.
  const center = centerNameOf(context.get(tenancyContext));
  const body = buildCalendar({
    name: t("ical.publicName", { center }),
    description: t("ical.publicDescription", { center }),
    stamp: now,
    events: rows.map((row) => occurrenceEvent(row, { origin, language, t })),
    refreshMinutes: REFRESH_MINUTES,
  });
  return icsResponse(request, body, { cache: "public" });
}

/** /activiteitenkalender/mijn/{token}/agenda.ics: what the token's user signed up for; 404 once revoked or renewed. */
export async function personalFeedIcs(context: Readonly<RouterContextProvider>, request: Request, token: string, now = new Date()): Promise<Response> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return notFoundResponse();
  const api = context.get(apiContext);
  const found = await orNotFound(() => allRows<FeedOccurrence>(api, `/api/v1/calendar_feeds/${token}/activity_occurrences`, {}, 500, PERSONAL_FEED_LIMIT));
  if (found instanceof Response) return found;
  // Signed up with the account and, another time, with its address: one event per occurrence, confirmed first.
  const byOccurrence = new Map<string, FeedOccurrence>();
  for (const row of found) {
    const seen = byOccurrence.get(row.id);
    if (!seen || (seen.signupStatus === "waiting" && row.signupStatus === "confirmed")) byOccurrence.set(row.id, row);
  }
  const { t, language } = translator(context);
  const origin = new URL(request.url).origin;
  const body = buildCalendar({
    // Named after the center of the host, as the public feed: "Mijn activiteiten – Vrijwilligerscentrale Demo".
    name: t("ical.personalName", { center: centerNameOf(context.get(tenancyContext)) }),
    stamp: now,
    events: [...byOccurrence.values()].map((row) => occurrenceEvent(row, { origin, language, t })),
    refreshMinutes: REFRESH_MINUTES,
  });
  return icsResponse(request, body, { cache: "private" });
}
