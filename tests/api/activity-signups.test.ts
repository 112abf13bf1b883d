import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reminderKey, scanReminders, sendReminder } from "~/modules/activities/reminders.server";
import { hashSignupToken } from "~/modules/activities/signups.server";
import { withoutTenant } from "~/modules/db/client.server";
import { createVacancy } from "~/modules/db/factories.server";
import { activityOccurrences, activitySignups, jobs, mailOutbox } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type DemoCenter, type TestApi } from "../support/api";
import { allDelivered } from "../support/outbox";
import { vacancyFixture } from "../support/vacancies";

/*
 * Issue 14, decision 040: signing up for an activity's occurrence without an account, the waiting list under
 * parallel requests, the cancel link, the managers' lists and removal, schedule changes that keep sign-ups, and
 * the reminder's once-only job.
 */

let api: TestApi;
let f: Awaited<ReturnType<typeof vacancyFixture>>;
let demo: DemoCenter;
let orgUser: Record<string, string>;
let admin: Record<string, string>;
let partnerAdmin: Record<string, string>;
let oldebroekAdmin: Record<string, string>;
let ids: { activity: string; draft: string; otherOrg: string };

const once = (day: string) => ({ frequency: "once", starts_at: `${day}T10:00`, ends_at: `${day}T12:00` });
const weekly = { frequency: "regularly", weekdays: [6], interval: 1, start_date: "2031-05-01", until_date: "2031-05-31", start_time: "10:00", end_time: "12:00", exceptions: [] };

const putSchedule = (vacancyId: string, attributes: Record<string, unknown>, headers = orgUser) =>
  api.request(`/api/v1/vacancies/${vacancyId}/schedule`, { method: "PUT", json: { data: { type: "activity_schedules", attributes } }, headers });

const signUp = (occurrenceId: string, attributes: Record<string, unknown>, headers: Record<string, string> = {}, host?: string) =>
  api.request(`/api/v1/activity_occurrences/${occurrenceId}/signups`, { method: "POST", json: { data: { type: "activity_signups", attributes } }, headers, host });

const occurrencesOf = (vacancyId: string) =>
  demo.run((tx) => tx.select().from(activityOccurrences).where(eq(activityOccurrences.vacancyId, vacancyId)).orderBy(asc(activityOccurrences.startsAt)));

const signupsOf = (occurrenceId: string) =>
  demo.run((tx) => tx.select().from(activitySignups).where(eq(activitySignups.occurrenceId, occurrenceId)).orderBy(asc(activitySignups.createdAt), asc(activitySignups.id)));

const mailsTo = (email: string) =>
  demo.run((tx) => tx.select().from(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`).orderBy(asc(mailOutbox.createdAt))).then(allDelivered);

/** The cancel token of the latest mail to that address that has one. */
async function cancelTokenOf(email: string): Promise<string> {
  const mails = await mailsTo(email);
  for (const mail of mails.reverse()) {
    const match = /\/activiteiten\/afmelden\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no cancel link mailed to ${email}`);
}

beforeAll(async () => {
  api = await testApi();
  f = await vacancyFixture();
  demo = await demoCenter();
  [orgUser, admin, partnerAdmin, oldebroekAdmin] = await Promise.all([
    tokenHeadersFor(f.orgUser),
    tokenHeadersFor("admin@demo.example"),
    tokenHeadersFor("admin@partner.example", "partner.localhost"),
    tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost"),
  ]);
  ids = await demo.run(async (tx, base) => {
    const make = (title: string, organizationId: string, status: "published" | "draft") =>
      createVacancy(tx, { ...base, organizationId, title: `${title} ${f.tag}`, status, vacancyType: "activity" }).then((v) => v.id);
    return {
      activity: await make("Moestuindag", f.organizationId, "published"),
      draft: await make("Concept-moestuindag", f.organizationId, "draft"),
      otherOrg: await make("Activiteit van een ander", f.otherOrganizationId, "published"),
    };
  });
  expect((await putSchedule(ids.activity, { rule: weekly, capacity: 3, location: "Moestuin De Hof" })).status).toBe(200);
  expect((await putSchedule(ids.draft, { rule: once("2031-05-03") })).status).toBe(200);
  expect((await putSchedule(ids.otherOrg, { rule: once("2031-05-03"), capacity: 2 }, admin)).status).toBe(200);
});

