import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/modules/db/factories.server";
import { mailOutbox, organizationMemberships } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { vacancyFixture, type Resource } from "../support/vacancies";

/*
 * Conversations about a volunteer pool profile (issue 13 with decision 038): an organization (for itself) or the
 * center's staff (for the center) start a thread with an opted-in volunteer of their center; the volunteer reads
 * and answers it in /conversations. Nobody else finds the profile or reads the thread: other organizations,
 * other centers of the tenant, other tenants, plain volunteers, tenants without the pool.
 */

type Doc<T = Resource> = { data: T; meta?: Record<string, unknown>; errors?: Array<{ status: string; code: string; source?: { pointer?: string } }> };
const json = async <T = Resource>(response: Response) => (await response.json()) as Doc<T>;

let t: TestApi;
let f: Awaited<ReturnType<typeof vacancyFixture>>;
const h: Record<string, Record<string, string>> = {};
const email = (name: string) => `${name}-${f.tag}@demo.example`.toLowerCase();
let idaProfile: string;
let ottoProfile: string;
let pietProfile: string;

const start = (who: string, attributes: Record<string, unknown>, host = "localhost") =>
  t.request("/api/v1/conversations", { method: "POST", headers: h[who], host, json: { data: { type: "conversations", attributes } } });
const reply = (who: string, id: string, body: string, host = "localhost") =>
  t.request(`/api/v1/conversations/${id}/messages`, { method: "POST", headers: h[who], host, json: { data: { type: "conversation_messages", attributes: { body } } } });
const saveProfile = (who: string, optedIn: boolean, host = "localhost") =>
  t.request("/api/v1/volunteer_profile", {
    method: "PATCH",
    headers: h[who],
    host,
    json: { data: { type: "volunteer_profiles", attributes: { opted_in: optedIn, skills: [`Koken${f.tag}`], postcode: "7311 AA", about: `Profiel ${f.tag}` } } },
  });

beforeAll(async () => {
  t = await testApi();
  f = await vacancyFixture();
  const [demo, partner] = await Promise.all([demoCenter(), demoCenter("partner.localhost")]);
  await demo.run(async (tx, base) => {
    await createUser(tx, { ...base, email: email("ida"), firstName: "Ida", lastName: `Pool ${f.tag}`, roles: ["volunteer"] });
    await createUser(tx, { ...base, email: email("otto"), firstName: "Otto", lastName: `Uit ${f.tag}`, roles: ["volunteer"] });
    await createUser(tx, { ...base, centerId: partner.centerId, email: email("piet"), firstName: "Piet", lastName: `Partner ${f.tag}`, roles: ["volunteer"] });
    const two = await createUser(tx, { ...base, email: email("two"), firstName: "Tineke", roles: ["organization_superuser"] });
    const other = await createUser(tx, { ...base, email: email("other"), firstName: "Anna", roles: ["organization_superuser"] });
    await tx.insert(organizationMemberships).values([
      { tenantId: demo.tenantId, organizationId: f.organizationId, userId: two.id },
      { tenantId: demo.tenantId, organizationId: f.otherOrganizationId, userId: two.id },
      { tenantId: demo.tenantId, organizationId: f.otherOrganizationId, userId: other.id },
    ]);
  });
  for (const name of ["ida", "otto", "two", "other"]) h[name] = await tokenHeadersFor(email(name));
  h.piet = await tokenHeadersFor(email("piet"), "partner.localhost");
  h.org = await tokenHeadersFor(f.orgUser);
  h.admin = await tokenHeadersFor("admin@demo.example");
  h.partnerAdmin = await tokenHeadersFor("admin@partner.example", "partner.localhost");
  h.oldebroek = await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost");
  h.meedoen = await tokenHeadersFor("admin@meedoen.example", "meedoen.localhost");
  idaProfile = (await json(await saveProfile("ida", true))).data.id;
  ottoProfile = (await json(await saveProfile("otto", false))).data.id;
  pietProfile = (await json(await saveProfile("piet", true, "partner.localhost"))).data.id;
});

