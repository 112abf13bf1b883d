import { and, eq, inArray, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withoutTenant } from "~/modules/db/client.server";
import { createVacancy } from "~/modules/db/factories.server";
import { jobs, mailOutbox, notifications, notificationTemplates, vacancies } from "~/modules/db/schema";
import type { JobRow } from "~/modules/jobs/queue.server";
import {
  expiryNoticeKey,
  NOTICE_DAYS,
  scanExpiringVacancies,
  VACANCY_EXPIRY_NOTICE_JOB,
  vacancyExpiryNoticeJob,
} from "~/modules/vacancies/expiry-notices.server";
import { demoCenter, type DemoCenter } from "../support/api";
import { vacancyFixture } from "../support/vacancies";

/*
 * "Vacancy about to expire" (issue 13, decision 033): the daily scan queues one notice per vacancy and expiry date
 * (a unique job key, so again and again scanning — other processes, a restart — tells once); the notice tells the
 * contact person, else the organization's users, in the app and by mail unless the template is switched off.
 * A fixed clock throughout: a Tuesday morning in 2031, far from the demo data's dates.
 */

const DAY = 24 * 3600_000;
const NOW = new Date("2031-03-11T06:00:00Z");

let f: Awaited<ReturnType<typeof vacancyFixture>>;
let demo: DemoCenter;
beforeAll(async () => {
  f = await vacancyFixture();
  demo = await demoCenter();
});

async function makeVacancy(title: string, expiresAt: Date | null, extra: { contactPersonId?: string | null; status?: "published" | "draft" } = {}) {
  return demo.run((tx, base) =>
    createVacancy(tx, {
      ...base,
      organizationId: f.organizationId,
      title: `${title} ${f.tag}`,
      status: extra.status ?? "published",
      expiresAt,
      contactPersonId: extra.contactPersonId === undefined ? f.contactId : extra.contactPersonId,
    }),
  );
}

async function noticeJobs(vacancyIds: string[]): Promise<JobRow[]> {
  const { db } = demo;
  const all = await withoutTenant(db, (tx) => tx.select().from(jobs).where(and(eq(jobs.name, VACANCY_EXPIRY_NOTICE_JOB), like(jobs.key, "vacancy_expiry:%"))));
  return all.filter((job) => vacancyIds.some((id) => job.key!.startsWith(`vacancy_expiry:${id}:`)));
}

/** Runs the queued notices of these vacancies as the worker would (only these: other tests' jobs are not ours to run). */
async function runNotices(vacancyIds: string[]) {
  const { db } = demo;
  for (const job of await noticeJobs(vacancyIds)) {
    if (job.status !== "pending") continue;
    const result = await vacancyExpiryNoticeJob(db, job, { now: NOW });
    await withoutTenant(db, (tx) => tx.update(jobs).set({ status: "done", result: result ?? null, finishedAt: NOW }).where(eq(jobs.id, job.id)));
  }
}

async function notificationsAbout(vacancyId: string) {
  return demo.run((tx) =>
    tx.select().from(notifications).where(and(eq(notifications.subjectId, vacancyId), eq(notifications.kind, "vacancy_expiring"))),
  );
}

async function mailsAbout(title: string) {
  return demo.run((tx) => tx.select().from(mailOutbox).where(like(mailOutbox.subject, `%${title} ${f.tag}%`)));
}