describe("signing up for an occurrence", () => {
  it("never puts more than the capacity on the list under parallel requests; the rest wait in order", async () => {
    const [first] = await occurrencesOf(ids.activity);
    const emails = Array.from({ length: 8 }, (_, i) => `race-${i}-${f.tag}@example.org`.toLowerCase());
    const replies = await Promise.all(emails.map((email, i) => signUp(first!.id, { name: `Deelnemer ${i}`, email })));
    expect(replies.map((r) => r.status)).toEqual(emails.map(() => 201));
    const bodies = await Promise.all(replies.map((r) => r.json()));
    const statuses = bodies.map((b) => b.data.attributes.status as string);
    expect(statuses.filter((s) => s === "confirmed")).toHaveLength(3);
    expect(statuses.filter((s) => s === "waiting")).toHaveLength(5);

    const stored = await signupsOf(first!.id);
    expect(stored.filter((s) => s.status === "confirmed")).toHaveLength(3);
    // The cancel token is stored as its hash only.
    for (const row of stored) expect(row.cancelTokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Everyone got the mail of their status, with a cancel link.
    for (const [i, email] of emails.entries()) {
      const [mail, ...more] = await mailsTo(email);
      expect(more).toEqual([]);
      expect(mail!.subject).toContain(statuses[i] === "confirmed" ? "Je bent aangemeld" : "wachtlijst");
      expect(mail!.text).toContain("Moestuin De Hof");
      expect(mail!.text).toContain("zaterdag 3 mei 2031, 10:00–12:00");
      expect(hashSignupToken(await cancelTokenOf(email))).toBe(stored.find((s) => s.email === email)!.cancelTokenHash);
    }

    const detail = await (await api.request(`/api/v1/activity_occurrences/${first!.id}`)).json();
    expect(detail.data.attributes).toMatchObject({ capacity: 3, confirmed_count: 3, waiting_count: 5, full: true, signup_closed_reason: null });
  });

  it("makes one sign-up of a double submit (same key) and of the same address signing up again", async () => {
    const [, second] = await occurrencesOf(ids.activity);
    const email = `twice-${f.tag}@example.org`;
    const key = `key-${f.tag}`;
    const a = await signUp(second!.id, { name: "Twee Keer", email }, { "Idempotency-Key": key });
    const b = await signUp(second!.id, { name: "Twee Keer", email }, { "Idempotency-Key": key });
    const c = await signUp(second!.id, { name: "Twee Keer", email: email.toUpperCase(), phone_number: "06-12345678" });
    expect([a.status, b.status, c.status]).toEqual([201, 200, 200]);
    const [ja, jb, jc] = await Promise.all([a.json(), b.json(), c.json()]);
    expect(new Set([ja.data.id, jb.data.id, jc.data.id]).size).toBe(1);
    expect((await signupsOf(second!.id)).filter((s) => s.email === email.toLowerCase())).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    // The same key for another occurrence is a mistake of the client's.
    const [, , third] = await occurrencesOf(ids.activity);
    const reused = await signUp(third!.id, { name: "Twee Keer", email }, { "Idempotency-Key": key });
    expect(reused.status).toBe(422);
    for (const [acceptLanguage, detail] of [
      ["nl", "Deze idempotency key is al gebruikt voor een andere datum"],
      ["en", "This idempotency key was used for another date"],
    ] as const) {
      const said = await signUp(third!.id, { name: "Twee Keer", email }, { "Idempotency-Key": key, "accept-language": acceptLanguage });
      expect((await said.json()).errors).toEqual([expect.objectContaining({ code: "idempotency_key_reused", detail, source: { pointer: "/data/attributes/idempotency_key" } })]);
    }
  });

  it("validates the form, and refuses drafts, other tenants and a passed deadline with a clear code", async () => {
    const [first] = await occurrencesOf(ids.activity);
    const bad = await signUp(first!.id, { name: "", email: "geen-adres" });
    expect(bad.status).toBe(422);
    const pointers = (await bad.json()).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/data/attributes/name", "/data/attributes/email"]));

    const [draft] = await occurrencesOf(ids.draft);
    expect((await signUp(draft!.id, { name: "Iemand", email: `draft-${f.tag}@example.org` })).status).toBe(404);
    expect((await signUp(first!.id, { name: "Iemand", email: `elders-${f.tag}@example.org` }, {}, "oldebroek.localhost")).status).toBe(404);
    expect((await api.request(`/api/v1/activity_occurrences/${first!.id}`, { host: "oldebroek.localhost" })).status).toBe(404);

    const deadline = await demo.run((tx, base) =>
      createVacancy(tx, { ...base, organizationId: f.organizationId, title: `Deadline ${f.tag}`, status: "published", vacancyType: "activity" }),
    );
    expect((await putSchedule(deadline.id, { rule: once("2031-06-07"), signup_deadline: "2020-01-01T00:00:00Z" })).status).toBe(200);
    const [late] = await occurrencesOf(deadline.id);
    const tooLate = await signUp(late!.id, { name: "Te Laat", email: `laat-${f.tag}@example.org` });
    expect(tooLate.status).toBe(422);
    expect((await tooLate.json()).errors[0].code).toBe("signup_deadline");
    for (const [acceptLanguage, detail] of [
      ["nl", "De aanmeldtermijn voor deze activiteit is verstreken"],
      ["en", "The sign-up deadline of this activity has passed"],
    ] as const) {
      const said = await signUp(late!.id, { name: "Te Laat", email: `laat-${acceptLanguage}-${f.tag}@example.org` }, { "accept-language": acceptLanguage });
      expect((await said.json()).errors).toEqual([expect.objectContaining({ code: "signup_deadline", detail })]);
    }
  });
});

describe("the cancel link", () => {
  it("shows the sign-up, cancels it once, and moves the first on the waiting list up with a mail", async () => {
    const [first] = await occurrencesOf(ids.activity);
    const before = await signupsOf(first!.id);
    const leaving = before.find((s) => s.status === "confirmed")!;
    const firstWaiting = before.filter((s) => s.status === "waiting")[0]!;
    const token = await cancelTokenOf(leaving.email);

    const shown = await api.request(`/api/v1/activity_signup_cancellations/${token}`);
    expect(shown.status).toBe(200);
    expect((await shown.json()).data.attributes).toMatchObject({ status: "confirmed", already_cancelled: false, occurrence_id: first!.id });

    const cancel = () => api.request("/api/v1/activity_signup_cancellations", { method: "POST", json: { data: { type: "activity_signup_cancellations", attributes: { token } } } });
    const done = await cancel();
    expect(done.status).toBe(200);
    expect((await done.json()).data.attributes).toMatchObject({ status: "cancelled", already_cancelled: false });
    const again = await cancel();
    expect((await again.json()).data.attributes).toMatchObject({ status: "cancelled", already_cancelled: true });

    const after = await signupsOf(first!.id);
    expect(after.find((s) => s.id === leaving.id)).toMatchObject({ status: "cancelled", cancelledBy: "participant" });
    expect(after.find((s) => s.id === firstWaiting.id)).toMatchObject({ status: "confirmed" });
    expect(after.filter((s) => s.status === "confirmed")).toHaveLength(3);
    expect((await mailsTo(leaving.email)).at(-1)!.subject).toContain("geannuleerd");
    const moved = (await mailsTo(firstWaiting.email)).at(-1)!;
    expect(moved.subject).toContain("Er is een plek voor je");
    // The new mail's link works, and so does the one of the waiting list mail before it.
    const newToken = await cancelTokenOf(firstWaiting.email);
    expect((await api.request(`/api/v1/activity_signup_cancellations/${newToken}`)).status).toBe(200);

    expect((await api.request("/api/v1/activity_signup_cancellations/onbekend-token-dat-niet-bestaat")).status).toBe(404);
    expect((await api.request(`/api/v1/activity_signup_cancellations/${token}`, { host: "oldebroek.localhost" })).status).toBe(404);
  });
});

describe("the organization's participants", () => {
  it("lists sign-ups per vacancy and occurrence for its managers only", async () => {
    const [first] = await occurrencesOf(ids.activity);
    const list = await api.request(`/api/v1/activity_signups?filter[occurrence_id]=${first!.id}&page[size]=100`, { headers: orgUser });
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body.data).toHaveLength(8);
    const waiting = body.data.filter((s: { attributes: { status: string } }) => s.attributes.status === "waiting");
    expect(waiting.map((s: { attributes: { waiting_position: number } }) => s.attributes.waiting_position)).toEqual([1, 2, 3, 4]);

    const counts = await (await api.request(`/api/v1/vacancies/${ids.activity}/activity_occurrences?filter[when]=all`, { headers: orgUser })).json();
    expect(counts.data[0].attributes).toMatchObject({ confirmed_count: 3, waiting_count: 4 });
    expect(counts.data).toHaveLength(5);

    // Another organization's member, another center's admin, another tenant's admin, nobody.
    expect((await api.request(`/api/v1/vacancies/${ids.otherOrg}/activity_occurrences`, { headers: orgUser })).status).toBe(403);
    const partner = await api.request(`/api/v1/activity_signups?filter[vacancy_id]=${ids.activity}`, { headers: partnerAdmin, host: "partner.localhost" });
    expect((await partner.json()).data).toEqual([]);
    const oldebroek = await api.request(`/api/v1/activity_signups?filter[vacancy_id]=${ids.activity}`, { headers: oldebroekAdmin, host: "oldebroek.localhost" });
    expect((await oldebroek.json()).data).toEqual([]);
    expect((await api.request("/api/v1/activity_signups")).status).toBe(401);
    const one = body.data[0].id as string;
    expect((await api.request(`/api/v1/activity_signups/${one}`, { headers: admin })).status).toBe(200);
    expect((await api.request(`/api/v1/activity_signups/${one}`, { headers: oldebroekAdmin, host: "oldebroek.localhost" })).status).toBe(404);
    expect([403, 404]).toContain((await api.request(`/api/v1/activity_signups/${one}`, { headers: partnerAdmin, host: "partner.localhost" })).status);
    expect([403, 404]).toContain((await api.request(`/api/v1/activity_signups/${one}`, { method: "DELETE", headers: partnerAdmin, host: "partner.localhost" })).status);
  });

  it("removes a participant: cancelled and mailed, and the next waiting moves up", async () => {
    const [first] = await occurrencesOf(ids.activity);
    const before = await signupsOf(first!.id);
    const removed = before.find((s) => s.status === "confirmed")!;
    const next = before.filter((s) => s.status === "waiting")[0]!;
    const reply = await api.request(`/api/v1/activity_signups/${removed.id}`, { method: "DELETE", headers: orgUser });
    expect(reply.status).toBe(200);
    expect((await reply.json()).data.attributes).toMatchObject({ status: "cancelled", cancelled_by: "organization" });
    const after = await signupsOf(first!.id);
    expect(after.find((s) => s.id === next.id)!.status).toBe("confirmed");
    expect(after.filter((s) => s.status === "confirmed")).toHaveLength(3);
    expect((await mailsTo(removed.email)).at(-1)!.subject).toContain("geannuleerd");
  });
});

