import { beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createUser } from "~/modules/db/factories.server";
import { volunteerProfileReplies, volunteerProfiles } from "~/modules/db/schema";
import { flattenDocument, type JsonApiDocument } from "~/modules/api-client/flatten";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";

/*
 * Spec §3 Volunteer profile reply: sender and volunteer as relationships of GET /api/v1/profile_replies, beside the
 * attributes of before; an include shows the volunteer the sender's name only, never the sender's account.
 */
const tag = crypto.randomUUID().slice(0, 8);
const f = {
  volunteerId: "",
  volunteerEmail: `reply-volunteer-${tag}@demo.example`,
  senderId: "",
  senderEmail: `reply-sender-${tag}@demo.example`,
  organizationId: "",
  profileId: "",
  withSender: "",
  withoutSender: "",
};

type Identifier = { type: string; id: string };
type Resource = Identifier & { attributes: Record<string, unknown>; relationships?: Record<string, { data: Identifier | null }> };

let api: TestApi;
let volunteer: Record<string, string>;

beforeAll(async () => {
  api = await testApi();
  await (await demoCenter()).run(async (tx, base) => {
    const user = await createUser(tx, { ...base, email: f.volunteerEmail, firstName: "Vera", lastName: `Vrijwilliger ${tag}`, roles: ["volunteer"] });
    const sender = await createUser(tx, {
      ...base,
      email: f.senderEmail,
      firstName: "Sanne",
      lastName: `Afzender ${tag}`,
      roles: ["organization_superuser"],
      phoneNumber: "0612345678",
    });
    const organization = await createOrganization(tx, { ...base, name: `Stichting ${tag}`, type: "NonProfit", status: "pending", memberIds: [sender.id] });
    const [profile] = await tx.insert(volunteerProfiles).values({ tenantId: base.tenantId, userId: user.id, optedIn: true }).returning({ id: volunteerProfiles.id });
    const reply = (values: { senderId: string | null; body: string; createdAt: Date }) =>
      tx
        .insert(volunteerProfileReplies)
        .values({ tenantId: base.tenantId, volunteerId: user.id, volunteerProfileId: profile!.id, organizationId: organization.id, ...values })
        .returning({ id: volunteerProfileReplies.id })
        .then(([row]) => row!.id);
    f.withSender = await reply({ senderId: sender.id, body: "Welkom bij ons", createdAt: new Date("2026-11-02T10:00:00Z") });
    f.withoutSender = await reply({ senderId: null, body: "Van een verdwenen account", createdAt: new Date("2026-11-01T10:00:00Z") });
    Object.assign(f, { volunteerId: user.id, senderId: sender.id, organizationId: organization.id, profileId: profile!.id });
  });
  volunteer = await tokenHeadersFor(f.volunteerEmail);
});