describe("vacancy expiry notices", () => {
  it("tells the contact person once, N days ahead, however often the scan runs", async () => {
    const soon = await makeVacancy("Bijna verlopen", new Date(NOW.getTime() + 3 * DAY));
    const edge = await makeVacancy("Precies op tijd", new Date(NOW.getTime() + NOTICE_DAYS * DAY));
    const later = await makeVacancy("Nog lang", new Date(NOW.getTime() + (NOTICE_DAYS + 3) * DAY));
    const past = await makeVacancy("Al verlopen", new Date(NOW.getTime() - DAY));
    const draft = await makeVacancy("Concept", new Date(NOW.getTime() + 2 * DAY), { status: "draft" });
    const never = await makeVacancy("Zonder einddatum", null);
    const ids = [soon.id, edge.id, later.id, past.id, draft.id, never.id];

    const { db } = demo;
    // Two processes scan at once, and again after a restart the same day and the next: one job per vacancy.
    await Promise.all([scanExpiringVacancies(db, NOW), scanExpiringVacancies(db, NOW)]);
    await scanExpiringVacancies(db, new Date(NOW.getTime() + 3_600_000));
    const queued = await noticeJobs(ids);
    expect(queued.map((job) => job.key).sort()).toEqual([expiryNoticeKey(soon.id, soon.expiresAt!), expiryNoticeKey(edge.id, edge.expiresAt!)].sort());
    expect(expiryNoticeKey(soon.id, soon.expiresAt!)).toBe(`vacancy_expiry:${soon.id}:2031-03-14`);

    await runNotices(ids);
    await scanExpiringVacancies(db, new Date(NOW.getTime() + DAY));
    await runNotices(ids);
    const told = await notificationsAbout(soon.id);
    expect(told.map((n) => ({ userId: n.userId, subjectType: n.subjectType, title: n.payload.title }))).toEqual([
      { userId: f.contactId, subjectType: "vacancy", title: `Bijna verlopen ${f.tag}` },
    ]);
    expect(await notificationsAbout(edge.id)).toHaveLength(1);
    for (const id of [later.id, past.id, draft.id, never.id]) expect(await notificationsAbout(id)).toEqual([]);

    const mails = await mailsAbout("Bijna verlopen");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: `contact-${f.tag}@demo.example`.toLowerCase(), subject: `Je vacature ‘Bijna verlopen ${f.tag}’ verloopt op 14 maart 2031` });
    expect(mails[0]!.text).toContain(`/vacancies/${soon.id}/edit`);
  });

  it("tells the organization's users when the vacancy has no contact person; a moved date is a new notice", async () => {
    const { db } = demo;
    const vacancy = await makeVacancy("Zonder contact", new Date(NOW.getTime() + 2 * DAY), { contactPersonId: null });
    await scanExpiringVacancies(db, NOW);
    await runNotices([vacancy.id]);
    const first = await notificationsAbout(vacancy.id);
    expect(first.map((n) => n.userId)).toEqual([f.memberId]);

    // Extended by a day, then nearing its new date: told again, once.
    const moved = new Date(NOW.getTime() + 3 * DAY);
    await demo.run((tx) => tx.update(vacancies).set({ expiresAt: moved }).where(eq(vacancies.id, vacancy.id)));
    await scanExpiringVacancies(db, new Date(NOW.getTime() + DAY));
    await scanExpiringVacancies(db, new Date(NOW.getTime() + DAY));
    await runNotices([vacancy.id]);
    expect(await notificationsAbout(vacancy.id)).toHaveLength(2);
    expect((await noticeJobs([vacancy.id])).map((job) => job.key).sort()).toEqual([expiryNoticeKey(vacancy.id, new Date(NOW.getTime() + 2 * DAY)), expiryNoticeKey(vacancy.id, moved)].sort());
  });

  it("sends no mail when the center switched the template off, and nothing for a vacancy no longer published", async () => {
    const { db } = demo;
    await demo.run((tx, base) =>
      tx.insert(notificationTemplates).values({ ...base, key: "vacancy_expiring", locale: "nl", subject: "{{vacancyTitle}}", body: "{{greeting}}", active: false }),
    );
    try {
      const quiet = await makeVacancy("Stille melding", new Date(NOW.getTime() + DAY));
      const filled = await makeVacancy("Al vervuld", new Date(NOW.getTime() + DAY));
      await scanExpiringVacancies(db, NOW);
      // Filled between the scan and its notice.
      await demo.run((tx) => tx.update(vacancies).set({ status: "filled" }).where(eq(vacancies.id, filled.id)));
      await runNotices([quiet.id, filled.id]);
      expect(await notificationsAbout(quiet.id)).toHaveLength(1);
      expect(await mailsAbout("Stille melding")).toEqual([]);
      expect(await notificationsAbout(filled.id)).toEqual([]);
      expect((await noticeJobs([filled.id]))[0]!.result).toEqual({ notified: 0 });
    } finally {
      await demo.run((tx, { centerId }) =>
        tx
          .delete(notificationTemplates)
          .where(and(eq(notificationTemplates.centerId, centerId), inArray(notificationTemplates.key, ["vacancy_expiring"]), eq(notificationTemplates.locale, "nl"))),
      );
    }
  });
});
