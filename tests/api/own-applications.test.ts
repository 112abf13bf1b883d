import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/modules/db/factories.server";
import { organizationMemberships } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { vacancyFixture, type Resource } from "../support/vacancies";

/*
 * A volunteer's own responses (issue 13, spec §2 /applications): `filter[mine]=true` lists only the signed-in
 * user's responses — also for someone who handles an organization's — with `mine` on each, and "ask a question"
 * starts a conversation about one. Others' responses stay out of it.
 */

type Doc<T = Resource> = { data: T; meta?: Record<string, unknown>; errors?: Array<{ code: string }> };
const json = async <T = Resource>(response: Response) => (await response.json()) as Doc<T>;

let t: TestApi;
let f: Awaited<ReturnType<typeof vacancyFixture>>;
const h: Record<string, Record<string, string>> = {};
const email = (name: string) => `${name}-${f.tag}@demo.example`.toLowerCase();

const respond = (who: string, vacancyId: string, message: string) =>
  t.request(`/api/v1/vacancies/${vacancyId}/applications`, {
    method: "POST",
    headers: h[who],
    json: { data: { type: "applications", attributes: { name: `${who} ${f.tag}`, email: email(who), message } } },
  });
const mine = async (who: string, query = "") => json<Resource[]>(await t.request(`/api/v1/applications?filter[mine]=true${query}`, { headers: h[who] }));

beforeAll(async () => {
  t = await testApi();
  f = await vacancyFixture();
  await (await demoCenter()).run(async (tx, base) => {
    await createUser(tx, { ...base, email: email("vera"), firstName: "Vera", roles: ["volunteer"] });
    await createUser(tx, { ...base, email: email("wim"), firstName: "Wim", roles: ["volunteer"] });
    // A volunteer who also works for the organization: handles its responses, and has one of their own.
    const both = await createUser(tx, { ...base, email: email("both"), firstName: "Bo", roles: ["volunteer", "organization_superuser"] });
    await tx.insert(organizationMemberships).values({ tenantId: base.tenantId, organizationId: f.organizationId, userId: both.id });
  });
  for (const who of ["vera", "wim", "both"]) h[who] = await tokenHeadersFor(email(who));
  h.org = await tokenHeadersFor(f.orgUser);
});

describe("a volunteer's own responses", () => {
  let fietsId: string;

  it("lists only the signed-in user's responses, newest first, with vacancy, status and date", async () => {
    fietsId = (await json(await respond("vera", f.fiets, "Ik fiets graag"))).data.id;
    const cafeId = (await json(await respond("vera", f.cafe, "Koffie schenken"))).data.id;
    await respond("wim", f.fiets, "Ik ook");
    const found = await mine("vera");
    expect(found.data.map((a) => [a.id, a.attributes.vacancy_title, a.attributes.status, a.attributes.mine])).toEqual([
      [cafeId, expect.stringContaining(f.tag), null, true],
      [fietsId, `Fietsmaatje ${f.tag}`, null, true],
    ]);
    expect(found.meta).toMatchObject({ total: 2 });
    expect(found.data[0]!.attributes.created_at).toEqual(expect.any(String));
  });

  it("shows the organization's decision to the volunteer", async () => {
    const decided = await t.request(`/api/v1/applications/${fietsId}`, {
      method: "PATCH",
      headers: h.org,
      json: { data: { type: "applications", id: fietsId, attributes: { status: "accepted" } } },
    });
    expect(decided.status).toBe(200);
    const found = await mine("vera");
    expect(found.data.find((a) => a.id === fietsId)?.attributes.status).toBe("accepted");
    const one = await json(await t.request(`/api/v1/applications/${fietsId}`, { headers: h.vera }));
    expect(one.data.attributes).toMatchObject({ mine: true, can_manage: false, status: "accepted" });
  });

  it("keeps a handler's own responses apart from those they handle", async () => {
    const own = (await json(await respond("both", f.cafe, "Ik help zelf ook"))).data.id;
    expect((await mine("both")).data.map((a) => a.id)).toEqual([own]);
    // Without the filter they list everything they handle (the managers' page), and `mine` tells them apart.
    const all = await json<Resource[]>(await t.request(`/api/v1/applications?filter[q]=${f.tag}&page[size]=100`, { headers: h.both }));
    expect(all.data.length).toBeGreaterThan(1);
    expect(all.data.filter((a) => a.attributes.mine).map((a) => a.id)).toEqual([own]);
    expect((await mine("org")).data).toEqual([]);
    expect((await t.request("/api/v1/applications?filter[mine]=yes", { headers: h.vera })).status).toBe(400);
  });

  it("another volunteer cannot read it; its volunteer asks a question about it in a conversation with the organization", async () => {
    expect((await t.request(`/api/v1/applications/${fietsId}`, { headers: h.wim })).status).toBe(404);
    const started = await t.request("/api/v1/conversations", {
      method: "POST",
      headers: h.vera,
      json: { data: { type: "conversations", attributes: { subject: `Vraag over mijn reactie ${f.tag}`, body: "Wanneer begin ik?", application_id: fietsId } } },
    });
    expect(started.status).toBe(201);
    expect((await json(started)).data.attributes).toMatchObject({ application_id: fietsId, organization_id: f.organizationId, volunteer_id: expect.any(String) });
    const atOrganization = await json<Resource[]>(await t.request(`/api/v1/conversations?filter[q]=Vraag over mijn reactie ${f.tag}`, { headers: h.org }));
    expect(atOrganization.data).toHaveLength(1);
    const byWim = await t.request("/api/v1/conversations", {
      method: "POST",
      headers: h.wim,
      json: { data: { type: "conversations", attributes: { subject: "Hoi", body: "Hoi", application_id: fietsId } } },
    });
    expect(byWim.status).toBe(422);
  });
});
