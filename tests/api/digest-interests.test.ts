import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "~/modules/db/client.server";
import { createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import { activityOccurrences, activitySchedules, addresses, digestRuns, jobs, mailOutbox, organizations, users, vacancies, volunteerProfiles } from "~/modules/db/schema";
import { digestJobKey, scheduleDigests, SCHEDULE_DIGESTS_JOB, SEND_DIGEST_JOB, scheduleDigestsJob, sendDigestJob } from "~/modules/digest/digest.server";
import { runDueJobs } from "~/modules/jobs/queue.server";
import { demoCenter, type DemoCenter } from "../support/api";

/*
 * The digest by interests or region (issue 13, decision 042) with a test clock: Wednesday 14 January 2026, 08:00
 * in Amsterdam (07:00 UTC). A volunteer with an opted-in pool profile gets the new vacancies and activities that
 * match one of their interests or lie within reach of their postcode; users without one (or not opted in) keep
 * the center-wide selection; a profile nothing matches gets no mail. The window (7 to 14 January) lies before
 * any row other tests make, so only this file's rows fall in it.
 */

const WEDNESDAY = "2026-01-14";
const EIGHT_AM = new Date("2026-01-14T07:00:00Z");
const IN_WINDOW = new Date("2026-01-10T12:00:00Z");
const BEFORE_WINDOW = new Date("2026-01-02T12:00:00Z");
const handlers = { [SCHEDULE_DIGESTS_JOB]: scheduleDigestsJob, [SEND_DIGEST_JOB]: sendDigestJob };
const tag = randomUUID().slice(0, 8);
const title = (name: string) => `${name} ${tag}`;

// Zutphen (near the profile) and Leeuwarden (far from it: about 150 km).
const NEAR = { latitude: 52.1385, longitude: 6.2014 };
const FAR = { latitude: 53.2012, longitude: 5.7999 };

let demo: DemoCenter;
let db: DemoCenter["db"];
let tenantId: string;
let centerId: string;
const people: Record<string, { id: string; email: string }> = {};

async function organizationAt(tx: Tx, name: string, position: { latitude: number; longitude: number }) {
  const organization = await createOrganization(tx, { tenantId, centerId, name: title(name), type: "NonProfit", status: "approved" });
  const [address] = await tx.insert(addresses).values({ tenantId, city: name, ...position, geocodedAt: IN_WINDOW }).returning();
  await tx.update(organizations).set({ addressId: address!.id }).where(eq(organizations.id, organization.id));
  return organization.id;
}

beforeAll(async () => {
  demo = await demoCenter();
  ({ db, tenantId, centerId } = demo);
  await demo.run(async (tx) => {
    const near = await organizationAt(tx, "Zutphen", NEAR);
    const far = await organizationAt(tx, "Leeuwarden", FAR);
    const vacancy = async (name: string, organizationId: string, createdAt: Date, extra: Record<string, unknown> = {}) => {
      const made = await createVacancy(tx, { tenantId, centerId, organizationId, title: title(name), status: "published", ...extra });
      await tx.update(vacancies).set({ createdAt }).where(eq(vacancies.id, made.id));
      return made.id;
    };
    await vacancy("Natuurwerkdag", far, IN_WINDOW); // an interest, in the title (a Dutch compound word)
    await vacancy("Koffie schenken", near, IN_WINDOW); // the region
    await vacancy("Administratie", far, IN_WINDOW); // neither
    await vacancy("Boswandeling", far, BEFORE_WINDOW); // an interest's word, but not new
    // Activities: a schedule saved in the window with occurrences after it.
    for (const [name, organizationId] of [
      ["Taalcafé", far], // an interest ("taal")
      ["Breiclub", far], // neither
    ] as const) {
      const id = await vacancy(name, organizationId, BEFORE_WINDOW, { vacancyType: "language" });
      await tx.insert(activitySchedules).values({
        tenantId,
        vacancyId: id,
        rule: { frequency: "once", startsAt: "2026-01-20T19:00", endsAt: "2026-01-20T21:00" },
        createdAt: IN_WINDOW,
        updatedAt: IN_WINDOW,
      });
      await tx.insert(activityOccurrences).values({ tenantId, vacancyId: id, startsAt: new Date("2026-01-20T18:00:00Z"), endsAt: new Date("2026-01-20T20:00:00Z") });
    }
    const person = async (name: string, profile?: { optedIn: boolean; interests: string[]; position: { latitude: number; longitude: number } | null }) => {
      const email = `digest-${name.toLowerCase()}-${tag}@test.example`;
      const made = await createUser(tx, { tenantId, centerId, email, firstName: name, roles: ["volunteer"], confirmed: true });
      await tx.update(users).set({ digestDays: [3] }).where(eq(users.id, made.id));
      if (profile) {
        await tx.insert(volunteerProfiles).values({
          tenantId,
          userId: made.id,
          optedIn: profile.optedIn,
          interests: profile.interests,
          postcode: profile.position ? "7201 AA" : null,
          latitude: profile.position?.latitude ?? null,
          longitude: profile.position?.longitude ?? null,
        });
      }
      people[name] = { id: made.id, email };
    };
    await person("Pien", { optedIn: true, interests: ["Natuur", "taal"], position: { latitude: 52.15, longitude: 6.19 } });
    await person("Noor");
    await person("Quinten", { optedIn: false, interests: ["Sterrenkunde"], position: { latitude: 50.85, longitude: 5.69 } });
    await person("Eva", { optedIn: true, interests: ["Sterrenkunde"], position: { latitude: 50.85, longitude: 5.69 } });
  });
  // 08:30 in Amsterdam: the scheduler queues each one's digest, the worker runs them.
  const now = () => new Date(EIGHT_AM.getTime() + 30 * 60_000);
  await scheduleDigests(db, now());
  // Other users' due jobs may come first: run until nothing is due.
  while ((await runDueJobs(db, handlers, { now, limit: 100 })) > 0);
  for (const person of Object.values(people)) {
    const [job] = await db.select().from(jobs).where(eq(jobs.key, digestJobKey(person.id, WEDNESDAY)));
    if (job?.status !== "done") throw new Error(`digest job of ${person.email}: ${job?.status} ${job?.lastError}`);
  }
});

const mailTo = async (name: string) => demo.run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, people[name]!.email)));
const runOf = async (name: string) => {
  const [row] = await demo.run((tx) => tx.select().from(digestRuns).where(eq(digestRuns.userId, people[name]!.id)));
  return row;
};

