import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createVacancy } from "~/modules/db/factories.server";
import { activityOccurrences } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { vacancyFixture } from "../support/vacancies";

let api: TestApi;
let f: Awaited<ReturnType<typeof vacancyFixture>>;
let orgUser: Record<string, string>;
let admin: Record<string, string>;
let partnerAdmin: Record<string, string>;
let extra: { language: string; draftActivity: string; otherOrgActivity: string };

/** Thursdays 19:00–21:00 over the October 2031 change to winter time (Sunday 26 October). */
const weekly = { frequency: "regularly", weekdays: [4], interval: 1, start_date: "2031-10-01", until_date: "2031-11-30", start_time: "19:00", end_time: "21:00", exceptions: ["2031-11-13"] };

const putSchedule = (vacancyId: string, attributes: Record<string, unknown>, headers?: Record<string, string>, host?: string) =>
  api.request(`/api/v1/vacancies/${vacancyId}/schedule`, { method: "PUT", json: { data: { type: "activity_schedules", attributes } }, headers, host });

type Occurrence = { id: string; attributes: { vacancy_id: string; starts_at: string; ends_at: string; title: string; vacancy_type: string } };
async function occurrences(query: string, host?: string): Promise<Occurrence[]> {
  const response = await api.request(`/api/v1/activity_occurrences?${query}&page[size]=200`, { host });
  expect(response.status).toBe(200);
  return ((await response.json()).data as Occurrence[]).filter((o) => o.attributes.title.includes(f.tag));
}

async function storedOccurrences(vacancyId: string) {
  return (await demoCenter()).run((tx, { tenantId }) =>
    tx.select().from(activityOccurrences).where(and(eq(activityOccurrences.tenantId, tenantId), eq(activityOccurrences.vacancyId, vacancyId))),
  );
}

beforeAll(async () => {
  api = await testApi();
  f = await vacancyFixture();
  [orgUser, admin, partnerAdmin] = await Promise.all([
    tokenHeadersFor(f.orgUser),
    tokenHeadersFor("admin@demo.example"),
    tokenHeadersFor("admin@partner.example", "partner.localhost"),
  ]);
  extra = await (await demoCenter()).run(async (tx, base) => {
    const make = (title: string, organizationId: string, status: "published" | "draft", vacancyType: "activity" | "language") =>
      createVacancy(tx, { ...base, organizationId, title: `${title} ${f.tag}`, status, vacancyType }).then((v) => v.id);
    return {
      language: await make("Taalcafé", f.organizationId, "published", "language"),
      draftActivity: await make("Concept-activiteit", f.organizationId, "draft", "activity"),
      otherOrgActivity: await make("Activiteit van een ander", f.otherOrganizationId, "published", "activity"),
    };
  });
});

describe("PUT /api/v1/vacancies/{id}/schedule", () => {
  it("saves a weekly rule and materializes its occurrences at 19:00 Amsterdam time on both sides of the DST change", async () => {
    const response = await putSchedule(f.cafe, { rule: weekly, capacity: 12, online: false, location: "Dorpshuis Vaassen" }, orgUser);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toMatchObject({ type: "activity_schedules", id: f.cafe });
    expect(body.data.attributes).toMatchObject({ capacity: 12, location: "Dorpshuis Vaassen", occurrence_count: 8, rule: { frequency: "regularly", until_date: "2031-11-30" } });
    const stored = (await storedOccurrences(f.cafe)).map((o) => o.startsAt.toISOString()).sort();
    expect(stored).toEqual([
      "2031-10-02T17:00:00.000Z",
      "2031-10-09T17:00:00.000Z",
      "2031-10-16T17:00:00.000Z",
      "2031-10-23T17:00:00.000Z",
      "2031-10-30T18:00:00.000Z",
      "2031-11-06T18:00:00.000Z",
      "2031-11-20T18:00:00.000Z",
      "2031-11-27T18:00:00.000Z",
    ]);
    const read = await api.request(`/api/v1/vacancies/${f.cafe}/schedule`);
    expect(read.status).toBe(200);
    expect((await read.json()).data.attributes.rule.weekdays).toEqual([4]);
  });

  it("replaces the occurrences when the schedule is saved again (a center admin may too)", async () => {
    const once = { frequency: "once", starts_at: "2031-12-03T10:00", ends_at: "2031-12-03T12:00" };
    expect((await putSchedule(extra.language, { rule: weekly }, orgUser)).status).toBe(200);
    const response = await putSchedule(extra.language, { rule: once }, admin);
    expect(response.status).toBe(200);
    expect((await storedOccurrences(extra.language)).map((o) => o.startsAt.toISOString())).toEqual(["2031-12-03T09:00:00.000Z"]);
  });

  it("answers bad rules with 422 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...weekly, until_date: undefined }, "/data/attributes/rule/until_date"],
      [{ ...weekly, until_date: "2033-01-01" }, "/data/attributes/rule/until_date"],
      [{ ...weekly, until_date: "2031-09-01" }, "/data/attributes/rule/until_date"],
      [{ frequency: "once", starts_at: "2031-12-03T10:00", ends_at: "2031-12-03T09:00" }, "/data/attributes/rule/ends_at"],
      [{ frequency: "multi_day", start_date: "2031-12-03", end_date: "2031-12-01", start_time: "09:00", end_time: "17:00" }, "/data/attributes/rule/end_date"],
    ];
    for (const [rule, pointer] of cases) {
      const response = await putSchedule(f.cafe, { rule }, orgUser);
      expect(response.status, pointer).toBe(422);
      expect((await response.json()).errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(pointer);
    }
    const volunteering = await putSchedule(f.chauffeur, { rule: weekly }, orgUser);
    expect(volunteering.status).toBe(422);
    expect((await volunteering.json()).errors[0].code).toBe("not_an_activity");
    for (const [acceptLanguage, detail] of [
      ["nl", "Alleen activiteiten en taalactiviteiten hebben een rooster"],
      ["en", "Only activities and language activities have a schedule"],
    ] as const) {
      const said = await putSchedule(f.chauffeur, { rule: weekly }, { ...orgUser, "accept-language": acceptLanguage });
      expect((await said.json()).errors).toEqual([expect.objectContaining({ code: "not_an_activity", detail, source: { pointer: "/data/attributes/rule" } })]);
    }
    // The bad rules changed nothing.
    expect(await storedOccurrences(f.cafe)).toHaveLength(8);
  });

  it("lets only the vacancy's organization and center managers set it", async () => {
    expect((await putSchedule(extra.otherOrgActivity, { rule: weekly }, orgUser)).status).toBe(403);
    expect((await putSchedule(f.cafe, { rule: weekly })).status).toBe(401);
    expect((await putSchedule(f.cafe, { rule: weekly }, partnerAdmin, "partner.localhost")).status).toBeOneOf([403, 404]);
    expect(await storedOccurrences(extra.otherOrgActivity)).toEqual([]);
  });

  it("keeps tenants apart", async () => {
    expect((await putSchedule(f.cafe, { rule: weekly }, undefined, "oldebroek.localhost")).status).toBeOneOf([401, 404]);
    expect((await api.request(`/api/v1/vacancies/${f.cafe}/schedule`, { host: "oldebroek.localhost" })).status).toBe(404);
    expect(await occurrences("filter[from]=2031-10-01&filter[to]=2031-12-31", "oldebroek.localhost")).toEqual([]);
  });
});

