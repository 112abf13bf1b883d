import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, createVacancy } from "~/modules/db/factories.server";
import { activityOccurrences, calendarFeedTokens } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type DemoCenter, type TestApi } from "../support/api";
import { vacancyFixture } from "../support/vacancies";

/*
 * Issue 14, decision 043: the calendar's filters and month days, private calendar feeds (made, renewed, revoked,
 * by token, per tenant) and the tenant's activities feature flag over the calendar's API.
 */

let api: TestApi;
let f: Awaited<ReturnType<typeof vacancyFixture>>;
let demo: DemoCenter;
let orgUser: Record<string, string>;
let volunteer: Record<string, string>;
let volunteerEmail: string;
let ids: { gardening: string; language: string; busy: string[] };

const putSchedule = (vacancyId: string, attributes: Record<string, unknown>) =>
  api.request(`/api/v1/vacancies/${vacancyId}/schedule`, { method: "PUT", json: { data: { type: "activity_schedules", attributes } }, headers: orgUser });

const signUp = (occurrenceId: string, attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.request(`/api/v1/activity_occurrences/${occurrenceId}/signups`, { method: "POST", json: { data: { type: "activity_signups", attributes } }, headers });

const occurrencesOf = (vacancyId: string) =>
  demo.run((tx) => tx.select().from(activityOccurrences).where(eq(activityOccurrences.vacancyId, vacancyId)).orderBy(asc(activityOccurrences.startsAt)));

type Row = { id: string; attributes: Record<string, unknown> };
async function list(path: string, init: Parameters<TestApi["request"]>[1] = {}): Promise<{ status: number; rows: Row[]; meta: Record<string, unknown> }> {
  const response = await api.request(path, init);
  if (response.status !== 200) return { status: response.status, rows: [], meta: {} };
  const body = (await response.json()) as { data: Row[]; meta: Record<string, unknown> };
  return { status: 200, rows: body.data, meta: body.meta };
}

const mine = (rows: Row[]) => rows.filter((row) => String(row.attributes.title).includes(f.tag));

beforeAll(async () => {
  api = await testApi();
  f = await vacancyFixture();
  demo = await demoCenter();
  volunteerEmail = `vrijwilliger-${f.tag}@demo.example`.toLowerCase();
  ids = await demo.run(async (tx, center) => {
    const base = { ...center, organizationId: f.organizationId, status: "published" as const };
    await createUser(tx, { ...center, email: volunteerEmail, firstName: "Vera", roles: ["volunteer"] });
    return {
      gardening: (await createVacancy(tx, { ...base, title: `Moestuindag ${f.tag}`, vacancyType: "activity", tags: ["free"], city: "Vaassen" })).id,
      language: (await createVacancy(tx, { ...base, title: `Taalcafé ${f.tag}`, vacancyType: "language", tags: ["once"], city: "Apeldoorn" })).id,
      busy: await Promise.all([1, 2, 3, 4, 5].map(async (n) => (await createVacancy(tx, { ...base, title: `Drukke dag ${n} ${f.tag}`, vacancyType: "activity", city: "Epe" })).id)),
    };
  });
  [orgUser, volunteer] = await Promise.all([tokenHeadersFor(f.orgUser), tokenHeadersFor(volunteerEmail)]);
  // Saturdays 10:00–12:00 over the change to winter time (Sunday 26 October 2031); one Thursday evening language café.
  expect(
    (await putSchedule(ids.gardening, { rule: { frequency: "regularly", weekdays: [6], interval: 1, start_date: "2031-10-18", until_date: "2031-11-08", start_time: "10:00", end_time: "12:00", exceptions: [] }, capacity: 1 })).status,
  ).toBe(200);
  expect((await putSchedule(ids.language, { rule: { frequency: "once", starts_at: "2031-10-30T19:00", ends_at: "2031-10-30T21:00" } })).status).toBe(200);
  // Five on Tuesday 4 November 2031 (at 13:00, 12:00, … 09:00): more than the month view shows of a day.
  for (const [i, id] of ids.busy.entries()) {
    expect((await putSchedule(id, { rule: { frequency: "once", starts_at: `2031-11-04T${String(13 - i).padStart(2, "0")}:00`, ends_at: `2031-11-04T${String(13 - i).padStart(2, "0")}:30` } })).status).toBe(200);
  }
});

describe("GET /api/v1/activity_occurrences filters", () => {
  it("filters by category (a vacancy tag) and by place (the city, any case)", async () => {
    const window = "filter[from]=2031-10-01&filter[to]=2031-11-30&page[size]=200";
    const byTag = mine((await list(`/api/v1/activity_occurrences?${window}&filter[tag]=free`)).rows);
    expect(new Set(byTag.map((row) => row.attributes.vacancy_id))).toEqual(new Set([ids.gardening]));
    const byCity = mine((await list(`/api/v1/activity_occurrences?${window}&filter[city]=aPELdoorn`)).rows);
    expect(byCity.map((row) => row.attributes.vacancy_id)).toEqual([ids.language]);
    expect((await api.request(`/api/v1/activity_occurrences?${window}&filter[tag]=unknown`)).status).toBe(400);
  });
});

describe("GET /api/v1/activity_calendar_days", () => {
  it("counts every occurrence of a day and gives the first three, in Amsterdam days", async () => {
    const { rows } = await list("/api/v1/activity_calendar_days?filter[from]=2031-10-01&filter[to]=2031-11-30&filter[city]=Vaassen");
    expect(rows.map((row) => row.id)).toEqual(["2031-10-18", "2031-10-25", "2031-11-01", "2031-11-08"]);
    const october25 = rows.find((row) => row.id === "2031-10-25")!;
    expect(october25.attributes.occurrence_count).toBe(1);
    expect((october25.attributes.occurrences as Array<{ starts_at: string }>)[0]!.starts_at).toBe("2031-10-25T08:00:00.000Z");
    const november1 = rows.find((row) => row.id === "2031-11-01")!;
    expect((november1.attributes.occurrences as Array<{ starts_at: string }>)[0]!.starts_at).toBe("2031-11-01T09:00:00.000Z");
    const busy = (await list("/api/v1/activity_calendar_days?filter[from]=2031-11-01&filter[to]=2031-11-30&filter[city]=epe")).rows;
    expect(busy.map((row) => [row.id, row.attributes.occurrence_count])).toEqual([["2031-11-04", 5]]);
    expect((busy[0]!.attributes.occurrences as Array<{ title: string; starts_at: string }>).map((o) => o.starts_at)).toEqual([
      "2031-11-04T08:00:00.000Z",
      "2031-11-04T09:00:00.000Z",
      "2031-11-04T10:00:00.000Z",
    ]);
  });
});

describe("private calendar feeds", () => {
  let firstToken: string;

  it("has none until the user makes one; the token is in that answer only and stored as a hash", async () => {
    expect((await api.request("/api/v1/calendar_feed")).status).toBe(401);
    const before = await api.request("/api/v1/calendar_feed", { headers: volunteer });
    expect(before.status).toBe(200);
    expect((await before.json()).data.attributes).toMatchObject({ active: false, token: null });
    const made = await api.request("/api/v1/calendar_feed", { method: "POST", headers: volunteer });
    expect(made.status).toBe(201);
    firstToken = (await made.json()).data.attributes.token;
    expect(firstToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = await demo.run((tx, { tenantId }) => tx.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.tenantId, tenantId)));
    expect(stored.map((row) => row.tokenHash)).not.toContain(firstToken);
    const after = await api.request("/api/v1/calendar_feed", { headers: volunteer });
    expect((await after.json()).data.attributes).toMatchObject({ active: true, token: null });
  });

  it("lists what the user signed up for, signed in or with their address, but not others' or cancelled ones", async () => {
    const gardening = await occurrencesOf(ids.gardening);
    const [language] = await occurrencesOf(ids.language);
    // Signed in (user id), with the address in other case while signed out, and a waiting list place.
    expect((await signUp(gardening[0]!.id, { name: "Vera", email: volunteerEmail }, volunteer)).status).toBe(201);
    expect((await signUp(language!.id, { name: "Vera", email: volunteerEmail.toUpperCase() })).status).toBe(201);
    expect((await signUp(gardening[1]!.id, { name: "Iemand", email: `iemand-${f.tag}@example.org` })).status).toBe(201);
    const waiting = await signUp(gardening[1]!.id, { name: "Vera", email: volunteerEmail });
    expect((await waiting.json()).data.attributes.status).toBe("waiting");
    // Someone else's sign-up is not in Vera's feed, nor a cancelled one of hers.
    const cancelled = await signUp(gardening[2]!.id, { name: "Vera", email: volunteerEmail });
    const cancelledId = (await cancelled.json()).data.id as string;
    expect((await api.request(`/api/v1/activity_signups/${cancelledId}`, { method: "DELETE", headers: orgUser })).status).toBe(200);

    const { status, rows } = await list(`/api/v1/calendar_feeds/${firstToken}/activity_occurrences`);
    expect(status).toBe(200);
    expect(rows.map((row) => [row.id, row.attributes.signup_status])).toEqual([
      [gardening[0]!.id, "confirmed"],
      [gardening[1]!.id, "waiting"],
      [language!.id, "confirmed"],
    ]);
    expect(rows[0]!.attributes).toMatchObject({ starts_at: "2031-10-18T08:00:00.000Z", title: `Moestuindag ${f.tag}` });
    expect(rows[2]!.attributes.starts_at).toBe("2031-10-30T18:00:00.000Z");
  });

  it("stops the old address at once when renewed, and answers 404 once revoked", async () => {
    const renewed = await api.request("/api/v1/calendar_feed", { method: "POST", headers: volunteer });
    const token = (await renewed.json()).data.attributes.token as string;
    expect(token).not.toBe(firstToken);
    expect((await api.request(`/api/v1/calendar_feeds/${firstToken}/activity_occurrences`)).status).toBe(404);
    expect((await list(`/api/v1/calendar_feeds/${token}/activity_occurrences`)).rows).toHaveLength(3);
    // Another tenant's host does not know the token.
    expect((await api.request(`/api/v1/calendar_feeds/${token}/activity_occurrences`, { host: "oldebroek.localhost" })).status).toBe(404);
    expect((await api.request("/api/v1/calendar_feed", { method: "DELETE", headers: volunteer })).status).toBe(204);
    const revoked = await api.request(`/api/v1/calendar_feeds/${token}/activity_occurrences`);
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get("cache-control")).toContain("no-store");
    expect((await api.request("/api/v1/calendar_feed", { method: "DELETE", headers: volunteer })).status).toBe(404);
    expect((await api.request("/api/v1/calendar_feeds/made-up-token-that-is-long-enough/activity_occurrences")).status).toBe(404);
  });

  it("keeps the private answers out of every cache", async () => {
    const made = await api.request("/api/v1/calendar_feed", { method: "POST", headers: volunteer });
    expect(made.headers.get("cache-control")).toContain("no-store");
    const token = (await made.json()).data.attributes.token as string;
    const read = await api.request(`/api/v1/calendar_feeds/${token}/activity_occurrences`);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect((await api.request("/api/v1/calendar_feed", { method: "DELETE", headers: volunteer })).status).toBe(204);
    expect((await api.request(`/api/v1/calendar_feeds/${token}/activity_occurrences`)).status).toBe(404);
  });
});

describe("the tenant's activities feature", () => {
  it("hides the calendar's API where activities are off (the meedoen app context) and shows it elsewhere", async () => {
    const paths = [
      "/api/v1/activity_occurrences",
      "/api/v1/activity_calendar_days",
      `/api/v1/vacancies/${ids.gardening}/schedule`,
      "/api/v1/calendar_feed",
      "/api/v1/calendar_feeds/made-up-token-that-is-long-enough/activity_occurrences",
    ];
    for (const path of paths) {
      expect((await api.request(path, { host: "meedoen.localhost" })).status, `meedoen ${path}`).toBe(404);
      expect((await api.request(path, { headers: { "app-context": "meedoen" } })).status, `App-Context meedoen ${path}`).toBe(404);
    }
    expect((await api.request("/api/v1/activity_occurrences")).status).toBe(200);
    expect((await api.request("/api/v1/activity_calendar_days")).status).toBe(200);
    expect((await api.request("/api/v1/calendar_feed", { headers: volunteer })).status).toBe(200);
    expect((await api.request("/api/v1/activity_occurrences", { host: "oldebroek.localhost" })).status).toBe(200);
  });
});
