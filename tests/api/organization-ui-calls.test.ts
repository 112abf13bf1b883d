import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addMembership, createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import { addresses, mailOutbox, organizations, users, vacancies } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor } from "../support/api";
import { allDelivered } from "../support/outbox";

/*
 * The calls the organization pages make beyond spec §7's list: POST
 * /organizations, PUT /organizations/{id} with address and profile, the
 * approve call's optional `meta.message` (e-mailed), and PUT /organizations/{id}/move.
 */

const uniqueName = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`;
const uniqueEmail = () => `org-${crypto.randomUUID().slice(0, 8)}@demo.example`;

async function organizationOf(input: { host?: string; status?: "pending" | "approved"; email?: string; address?: { street?: string; city?: string } } = {}) {
  const { tenantId, centerId, run } = await demoCenter(input.host);
  const organization = await run((tx) =>
    createOrganization(tx, { tenantId: tenantId, centerId: centerId, name: uniqueName("Stichting"), type: "NonProfit", status: input.status ?? "pending", address: input.address }),
  );
  if (input.email) await run((tx) => tx.update(organizations).set({ email: input.email }).where(eq(organizations.id, organization.id)));
  return organization;
}

async function outboxFor(email: string) {
  const { run } = await demoCenter();
  return run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email))).then(allDelivered);
}

const createBody = (attributes: Record<string, unknown>) => ({ data: { type: "organizations", attributes } });

describe("POST /api/v1/organizations", () => {
  it("creates an organization of the center with its address and non-profit profile", async () => {
    const { request } = await testApi();
    const name = uniqueName("Buurtkracht");
    const response = await request("/api/v1/organizations", {
      method: "POST",
      headers: await tokenHeadersFor("center_superuser@demo.example"),
      json: createBody({
        name,
        organization_type: "NonProfit",
        website: "https://buurtkracht.example",
        email: "info@buurtkracht.example",
        phone_number: "055 123 4567",
        description: "Samen sterk in de wijk.",
        address: { street: "Hoofdstraat", house_number: "12a", postal_code: "7311 AA", city: "Apeldoorn" },
        profile: { non_profit_type_id: 6, show_on_social_map: true, activity_type_ids: [1, 4] },
      }),
    });
    expect(response.status).toBe(201);
    const document = await response.json();
    expect(document.data.attributes).toMatchObject({ name, organization_type: "NonProfit", status: "approved", city: "Apeldoorn", phone_number: "055 123 4567" });
    const address = document.included.find((r: { type: string }) => r.type === "addresses");
    const profile = document.included.find((r: { type: string }) => r.type === "non_profit_profiles");
    expect(address.attributes).toMatchObject({ street: "Hoofdstraat", house_number: "12a", postal_code: "7311 AA", city: "Apeldoorn" });
    expect(profile.attributes).toMatchObject({ non_profit_type_id: 6, show_on_social_map: true, activity_type_ids: [1, 4] });
    // Approved by default: the public sees it.
    expect((await request(`/api/v1/organizations/${document.data.id}`)).status).toBe(200);
  });

  it("may create a pending organization, which the public does not see", async () => {
    const { request } = await testApi();
    const response = await request("/api/v1/organizations", {
      method: "POST",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: createBody({ name: uniqueName("Wachtend"), organization_type: "Company", status: "pending" }),
    });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.attributes.status).toBe("pending");
    expect((await request(`/api/v1/organizations/${data.id}`)).status).toBe(404);
  });

  it("is for the people who run the center: 403 for organization users and volunteers, 401 without sign-in", async () => {
    const { request } = await testApi();
    const body = createBody({ name: uniqueName("Niet"), organization_type: "NonProfit" });
    for (const email of ["organization_superuser@demo.example", "volunteer@demo.example", "mentor@demo.example"]) {
      const response = await request("/api/v1/organizations", { method: "POST", headers: await tokenHeadersFor(email), json: body });
      expect(response.status, email).toBe(403);
    }
    expect((await request("/api/v1/organizations", { method: "POST", json: body })).status).toBe(401);
  });

  it("answers 422 with pointers for bad attributes and refuses unknown ones", async () => {
    const { request } = await testApi();
    const headers = await tokenHeadersFor("admin@demo.example");
    const response = await request("/api/v1/organizations", {
      method: "POST",
      headers,
      json: createBody({ name: " ", organization_type: "Club", website: "not a url", profile: { activity_type_ids: [99] } }),
    });
    expect(response.status).toBe(422);
    const pointers = (await response.json()).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(["/data/attributes/name", "/data/attributes/organization_type", "/data/attributes/website", "/data/attributes/profile/activity_type_ids/0"]),
    );
    const massAssignment = await request("/api/v1/organizations", {
      method: "POST",
      headers,
      json: createBody({ name: uniqueName("X"), organization_type: "NonProfit", tenant_id: crypto.randomUUID() }),
    });
    expect(massAssignment.status).toBe(422);
    const profileOfSchool = await request("/api/v1/organizations", {
      method: "POST",
      headers,
      json: createBody({ name: uniqueName("School"), organization_type: "School", profile: { show_on_social_map: true } }),
    });
    expect(profileOfSchool.status).toBe(422);
    expect((await profileOfSchool.json()).errors[0]).toMatchObject({
      code: "profile_not_for_type",
      detail: "Alleen non-profitorganisaties hebben een non-profitprofiel",
      source: { pointer: "/data/attributes/profile" },
    });
    const englishProfile = await request("/api/v1/organizations", {
      method: "POST",
      headers: { ...headers, "accept-language": "en" },
      json: createBody({ name: uniqueName("School"), organization_type: "School", profile: { show_on_social_map: true } }),
    });
    expect((await englishProfile.json()).errors[0].detail).toBe("Only non-profit organizations have a non-profit profile");
  });

  it("creates in the request's own tenant and center: another tenant never sees it", async () => {
    const { request } = await testApi();
    const response = await request("/api/v1/organizations", {
      method: "POST",
      host: "oldebroek.localhost",
      headers: await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost"),
      json: createBody({ name: uniqueName("Oldebroeks"), organization_type: "NonProfit" }),
    });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect((await request(`/api/v1/organizations/${data.id}`, { headers: await tokenHeadersFor("admin@demo.example") })).status).toBe(404);
    const { tenantId, run } = await demoCenter("oldebroek.localhost");
    const [row] = await run((tx) => tx.select().from(organizations).where(eq(organizations.id, data.id)));
    expect(row?.tenantId).toBe(tenantId);
    // A user of another tenant's token on this host is refused.
    const foreign = await request("/api/v1/organizations", {
      method: "POST",
      headers: await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost"),
      json: createBody({ name: uniqueName("Vreemd"), organization_type: "NonProfit" }),
    });
    expect(foreign.status).toBe(401);
  });
});

describe("PUT /api/v1/organizations/{id} with address and profile", () => {
  it("changes the address, clears its coordinates for the geocoder, and saves the profile", async () => {
    const { request } = await testApi();
    const organization = await organizationOf({ status: "approved", address: { street: "Oudestraat", city: "Apeldoorn" } });
    const { run } = await demoCenter();
    await run((tx) =>
      tx.update(addresses).set({ latitude: 52.2, longitude: 5.9, geocodedAt: new Date() }).where(eq(addresses.id, organization.addressId!)),
    );
    const response = await request(`/api/v1/organizations/${organization.id}?include=address,profile`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: {
        data: {
          type: "organizations",
          id: organization.id,
          attributes: {
            description: "Nieuw",
            address: { street: "Nieuwstraat", house_number: "3", postal_code: "7311 BB", city: "Apeldoorn" },
            profile: { non_profit_type_id: 1, show_on_social_map: true, activity_type_ids: [2, 3] },
          },
        },
      },
    });
    expect(response.status).toBe(200);
    const [address] = await run((tx) => tx.select().from(addresses).where(eq(addresses.id, organization.addressId!)));
    expect(address).toMatchObject({ street: "Nieuwstraat", houseNumber: "3", postalCode: "7311 BB", latitude: null, longitude: null, geocodedAt: null });
    const shown = await (await request(`/api/v1/organizations/${organization.id}?include=profile,address`)).json();
    const profile = shown.included.find((r: { type: string }) => r.type === "non_profit_profiles");
    expect(profile.attributes).toMatchObject({ non_profit_type_id: 1, show_on_social_map: true, activity_type_ids: [2, 3] });
    expect(shown.data.attributes.description).toBe("Nieuw");
  });

  it("keeps the coordinates when the address did not change", async () => {
    const { request } = await testApi();
    const organization = await organizationOf({ status: "approved", address: { street: "Kerkweg", city: "Apeldoorn" } });
    const { run } = await demoCenter();
    const geocodedAt = new Date("2026-01-01T00:00:00Z");
    await run((tx) => tx.update(addresses).set({ latitude: 52.2, longitude: 5.9, geocodedAt }).where(eq(addresses.id, organization.addressId!)));
    const response = await request(`/api/v1/organizations/${organization.id}`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "organizations", id: organization.id, attributes: { address: { street: "Kerkweg", city: "Apeldoorn" } } } },
    });
    expect(response.status).toBe(200);
    const [address] = await run((tx) => tx.select().from(addresses).where(eq(addresses.id, organization.addressId!)));
    expect(address).toMatchObject({ latitude: 52.2, longitude: 5.9 });
  });

  it("creates an address for an organization without one, ungeocoded", async () => {
    const { request } = await testApi();
    const organization = await organizationOf({ status: "approved" });
    const response = await request(`/api/v1/organizations/${organization.id}`, {
      method: "PUT",
      headers: await tokenHeadersFor("center_superuser@demo.example"),
      json: { data: { type: "organizations", id: organization.id, attributes: { address: { city: "Deventer" } } } },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.attributes.city).toBe("Deventer");
    const { run } = await demoCenter();
    const [row] = await run((tx) =>
      tx.select({ geocodedAt: addresses.geocodedAt }).from(organizations).innerJoin(addresses, eq(addresses.id, organizations.addressId)).where(eq(organizations.id, organization.id)),
    );
    expect(row).toEqual({ geocodedAt: null });
  });

  it("refuses unknown profile values with a pointer, and a type change by a member", async () => {
    const { request } = await testApi();
    const organization = await organizationOf({ status: "approved" });
    const bad = await request(`/api/v1/organizations/${organization.id}`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "organizations", id: organization.id, attributes: { profile: { non_profit_type_id: 42, colour: "red" } } } },
    });
    expect(bad.status).toBe(422);
    const pointers = (await bad.json()).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toContain("/data/attributes/profile/non_profit_type_id");
    const headers = await tokenHeadersFor("organization_superuser@demo.example");
    const mine = (await (await request("/api/v1/current_organizations", { headers })).json()).data[0];
    const typeChange = await request(`/api/v1/organizations/${mine.id}`, {
      method: "PUT",
      headers: await tokenHeadersFor("organization_superuser@demo.example"),
      json: { data: { type: "organizations", id: mine.id, attributes: { organization_type: "Company" } } },
    });
    expect(typeChange.status).toBe(403);
  });

  it("still takes the status-only body of spec §7", async () => {
    const { request } = await testApi();
    const organization = await organizationOf();
    const response = await request(`/api/v1/organizations/${organization.id}`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "organizations", id: organization.id, attributes: { status: "archived" } } },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.attributes.status).toBe("archived");
  });
});

describe("PUT /api/v1/organizations/{id}/approve with meta.message", () => {
  it("queues the decision with the message to the organization and its superusers, each in their language", async () => {
    const { request } = await testApi();
    const orgEmail = uniqueEmail();
    const organization = await organizationOf({ email: orgEmail });
    const { tenantId, centerId, run } = await demoCenter();
    const superuserEmail = uniqueEmail();
    await run(async (tx) => {
      const superuser = await createUser(tx, { tenantId: tenantId, centerId: centerId, email: superuserEmail, firstName: "Sam", roles: ["organization_superuser"] });
      await tx.update(users).set({ locale: "en" }).where(eq(users.id, superuser.id));
      await addMembership(tx, { tenantId: tenantId, organizationId: organization.id, userId: superuser.id });
    });
    const response = await request(`/api/v1/organizations/${organization.id}/approve`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "organizations", id: organization.id, attributes: { status: "approved" } }, meta: { message: "Welkom bij de centrale!" } },
    });
    expect(response.status).toBe(200);
    const [toOrganization] = await outboxFor(orgEmail);
    expect(toOrganization?.subject).toBe(`${organization.name} is goedgekeurd op Volunteerly`);
    expect(toOrganization?.text).toContain("Welkom bij de centrale!");
    expect(toOrganization?.text).toContain(`/organizations/${organization.id}`);
    expect(toOrganization?.text).not.toContain(`/en/organizations/`);
    const [toSuperuser] = await outboxFor(superuserEmail);
    expect(toSuperuser?.subject).toBe(`${organization.name} has been approved on Volunteerly`);
    expect(toSuperuser?.text).toContain("Dear Sam,");
    // The English mail leads to the English page.
    expect(toSuperuser?.text).toContain(`/en/organizations/${organization.id}`);
    expect(toSuperuser?.html).toContain("Welkom bij de centrale!");
  });

  it("mails a denial too, escapes the message in HTML, and sends no mail for archiving", async () => {
    const { request } = await testApi();
    const orgEmail = uniqueEmail();
    const organization = await organizationOf({ email: orgEmail });
    const headers = await tokenHeadersFor("center_superuser@demo.example");
    const denied = await request(`/api/v1/organizations/${organization.id}/approve`, {
      method: "PUT",
      headers,
      json: { data: { type: "organizations", id: organization.id, attributes: { status: "denied" } }, meta: { message: "<b>Onvolledig</b>" } },
    });
    expect(denied.status).toBe(200);
    const mails = await outboxFor(orgEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("niet goedgekeurd");
    expect(mails[0]?.html).toContain("&lt;b&gt;Onvolledig&lt;/b&gt;");
    await request(`/api/v1/organizations/${organization.id}/approve`, {
      method: "PUT",
      headers: await tokenHeadersFor("center_superuser@demo.example"),
      json: { data: { type: "organizations", id: organization.id, attributes: { status: "archived" } } },
    });
    expect(await outboxFor(orgEmail)).toHaveLength(1);
  });

  it("refuses an unknown meta member with a 422", async () => {
    const { request } = await testApi();
    const organization = await organizationOf();
    const response = await request(`/api/v1/organizations/${organization.id}/approve`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "organizations", id: organization.id, attributes: { status: "approved" } }, meta: { message: "Hoi", cc: "x@example.org" } },
    });
    expect(response.status).toBe(422);
  });
});

describe("PUT /api/v1/organizations/{id}/move", () => {
  const partnerCenterId = async () => (await demoCenter("partner.localhost")).centerId;
  const moveBody = (id: string, centerId: string) => ({ data: { type: "organizations", id, attributes: { volunteer_center_id: centerId } } });

  it("moves the organization with its vacancies to another center of the collaboration", async () => {
    const { request } = await testApi();
    const organization = await organizationOf({ status: "approved" });
    const { tenantId, centerId, run } = await demoCenter();
    const vacancy = await run((tx) =>
      createVacancy(tx, { tenantId: tenantId, centerId: centerId, organizationId: organization.id, title: uniqueName("Vacature"), status: "published" }),
    );
    const partner = await partnerCenterId();
    const response = await request(`/api/v1/organizations/${organization.id}/move`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: moveBody(organization.id, partner),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.attributes.volunteer_center_id).toBe(partner);
    const [moved] = await run((tx) => tx.select().from(vacancies).where(eq(vacancies.id, vacancy.id)));
    expect(moved?.centerId).toBe(partner);
    // Now the partner's: this center's admin no longer manages it, the partner's host shows it.
    expect((await request(`/api/v1/organizations/${organization.id}`, { host: "partner.localhost" })).status).toBe(200);
    expect((await request(`/api/v1/organizations/${organization.id}`, { headers: await tokenHeadersFor("admin@demo.example") })).status).toBe(404);
  });

  it("refuses the own center, an unknown center and another tenant's center with a 422", async () => {
    const { request } = await testApi();
    const organization = await organizationOf({ status: "approved" });
    const { centerId } = await demoCenter();
    const { centerId: oldebroek } = await demoCenter("oldebroek.localhost");
    for (const target of [centerId, crypto.randomUUID(), oldebroek]) {
      const response = await request(`/api/v1/organizations/${organization.id}/move`, {
        method: "PUT",
        headers: await tokenHeadersFor("admin@demo.example"),
        json: moveBody(organization.id, target),
      });
      expect(response.status).toBe(422);
      expect((await response.json()).errors[0].source.pointer).toBe("/data/attributes/volunteer_center_id");
    }
    for (const [acceptLanguage, detail] of [
      ["nl", "Kies een andere centrale van deze samenwerking"],
      ["en", "Choose another center of this collaboration"],
    ] as const) {
      const response = await request(`/api/v1/organizations/${organization.id}/move`, {
        method: "PUT",
        headers: { ...(await tokenHeadersFor("admin@demo.example")), "accept-language": acceptLanguage },
        json: moveBody(organization.id, centerId),
      });
      expect((await response.json()).errors).toEqual([expect.objectContaining({ code: "invalid_center", detail })]);
    }
  });

  it("is for center roles only: 403 for the organization's own superuser", async () => {
    const { request } = await testApi();
    const headers = await tokenHeadersFor("organization_superuser@demo.example");
    const mine = (await (await request("/api/v1/current_organizations", { headers })).json()).data[0];
    const response = await request(`/api/v1/organizations/${mine.id}/move`, {
      method: "PUT",
      headers: await tokenHeadersFor("organization_superuser@demo.example"),
      json: moveBody(mine.id, await partnerCenterId()),
    });
    expect(response.status).toBe(403);
  });

  it("does not exist where enableOrganizationsMoving is off (404)", async () => {
    const { request } = await testApi();
    const organization = await organizationOf({ host: "oldebroek.localhost", status: "approved" });
    const response = await request(`/api/v1/organizations/${organization.id}/move`, {
      method: "PUT",
      host: "oldebroek.localhost",
      headers: await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost"),
      json: moveBody(organization.id, crypto.randomUUID()),
    });
    expect(response.status).toBe(404);
  });
});

describe("the organization's type in writes (issue 11: JSON:API reserves `type`)", () => {
  it("tells a client that still sends `type` in the attributes what to send instead", async () => {
    const { request } = await testApi();
    const headers = await tokenHeadersFor("admin@demo.example");
    const old = await request("/api/v1/organizations", { method: "POST", headers, json: createBody({ name: uniqueName("Oud"), type: "NonProfit" }) });
    expect(old.status).toBe(422);
    const error = (await old.json()).errors[0];
    expect(error).toMatchObject({ code: "renamed_attribute", source: { pointer: "/data/attributes/type" } });
    expect(error.detail).toBe("Het attribuut `type` heet nu `organization_type`: JSON:API reserveert `type` voor het soort resource. Stuur `organization_type`");
    const english = await request("/api/v1/organizations", {
      method: "POST",
      headers: { ...headers, "accept-language": "en" },
      json: createBody({ name: uniqueName("Oud"), type: "NonProfit" }),
    });
    expect((await english.json()).errors[0].detail).toBe(
      "The attribute `type` is now `organization_type`: JSON:API reserves `type` for the resource type. Send `organization_type` instead",
    );
    const created = await request("/api/v1/organizations", { method: "POST", headers, json: createBody({ name: uniqueName("Nieuw"), organization_type: "Company" }) });
    expect(created.status).toBe(201);
    const document = await created.json();
    expect(document.data.type).toBe("organizations");
    expect(document.data.attributes.organization_type).toBe("Company");
    expect(document.data.attributes).not.toHaveProperty("type");
  });
});
