import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, createVacancy } from "~/modules/db/factories.server";
import { notifications, users } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type DemoCenter, type TestApi } from "../support/api";
import { vacancyFixture, type Resource } from "../support/vacancies";

/*
 * In-app notifications (issue 13): the events that write them, in their own transaction, and
 * /api/v1/notifications — the signed-in user's own only, read and unread, paged, marked read.
 */

type Doc<T = Resource> = { data: T; meta?: Record<string, unknown>; links?: Record<string, string | null> };
const json = async <T = Resource>(response: Response) => (await response.json()) as Doc<T>;

let t: TestApi;
let f: Awaited<ReturnType<typeof vacancyFixture>>;
let demo: DemoCenter;
let contact: Record<string, string>;
let member: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await testApi();
  f = await vacancyFixture();
  demo = await demoCenter();
  [contact, member, admin] = await Promise.all([tokenHeadersFor(`contact-${f.tag}@demo.example`.toLowerCase()), tokenHeadersFor(f.orgUser), tokenHeadersFor("admin@demo.example")]);
});

const apply = (vacancyId: string, email: string, name = "Esra Yilmaz") =>
  t.request(`/api/v1/vacancies/${vacancyId}/applications`, { method: "POST", json: { name, email, phone_number: "", message: "Graag!" } });

const listOf = async (headers: Record<string, string>, query = "", host = "localhost") => json<Resource[]>(await t.request(`/api/v1/notifications${query}`, { headers, host }));