describe("GET /api/v1/profile_replies relationships", () => {
  it("names the sender, the volunteer, the profile and the organization by identifiers, and keeps the attributes of before", async () => {
    const response = await api.request("/api/v1/profile_replies", { headers: volunteer });
    expect(response.status).toBe(200);
    const document = (await response.json()) as { data: Resource[]; included?: unknown };
    expect(document.included).toBeUndefined();
    const [sent, orphan] = document.data;
    expect(sent!.id).toBe(f.withSender);
    expect(sent!.relationships).toEqual({
      sender_user: { data: { type: "users", id: f.senderId } },
      volunteer: { data: { type: "users", id: f.volunteerId } },
      volunteer_profile: { data: { type: "volunteer_profiles", id: f.profileId } },
      organization: { data: { type: "organizations", id: f.organizationId } },
    });
    expect(sent!.attributes).toMatchObject({ sender: `Sanne Afzender ${tag}`, sender_id: f.senderId, volunteer_id: f.volunteerId, organization_id: f.organizationId });
    expect(orphan!.id).toBe(f.withoutSender);
    // A to-one relationship without a resource is data: null (JSON:API 1.1 resource linkage), as everywhere in this API.
    expect(orphan!.relationships!.sender_user).toEqual({ data: null });
    expect(orphan!.relationships!.volunteer).toEqual({ data: { type: "users", id: f.volunteerId } });
    expect(orphan!.attributes).toMatchObject({ sender: null, sender_id: null });
  });

  it("includes the sender and the volunteer with their names only — nothing of the sender's account the volunteer may not read", async () => {
    const response = await api.request("/api/v1/profile_replies?include=sender_user,volunteer", { headers: volunteer });
    expect(response.status).toBe(200);
    const text = await response.text();
    const document = JSON.parse(text) as { included: Resource[] };
    const byId = new Map(document.included.map((resource) => [resource.id, resource]));
    expect(document.included).toHaveLength(2);
    expect(byId.get(f.senderId)).toEqual({
      type: "users",
      id: f.senderId,
      attributes: { first_name: "Sanne", last_name: `Afzender ${tag}`, full_name: `Sanne Afzender ${tag}`, name: `Sanne Afzender ${tag}` },
    });
    expect(byId.get(f.volunteerId)!.attributes).toEqual({
      first_name: "Vera",
      last_name: `Vrijwilliger ${tag}`,
      full_name: `Vera Vrijwilliger ${tag}`,
      name: `Vera Vrijwilliger ${tag}`,
    });
    expect(text).not.toContain(f.senderEmail);
    expect(text).not.toContain("0612345678");
    // The users resource itself stays closed to the volunteer.
    expect((await api.request(`/api/v1/users/${f.senderId}`, { headers: volunteer })).status).toBe(404);
  });

  it("flattens for a client as before, with the related users resolved beside the sender's name", async () => {
    const document = (await (await api.request("/api/v1/profile_replies?include=sender_user,volunteer", { headers: volunteer })).json()) as JsonApiDocument;
    const { data } = flattenDocument<Array<Record<string, unknown>>>(document);
    expect(data[0]).toMatchObject({
      sender: `Sanne Afzender ${tag}`,
      senderUser: { type: "users", id: f.senderId, fullName: `Sanne Afzender ${tag}` },
      volunteer: { type: "users", id: f.volunteerId, firstName: "Vera" },
    });
    expect(data[1]).toMatchObject({ sender: null, senderUser: null, volunteer: { type: "users", id: f.volunteerId } });
  });

  it("takes sparse fieldsets of the included users and refuses other includes", async () => {
    const response = await api.request("/api/v1/profile_replies?include=sender_user&fields[users]=name&fields[volunteer_profile_replies]=body,sender_user", { headers: volunteer });
    expect(response.status).toBe(200);
    const document = (await response.json()) as { data: Resource[]; included: Resource[] };
    expect(document.included.map((resource) => resource.attributes)).toEqual([{ name: `Sanne Afzender ${tag}` }]);
    expect(Object.keys(document.data[0]!.relationships!)).toEqual(["sender_user"]);
    for (const include of ["organization", "volunteer_profile", "sender"]) {
      const refused = await api.request(`/api/v1/profile_replies?include=${include}`, { headers: volunteer });
      expect(refused.status, include).toBe(400);
    }
  });

  it("are in the OpenAPI document", async () => {
    const document = await (await api.request("/api/docs.json")).json();
    const schema = document.components.schemas.VolunteerProfileReplies;
    expect(Object.keys(schema.properties.relationships.properties)).toEqual(["sender_user", "volunteer", "volunteer_profile", "organization"]);
    expect(schema.properties.attributes.properties).toHaveProperty("sender");
    expect(document.components.schemas.ReplyPersons.properties.attributes.properties).not.toHaveProperty("email");
    const names = (document.paths["/api/v1/profile_replies"].get.parameters as Array<{ name?: string; description?: string }>).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["include", "fields[users]", "fields[volunteer_profile_replies]"]));
  });
});
