import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import { mailOutbox, volunteerCenters } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor } from "../support/api";

/*
 * Issue 15, decision 045: the settings of a volunteer center. GET/PATCH /api/v1/volunteer_centers/current/settings
 * (name, contact details, languages, feature switches, default contact person) and the footer through the profile.
 * The partner center (tenant public) changes its own; the demo center of the same tenant must not notice.
 */
const path = "/api/v1/volunteer_centers/current/settings";
const PARTNER = "partner.localhost";
const body = (attributes: Record<string, unknown>) => ({ data: { type: "volunteer_center_settings", attributes } });
type Settings = { id: string; attributes: Record<string, unknown>; relationships: Record<string, { data: unknown }> };

async function settingsAs(email: string, host = PARTNER, query = "") {
  const { request } = await testApi();
  return request(`${path}${query}`, { host, headers: await tokenHeadersFor(email, host) });
}

async function patchAs(email: string, attributes: Record<string, unknown>, host = PARTNER, headers: Record<string, string> = {}) {
  const { request } = await testApi();
  return request(path, { method: "PATCH", host, headers: { ...(await tokenHeadersFor(email, host)), ...headers }, json: body(attributes) });
}

async function currentCenter(host: string) {
  const { request } = await testApi();
  return (await (await request("/api/v1/volunteer_centers/current?include=profile", { host })).json()) as {
    data: { id: string; attributes: { name: string } };
    meta: { tenant: { features: Record<string, boolean> } };
    included: Array<{ attributes: Record<string, unknown> }>;
  };
}

