import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobs, neighbourHelpRequests } from "~/modules/db/schema";
import { enqueueJob, runDueJobs } from "~/modules/jobs/queue.server";
import { EXPIRE_NEIGHBOUR_HELP_JOB, expireNeighbourHelpJob } from "~/modules/neighbour-help/closing.server";
import { HELP_REQUEST_MAX_AGE_DAYS } from "~/modules/neighbour-help/schema";
import { demoCenter, testApi, tokenHeadersFor, type DemoCenter, type TestApi } from "../support/api";
import { json } from "../support/jsonapi";
import { mailsTo, requesterToken } from "../support/neighbour-help";
import { vacancyFixture, type Resource } from "../support/vacancies";

/*
 * Neighbour help's requests end without a match too (decision 041, later): the requester withdraws theirs
 * through the link of their mail, and the job closes an approved request HELP_REQUEST_MAX_AGE_DAYS after its
 * approval. Both leave the listing; helpers whose response was still open get a short mail.
 */

const DAY = 24 * 3600_000;

let t: TestApi;
let tag: string;
let demo: DemoCenter;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await testApi();
  const f = await vacancyFixture();
  tag = f.tag;
  demo = await demoCenter();
  admin = await tokenHeadersFor("admin@demo.example");
});

const email = (who: string) => `${who}-${tag}@example.org`.toLowerCase();

/** An approved request of `who`, with responses of the named helpers; the first one's is declined when `decline`. */
async function approvedRequest(who: string, helpers: string[] = []): Promise<string> {
  const asked = await t.request("/api/v1/neighbour_help_requests", {
    method: "POST",
    json: { data: { type: "neighbour_help_requests", attributes: { direction: "ask", kind: "p2p", category: "company", description: `Wie wandelt met mij? ${who} ${tag}`, postcode: "8091ab", name: `Vera ${who}`, email: email(who) } } },
  });
  expect(asked.status).toBe(201);
  const id = (await json(asked)).data.id;
  const approved = await t.request(`/api/v1/neighbour_help_reviews/${id}`, { method: "PATCH", headers: admin, json: { data: { type: "neighbour_help_requests", id, attributes: { status: "approved" } } } });
  expect(approved.status).toBe(200);
  for (const helper of helpers) {
    const responded = await t.request(`/api/v1/neighbour_help_requests/${id}/responses`, {
      method: "POST",
      json: { data: { type: "neighbour_help_responses", attributes: { name: `Hans ${helper}`, email: email(helper), message: `Ik loop graag mee ${tag}` } } },
    });
    expect(responded.status).toBe(201);
  }
  return id;
}

const listed = async () => (await json<Resource[]>(await t.request("/api/v1/neighbour_help_requests?page[size]=100"))).data.map((r) => r.id);
const closedSubject = "Een bericht waarop je reageerde is niet meer open";

describe("neighbour help: the requester withdraws", () => {
  it("withdraws by the token of the mail: off the listing at once, open responses' helpers mailed, the decided one's not", async () => {
    const id = await approvedRequest("intrekker", ["open-helper", "afgewezen-helper"]);
    const token = await requesterToken(email("intrekker"));
    const responses = (await json(await t.request(`/api/v1/neighbour_help_requester/${token}`))).data.attributes.responses as Array<{ id: string; name: string }>;
    const declined = responses.find((r) => r.name === "Hans afgewezen-helper")!;
    const decision = await t.request(`/api/v1/neighbour_help_requester/${token}/decisions`, {
      method: "POST",
      json: { data: { type: "neighbour_help_decisions", attributes: { response_id: declined.id, status: "declined" } } },
    });
    expect(decision.status).toBe(200);
    expect(await listed()).toContain(id);

    expect((await t.request("/api/v1/neighbour_help_requester/not-the-right-token-at-all/withdrawal", { method: "POST" })).status).toBe(404);
    expect(await listed()).toContain(id);

    const withdrawn = await t.request(`/api/v1/neighbour_help_requester/${token}/withdrawal`, { method: "POST" });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.headers.get("cache-control")).toBe("private, no-store");
    expect((await json(withdrawn)).data.attributes).toMatchObject({ status: "withdrawn", closed_at: expect.any(String) });
    expect(await listed()).not.toContain(id);
    expect((await t.request(`/api/v1/neighbour_help_requests/${id}`)).status).toBe(404);
    // The link still opens it, saying so; withdrawing again is no transition.
    expect((await json(await t.request(`/api/v1/neighbour_help_requester/${token}`))).data.attributes.status).toBe("withdrawn");
    const again = await t.request(`/api/v1/neighbour_help_requester/${token}/withdrawal`, { method: "POST" });
    expect(again.status).toBe(422);
    expect((await json(again)).errors![0]!.code).toBe("invalid_transition");
    for (const [acceptLanguage, detail] of [
      ["nl", "Dit bericht kan niet meer worden ingetrokken: het is al afgewezen, afgerond, ingetrokken of verlopen"],
      ["en", "This message can no longer be withdrawn: it was rejected, completed, withdrawn or has expired already"],
    ] as const) {
      const said = await t.request(`/api/v1/neighbour_help_requester/${token}/withdrawal`, { method: "POST", headers: { "accept-language": acceptLanguage } });
      expect((await json(said)).errors).toEqual([expect.objectContaining({ code: "invalid_transition", detail, source: { pointer: "/data/attributes/status" } })]);
    }

    const toOpen = await mailsTo(email("open-helper"));
    expect(toOpen.map((m) => m.subject)).toEqual([closedSubject]);
    expect(toOpen[0]!.text).toContain(`Wie wandelt met mij? intrekker ${tag}`);
    expect(toOpen[0]!.text).not.toContain(email("intrekker"));
    expect((await mailsTo(email("afgewezen-helper"))).map((m) => m.subject)).not.toContain(closedSubject);

    const entries = await demo.run((tx) => tx.select().from(auditLog).where(and(eq(auditLog.subjectId, id), eq(auditLog.action, "neighbour_help_withdrawn"))));
    expect(entries).toHaveLength(1);
  });

  it("cannot withdraw a request that ended in a match", async () => {
    const id = await approvedRequest("gematcht", ["matcher"]);
    const token = await requesterToken(email("gematcht"));
    const [response] = (await json(await t.request(`/api/v1/neighbour_help_requester/${token}`))).data.attributes.responses as Array<{ id: string }>;
    await t.request(`/api/v1/neighbour_help_requester/${token}/decisions`, { method: "POST", json: { data: { type: "neighbour_help_decisions", attributes: { response_id: response!.id, status: "accepted" } } } });
    expect((await t.request(`/api/v1/neighbour_help_requester/${token}/withdrawal`, { method: "POST" })).status).toBe(422);
    expect((await json(await t.request(`/api/v1/neighbour_help_reviews/${id}`, { headers: admin }))).data.attributes.status).toBe("closed");
  });
});