describe("notifications: the events", () => {
  it("tells the contact person of a new application, and the organization's users when the vacancy has none", async () => {
    const response = await apply(f.fiets, `n1-${f.tag}@example.nl`.toLowerCase());
    expect(response.status).toBe(201);
    const applicationId = (await json(response)).data.id;
    const mine = await listOf(contact);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]!.attributes).toMatchObject({
      kind: "application_received",
      subject_type: "application",
      subject_id: applicationId,
      title: `Fietsmaatje ${f.tag}`,
      actor_name: "Esra Yilmaz",
      path: `/applications/${applicationId}`,
      read: false,
      read_at: null,
    });
    expect(mine.meta).toMatchObject({ unread_count: 1 });
    // The contact person is told; the organization's other users are not.
    expect((await listOf(member)).data.filter((n) => n.attributes.kind === "application_received")).toEqual([]);

    const noContact = await demo.run((tx, base) =>
      createVacancy(tx, { ...base, organizationId: f.organizationId, title: `Zonder contact ${f.tag}`, status: "published" }),
    );
    expect((await apply(noContact.id, `n2-${f.tag}@example.nl`.toLowerCase(), "Bram")).status).toBe(201);
    const toMember = (await listOf(member)).data.filter((n) => n.attributes.kind === "application_received");
    expect(toMember.map((n) => [n.attributes.title, n.attributes.actor_name])).toEqual([[`Zonder contact ${f.tag}`, "Bram"]]);
    expect((await listOf(contact)).data).toHaveLength(1);
  });

  it("tells a volunteer with an account of the decision on their application, not one without", async () => {
    const email = `volunteer-${f.tag}@example.nl`.toLowerCase();
    await demo.run((tx, base) => createUser(tx, { ...base, email, firstName: "Vera" }));
    const volunteer = await tokenHeadersFor(email);
    const decide = async (applicationId: string, status: string | null) =>
      t.request(`/api/v1/applications/${applicationId}`, { method: "PATCH", headers: member, json: { data: { attributes: { status } } } });
    // Responded without signing in, with the address of an account.
    const withAccount = (await json(await apply(f.chauffeur, email, "Vera"))).data.id;
    const without = (await json(await apply(f.chauffeur, `no-account-${f.tag}@example.nl`.toLowerCase(), "Nina"))).data.id;
    expect((await decide(withAccount, "accepted")).status).toBe(200);
    expect((await decide(without, "rejected")).status).toBe(200);
    const told = await listOf(volunteer);
    expect(told.data.map((n) => n.attributes)).toEqual([
      expect.objectContaining({ kind: "application_accepted", subject_type: "vacancy", subject_id: f.chauffeur, title: `Chauffeur voedselbank ${f.tag}`, actor_name: `Organisatie ${f.tag}`, path: `/vacancies/${f.chauffeur}` }),
    ]);
    // Back to new tells nobody; rejected after all does.
    expect((await decide(withAccount, null)).status).toBe(200);
    expect((await decide(withAccount, "rejected")).status).toBe(200);
    expect((await listOf(volunteer)).data.map((n) => n.attributes.kind)).toEqual(["application_rejected", "application_accepted"]);
    const rows = await demo.run((tx) => tx.select().from(notifications).where(eq(notifications.subjectId, f.chauffeur)));
    expect(rows.every((row) => row.kind.startsWith("application_"))).toBe(true);
  });

  it("tells the center of an organization's signup and the organization of the outcome", async () => {
    const unique = crypto.randomUUID().slice(0, 8);
    const name = `Stichting Melding ${unique}`;
    const email = `melding-${unique}@samen.example`;
    const signup = await t.request("/api/v1/organization_signups", {
      method: "POST",
      headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
      json: {
        data: {
          type: "organization_signups",
          attributes: {
            organization_name: name,
            organization_type: "NonProfit",
            organization_email: `info-${unique}@samen.example`,
            street: "Hoofdstraat",
            house_number: "1",
            postal_code: "7311ab",
            city: "Apeldoorn",
            first_name: "Sanne",
            last_name: "de Vries",
            email,
            password: "Lang-genoeg-1",
            password_confirmation: "Lang-genoeg-1",
            accept_terms: true,
          },
        },
      },
    });
    expect(signup.status).toBe(202);
    const atCenter = (await listOf(admin, "?page[size]=100")).data.find((n) => n.attributes.title === name);
    expect(atCenter?.attributes).toMatchObject({ kind: "organization_signup", actor_name: "Sanne de Vries", path: "/organizations/approve" });
    const organizationId = atCenter!.attributes.subject_id as string;
    // The center superuser of the demo center is told too; the partner center's admin is not.
    expect((await listOf(await tokenHeadersFor("center_superuser@demo.example"), "?page[size]=100")).data.some((n) => n.attributes.title === name)).toBe(true);
    expect((await listOf(await tokenHeadersFor("admin@partner.example", "partner.localhost"), "?page[size]=100", "partner.localhost")).data.some((n) => n.attributes.title === name)).toBe(false);

    const approve = await t.request(`/api/v1/organizations/${organizationId}/approve`, {
      method: "PUT",
      headers: admin,
      json: { data: { type: "organizations", id: organizationId, attributes: { status: "approved" } } },
    });
    expect(approve.status).toBe(200);
    // The owner has not confirmed the address yet: the notification waits for them.
    const waiting = await demo.run((tx) =>
      tx.select({ kind: notifications.kind, payload: notifications.payload }).from(notifications).innerJoin(users, eq(users.id, notifications.userId)).where(eq(users.email, email)),
    );
    expect(waiting).toEqual([{ kind: "organization_approved", payload: { title: name } }]);
  });

  it("tells an organization's users of a submission of their form", async () => {
    const created = await t.request("/api/v1/forms", {
      method: "POST",
      headers: member,
      json: { data: { type: "forms", attributes: { title: `Aanmelding ${f.tag}`, access_permission: "anonymous", organization_id: f.organizationId, questions: [{ text: "Naam", question_type: "text", required: true }] } } },
    });
    expect(created.status).toBe(201);
    const form = (await json(created)).data;
    const questionId = (form.relationships!.questions!.data as Array<{ id: string }>)[0]!.id;
    const submitted = await t.request(`/api/v1/public_forms/${form.attributes.public_token as string}/submissions`, {
      method: "POST",
      json: { answers: { [questionId]: "Piet" }, idempotency_key: crypto.randomUUID() },
    });
    expect(submitted.status).toBe(201);
    const submissionId = (await json(submitted)).data.id;
    const told = (await listOf(member)).data.filter((n) => n.attributes.kind === "form_submission");
    expect(told.map((n) => n.attributes)).toEqual([
      expect.objectContaining({ subject_type: "form_submission", subject_id: submissionId, title: `Aanmelding ${f.tag}`, path: `/form_builder/${form.id}/submissions/${submissionId}` }),
    ]);
    expect((await listOf(admin, "?page[size]=100")).data.some((n) => n.attributes.subject_id === submissionId)).toBe(false);
  });
});

