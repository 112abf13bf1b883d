import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createVacancy } from "~/modules/db/factories.server";
import { jobs, organizations, vacancies } from "~/modules/db/schema";
import { enqueueJob, runDueJobs, scheduleRecurring } from "~/modules/jobs/queue.server";
import { EXPIRE_VACANCIES_JOB, expireVacanciesJob } from "~/modules/vacancies/expiry.server";
import { demoCenter, testDatabase } from "../support/api";
import { expectConsoleError } from "../support/fail-on-console-error";

const HOUR = 3600_000;

describe("the job queue", () => {
  it("expires exactly the published vacancies past their expiry date, and runs the job once", async () => {
    const demo = await demoCenter();
    const { db } = demo;
    const [organization] = await db.select().from(organizations).where(eq(organizations.centerId, demo.centerId)).limit(1);
    const now = Date.now();
    const ids = await demo.run(async (tx, base) => {
      const make = (title: string, status: "published" | "draft", expiresAt: Date | null) =>
        createVacancy(tx, { ...base, organizationId: organization!.id, title, status, expiresAt }).then((v) => v.id);
      return {
        due: await make("Verloopt nu", "published", new Date(now - HOUR)),
        dueToo: await make("Verliep gisteren", "published", new Date(now - 24 * HOUR)),
        later: await make("Verloopt later", "published", new Date(now + HOUR)),
        never: await make("Verloopt nooit", "published", null),
        draft: await make("Concept verlopen", "draft", new Date(now - HOUR)),
      };
    });

    const key = `test-${crypto.randomUUID()}`;
    const job = await enqueueJob(db, { name: EXPIRE_VACANCIES_JOB, key });
    expect(await enqueueJob(db, { name: EXPIRE_VACANCIES_JOB, key })).toBeUndefined();
    const handlers = { [EXPIRE_VACANCIES_JOB]: expireVacanciesJob };
    // Two workers at once: the row lock lets one claim the job; the other finds nothing due.
    const ran = await Promise.all([runDueJobs(db, handlers), runDueJobs(db, handlers)]);
    expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await runDueJobs(db, handlers)).toBe(0);

    const [done] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done).toMatchObject({ status: "done", attempts: 1, result: { expired: 2 } });
    const rows = await demo.run((tx) =>
      tx.select({ id: vacancies.id, status: vacancies.status }).from(vacancies).where(inArray(vacancies.id, Object.values(ids))),
    );
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({ [ids.due]: "expired", [ids.dueToo]: "expired", [ids.later]: "published", [ids.never]: "published", [ids.draft]: "draft" });
  });

  it("schedules one occurrence of a recurring job per slot, however many workers ask", async () => {
    const { db } = await testDatabase();
    const name = `recurring-${crypto.randomUUID()}`;
    const now = new Date();
    const made = await Promise.all([1, 2, 3].map(() => scheduleRecurring(db, { name, everyMs: 60_000, now })));
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await scheduleRecurring(db, { name, everyMs: 60_000, now: new Date(now.getTime() + 60_000) })).toBeDefined();
    // Nothing handles this name: leave no due jobs behind for the next test.
    await db.delete(jobs).where(eq(jobs.name, name));
  });

  it("retries a failing job and keeps the error", async () => {
    const { db } = await testDatabase();
    const name = `failing-${crypto.randomUUID()}`;
    const job = await enqueueJob(db, { name });
    let calls = 0;
    const handlers = {
      [name]: async () => {
        calls += 1;
        throw new Error("kapot");
      },
    };
    const logged = expectConsoleError();
    await runDueJobs(db, handlers);
    expect(logged().map((args) => String(args[0]))).toEqual(["Error: kapot"]);
    const [failed] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(calls).toBe(1);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: "kapot" });
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
