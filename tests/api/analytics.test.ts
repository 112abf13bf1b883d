import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { flushAnalytics, recordSearch, recordVacancyView } from "~/modules/analytics/recorder.server";
import { rollupAnalytics } from "~/modules/analytics/rollup.server";
import { updateApplicationStatus } from "~/modules/applications/applications.server";
import { createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import { analyticsRollups, applications, organizations, users } from "~/modules/db/schema";
import { localDayOf } from "~/modules/digest/schedule";
import { loadCurrentUser } from "~/modules/users/current-user.server";
import { demoCenter, testApi, tokenHeadersFor } from "../support/api";

/*
 * Issue 15 (decision 047): the analytics against a known dataset — views and searches recorded as the pages do,
 * responses with known reaction times, rolled up by the job — with exact counts, per role, and bad ranges.
 */
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36" };
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const HOUR = 3_600_000;
/** Days nobody else's data falls on: the fixture back-dates its rows into them. */
const FROM = "2019-03-10";
const TO = "2019-03-12";
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00+01:00`);

type Figures = {
  funnel: { views: number; responses: number; accepted: number };
  vacancies: Array<{ id: string; views: number; responses: number; accepted: number }>;
  organizations: Array<{ id: string; views: number; responses: number; accepted: number; median_seconds: number | null }>;
  reaction: { median_seconds: number | null; reacted: number };
  responses_by_type: Array<{ type: string; responses: number }>;
  zero_result_terms: Array<{ term: string; searches: number }> | null;
  newcomers: { volunteers: number; organizations: number } | null;
  status_series: Array<{ day: string; counts: Record<string, number> }>;
};

let f: { tag: string; organizationId: string; otherOrganizationId: string; manager: string; volunteer: string; volunteeringId: string; activityId: string };

async function fixture() {
  // Letters only: a tag with seven digits in a row (a random hex tag has, about one run in twenty) makes the search
  // terms below look like a phone number, which normaliseTerm rightly drops.
  const tag = crypto.randomUUID().replace(/-/g, "").slice(0, 8).replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!);
  const demo = await demoCenter();
  const { db } = demo;
  const made = await demo.run(async (tx, base) => {
    const manager = await createUser(tx, { ...base, email: `an-manager-${tag}@demo.example`, roles: ["organization_superuser"] });
    const volunteer = await createUser(tx, { ...base, email: `an-volunteer-${tag}@demo.example`, roles: ["volunteer"] });
    const organization = await createOrganization(tx, { ...base, name: `Analyse ${tag}`, type: "NonProfit", status: "approved", memberIds: [manager.id] });
    const other = await createOrganization(tx, { ...base, name: `Andere ${tag}`, type: "NonProfit", status: "approved" });
    const volunteering = await createVacancy(tx, { ...base, organizationId: organization.id, title: `Tuinieren ${tag}`, status: "published" });
    const activity = await createVacancy(tx, { ...base, organizationId: organization.id, title: `Koken ${tag}`, status: "draft", vacancyType: "activity" });
    await createVacancy(tx, { ...base, organizationId: other.id, title: `Elders ${tag}`, status: "published" });
    // Newcomers on the fixture's days: this volunteer and both organizations.
    await tx.update(users).set({ createdAt: at("2019-03-11", 9) }).where(eq(users.id, volunteer.id));
    await tx.update(organizations).set({ createdAt: at("2019-03-11", 10) }).where(sql`${organizations.id} in (${organization.id}, ${other.id})`);
    const respond = async (vacancyId: string, createdAt: Date, name: string) =>
      (
        await tx
          .insert(applications)
          .values({ tenantId: demo.tenantId, vacancyId, name, email: `${name}-${tag}@example.org`, createdAt, idempotencyKey: crypto.randomUUID() })
          .returning()
      )[0]!;
    const a1 = await respond(volunteering.id, at("2019-03-10", 9), "een");
    const a2 = await respond(volunteering.id, at("2019-03-10", 12), "twee");
    const a3 = await respond(volunteering.id, at("2019-03-11", 9), "drie");
    const a4 = await respond(activity.id, at("2019-03-12", 9), "vier");
    await respond(activity.id, at("2019-03-12", 10), "vijf");
    // Outside the range: not counted.
    await respond(volunteering.id, at("2019-03-13", 9), "zes");
    const current = await loadCurrentUser(tx, manager);
    const decide = (id: string, status: "accepted" | "rejected", reactedAt: Date) =>
      updateApplicationStatus(tx, { tenantId: demo.tenantId, user: current, id, status, appName: "Volunteerly", now: reactedAt });
    // Reaction times 1 h, 3 h, 5 h and 10 h: the median is 4 h.
    await decide(a1.id, "accepted", new Date(a1.createdAt.getTime() + HOUR));
    await decide(a2.id, "rejected", new Date(a2.createdAt.getTime() + 3 * HOUR));
    await decide(a3.id, "accepted", new Date(a3.createdAt.getTime() + 5 * HOUR));
    await decide(a4.id, "accepted", new Date(a4.createdAt.getTime() + 10 * HOUR));
    // A later change of mind does not move the first reaction (but counts as accepted).
    await decide(a2.id, "accepted", new Date(a2.createdAt.getTime() + 30 * HOUR));
    // The rollup sees what changed since its last run: the decisions above are back-dated, so recount everything.
    await tx.delete(analyticsRollups).where(eq(analyticsRollups.tenantId, demo.tenantId));
    return { organizationId: organization.id, otherOrganizationId: other.id, manager: manager.email, volunteer: volunteer.email, volunteeringId: volunteering.id, activityId: activity.id };
  });
  const page = (headers: Record<string, string>) => new Request("http://localhost/vacancies/x", { headers });
  for (let i = 0; i < 7; i++) recordVacancyView(page(BROWSER), { tenantId: demo.tenantId, vacancyId: made.volunteeringId, now: at("2019-03-10", 8 + i) });
  for (let i = 0; i < 3; i++) recordVacancyView(page(BROWSER), { tenantId: demo.tenantId, vacancyId: made.activityId, now: at("2019-03-12", 8) });
  recordVacancyView(page(BOT), { tenantId: demo.tenantId, vacancyId: made.volunteeringId, now: at("2019-03-10", 8) });
  const search = (term: string, results: number | null, headers = BROWSER) => recordSearch(page(headers), { tenantId: demo.tenantId, centerId: demo.centerId, term, results, now: at("2019-03-11", 12) });
  search(`  Koffie   ZETTEN ${tag} `, 0);
  search(`koffie zetten ${tag}`, null);
  search(`tuin ${tag}`, 4);
  search(`piet@example.org ${tag}`, 0);
  search(`bot ${tag}`, 0, BOT);
  await flushAnalytics(db);
  await rollupAnalytics(db, new Date());
  return { tag, ...made };
}

async function figuresOf(email: string, query: string) {
  const { request } = await testApi();
  return request(`/api/v1/analytics?${query}`, { headers: await tokenHeadersFor(email) });
}

async function figures(email: string, query: string): Promise<Figures> {
  const response = await figuresOf(email, query);
  expect(response.status).toBe(200);
  const document = (await response.json()) as { data: { type: string; attributes: Figures } };
  expect(document.data.type).toBe("analytics");
  return document.data.attributes;
}

describe("the demo data", () => {
  it("records when its decided responses were reacted to, so the median reaction time has them", async () => {
    const demo = await demoCenter();
    const seeded = await demo.run((tx) =>
      tx.select().from(applications).where(sql`${applications.idempotencyKey} like ${`demo-${demo.centerId}-%`}`),
    );
    const decided = seeded.filter((row) => row.status !== null);
    expect(decided.map((row) => row.status).sort()).toEqual(["accepted", "rejected"]);
    for (const row of decided) expect(row.firstReactionAt!.getTime()).toBeGreaterThan(row.createdAt.getTime());
    expect(seeded.filter((row) => row.status === null).every((row) => row.firstReactionAt === null)).toBe(true);
  });
});

describe("GET /api/v1/analytics", () => {
  beforeAll(async () => {
    f = await fixture();
  });

  it("gives the center's admin one organization's exact funnel, median reaction and responses per type", async () => {
    const a = await figures("admin@demo.example", `filter[from]=${FROM}&filter[to]=${TO}&filter[organization_id]=${f.organizationId}`);
    expect(a.funnel).toEqual({ views: 10, responses: 5, accepted: 4 });
    expect(a.reaction).toEqual({ median_seconds: 4 * 3600, reacted: 4 });
    expect(a.vacancies.map((v) => [v.id, v.views, v.responses, v.accepted])).toEqual([
      [f.volunteeringId, 7, 3, 3],
      [f.activityId, 3, 2, 1],
    ]);
    expect(a.organizations.map((o) => [o.id, o.responses, o.median_seconds])).toEqual([[f.organizationId, 5, 4 * 3600]]);
    expect(a.responses_by_type).toEqual([
      { type: "volunteering", responses: 3 },
      { type: "activity", responses: 2 },
    ]);
    // One organization's figures leave out the center's search terms and newcomers.
    expect(a.zero_result_terms).toBeNull();
    expect(a.newcomers).toBeNull();
  });

  it("gives the whole center its zero-result terms (normalised, no addresses, no bots) and newcomers", async () => {
    const a = await figures("admin@demo.example", `filter[from]=${FROM}&filter[to]=${TO}`);
    expect(a.zero_result_terms).toEqual([{ term: `koffie zetten ${f.tag}`, searches: 2 }]);
    expect(a.newcomers).toEqual({ volunteers: 1, organizations: 2 });
    expect(a.funnel.responses).toBeGreaterThanOrEqual(5);
  });

  it("shows today's vacancies per status of the organization from the rollup's snapshot", async () => {
    const today = localDayOf(new Date()).date;
    const a = await figures("admin@demo.example", `filter[from]=${today}&filter[to]=${today}&filter[organization_id]=${f.organizationId}`);
    expect(a.status_series).toEqual([{ day: today, counts: { published: 1, draft: 1 } }]);
  });

  it("gives an organization superuser their own organizations only", async () => {
    const a = await figures(f.manager, `filter[from]=${FROM}&filter[to]=${TO}`);
    expect(a.funnel).toEqual({ views: 10, responses: 5, accepted: 4 });
    expect(a.zero_result_terms).toBeNull();
    expect((await figuresOf(f.manager, `filter[from]=${FROM}&filter[to]=${TO}&filter[organization_id]=${f.otherOrganizationId}`)).status).toBe(403);
  });

  it("refuses volunteers, signed-out callers and other centers' admins see nothing of it", async () => {
    expect((await figuresOf(f.volunteer, `filter[from]=${FROM}&filter[to]=${TO}`)).status).toBe(403);
    const { request } = await testApi();
    expect((await request(`/api/v1/analytics?filter[from]=${FROM}&filter[to]=${TO}`)).status).toBe(401);
    const partner = await request(`/api/v1/analytics?filter[from]=${FROM}&filter[to]=${TO}&filter[organization_id]=${f.organizationId}`, {
      headers: await tokenHeadersFor("admin@partner.example", "partner.localhost"),
      host: "partner.localhost",
    });
    expect(partner.status).toBe(200);
    expect(((await partner.json()) as { data: { attributes: Figures } }).data.attributes.funnel).toEqual({ views: 0, responses: 0, accepted: 0 });
  });

  it("rolls up again to the same figures, and a later response counts on its own day once the job has run", async () => {
    const demo = await demoCenter();
    const { db } = demo;
    const query = `filter[from]=${FROM}&filter[to]=${TO}&filter[organization_id]=${f.organizationId}`;
    const before = await figures("admin@demo.example", query);
    await rollupAnalytics(db, new Date());
    expect(await figures("admin@demo.example", query)).toEqual(before);
    // The response's own time decides its day (not the clock at the assertion, should midnight pass in between).
    const now = new Date();
    const today = localDayOf(now).date;
    const todayQuery = `filter[from]=${today}&filter[to]=${today}&filter[organization_id]=${f.organizationId}`;
    expect((await figures("admin@demo.example", todayQuery)).funnel.responses).toBe(0);
    await demo.run((tx) =>
      tx.insert(applications).values({ tenantId: demo.tenantId, vacancyId: f.activityId, name: "zeven", email: `zeven-${f.tag}@example.org`, createdAt: now, updatedAt: now, idempotencyKey: crypto.randomUUID() }),
    );
    // Not before the job runs: the page reads the rollup, never the responses.
    expect((await figures("admin@demo.example", todayQuery)).funnel.responses).toBe(0);
    await rollupAnalytics(db, new Date());
    expect((await figures("admin@demo.example", todayQuery)).funnel).toEqual({ views: 0, responses: 1, accepted: 0 });
    expect(await figures("admin@demo.example", query)).toEqual(before);
  });

  it("answers a bad range with a clear 400", async () => {
    const bad = async (query: string) => {
      const response = await figuresOf("admin@demo.example", query);
      expect(response.status).toBe(400);
      return ((await response.json()) as { errors: Array<{ code: string; detail: string; source: { parameter: string } }> }).errors[0]!;
    };
    expect(await bad("filter[from]=2024-05-02&filter[to]=2024-05-01")).toMatchObject({ code: "invalid_range", detail: "The end of the range lies before its start.", source: { parameter: "filter[to]" } });
    expect(await bad("filter[from]=2019-01-01&filter[to]=2024-01-02")).toMatchObject({ code: "invalid_range", detail: "A range may span at most five years." });
    expect(await bad("filter[from]=gisteren&filter[to]=2024-01-02")).toMatchObject({ code: "invalid_range", source: { parameter: "filter[from]" } });
    expect((await figuresOf("admin@demo.example", "filter[from]=2019-01-01&filter[to]=2024-01-01")).status).toBe(200);
  });
});

describe("GET /api/v1/analytics/comparison", () => {
  beforeAll(async () => {
    f ??= await fixture();
  });

  it("compares the center's organizations, sorted as asked, and two periods", async () => {
    const { request } = await testApi();
    const headers = await tokenHeadersFor("admin@demo.example");
    const response = await request(`/api/v1/analytics/comparison?filter[from]=${FROM}&filter[to]=${TO}&filter[compare_from]=2019-03-13&filter[compare_to]=2019-03-15&sort=-responses`, { headers });
    expect(response.status).toBe(200);
    type Row = { id: string; responses: number; accepted_share: number | null };
    const { attributes } = ((await response.json()) as { data: { attributes: { organizations: Row[]; current: { responses: number }; previous: { responses: number }; sort: string } } }).data;
    expect(attributes.sort).toBe("-responses");
    const mine = attributes.organizations.find((row) => row.id === f.organizationId);
    expect(mine).toMatchObject({ responses: 5, accepted_share: 80 });
    const responses = attributes.organizations.map((row) => row.responses);
    expect(responses).toEqual([...responses].sort((a, b) => b - a));
    expect(attributes.previous.responses).toBeGreaterThanOrEqual(1);
    expect((await request(`/api/v1/analytics/comparison?filter[from]=${FROM}&filter[to]=${TO}&sort=password`, { headers })).status).toBe(400);
  });
});