describe("center settings", () => {
  afterAll(async () => {
    await patchAs("admin@partner.example", {
      name: "Vrijwilligerspunt Partner",
      email: null,
      phone: null,
      address: null,
      website: null,
      languages: ["nl", "en"],
      p2p: true,
      volunteer_profiles: true,
      activities: true,
      default_contact_person_id: null,
      activity_reminder_hours: null,
    });
  });

  it("shows the center's own settings to its admin, with the people who may be its contact person", async () => {
    const response = await settingsAs("admin@partner.example", PARTNER, "?include=default_contact_person,contact_person_choices");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { data: Settings; included?: Array<{ id: string; attributes: { email: string } }> };
    const partner = await demoCenter(PARTNER);
    expect(document.data.id).toBe(partner.centerId);
    expect(document.data.attributes).toMatchObject({ name: "Vrijwilligerspunt Partner", languages: ["nl", "en"], p2p: true, volunteer_profiles: true, activities: true });
    expect(document.data.attributes.tenant_features).toEqual({ p2p: true, volunteer_profiles: true, activities: true, i18n: true });
    // The choices: the partner center's admin and center superuser, nobody of the demo center, no volunteer or
    // organization user. (Other files of this worker may add staff to the partner center: not an exact list.)
    const emails = (document.included ?? []).map((person) => person.attributes.email).sort();
    expect(emails).toEqual(expect.arrayContaining(["admin@partner.example", "center_superuser@partner.example"]));
    for (const outsider of ["admin@demo.example", "center_superuser@demo.example", "volunteer@partner.example", "organization_superuser@partner.example"]) {
      expect(emails).not.toContain(outsider);
    }
  });

  it("saves name, contact details, languages and switches of this center only", async () => {
    const response = await patchAs("center_superuser@partner.example", {
      name: "Vrijwilligerspunt Partner Deventer",
      email: "info@partner.example",
      phone: "0570 123 456",
      address: "Brink 1\n7411 BR Deventer",
      website: "https://partner.example",
      languages: ["nl"],
      p2p: false,
      activities: false,
    });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as { data: Settings }).data.attributes;
    expect(saved).toMatchObject({ email: "info@partner.example", phone: "0570 123 456", website: "https://partner.example", languages: ["nl"], p2p: false, activities: false, volunteer_profiles: true });
    // The center's site: its name, and the features as its requests see them.
    const partner = await currentCenter(PARTNER);
    expect(partner.data.attributes.name).toBe("Vrijwilligerspunt Partner Deventer");
    expect(partner.meta.tenant.features).toMatchObject({ p2p: false, activities: false, volunteer_profiles: true, i18n: false });
    // The other center of the tenant keeps everything.
    const demo = await currentCenter("localhost");
    expect(demo.data.attributes.name).toBe("Vrijwilligerscentrale Demo");
    expect(demo.meta.tenant.features).toMatchObject({ p2p: true, activities: true, volunteer_profiles: true, i18n: true });
    // Switched on again: the feature is the tenant's once more.
    expect((await patchAs("admin@partner.example", { p2p: true, languages: ["nl", "en"] })).status).toBe(200);
    expect((await currentCenter(PARTNER)).meta.tenant.features).toMatchObject({ p2p: true, activities: false, i18n: true });
  });

  it("shows the contact details publicly on the center's own record, changed at once (no stale cache) and null when cleared", async () => {
    const contactOf = async (host: string) => {
      const { email, phone, address, website } = (await currentCenter(host)).data.attributes as Record<string, unknown>;
      return { email, phone, address, website };
    };
    // Read anonymously first, so the tenancy directory and the public API cache hold the record before the change.
    await contactOf(PARTNER);
    const details = { email: "contact@partner.example", phone: "+31 (0)570 654 321", address: "Brink 2\n7411 BR Deventer", website: "https://partner.example/contact" };
    expect((await patchAs("admin@partner.example", details)).status).toBe(200);
    expect(await contactOf(PARTNER)).toEqual(details);
    // Another center of the tenant shows its own (none), never the partner's.
    expect(await contactOf("localhost")).toEqual({ email: null, phone: null, address: null, website: null });
    expect((await patchAs("admin@partner.example", { email: null, phone: null, address: null, website: null })).status).toBe(200);
    expect(await contactOf(PARTNER)).toEqual({ email: null, phone: null, address: null, website: null });
    // An empty or blank string clears a field as null does (what a form or a stock client sends for "none").
    expect((await patchAs("admin@partner.example", details)).status).toBe(200);
    expect((await patchAs("admin@partner.example", { email: "", phone: " ", address: "", website: "" })).status).toBe(200);
    expect(await contactOf(PARTNER)).toEqual({ email: null, phone: null, address: null, website: null });
  });

  it("refuses bad input with a pointer to the field and changes nothing", async () => {
    const before = ((await (await settingsAs("admin@partner.example")).json()) as { data: Settings }).data.attributes;
    for (const [field, value] of [
      ["email", "geen-adres"],
      ["website", "javascript:alert(1)"],
      ["phone", "bel me<script>"],
      ["name", ""],
      ["languages", ["en"]],
      ["languages", ["nl", "de"]],
      ["p2p", "ja"],
      ["activity_reminder_hours", 12],
      ["activity_reminder_hours", 49],
      ["activity_reminder_hours", 30.5],
    ] as const) {
      const response = await patchAs("admin@partner.example", { name: "Gewijzigd", [field]: value });
      expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(422);
      const document = (await response.json()) as { errors: Array<{ source: { pointer: string } }> };
      expect(document.errors[0]!.source.pointer).toMatch(new RegExp(`^/data/attributes/${field}`));
    }
    const unknown = await patchAs("admin@partner.example", { tenant_id: "x" });
    expect(unknown.status).toBe(422);
    const after = ((await (await settingsAs("admin@partner.example")).json()) as { data: Settings }).data.attributes;
    expect(after).toEqual(before);
  });

  it("keeps how long before a date its activities' participants are reminded: 24 to 48 hours, null for the default", async () => {
    const attributesOf = async (response: Response) => ((await response.json()) as { data: Settings }).data.attributes;
    expect((await attributesOf(await settingsAs("admin@partner.example"))).activity_reminder_hours).toBeNull();
    const saved = await patchAs("admin@partner.example", { activity_reminder_hours: 36 });
    expect(saved.status).toBe(200);
    expect((await attributesOf(saved)).activity_reminder_hours).toBe(36);
    // Kept in the center profile, where the reminder job reads it, beside what the design page keeps there.
    const { db, centerId } = await demoCenter(PARTNER);
    const [row] = await db.select({ profile: volunteerCenters.profile }).from(volunteerCenters).where(eq(volunteerCenters.id, centerId));
    expect(row!.profile.activityReminderHours).toBe(36);
    // The demo center of the same tenant keeps its own (none).
    expect((await attributesOf(await settingsAs("admin@demo.example", "localhost"))).activity_reminder_hours).toBeNull();
    const cleared = await patchAs("admin@partner.example", { activity_reminder_hours: null });
    expect((await attributesOf(cleared)).activity_reminder_hours).toBeNull();
    const [after] = await db.select({ profile: volunteerCenters.profile }).from(volunteerCenters).where(eq(volunteerCenters.id, centerId));
    expect(after!.profile).not.toHaveProperty("activityReminderHours");
  });

  it("is for the center's admins and center superusers only", async () => {
    const { request } = await testApi();
    for (const email of ["volunteer@partner.example", "organization_superuser@partner.example", "content_manager@partner.example"]) {
      expect((await settingsAs(email)).status, email).toBe(403);
      expect((await patchAs(email, { name: "Overgenomen" })).status, email).toBe(403);
    }
    expect((await request(path, { host: PARTNER })).status).toBe(401);
    expect((await request(path, { method: "PATCH", host: PARTNER, json: body({ name: "Overgenomen" }) })).status).toBe(401);
  });

  it("never lets a center's admin read or change another center of the tenant", async () => {
    const demo = await demoCenter();
    const headers = { "volunteer-center-id": demo.centerId };
    const { request } = await testApi();
    const read = await request(path, { host: PARTNER, headers: { ...(await tokenHeadersFor("admin@partner.example", PARTNER)), ...headers } });
    expect(read.status).toBe(403);
    expect((await patchAs("admin@partner.example", { name: "Overgenomen", p2p: false }, PARTNER, headers)).status).toBe(403);
    // On the demo center's own host, too.
    expect((await patchAs("admin@partner.example", { name: "Overgenomen" }, "localhost")).status).toBe(403);
    const demoNow = await currentCenter("localhost");
    expect(demoNow.data.attributes.name).toBe("Vrijwilligerscentrale Demo");
    expect(demoNow.meta.tenant.features.p2p).toBe(true);
    // Another tenant's admin is no user here at all.
    const oldebroek = await request(path, { host: PARTNER, headers: await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost") });
    expect(oldebroek.status).toBe(401);
  });

  it("takes one of the center's own staff as the default contact person, whom a new vacancy gets", async () => {
    const [partner, demo] = await Promise.all([demoCenter(PARTNER), demoCenter()]);
    const tag = crypto.randomUUID().slice(0, 8);
    const { staffId, volunteerId, organizationId } = await partner.run(async (tx, base) => {
      const staff = await createUser(tx, { ...base, email: `contact-${tag}@partner.example`, firstName: "Cato", lastName: "Contact", roles: ["center_superuser"] });
      const volunteer = await createUser(tx, { ...base, email: `vrijwilliger-${tag}@partner.example`, roles: ["volunteer"] });
      const organization = await createOrganization(tx, { ...base, name: `Organisatie ${tag}`, type: "NonProfit", status: "approved" });
      return { staffId: staff.id, volunteerId: volunteer.id, organizationId: organization.id };
    });
    const demoAdminId = await demo.run(async (tx, base) => {
      const other = await createUser(tx, { ...base, email: `ander-${tag}@demo.example`, roles: ["admin"] });
      return other.id;
    });
    for (const refused of [volunteerId, demoAdminId]) {
      const response = await patchAs("admin@partner.example", { default_contact_person_id: refused });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe("invalid_contact_person");
    }
    for (const [acceptLanguage, detail] of [
      ["nl", "De contactpersoon moet een beheerder van deze vrijwilligerscentrale zijn"],
      ["en", "The contact person must be an admin or center superuser of this volunteer center"],
    ] as const) {
      const response = await patchAs("admin@partner.example", { default_contact_person_id: volunteerId }, PARTNER, { "accept-language": acceptLanguage });
      expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
        expect.objectContaining({ code: "invalid_contact_person", detail, source: { pointer: "/data/attributes/default_contact_person_id" } }),
      ]);
    }
    const saved = await patchAs("admin@partner.example", { default_contact_person_id: staffId });
    expect(saved.status).toBe(200);
    const document = (await (await settingsAs("admin@partner.example", PARTNER, "?include=default_contact_person")).json()) as {
      data: Settings;
      included: Array<{ id: string; attributes: { full_name: string } }>;
    };
    expect(document.data.attributes.default_contact_person_id).toBe(staffId);
    expect(document.included[0]).toMatchObject({ id: staffId, attributes: { full_name: "Cato Contact" } });

    // A vacancy that names no contact person gets the default; one that names another keeps its own; null is none.
    const { request } = await testApi();
    const headers = await tokenHeadersFor("admin@partner.example", PARTNER);
    const create = async (attributes: Record<string, unknown>) => {
      const response = await request("/api/v1/vacancies", { method: "POST", host: PARTNER, headers, json: { data: { type: "vacancies", attributes: { organization_id: organizationId, title: `Vacature ${tag}`, ...attributes } } } });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { attributes: { contact_person_id: string | null } } }).data.attributes.contact_person_id;
    };
    expect(await create({})).toBe(staffId);
    const adminId = (await createUserIdOf("admin@partner.example"))!;
    expect(await create({ contact_person_id: adminId })).toBe(adminId);
    expect(await create({ contact_person_id: null })).toBeNull();
  });

  it("announces a response to a vacancy without any contact to the center's default contact person", async () => {
    const partner = await demoCenter(PARTNER);
    const tag = crypto.randomUUID().slice(0, 8);
    const { staffEmail, staffId, vacancyId } = await partner.run(async (tx, base) => {
      const staff = await createUser(tx, { ...base, email: `standaard-${tag}@partner.example`, firstName: "Sam", roles: ["admin"] });
      // No e-mail address of its own, and the vacancy names no contact person.
      const organization = await createOrganization(tx, { ...base, name: `Zonder adres ${tag}`, type: "NonProfit", status: "approved" });
      const vacancy = await createVacancy(tx, { ...base, organizationId: organization.id, title: `Zonder contact ${tag}`, status: "published", contactPersonId: null });
      return { staffEmail: staff.email, staffId: staff.id, vacancyId: vacancy.id };
    });
    expect((await patchAs("admin@partner.example", { default_contact_person_id: staffId })).status).toBe(200);
    const { request } = await testApi();
    const response = await request(`/api/v1/vacancies/${vacancyId}/applications`, {
      method: "POST",
      host: PARTNER,
      json: { name: "Rik Reageerder", email: `rik-${tag}@example.org`, message: "Ik help graag." },
    });
    expect(response.status).toBe(201);
    const mails = await partner.run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, staffEmail)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Hallo Sam,");
    expect(mails[0]!.text).toContain(`Rik Reageerder heeft gereageerd op de vacature ‘Zonder contact ${tag}’.`);
  });

  it("sanitizes the footer's rich text columns and keeps the titles and logos (profile)", async () => {
    const { request } = await testApi();
    const response = await request("/api/v1/volunteer_centers/current/profile", {
      method: "PATCH",
      host: PARTNER,
      headers: await tokenHeadersFor("admin@partner.example", PARTNER),
      json: {
        data: {
          type: "volunteer_center_profiles",
          attributes: {
            footer_column_1_title: "Vrijwilligers",
            footer_column_6_title: "Adres",
            footer_column_6_content: '<p>Brink <strong>1</strong></p><script>alert(1)</script><a href="javascript:alert(2)">klik</a>',
            footer_column_8_content: '<p onclick="x()">Open <a href="https://partner.example">ma–vr</a></p>',
            show_anbi_logo: true,
            show_nov_logo: false,
          },
        },
      },
    });
    expect(response.status).toBe(200);
    const profile = (await currentCenter(PARTNER)).included[0]!.attributes;
    expect(profile.footer_column6_content).toBe("<p>Brink <strong>1</strong></p><a rel=\"noopener noreferrer nofollow\" target=\"_blank\">klik</a>");
    expect(profile.footer_column8_content).toBe('<p>Open <a href="https://partner.example" rel="noopener noreferrer nofollow" target="_blank">ma–vr</a></p>');
    expect(profile).toMatchObject({ footer_column1_title: "Vrijwilligers", footer_column6_title: "Adres", show_anbi_logo: true, show_nov_logo: false });
    const cleared = await request("/api/v1/volunteer_centers/current/profile", {
      method: "PATCH",
      host: PARTNER,
      headers: await tokenHeadersFor("admin@partner.example", PARTNER),
      json: { data: { type: "volunteer_center_profiles", attributes: { footer_column_1_title: null, footer_column_6_title: null, footer_column_6_content: null, footer_column_8_content: null, show_anbi_logo: false } } },
    });
    expect(cleared.status).toBe(200);
    expect((await currentCenter(PARTNER)).included[0]!.attributes.footer_column6_content).toBeUndefined();
  });
});

async function createUserIdOf(email: string) {
  const { request } = await testApi();
  const headers = await tokenHeadersFor(email, PARTNER);
  const me = (await (await request("/api/v1/current_user", { host: PARTNER, headers })).json()) as { data: { id: string } };
  return me.data.id;
}