describe("schedule changes", () => {
  it("keep the occurrences whose start stayed, fill new places from the waiting list, and refuse to drop dates with sign-ups", async () => {
    const before = await occurrencesOf(ids.activity);
    // More places: the same rows, and two of the three still waiting move up.
    expect((await putSchedule(ids.activity, { rule: weekly, capacity: 5, location: "Moestuin De Hof" })).status).toBe(200);
    const after = await occurrencesOf(ids.activity);
    expect(after.map((o) => o.id)).toEqual(before.map((o) => o.id));
    const signups = await signupsOf(before[0]!.id);
    expect(signups.filter((s) => s.status === "confirmed")).toHaveLength(5);
    expect(signups.filter((s) => s.status === "waiting")).toHaveLength(1);

    // Dropping the first Saturday (it has sign-ups) is refused with its date; nothing changed.
    const refused = await putSchedule(ids.activity, { rule: { ...weekly, exceptions: ["2031-05-03"] }, capacity: 5 });
    expect(refused.status).toBe(422);
    const error = (await refused.json()).errors[0];
    expect(error.code).toBe("occurrences_have_signups");
    // The occurrences are meta (the schedule page words its own message with them); the detail is in the request's language.
    expect(error.meta).toEqual({ occurrences: [{ id: before[0]!.id, starts_at: "2031-05-03T08:00:00.000Z", ends_at: "2031-05-03T10:00:00.000Z" }] });
    for (const [acceptLanguage, detail] of [
      ["nl", "Deze wijziging schrapt datums waarvoor mensen zijn aangemeld: zaterdag 3 mei 2031, 10:00–12:00. Verwijder eerst hun aanmeldingen, of houd die datums in het rooster"],
      ["en", "This change removes dates people signed up for: Saturday, 3 May 2031, 10:00–12:00. Remove their sign-ups first, or keep those dates in the schedule"],
    ] as const) {
      const said = await putSchedule(ids.activity, { rule: { ...weekly, exceptions: ["2031-05-03"] }, capacity: 5 }, { ...orgUser, "accept-language": acceptLanguage });
      expect((await said.json()).errors).toEqual([{ status: "422", code: "occurrences_have_signups", title: "Invalid attribute", detail, source: { pointer: "/data/attributes/rule" }, meta: error.meta }]);
    }
    expect((await occurrencesOf(ids.activity)).map((o) => o.id)).toEqual(before.map((o) => o.id));

    // A date nobody signed up for may go; the others keep their ids.
    const last = before.at(-1)!;
    expect((await signupsOf(last.id))).toEqual([]);
    expect((await putSchedule(ids.activity, { rule: { ...weekly, exceptions: ["2031-05-31"] }, capacity: 5 })).status).toBe(200);
    expect((await occurrencesOf(ids.activity)).map((o) => o.id)).toEqual(before.slice(0, -1).map((o) => o.id));
  });
});

