import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "~/modules/db/factories.server";
import { mailOutbox } from "~/modules/db/schema";
import { DEMO_PASSWORD, demoCenter, testApi, tokenHeadersFor } from "../support/api";
import { allDelivered } from "../support/outbox";
import { vacancyFixture } from "../support/vacancies";

/** The writing calls for users of spec §7, with their exact methods, paths and bodies. */
const unique = () => `${crypto.randomUUID().slice(0, 8)}@demo.example`;

async function demoUser(roles: Array<"volunteer" | "mentor" | "admin"> = ["volunteer"]) {
  const email = unique();
  const user = await (await demoCenter()).run((tx, ids) =>
    createUser(tx, { ...ids, email, password: DEMO_PASSWORD, firstName: "Test", roles }),
  );
  return { ...user, email };
}

/** The id of the account an invitation made: the answer does not name it (202 for every address). */
async function invitedId(email: string): Promise<string> {
  const { request } = await testApi();
  const listed = await request(`/api/v1/users?filter[q]=${encodeURIComponent(email)}`, { headers: await tokenHeadersFor("admin@demo.example") });
  const [user] = (await listed.json()).data as Array<{ id: string }>;
  return user!.id;
}

async function outboxFor(email: string) {
  return (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email))).then(allDelivered);
}

describe("POST /api/v1/users", () => {
  it("invites a user with roles and organizations and mails a confirmation link", async () => {
    const { request } = await testApi();
    const email = unique();
    const response = await request("/api/v1/users", {
      method: "POST",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "user", attributes: { email, first_name: "Fleur", last_name: "de Vries", roles: ["mentor"] } } },
    });
    expect(response.status).toBe(202);
    const listed = await request(`/api/v1/users?filter[q]=${encodeURIComponent(email)}&include=roles`, { headers: await tokenHeadersFor("admin@demo.example") });
    const document = await listed.json();
    expect(document.data).toHaveLength(1);
    expect(document.data[0].attributes).toMatchObject({ email, status: "invited", signup_method: "created_by_admin" });
    expect(document.included.map((r: { id: string }) => r.id)).toContain("mentor");
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe("Je bent uitgenodigd voor Volunteerly");
    expect(mail?.text).toMatch(/localhost\/confirm\?confirmation_token=/);
  });

  it("invites in English with a link to the English page", async () => {
    const { request } = await testApi();
    const email = unique();
    const response = await request("/api/v1/users", {
      method: "POST",
      headers: { ...(await tokenHeadersFor("admin@demo.example")), "accept-language": "en" },
      json: { data: { type: "user", attributes: { email, first_name: "Fleur", last_name: "de Vries", roles: ["mentor"] } } },
    });
    expect(response.status).toBe(202);
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe("You are invited to Volunteerly");
    expect(mail?.text).toMatch(/localhost\/en\/confirm\?confirmation_token=/);
  });

  it("refuses an e-mail address that has an account, and roles the inviter may not grant", async () => {
    const { request } = await testApi();
    const taken = await request("/api/v1/users", {
      method: "POST",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "user", attributes: { email: "mentor@demo.example", first_name: "X", roles: ["mentor"] } } },
    });
    expect(taken.status).toBe(422);
    const promote = await request("/api/v1/users", {
      method: "POST",
      headers: await tokenHeadersFor("center_superuser@demo.example"),
      json: { data: { type: "user", attributes: { email: unique(), first_name: "X", roles: ["admin"] } } },
    });
    expect(promote.status).toBe(403);
    const volunteer = await request("/api/v1/users", {
      method: "POST",
      headers: await tokenHeadersFor("volunteer@demo.example"),
      json: { data: { type: "user", attributes: { email: unique(), first_name: "X", roles: ["volunteer"] } } },
    });
    expect(volunteer.status).toBe(403);
  });
});

