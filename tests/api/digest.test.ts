import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import nodemailer from "nodemailer";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, createVacancy } from "~/modules/db/factories.server";
import { digestRuns, jobs, mailOutbox, notifications, organizations, users, vacancies } from "~/modules/db/schema";
import { digestJobKey, scheduleDigests, SCHEDULE_DIGESTS_JOB, SEND_DIGEST_JOB, scheduleDigestsJob, sendDigestJob } from "~/modules/digest/digest.server";
import { digestUnsubscribeToken } from "~/modules/digest/unsubscribe.server";
import { runDueJobs } from "~/modules/jobs/queue.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { demoCenter, testApi, testDatabase } from "../support/api";
import { decodedMessage, smtpSinkPerFile } from "../support/smtp";

/*
 * The weekly digest (issue 13, decision 034) with a test clock: Sunday 29 March 2026, the day summer time
 * starts, when 08:00 in Amsterdam is 06:00 UTC. Everything a test makes has its own names; the dates lie
 * before any row other tests make, so only this file's rows fall in its windows.
 */

const SUNDAY = "2026-03-29";
const EIGHT_AM = new Date("2026-03-29T06:00:00Z");
const HALF_PAST_EIGHT = new Date("2026-03-29T06:30:00Z");
const handlers = { [SCHEDULE_DIGESTS_JOB]: scheduleDigestsJob, [SEND_DIGEST_JOB]: sendDigestJob };

const sink = smtpSinkPerFile();
beforeAll(async () => {
  await testDatabase();
});

/** A volunteer of the demo center who chose `days`. */
async function subscriber(days: number[]) {
  const email = `digest-${randomUUID()}@test.example`;
  const user = await (await demoCenter()).run(async (tx, ids) => {
    const made = await createUser(tx, { ...ids, email, firstName: "Dirk", roles: ["volunteer"], confirmed: true });
    await tx.update(users).set({ digestDays: days }).where(eq(users.id, made.id));
    return made;
  });
  return { id: user.id, email };
}

const outboxOf = async (email: string) => {
  return (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email)));
};
const runOf = async (userId: string, date: string) => {
  const [row] = await (await demoCenter()).run((tx) => tx.select().from(digestRuns).where(and(eq(digestRuns.userId, userId), eq(digestRuns.localDate, date))));
  return row;
};