describe("GET/PATCH /api/v1/notifications", () => {
  it("answers visitors 401 and lists, filters, pages and marks only the user's own", async () => {
    expect((await t.request("/api/v1/notifications")).status).toBe(401);
    const person = `reader-${f.tag}@demo.example`.toLowerCase();
    const user = await demo.run((tx, base) => createUser(tx, { ...base, email: person, firstName: "Rita" }));
    await demo.run((tx, { tenantId }) =>
      tx.insert(notifications).values(
        [1, 2, 3].map((n) => ({
          tenantId,
          userId: user.id,
          kind: "application_received",
          subjectType: "application",
          subjectId: crypto.randomUUID(),
          payload: { title: `Vacature ${n}`, actorName: "Iemand" },
          createdAt: new Date(Date.UTC(2026, 0, n)),
        })),
      ),
    );
    const reader = await tokenHeadersFor(person);
    const all = await listOf(reader, "?page[size]=2");
    expect(all.data.map((n) => n.attributes.title)).toEqual(["Vacature 3", "Vacature 2"]);
    expect(all.meta).toMatchObject({ unread_count: 3, all_count: 3, total: 3 });
    // The toolbar bell reads the count from current_user, which every signed-in page loads anyway.
    const bell = async () => (await json(await t.request("/api/v1/current_user", { headers: reader }))).meta?.unread_notifications;
    expect(await bell()).toBe(3);
    expect(all.links?.next).toContain("page[number]=2");
    expect((await listOf(reader, "?page[size]=2&page[number]=2")).data.map((n) => n.attributes.title)).toEqual(["Vacature 1"]);
    expect((await t.request("/api/v1/notifications?filter[seen]=true", { headers: reader })).status).toBe(400);

    const newest = all.data[0]!.id;
    const path = `/api/v1/notifications/${newest}`;
    const patch = (headers: Record<string, string>, read: unknown) => t.request(path, { method: "PATCH", headers, json: { data: { type: "notifications", id: newest, attributes: { read } } } });
    // Nobody else reads or marks it, not even an admin of the center, nor anyone at another tenant.
    expect((await t.request(path, { headers: admin })).status).toBe(404);
    expect((await patch(admin, true)).status).toBe(404);
    expect((await t.request(path, { headers: await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost"), host: "oldebroek.localhost" })).status).toBe(404);
    expect((await listOf(admin, "?page[size]=100")).data.some((n) => n.id === newest)).toBe(false);

    expect((await patch(reader, "yes")).status).toBe(422);
    const marked = await patch(reader, true);
    expect(marked.status).toBe(200);
    expect((await json(marked)).data.attributes).toMatchObject({ read: true, read_at: expect.any(String) });
    expect((await listOf(reader, "?filter[unread]=true")).data.map((n) => n.attributes.title)).toEqual(["Vacature 2", "Vacature 1"]);
    expect((await listOf(reader, "?filter[unread]=false")).data.map((n) => n.attributes.title)).toEqual(["Vacature 3"]);
    expect((await json(await patch(reader, false))).data.attributes).toMatchObject({ read: false, read_at: null });

    const contactsBefore = (await listOf(contact)).meta?.unread_count;
    expect(contactsBefore).toBeGreaterThan(0);
    const readAll = await t.request("/api/v1/notifications/read_all", { method: "POST", headers: reader });
    expect(readAll.status).toBe(200);
    expect((await json(readAll)).meta).toEqual({ marked: 3, unread_count: 0 });
    expect((await listOf(reader, "?filter[unread]=true")).data).toEqual([]);
    expect(await bell()).toBe(0);
    // Another user's mark-all leaves these alone.
    expect((await listOf(contact)).meta?.unread_count).toBe(contactsBefore);
  });
});