describe("conversations about a volunteer profile", () => {
  let threadId: string;

  it("an organization user writes to an opted-in volunteer: the volunteer reads it in their inbox and is mailed a link", async () => {
    const response = await start("org", { subject: `Kook je mee? ${f.tag}`, body: "We zoeken een kok.<script>alert(1)</script>", volunteer_profile_id: idaProfile });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    threadId = created.id;
    expect(created.attributes).toMatchObject({ organization_id: f.organizationId, volunteer_profile_id: idaProfile, counterpart_name: `Ida Pool ${f.tag}`, vacancy_id: null });

    const inbox = await json<Resource[]>(await t.request("/api/v1/conversations", { headers: h.ida }));
    expect(inbox.data.map((c) => [c.id, c.attributes.counterpart_name, c.attributes.unread_count])).toEqual([[threadId, `Organisatie ${f.tag}`, 1]]);
    const messages = await json<Resource[]>(await t.request(`/api/v1/conversations/${threadId}/messages`, { headers: h.ida }));
    expect(messages.data.map((m) => m.attributes.body)).toEqual(["<p>We zoeken een kok.</p>"]);

    const mails = await (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email("ida"))));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(`Kook je mee? ${f.tag}`)]);
    expect(mails[0]!.text).toContain(`/conversations/${threadId}`);
  });

  it("the volunteer answers and the organization's users and the center read it; other organizations, centers and tenants get 404", async () => {
    expect((await reply("ida", threadId, "Ja, graag!")).status).toBe(201);
    for (const who of ["org", "two", "admin"]) {
      const found = await json<Resource[]>(await t.request(`/api/v1/conversations?filter[q]=${f.tag}`, { headers: h[who] }));
      expect(
        found.data.map((c) => c.id),
        who,
      ).toEqual([threadId]);
    }
    for (const [who, host] of [
      ["other", "localhost"],
      ["otto", "localhost"],
      ["piet", "partner.localhost"],
      ["partnerAdmin", "partner.localhost"],
      ["oldebroek", "oldebroek.localhost"],
    ] as const) {
      expect((await t.request(`/api/v1/conversations/${threadId}`, { headers: h[who], host })).status, who).toBe(404);
      expect((await reply(who, threadId, "Ik lees mee", host)).status, who).toBe(404);
    }
  });

  it("the center's admin writes for the center; a member of two organizations writes for the one asked for or the one they work in", async () => {
    const byCenter = (await json(await start("admin", { subject: `Van het centrum ${f.tag}`, body: "Hallo Ida", volunteer_profile_id: idaProfile }))).data;
    expect(byCenter.attributes).toMatchObject({ organization_id: null, counterpart_name: `Ida Pool ${f.tag}` });
    // The volunteer sees the center as the other side; the organization's users do not see the center's thread.
    const [asSeen] = (await json<Resource[]>(await t.request(`/api/v1/conversations?filter[q]=Van het centrum ${f.tag}`, { headers: h.ida }))).data;
    expect(asSeen?.attributes.counterpart_name).toEqual(expect.any(String));
    expect(asSeen?.attributes.counterpart_name).not.toBe(`Organisatie ${f.tag}`);
    expect(asSeen?.attributes.organization_id).toBeNull();
    expect((await t.request(`/api/v1/conversations/${byCenter.id}`, { headers: h.org })).status).toBe(404);

    const asked = (await json(await start("two", { subject: `Gevraagd ${f.tag}`, body: "Hoi", volunteer_profile_id: idaProfile, organization_id: f.otherOrganizationId }))).data;
    expect(asked.attributes.organization_id).toBe(f.otherOrganizationId);
    const current = await t.request("/api/v1/conversations", {
      method: "POST",
      headers: { ...h.two!, "Current-Organization-Id": f.otherOrganizationId },
      json: { data: { type: "conversations", attributes: { subject: `Huidig ${f.tag}`, body: "Hoi", volunteer_profile_id: idaProfile } } },
    });
    expect((await json(current)).data.attributes.organization_id).toBe(f.otherOrganizationId);
  });

  it("refuses profiles outside the writer's pool and writers who may not search it (422 on the field, nothing stored)", async () => {
    const refused = async (who: string, attributes: Record<string, unknown>, host = "localhost") => {
      const response = await start(who, { subject: `Geweigerd ${f.tag}`, body: "Hoi", ...attributes }, host);
      expect(response.status, `${who} ${JSON.stringify(attributes)}`).toBe(422);
      return (await json(response)).errors![0]!;
    };
    // Not opted in; another center of the same tenant; another tenant; a tenant without the pool.
    expect(await refused("org", { volunteer_profile_id: ottoProfile })).toMatchObject({ code: "not_found", source: { pointer: "/data/attributes/volunteer_profile_id" } });
    expect((await refused("org", { volunteer_profile_id: pietProfile })).code).toBe("not_found");
    expect((await refused("admin", { volunteer_profile_id: pietProfile })).code).toBe("not_found");
    expect((await refused("partnerAdmin", { volunteer_profile_id: idaProfile }, "partner.localhost")).code).toBe("not_found");
    expect((await refused("oldebroek", { volunteer_profile_id: idaProfile }, "oldebroek.localhost")).code).toBe("not_found");
    expect((await refused("meedoen", { volunteer_profile_id: idaProfile }, "meedoen.localhost")).code).toBe("not_found");
    // A volunteer does not search the pool; an organization the writer is not a member of.
    expect((await refused("otto", { volunteer_profile_id: idaProfile })).code).toBe("not_found");
    expect(await refused("org", { volunteer_profile_id: idaProfile, organization_id: f.otherOrganizationId })).toMatchObject({
      code: "invalid_organization",
      source: { pointer: "/data/attributes/organization_id" },
    });
    for (const [acceptLanguage, noProfile, organization] of [
      ["nl", "Dit vrijwilligersprofiel is niet (meer) te vinden", "Je kunt alleen namens je eigen organisatie schrijven"],
      ["en", "This volunteer profile cannot be found (any more)", "You can only write on behalf of your own organization"],
    ] as const) {
      const said = async (attributes: Record<string, unknown>) => {
        const response = await t.request("/api/v1/conversations", {
          method: "POST",
          headers: { ...h.org, "accept-language": acceptLanguage },
          json: { data: { type: "conversations", attributes: { subject: `Geweigerd ${f.tag}`, body: "Hoi", ...attributes } } },
        });
        return ((await response.json()) as { errors: Array<{ code: string; detail: string }> }).errors.map((e) => [e.code, e.detail]);
      };
      expect(await said({ volunteer_profile_id: ottoProfile })).toEqual([["not_found", noProfile]]);
      expect(await said({ volunteer_profile_id: idaProfile, organization_id: f.otherOrganizationId })).toEqual([["invalid_organization", organization]]);
    }
    const found = await json<Resource[]>(await t.request(`/api/v1/conversations?filter[q]=Geweigerd ${f.tag}`, { headers: h.admin }));
    expect(found.data).toEqual([]);
  });
});
