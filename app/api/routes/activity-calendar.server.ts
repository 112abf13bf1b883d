import { Hono } from "hono";
import { notFound } from "~/lib/app-error";
import { snakeizeKeys } from "~/lib/case";
import { calendarDays, DAY_PREVIEW } from "~/modules/activities/calendar-days.server";
import { calendarFeedState, personalOccurrences, renewCalendarFeed, revokeCalendarFeed } from "~/modules/activities/calendar-feeds.server";
import { calendarDayResource, calendarFeedResource, personalOccurrenceResource } from "~/modules/activities/calendar-feed-transformers.server";
import type { OccurrenceFilterParams } from "~/modules/activities/transformers.server";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";
import { occurrenceWindow } from "./activities.server";
import { vacancyViewerOf } from "./vacancies.server";

/*
 * The activity calendar's month days and private calendar feeds (issue 14, decision 043): per day the number of
 * occurrences and the first few; the signed-in user's own feed address (made, renewed, revoked) and the feed's
 * occurrences by its secret token. A 404 where the tenant has no activities.
 */
export const activityCalendarRoutes = new Hono<ApiEnv>();

for (const path of ["/activity_calendar_days", "/calendar_feed", "/calendar_feeds/*"]) {
  activityCalendarRoutes.use(path, async (c, next) => {
    if (!featuresOf(c.var.tenancy).activities) throw notFound();
    await next();
  });
}

activityCalendarRoutes.get("/calendar_feed", async (c) => {
  const user = requireUser(c);
  const tenantId = c.var.tenancy.tenant.id;
  const state = await inTenant(c, (tx) => calendarFeedState(tx, { tenantId, userId: user.id }));
  return jsonApi(c, toDocument(state, calendarFeedResource.transformer()));
});

activityCalendarRoutes.post("/calendar_feed", async (c) => {
  const user = requireUser(c);
  const tenantId = c.var.tenancy.tenant.id;
  const state = await inTenant(c, (tx) => renewCalendarFeed(tx, { tenantId, userId: user.id, now: c.var.deps.now() }));
  c.header("Cache-Control", "no-store");
  return jsonApi(c, toDocument(state, calendarFeedResource.transformer()), 201);
});

activityCalendarRoutes.delete("/calendar_feed", async (c) => {
  const user = requireUser(c);
  const tenantId = c.var.tenancy.tenant.id;
  const revoked = await inTenant(c, (tx) => revokeCalendarFeed(tx, { tenantId, userId: user.id }));
  if (!revoked) throw notFound("You have no calendar feed.");
  return c.body(null, 204);
});

activityCalendarRoutes.get("/calendar_feeds/:token/activity_occurrences", async (c) => {
  const token = c.req.param("token");
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound();
  const { page, fields } = personalOccurrenceResource.readListQuery(c);
  const tenantId = c.var.tenancy.tenant.id;
  const found = await inTenant(c, (tx) => personalOccurrences(tx, { tenantId, token, now: c.var.deps.now(), page }));
  if (!found) throw notFound();
  c.header("Cache-Control", "private, no-store");
  return jsonApi(c, listDocument(c, found.rows, personalOccurrenceResource.transformer(), page, found.total, { fields }));
});

activityCalendarRoutes.get("/activity_calendar_days", async (c) => {
  const { filters: params } = calendarDayResource.readListQuery<OccurrenceFilterParams>(c);
  const filters = occurrenceWindow(params, c.var.deps.now());
  const tenantId = c.var.tenancy.tenant.id;
  const days = await inTenant(c, (tx) => calendarDays(tx, { tenantId, viewer: vacancyViewerOf(c), filters, perDay: DAY_PREVIEW }));
  return jsonApi(c, {
    data: days.map((day) => ({
      type: calendarDayResource.type,
      id: day.date,
      attributes: {
        occurrence_count: day.occurrenceCount,
        occurrences: day.occurrences.map((occurrence) =>
          snakeizeKeys({ ...occurrence, startsAt: occurrence.startsAt.toISOString(), endsAt: occurrence.endsAt.toISOString() }),
        ),
      },
    })),
    meta: { total: days.length },
  });
});