describe("PATCH /api/v1/current_user", () => {
  it("changes one's own profile", async () => {
    const { request } = await testApi();
    const user = await demoUser();
    const response = await request("/api/v1/current_user", {
      method: "PATCH",
      headers: await tokenHeadersFor(user.email),
      json: { user: { first_name: "Gijs", digest_days: [1, 4] } },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.attributes).toMatchObject({ first_name: "Gijs", digest_days: [1, 4] });
  });

  it("cannot raise one's own rights or move tenants (no mass assignment)", async () => {
    const { request } = await testApi();
    const user = await demoUser();
    for (const user_ of [{ roles: ["admin"] }, { role: "admin" }, { status: "active" }, { tenant_id: crypto.randomUUID() }, { center_id: crypto.randomUUID() }]) {
      const response = await request("/api/v1/current_user", { method: "PATCH", headers: await tokenHeadersFor(user.email), json: { user: user_ } });
      expect(response.status).toBe(422);
    }
    const me = await request("/api/v1/current_user?include=roles", { headers: await tokenHeadersFor(user.email) });
    expect((await me.json()).included.map((r: { id: string }) => r.id)).toEqual(["volunteer"]);
  });
});

describe("PATCH and DELETE /api/v1/users/{id}", () => {
  it("lets the center deactivate a user, who then cannot use their sessions", async () => {
    const { request } = await testApi();
    const user = await demoUser();
    const session = await tokenHeadersFor(user.email);
    const response = await request(`/api/v1/users/${user.id}`, {
      method: "PATCH",
      headers: await tokenHeadersFor("center_superuser@demo.example"),
      json: { data: { type: "users", id: user.id, attributes: { status: "inactive" } } },
    });
    expect(response.status).toBe(200);
    expect((await request("/api/v1/current_user", { headers: session })).status).toBe(401);
  });

  it("does not let a volunteer change someone else, nor a center superuser an admin", async () => {
    const { request } = await testApi();
    const user = await demoUser();
    const other = await request(`/api/v1/users/${user.id}`, {
      method: "PATCH",
      headers: await tokenHeadersFor("volunteer@demo.example"),
      json: { data: { type: "users", attributes: { first_name: "Hacked" } } },
    });
    expect(other.status).toBe(404);
    const admin = await demoUser(["admin"]);
    const response = await request(`/api/v1/users/${admin.id}`, {
      method: "DELETE",
      headers: await tokenHeadersFor("center_superuser@demo.example"),
    });
    expect(response.status).toBe(403);
  });

  it("archives on DELETE and refuses deleting oneself; another center's user is 404", async () => {
    const { request } = await testApi();
    const user = await demoUser();
    expect((await request(`/api/v1/users/${user.id}`, { method: "DELETE", headers: await tokenHeadersFor("admin@demo.example") })).status).toBe(204);
    const after = await request(`/api/v1/users/${user.id}`, { headers: await tokenHeadersFor("admin@demo.example") });
    expect((await after.json()).data.attributes.status).toBe("archived");
    const adminId = (await (await request("/api/v1/current_user", { headers: await tokenHeadersFor("admin@demo.example") })).json()).data.id;
    expect((await request(`/api/v1/users/${adminId}`, { method: "DELETE", headers: await tokenHeadersFor("admin@demo.example") })).status).toBe(403);
    const partnerId = (await (await request("/api/v1/current_user", { host: "partner.localhost", headers: await tokenHeadersFor("volunteer@partner.example", "partner.localhost") })).json()).data.id;
    expect((await request(`/api/v1/users/${partnerId}`, { method: "DELETE", headers: await tokenHeadersFor("admin@demo.example") })).status).toBe(404);
  });
});

describe("PUT add_role and DELETE remove_role", () => {
  it("adds and removes a role", async () => {
    const { request } = await testApi();
    const user = await demoUser();
    const added = await request(`/api/v1/users/${user.id}/add_role`, { method: "PUT", headers: await tokenHeadersFor("admin@demo.example"), json: { role: "mentor" } });
    expect(added.status).toBe(200);
    expect((await added.json()).included.filter((r: { type: string }) => r.type === "roles").map((r: { id: string }) => r.id).sort()).toEqual(["mentor", "volunteer"]);
    const removed = await request(`/api/v1/users/${user.id}/remove_role`, {
      method: "DELETE",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { attributes: { role: "volunteer" } } },
    });
    expect((await removed.json()).included.filter((r: { type: string }) => r.type === "roles").map((r: { id: string }) => r.id)).toEqual(["mentor"]);
  });

  it("never on oneself, never admin by a center superuser, and unknown roles are 422", async () => {
    const { request } = await testApi();
    const user = await demoUser();
    const selfId = (await (await request("/api/v1/current_user", { headers: await tokenHeadersFor("center_superuser@demo.example") })).json()).data.id;
    expect((await request(`/api/v1/users/${selfId}/add_role`, { method: "PUT", headers: await tokenHeadersFor("center_superuser@demo.example"), json: { role: "admin" } })).status).toBe(403);
    expect((await request(`/api/v1/users/${user.id}/add_role`, { method: "PUT", headers: await tokenHeadersFor("center_superuser@demo.example"), json: { role: "admin" } })).status).toBe(403);
    expect((await request(`/api/v1/users/${user.id}/add_role`, { method: "PUT", headers: await tokenHeadersFor("admin@demo.example"), json: { role: "king" } })).status).toBe(422);
  });
});