describe("reminders", () => {
  it("are queued within the center's hours before the occurrence and mailed exactly once", async () => {
    const { db } = demo;
    const [first] = await occurrencesOf(ids.activity);
    const confirmed = (await signupsOf(first!.id)).filter((s) => s.status === "confirmed");
    // 30 hours before: outside the default 24 hours, inside a center setting of 36.
    const at = new Date(first!.startsAt.getTime() - 30 * 3600_000);
    const queuedKeys = async () =>
      withoutTenant(db, (tx) => tx.select({ key: jobs.key }).from(jobs).where(inArray(jobs.key, confirmed.map((s) => reminderKey(s.id))))).then((rows) => rows.map((r) => r.key));
    await scanReminders(db, at);
    expect(await queuedKeys()).toEqual([]);

    // The center's setting lives in its profile (PATCH /volunteer_centers/current/profile): 24 to 48 hours.
    const setHours = (hours: unknown) =>
      api.request("/api/v1/volunteer_centers/current/profile", {
        method: "PATCH",
        json: { data: { type: "volunteer_center_profiles", attributes: { activity_reminder_hours: hours } } },
        headers: admin,
      });
    expect((await setHours(60)).status).toBe(422);
    expect((await setHours(12)).status).toBe(422);
    expect((await setHours(36)).status).toBe(200);
    try {
      await scanReminders(db, at);
      await scanReminders(db, at);
      expect((await queuedKeys()).sort()).toEqual(confirmed.map((s) => reminderKey(s.id)).sort());
    } finally {
      expect((await setHours(null)).status).toBe(200);
    }

    const target = confirmed[0]!;
    expect(await sendReminder(db, { tenantId: demo.tenantId, signupId: target.id, now: at })).toEqual({ reminded: 1 });
    expect(await sendReminder(db, { tenantId: demo.tenantId, signupId: target.id, now: at })).toEqual({ reminded: 0 });
    const reminders = (await mailsTo(target.email)).filter((m) => m.subject.startsWith("Herinnering"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toMatch(/\/activiteiten\/afmelden\/[A-Za-z0-9_-]+/);
    const [stored] = await demo.run((tx) => tx.select().from(activitySignups).where(and(eq(activitySignups.id, target.id))));
    expect(stored!.remindedAt).not.toBeNull();
  });
});

describe("a date that has begun", () => {
  it("takes no sign-ups and no cancellations (the clock moves past it)", async () => {
    const [, second] = await occurrencesOf(ids.activity);
    const token = await cancelTokenOf(`twice-${f.tag}@example.org`);
    api.clock.advance(second!.startsAt.getTime() - Date.now() + 60_000);
    const late = await signUp(second!.id, { name: "Te Laat", email: `na-afloop-${f.tag}@example.org` });
    expect(late.status).toBe(422);
    expect((await late.json()).errors[0].code).toBe("signup_past");
    const detail = await (await api.request(`/api/v1/activity_occurrences/${second!.id}`)).json();
    expect(detail.data.attributes.signup_closed_reason).toBe("past");
    const cancel = await api.request("/api/v1/activity_signup_cancellations", { method: "POST", json: { data: { type: "activity_signup_cancellations", attributes: { token } } } });
    expect(cancel.status).toBe(422);
    expect((await cancel.json()).errors[0].code).toBe("signup_past");
    for (const [acceptLanguage, detail] of [
      ["nl", "Deze activiteit is al begonnen of voorbij"],
      ["en", "This activity has already started or taken place"],
    ] as const) {
      const said = await api.request("/api/v1/activity_signup_cancellations", {
        method: "POST",
        headers: { "accept-language": acceptLanguage },
        json: { data: { type: "activity_signup_cancellations", attributes: { token } } },
      });
      expect((await said.json()).errors).toEqual([expect.objectContaining({ code: "signup_past", detail })]);
    }
  });
});