describe("the weekly digest", () => {
  it("mails each subscriber once on their day at 08:00 Amsterdam time, across two workers and a restart", async () => {
    const { db, tenantId, centerId, tenant, run } = await demoCenter();
    const user = await subscriber([0]);
    const title = `Digestvacature ${randomUUID()}`;
    await run(async (tx) => {
      const [organization] = await tx.select().from(organizations).where(eq(organizations.centerId, centerId)).limit(1);
      const vacancy = await createVacancy(tx, { tenantId, centerId, organizationId: organization!.id, title, status: "published" });
      // New since the last digest: the Saturday before, in the first digest's week.
      await tx.update(vacancies).set({ createdAt: new Date("2026-03-28T12:00:00Z") }).where(eq(vacancies.id, vacancy.id));
      await tx.insert(notifications).values({ tenantId, userId: user.id, kind: "application_accepted", subjectType: "application", subjectId: randomUUID(), createdAt: new Date("2026-03-27T09:00:00Z") });
      // Two new messages of a conversation, one of them already read: the digest counts the unread one apart.
      for (const readAt of [null, new Date("2026-03-28T10:00:00Z")]) {
        await tx.insert(notifications).values({ tenantId, userId: user.id, kind: "new_message", subjectType: "conversation", subjectId: randomUUID(), createdAt: new Date("2026-03-27T10:00:00Z"), readAt });
      }
    });

    // 07:59 in Amsterdam: not yet.
    await scheduleDigests(db, new Date(EIGHT_AM.getTime() - 60_000));
    expect(await db.select().from(jobs).where(eq(jobs.key, digestJobKey(user.id, SUNDAY)))).toHaveLength(0);

    // Two processes schedule at once: one job for the user and the day.
    await Promise.all([scheduleDigests(db, HALF_PAST_EIGHT), scheduleDigests(db, HALF_PAST_EIGHT)]);
    const [job, ...more] = await db.select().from(jobs).where(eq(jobs.key, digestJobKey(user.id, SUNDAY)));
    expect(more).toHaveLength(0);
    expect(job!.runAt).toEqual(EIGHT_AM);

    // Two workers run what is due.
    const now = () => HALF_PAST_EIGHT;
    await Promise.all([runDueJobs(db, handlers, { now }), runDueJobs(db, handlers, { now })]);
    const [done] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done).toMatchObject({ status: "done", result: { mailed: true, counts: { vacancies: expect.any(Number), notifications: 1, messages: 1 } } });

    const [mail, ...others] = await outboxOf(user.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe(`Nieuw voor jou bij ${tenant.appName}`);
    expect(mail!.text).toContain("Hallo Dirk,");
    expect(mail!.text).toContain(title);
    expect(mail!.text).toContain("Je hebt 1 nieuwe ongelezen melding.");
    expect(mail!.text).toMatch(/Je hebt 1 ongelezen bericht in je conversaties:\nhttps?:\/\/[^\s]+\/conversations/);
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await runOf(user.id, SUNDAY)).toMatchObject({ mailed: true, windowEnd: EIGHT_AM, windowStart: new Date("2026-03-22T07:00:00Z") });

    // The process died after the mail was queued and before the job was marked done: its lease runs out and
    // the job runs again; the day is taken, so nothing is sent twice. A restarted scheduler queues nothing.
    await db.update(jobs).set({ status: "running", runAt: HALF_PAST_EIGHT }).where(eq(jobs.id, job!.id));
    await runDueJobs(db, handlers, { now });
    const [again] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(again).toMatchObject({ status: "done", result: { mailed: false, reason: "already_sent" } });
    await db.delete(jobs).where(eq(jobs.id, job!.id));
    await scheduleDigests(db, new Date("2026-03-29T16:00:00Z"));
    expect(await db.select().from(jobs).where(eq(jobs.key, digestJobKey(user.id, SUNDAY)))).toHaveLength(0);
    expect(await outboxOf(user.email)).toHaveLength(1);
  });

  it("sends nothing when nothing is new, and the next digest starts where that one ended", async () => {
    const { db, tenantId, centerId, run } = await demoCenter();
    // Saturday 28 March, still winter time: 08:00 is 07:00 UTC. Nothing of this file is older.
    const user = await subscriber([6, 0]);
    const saturday = new Date("2026-03-28T07:00:00Z");
    await scheduleDigests(db, new Date("2026-03-28T07:10:00Z"));
    await runDueJobs(db, handlers, { now: () => new Date("2026-03-28T07:10:00Z") });
    expect(await outboxOf(user.email)).toHaveLength(0);
    expect(await runOf(user.id, "2026-03-28")).toMatchObject({ mailed: false, counts: { vacancies: 0, notifications: 0, messages: 0 }, windowEnd: saturday });

    // A vacancy on Saturday afternoon is in Sunday's digest, whose window starts at Saturday's 08:00.
    const title = `Zaterdagvacature ${randomUUID()}`;
    await run(async (tx) => {
      const [organization] = await tx.select().from(organizations).where(eq(organizations.centerId, centerId)).limit(1);
      const vacancy = await createVacancy(tx, { tenantId, centerId, organizationId: organization!.id, title, status: "published" });
      await tx.update(vacancies).set({ createdAt: new Date("2026-03-28T15:00:00Z") }).where(eq(vacancies.id, vacancy.id));
    });
    await scheduleDigests(db, HALF_PAST_EIGHT);
    await runDueJobs(db, handlers, { now: () => HALF_PAST_EIGHT });
    expect(await runOf(user.id, SUNDAY)).toMatchObject({ mailed: true, windowStart: saturday, windowEnd: EIGHT_AM });
    const [mail] = await outboxOf(user.email);
    expect(mail!.text).toContain(title);
    await db.delete(jobs).where(inArray(jobs.key, [digestJobKey(user.id, "2026-03-28"), digestJobKey(user.id, SUNDAY)]));
  });

  it("delivers the digest over SMTP with List-Unsubscribe and one-click unsubscribe (RFC 8058), after the server was down", async () => {
    const { db, tenantId, run } = await demoCenter();
    const user = await subscriber([1]);
    const monday = "2026-03-30";
    await run((tx) =>
      tx.insert(notifications).values({ tenantId, userId: user.id, kind: "application_accepted", subjectType: "application", subjectId: randomUUID(), createdAt: new Date("2026-03-29T09:00:00Z") }),
    );
    const at = () => new Date("2026-03-30T06:05:00Z");
    await scheduleDigests(db, at());
    await runDueJobs(db, handlers, { now: at });
    expect(await runOf(user.id, monday)).toMatchObject({ mailed: true });

    // The SMTP server is down: the mail stays in the outbox for a later attempt, and running the digest job
    // again (a restart) does not make a second one.
    const down = await deliverPendingMail(db, nodemailer.createTransport("smtp://127.0.0.1:9"), { recipients: [user.email] });
    expect(down).toEqual({ sent: 0, failed: 1 });
    await db.update(jobs).set({ status: "pending", runAt: at() }).where(eq(jobs.key, digestJobKey(user.id, monday)));
    await runDueJobs(db, handlers, { now: at });
    const [waiting, ...twice] = await outboxOf(user.email);
    expect(twice).toHaveLength(0);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    await db.delete(jobs).where(eq(jobs.key, digestJobKey(user.id, monday)));

    await deliverPendingMail(db, nodemailer.createTransport(sink.url), { recipients: [user.email], now: () => new Date(Date.now() + 3600_000) });
    const received = sink.messages.find((message) => message.to.includes(user.email));
    const message = decodedMessage(received!.raw).replace(/\r?\n[ \t]+/g, " ");
    const token = digestUnsubscribeToken(user.id);
    expect(message).toContain(`List-Unsubscribe: <https://localhost/periodieke-mail/afmelden/${token}>`);
    expect(message).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(message).toContain(`https://localhost/periodieke-mail/afmelden/${token}`);
    // The outbox keeps no copy of the link once it is sent.
    const [sent] = await outboxOf(user.email);
    expect(sent).toMatchObject({ status: "sent", secrets: [] });
    expect(JSON.stringify(sent!.headers)).not.toContain(token);
  });

  it("unsubscribes without signing in by the link's token, and tells nothing of other accounts", async () => {
    const { run } = await demoCenter();
    const api = await testApi();
    const user = await subscriber([1, 3]);
    const post = (token: string) =>
      api.request("/api/v1/digest_unsubscriptions", { method: "POST", json: { data: { type: "digest_unsubscriptions", attributes: { token } } } });

    expect((await post(`${user.id}.not-our-signature`)).status).toBe(404);
    expect((await post(digestUnsubscribeToken(user.id, ["another-secret-of-at-least-32-characters"]))).status).toBe(404);
    const daysOf = async () => (await run((tx) => tx.select({ days: users.digestDays }).from(users).where(eq(users.id, user.id))))[0]!.days;
    expect(await daysOf()).toEqual([1, 3]);

    expect((await post(digestUnsubscribeToken(user.id))).status).toBe(204);
    expect(await daysOf()).toEqual([]);
    // Again, and for an account that does not exist: the same answer.
    expect((await post(digestUnsubscribeToken(user.id))).status).toBe(204);
    expect((await post(digestUnsubscribeToken(randomUUID()))).status).toBe(204);
  });
});