describe("neighbour help: expiry", () => {
  it(`closes approved requests ${HELP_REQUEST_MAX_AGE_DAYS} days after their approval through the job queue, by the injected clock`, async () => {
    const { db } = demo;
    // A clock long before any other test's requests: only this test's requests, moved back, can be due.
    const now = new Date("2020-03-01T12:00:00Z");
    const old = await approvedRequest("oud", ["wachtende-helper"]);
    const young = await approvedRequest("jong");
    const pendingId = (await json(await t.request("/api/v1/neighbour_help_requests", {
      method: "POST",
      json: { data: { type: "neighbour_help_requests", attributes: { direction: "offer", kind: "p2p", category: "garden", description: `Tuinhulp ${tag}`, postcode: "8091ab", name: "Piet", email: email("pending") } } },
    }))).data.id;
    await demo.run(async (tx) => {
      const set = (id: string, reviewedAt: Date | null, createdAt: Date) => tx.update(neighbourHelpRequests).set({ reviewedAt, createdAt }).where(eq(neighbourHelpRequests.id, id));
      await set(old, new Date(now.getTime() - HELP_REQUEST_MAX_AGE_DAYS * DAY), new Date(now.getTime() - 90 * DAY));
      await set(young, new Date(now.getTime() - (HELP_REQUEST_MAX_AGE_DAYS - 1) * DAY), new Date(now.getTime() - 90 * DAY));
      await set(pendingId, null, new Date(now.getTime() - 90 * DAY));
    });

    const job = await enqueueJob(db, { name: EXPIRE_NEIGHBOUR_HELP_JOB, key: `test-${crypto.randomUUID()}`, runAt: now });
    expect(await runDueJobs(db, { [EXPIRE_NEIGHBOUR_HELP_JOB]: expireNeighbourHelpJob }, { now: () => now })).toBe(1);
    const [done] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done).toMatchObject({ status: "done", result: { expired: 1 } });

    const rows = await demo.run((tx) => tx.select().from(neighbourHelpRequests).where(inArray(neighbourHelpRequests.id, [old, young, pendingId])));
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect([byId[old]!.status, byId[young]!.status, byId[pendingId]!.status]).toEqual(["expired", "approved", "pending"]);
    expect(byId[old]!.closedAt).toEqual(now);
    expect(await listed()).not.toContain(old);
    expect(await listed()).toContain(young);

    // The requester's page says it expired; the helper who waited is told.
    const token = await requesterToken(email("oud"));
    expect((await json(await t.request(`/api/v1/neighbour_help_requester/${token}`))).data.attributes.status).toBe("expired");
    expect((await mailsTo(email("wachtende-helper"))).map((m) => m.subject)).toEqual([closedSubject]);
    expect((await t.request(`/api/v1/neighbour_help_requester/${token}/withdrawal`, { method: "POST" })).status).toBe(422);
    // Running again expires nothing more.
    expect(await expireNeighbourHelpJob(db, done!, { now })).toEqual({ expired: 0 });
  });
});
