import { describe, expect, it } from "vitest";
import { createOrganization } from "~/modules/db/factories.server";
import { demoCenter, testApi, tokenHeadersFor } from "../support/api";

/** The writing calls for organizations of spec §7, with their exact methods, paths and bodies. */
async function pendingOrganization(host = "localhost") {
  return (await demoCenter(host)).run((tx, ids) =>
    createOrganization(tx, { ...ids, name: `Buurthuis ${crypto.randomUUID()}`, type: "NonProfit", status: "pending" }),
  );
}

const statusBody = (id: string, status: string) => ({ data: { type: "organizations", id, attributes: { status } } });

describe("PUT /api/v1/organizations/{id}/approve", () => {
  it("lets the center approve a pending organization; the public then sees it", async () => {
    const { request } = await testApi();
    const organization = await pendingOrganization();
    expect((await request(`/api/v1/organizations/${organization.id}`)).status).toBe(404);
    const response = await request(`/api/v1/organizations/${organization.id}/approve`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: statusBody(organization.id, "approved"),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.attributes.status).toBe("approved");
    expect((await request(`/api/v1/organizations/${organization.id}`)).status).toBe(200);
  });

  it("refuses an unknown status with a 422 pointing at it", async () => {
    const { request } = await testApi();
    const organization = await pendingOrganization();
    const response = await request(`/api/v1/organizations/${organization.id}/approve`, {
      method: "PUT",
      headers: await tokenHeadersFor("center_superuser@demo.example"),
      json: statusBody(organization.id, "fantastic"),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors[0].source.pointer).toBe("/data/attributes/status");
  });

  it("is not for organization users or volunteers, and another center's organization is 404", async () => {
    const { request } = await testApi();
    const organization = await pendingOrganization();
    const asOrgUser = await request(`/api/v1/organizations/${organization.id}/approve`, {
      method: "PUT",
      headers: await tokenHeadersFor("organization_superuser@demo.example"),
      json: statusBody(organization.id, "approved"),
    });
    expect(asOrgUser.status).toBe(404);
    const partners = await pendingOrganization("partner.localhost");
    const asOtherCenter = await request(`/api/v1/organizations/${partners.id}/approve`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: statusBody(partners.id, "approved"),
    });
    expect(asOtherCenter.status).toBe(404);
  });
});

describe("PUT /api/v1/organizations/{id}", () => {
  it("changes the status with the same body, and denies", async () => {
    const { request } = await testApi();
    const organization = await pendingOrganization();
    const response = await request(`/api/v1/organizations/${organization.id}`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: statusBody(organization.id, "denied"),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.attributes.status).toBe("denied");
  });

  it("answers 409 when the body's id is another organization's", async () => {
    const { request } = await testApi();
    const organization = await pendingOrganization();
    const response = await request(`/api/v1/organizations/${organization.id}`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: statusBody(crypto.randomUUID(), "approved"),
    });
    expect(response.status).toBe(409);
    expect((await response.json()).errors[0]).toMatchObject({ code: "id_mismatch", detail: "De id in de body is niet de id in de URL", source: { pointer: "/data/id" } });
    const english = await request(`/api/v1/organizations/${organization.id}`, {
      method: "PUT",
      headers: { ...(await tokenHeadersFor("admin@demo.example")), "accept-language": "en" },
      json: statusBody(crypto.randomUUID(), "approved"),
    });
    expect((await english.json()).errors[0]).toMatchObject({ code: "id_mismatch", detail: "The id in the body does not match the URL" });
  });

  it("does not let a member approve their own organization", async () => {
    const { request } = await testApi();
    const headers = await tokenHeadersFor("organization_superuser@demo.example");
    const mine = (await (await request("/api/v1/current_organizations", { headers })).json()).data[0];
    const response = await request(`/api/v1/organizations/${mine.id}`, {
      method: "PUT",
      headers: await tokenHeadersFor("organization_superuser@demo.example"),
      json: statusBody(mine.id, "archived"),
    });
    expect(response.status).toBe(403);
  });
});

describe("the phone number and postcode of an organization (the sign-up's rules)", () => {
  it("refuses a phone number and a postcode the sign-up refuses, on PUT and POST, with a 422 pointing at each", async () => {
    const { request } = await testApi();
    const organization = await pendingOrganization();
    const headers = await tokenHeadersFor("admin@demo.example");
    const bad = { phone_number: "zz", address: { postal_code: "ABCD" } };
    const updated = await request(`/api/v1/organizations/${organization.id}`, {
      method: "PUT",
      headers,
      json: { data: { type: "organizations", id: organization.id, attributes: bad } },
    });
    expect(updated.status).toBe(422);
    const pointers = (body: { errors: { source: { pointer: string } }[] }) => body.errors.map((error) => error.source.pointer).sort();
    expect(pointers(await updated.json())).toEqual(["/data/attributes/address/postal_code", "/data/attributes/phone_number"]);
    const created = await request("/api/v1/organizations", {
      method: "POST",
      headers,
      json: { data: { type: "organizations", attributes: { name: `Buurthuis ${crypto.randomUUID()}`, organization_type: "NonProfit", ...bad } } },
    });
    expect(created.status).toBe(422);
    expect(pointers(await created.json())).toEqual(["/data/attributes/address/postal_code", "/data/attributes/phone_number"]);
  });

  it("takes a phone number and postcode as people write them, and empties", async () => {
    const { request } = await testApi();
    const organization = await pendingOrganization();
    const response = await request(`/api/v1/organizations/${organization.id}`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "organizations", id: organization.id, attributes: { phone_number: "+31 (0)55-123 45 67", address: { postal_code: "7311aa" } } } },
    });
    expect(response.status).toBe(200);
    const cleared = await request(`/api/v1/organizations/${organization.id}`, {
      method: "PUT",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "organizations", id: organization.id, attributes: { phone_number: null, address: { postal_code: null } } } },
    });
    expect(cleared.status).toBe(200);
  });
});

describe("DELETE /api/v1/organizations/{id}", () => {
  it("deletes softly: afterwards the organization is 404 for everyone", async () => {
    const { request } = await testApi();
    const organization = await pendingOrganization();
    const headers = await tokenHeadersFor("admin@demo.example");
    expect((await request(`/api/v1/organizations/${organization.id}`, { headers })).status).toBe(200);
    const response = await request(`/api/v1/organizations/${organization.id}`, { method: "DELETE", headers: await tokenHeadersFor("admin@demo.example") });
    expect(response.status).toBe(204);
    expect((await request(`/api/v1/organizations/${organization.id}`, { headers: await tokenHeadersFor("admin@demo.example") })).status).toBe(404);
  });

  it("is 401 without sign-in", async () => {
    const { request } = await testApi();
    const organization = await pendingOrganization();
    expect((await request(`/api/v1/organizations/${organization.id}`, { method: "DELETE" })).status).toBe(401);
  });
});