describe("GET /api/v1/activity_occurrences", () => {
  it("lists published activities' occurrences in the date range, by type, and never a draft's", async () => {
    expect((await putSchedule(extra.draftActivity, { rule: weekly }, orgUser)).status).toBe(200);
    expect(await storedOccurrences(extra.draftActivity)).toHaveLength(8);

    const october = await occurrences("filter[from]=2031-10-01&filter[to]=2031-10-31");
    expect(october.map((o) => o.attributes.vacancy_id)).not.toContain(extra.draftActivity);
    expect(october.filter((o) => o.attributes.vacancy_id === f.cafe).map((o) => o.attributes.starts_at)).toEqual([
      "2031-10-02T17:00:00.000Z",
      "2031-10-09T17:00:00.000Z",
      "2031-10-16T17:00:00.000Z",
      "2031-10-23T17:00:00.000Z",
      "2031-10-30T18:00:00.000Z",
    ]);
    // The `to` day is inclusive, in Amsterdam time.
    expect((await occurrences("filter[from]=2031-10-09&filter[to]=2031-10-09")).map((o) => o.attributes.starts_at)).toEqual(["2031-10-09T17:00:00.000Z"]);

    const december = await occurrences("filter[from]=2031-12-01&filter[to]=2031-12-31&filter[type]=language");
    expect(december.map((o) => [o.attributes.vacancy_id, o.attributes.vacancy_type])).toEqual([[extra.language, "language"]]);
    expect(await occurrences("filter[from]=2031-12-01&filter[to]=2031-12-31&filter[type]=activity")).toEqual([]);
  });

  it("refuses bad filters with 400", async () => {
    for (const query of ["filter[type]=volunteering", "filter[from]=2031-12-01&filter[to]=2031-11-01", "filter[from]=2031-01-01&filter[to]=2032-12-31", "filter[place]=Epe", "filter[tag]=unknown"]) {
      expect((await api.request(`/api/v1/activity_occurrences?${query}`)).status, query).toBe(400);
    }
  });

  it("covers at most the calendar page's 366 days, and a longer range is a 400 that says so on filter[to]", async () => {
    // 2031-01-01 up to and including 2032-01-01 is 366 days (2031 is no leap year): the most the page offers.
    for (const path of ["activity_occurrences", "activity_calendar_days"]) {
      expect((await api.request(`/api/v1/${path}?filter[from]=2031-01-01&filter[to]=2032-01-01`)).status, path).toBe(200);
      const response = await api.request(`/api/v1/${path}?filter[from]=2031-01-01&filter[to]=2032-01-02`);
      expect(response.status, path).toBe(400);
      const { errors } = (await response.json()) as { errors: Array<{ status: string; code: string; detail: string; source: { parameter: string } }> };
      expect(errors, path).toEqual([
        expect.objectContaining({
          status: "400",
          code: "invalid_filter",
          detail: "The calendar covers at most 366 days, both ends counted: filter[to] must be at most 365 days after filter[from].",
          source: { parameter: "filter[to]" },
        }),
      ]);
    }
    const before = await api.request("/api/v1/activity_occurrences?filter[from]=2031-12-01&filter[to]=2031-11-30");
    expect(((await before.json()) as { errors: Array<{ detail: string }> }).errors[0]!.detail).toBe("filter[to] must be on or after filter[from].");
  });
});
