import { Hono, type Context } from "hono";
import { z } from "zod";
import { AppError, notFound } from "~/lib/app-error";
import { findSchedule, listOccurrences, saveSchedule, ScheduleSaveSchema, type OccurrenceFilters } from "~/modules/activities/activities.server";
import { MAX_LIST_DAYS } from "~/modules/activities/calendar-dates";
import { ACTIVITY_TIME_ZONE, addDays, daysBetween } from "~/modules/activities/schedule";
import { occurrenceResource, scheduleResource, type OccurrenceFilterParams } from "~/modules/activities/transformers.server";
import { localDayOf, zonedInstant } from "~/modules/digest/schedule";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";
import { siteOrigin } from "./auth.server";
import { vacancyViewerOf } from "./vacancies.server";

/*
 * Activity schedules and the public calendar's occurrences (issue 14, decision 039).
 */
export const activitiesRoutes = new Hono<ApiEnv>();

// Where the tenant has no activities (spec §1: the meedoen app context) the calendar's API is a 404 (decision 043).
for (const path of ["/vacancies/:id/schedule", "/activity_occurrences"]) {
  activitiesRoutes.use(path, async (c, next) => {
    if (!featuresOf(c.var.tenancy).activities) throw notFound();
    await next();
  });
}

type C = Context<ApiEnv>;

export const DEFAULT_CALENDAR_DAYS = 92;
/** The calendar page's limit (MAX_LIST_DAYS, what its users are told), both ends counted. */
export const MAX_CALENDAR_DAYS = MAX_LIST_DAYS;

const vacancyId = (c: C) => {
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  return id!;
};

const badWindow = (detail: string) => new AppError({ status: 400, code: "invalid_filter", detail, source: { parameter: "filter[to]" } });

/** Calendar days (Europe/Amsterdam, `to` inclusive) as the instants [from, to) the occurrences must overlap. */
export function occurrenceWindow(params: OccurrenceFilterParams, now: Date): OccurrenceFilters {
  const fromDay = params.from ?? localDayOf(now, ACTIVITY_TIME_ZONE).date;
  const toDay = params.to ?? addDays(fromDay, DEFAULT_CALENDAR_DAYS - 1);
  const days = daysBetween(fromDay, toDay);
  const start = params.from ? "filter[from]" : "today (Europe/Amsterdam, without filter[from])";
  if (days < 0) throw badWindow(`filter[to] must be on or after ${start}.`);
  if (days >= MAX_CALENDAR_DAYS) {
    throw badWindow(`The calendar covers at most ${MAX_CALENDAR_DAYS} days, both ends counted: filter[to] must be at most ${MAX_CALENDAR_DAYS - 1} days after ${start}.`);
  }
  // Without a from day the list starts now: occurrences that already ended today are not upcoming.
  const from = params.from ? zonedInstant(fromDay, 0, 0, ACTIVITY_TIME_ZONE) : now;
  return {
    from,
    to: zonedInstant(addDays(toDay, 1), 0, 0, ACTIVITY_TIME_ZONE),
    ...(params.type ? { type: params.type } : {}),
    ...(params.tag ? { tag: params.tag } : {}),
    ...(params.city ? { city: params.city } : {}),
  };
}

activitiesRoutes.get("/vacancies/:id/schedule", async (c) => {
  const id = vacancyId(c);
  const { fields } = scheduleResource.readQuery(c);
  const tenantId = c.var.tenancy.tenant.id;
  const row = await inTenant(c, (tx) => findSchedule(tx, { tenantId, viewer: vacancyViewerOf(c), vacancyId: id }));
  return jsonApi(c, toDocument(row, scheduleResource.transformer(), { fields }));
});

activitiesRoutes.put("/vacancies/:id/schedule", async (c) => {
  requireUser(c);
  const id = vacancyId(c);
  const attributes = ScheduleSaveSchema.parse(await readAttributes(c));
  const tenantId = c.var.tenancy.tenant.id;
  const row = await inTenant(c, async (tx) =>
    saveSchedule(tx, {
      tenantId,
      viewer: vacancyViewerOf(c),
      vacancyId: id,
      attributes,
      now: c.var.deps.now(),
      mail: { siteOrigin: await siteOrigin(c, tx), appName: c.var.tenancy.tenant.appName },
    }),
  );
  return jsonApi(c, toDocument(row, scheduleResource.transformer()));
});

activitiesRoutes.get("/activity_occurrences", async (c) => {
  const { filters: params, page, fields } = occurrenceResource.readListQuery<OccurrenceFilterParams>(c);
  const filters = occurrenceWindow(params, c.var.deps.now());
  const tenantId = c.var.tenancy.tenant.id;
  const { rows, total } = await inTenant(c, (tx) => listOccurrences(tx, { tenantId, viewer: vacancyViewerOf(c), filters, page }));
  return jsonApi(c, listDocument(c, rows, occurrenceResource.transformer(), page, total, { fields }));
});