describe("confirmation", () => {
  it("resends the instructions to an unconfirmed user and POST /api/v1/confirm confirms once", async () => {
    const { request } = await testApi();
    const email = unique();
    const created = await request("/api/v1/users", {
      method: "POST",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "user", attributes: { email, first_name: "Hatice", roles: ["volunteer"] } } },
    });
    expect(created.status, await created.text()).toBe(202);
    const id = await invitedId(email);
    const resent = await request(`/api/v1/users/${id}/resend_confirmation_instructions`, { method: "POST", headers: await tokenHeadersFor("admin@demo.example") });
    expect(resent.status).toBe(200);
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(2);
    const token = /confirmation_token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
    // An invited user has no password yet: confirming sets one (tests/api/user-invitation.test.ts).
    const accept = { confirmation_token: token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, accept_terms: true };
    const confirmed = await request("/api/v1/confirm", { method: "POST", json: accept });
    expect(confirmed.status).toBe(200);
    expect((await request("/api/v1/confirm", { method: "POST", json: accept })).status).toBe(422);
    const again = await request(`/api/v1/users/${id}/resend_confirmation_instructions`, { method: "POST", headers: await tokenHeadersFor("admin@demo.example") });
    expect(again.status).toBe(422);
  });
});

describe("POST /api/v1/users by the admin of a partner center (issue 16)", () => {
  it("answers an address with an account at another center as a new address; only its own center's accounts are taken", async () => {
    const { request } = await testApi();
    const headers = await tokenHeadersFor("admin@partner.example", "partner.localhost");
    const invite = (email: string, organizationIds: string[] = []) =>
      request("/api/v1/users", {
        method: "POST",
        host: "partner.localhost",
        headers,
        json: { data: { type: "users", attributes: { email, first_name: "Noor", last_name: "Bakker", roles: ["volunteer"], organization_ids: organizationIds } } },
      });
    const answer = async (response: Response, email: string) => ({ status: response.status, body: (await response.text()).replaceAll(email, "<e-mail>") });
    const fresh = unique();
    const known = await answer(await invite("mentor@demo.example"), "mentor@demo.example");
    expect(known).toEqual(await answer(await invite(fresh), fresh));
    expect(known.status).toBe(202);
    // A refusal is the same for both too: an organization of another center is checked before the address.
    const f = await vacancyFixture();
    const other = unique();
    const refusedKnown = await answer(await invite("volunteer@demo.example", [f.organizationId]), "volunteer@demo.example");
    expect(refusedKnown.status).toBe(422);
    expect(refusedKnown).toEqual(await answer(await invite(other, [f.organizationId]), other));
    // The owner at the other center is told by mail; the new address got its invitation.
    const demo = await demoCenter();
    const ownerMails = await demo.run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, "mentor@demo.example")));
    expect(ownerMails.some((mail) => mail.subject.includes("al een account"))).toBe(true);
    const [invited] = await demo.run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, fresh)));
    expect(invited?.text).toMatch(/\/confirm\?confirmation_token=/);
    // An account of the partner center's own, which its admin lists anyway, is refused as taken.
    const own = await invite("volunteer@partner.example");
    expect(own.status).toBe(422);
    expect((await own.json()).errors[0]).toMatchObject({ code: "taken", detail: "Dit e-mailadres hoort al bij een account", source: { pointer: "/data/attributes/email" } });
    const english = await request("/api/v1/users", {
      method: "POST",
      host: "partner.localhost",
      headers: { ...headers, "accept-language": "en" },
      json: { data: { type: "users", attributes: { email: "volunteer@partner.example", first_name: "Noor", last_name: "Bakker", roles: ["volunteer"] } } },
    });
    expect((await english.json()).errors[0]).toMatchObject({ code: "taken", detail: "This e-mail address already has an account" });
  });
});

describe("POST /api/v1/users by an organization superuser (issue 18, item 10)", () => {
  it("answers every invitation alike, so it tells nothing of accounts elsewhere; an existing account's owner is told by mail", async () => {
    const { request } = await testApi();
    const f = await vacancyFixture();
    const headers = await tokenHeadersFor(f.orgUser);
    const invite = (email: string) =>
      request("/api/v1/users", {
        method: "POST",
        headers,
        json: { data: { type: "users", attributes: { email, first_name: "Noor", last_name: "Bakker", roles: ["volunteer"], organization_ids: [f.organizationId] } } },
      });
    const fresh = unique();
    const answers = [];
    for (const email of [fresh, "volunteer@partner.example", "mentor@demo.example"]) {
      const response = await invite(email);
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers[0]!.status).toBe(202);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);

    const [invited] = await outboxFor(fresh);
    expect(invited?.text).toMatch(/\/confirm\?confirmation_token=/);
    const partnerMails = await (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, "volunteer@partner.example")));
    expect(partnerMails.some((mail) => mail.subject.includes("al een account"))).toBe(true);
  });
});