describe("the digest by interests or region", () => {
  it("sends a volunteer with a pool profile what matches an interest or lies near their postcode", async () => {
    const [mail, ...more] = await mailTo("Pien");
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain("2 nieuwe vacatures die passen bij je interesses of in je buurt zijn:");
    expect(mail!.text).toContain(title("Natuurwerkdag"));
    expect(mail!.text).toContain(title("Koffie schenken"));
    expect(mail!.text).not.toContain(title("Administratie"));
    expect(mail!.text).not.toContain(title("Boswandeling"));
    // The activity with its next date in Amsterdam time; the one that matches nothing is left out.
    expect(mail!.text).toContain("1 nieuwe activiteit die past bij je interesses of in je buurt is:");
    expect(mail!.text).toMatch(new RegExp(`• ${title("Taalcafé")} — ${title("Leeuwarden")}, dinsdag 20 januari 2026 om 19:00`));
    expect(mail!.text).not.toContain(title("Breiclub"));
    expect(await runOf("Pien")).toMatchObject({ mailed: true, counts: { vacancies: 2, activities: 1 } });
  });

  it("keeps the center-wide selection for users without a profile or who did not opt in", async () => {
    for (const name of ["Noor", "Quinten"]) {
      const [mail] = await mailTo(name);
      expect(mail!.text, name).toContain("3 nieuwe vacatures bij jouw vrijwilligerscentrale:");
      for (const found of ["Natuurwerkdag", "Koffie schenken", "Administratie", "Taalcafé", "Breiclub"]) expect(mail!.text, name).toContain(title(found));
      expect(mail!.text, name).toContain("2 nieuwe activiteiten bij jouw vrijwilligerscentrale:");
      expect(await runOf(name)).toMatchObject({ mailed: true, counts: { vacancies: 3, activities: 2 } });
    }
  });

  it("mails nobody whose profile nothing new matches, and never twice on a day", async () => {
    expect(await mailTo("Eva")).toEqual([]);
    expect(await runOf("Eva")).toMatchObject({ mailed: false, counts: { vacancies: 0, activities: 0, notifications: 0, messages: 0 } });
    // A restarted scheduler and worker later that day send nothing more.
    const later = () => new Date(EIGHT_AM.getTime() + 4 * 3600_000);
    await db.delete(jobs).where(eq(jobs.key, digestJobKey(people.Pien!.id, WEDNESDAY)));
    await scheduleDigests(db, later());
    while ((await runDueJobs(db, handlers, { now: later, limit: 100 })) > 0);
    expect(await mailTo("Pien")).toHaveLength(1);
  });
});
