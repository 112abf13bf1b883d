import { beforeAll, describe, expect, it } from "vitest";
import { createVacancy } from "~/modules/db/factories.server";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { vacancyFixture, type Resource } from "../support/vacancies";

/*
 * The activity panel's list (issue 13, decision 033): an organization's users see their organization's activity
 * only (also when they ask for another organization), a center's admins their center's, other tenants and
 * volunteers none of it.
 */

type ListDoc = { data: Resource[]; meta: Record<string, unknown>; links: Record<string, string | null> };

let t: TestApi;
let f: Awaited<ReturnType<typeof vacancyFixture>>;
let member: Record<string, string>;
let centerAdmin: Record<string, string>;
let otherTenantAdmin: Record<string, string>;
let volunteer: Record<string, string>;
let otherVacancyId: string;
let ownApplicationId: string;
beforeAll(async () => {
  t = await testApi();
  f = await vacancyFixture();
  [member, centerAdmin, otherTenantAdmin, volunteer] = await Promise.all([
    tokenHeadersFor(f.orgUser),
    tokenHeadersFor("admin@demo.example"),
    tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost"),
    tokenHeadersFor("volunteer@demo.example"),
  ]);
  otherVacancyId = await (await demoCenter()).run((tx, base) =>
    createVacancy(tx, { ...base, organizationId: f.otherOrganizationId, title: `Elders ${f.tag}`, status: "published" }).then((v) => v.id),
  );
  const apply = async (vacancyId: string, name: string) => {
    const response = await t.request(`/api/v1/vacancies/${vacancyId}/applications`, {
      method: "POST",
      json: { name, email: `${name.toLowerCase()}-${f.tag}@example.nl`.toLowerCase(), phone_number: "", message: "Graag!" },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  ownApplicationId = await apply(f.fiets, "Esra");
  await apply(otherVacancyId, "Bram");
});

async function activityOf(headers: Record<string, string>, query = "", host = "localhost"): Promise<ListDoc> {
  const response = await t.request(`/api/v1/activities${query}`, { headers, host });
  expect(response.status).toBe(200);
  return (await response.json()) as ListDoc;
}

/** The entries about this test's own things (other tests add activity to the same center at the same time). */
const ours = (doc: ListDoc) => doc.data.filter((entry) => String(entry.attributes.title ?? "").includes(f.tag));

describe("activity", () => {
  it("shows an organization's users their organization's activity, newest first, with who and where", async () => {
    const doc = await activityOf(member, "?page[size]=50");
    const entries = ours(doc).map((entry) => entry.attributes);
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: "application_received", actor_name: "Esra", title: `Fietsmaatje ${f.tag}`, path: `/applications/${ownApplicationId}` }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ kind: "vacancy_created", title: `Fietsmaatje ${f.tag}`, path: `/vacancies/${f.fiets}` }));
    // Not another organization's, also when asked for it by Current-Organization-Id.
    expect(entries.filter((entry) => String(entry.title).startsWith("Elders"))).toEqual([]);
    const asked = await activityOf({ ...member, "current-organization-id": f.otherOrganizationId }, "?page[size]=50");
    expect(ours(asked).filter((entry) => String(entry.attributes.title).startsWith("Elders"))).toEqual([]);
    // Nor the center's: organizations signing up are the center's business.
    expect(entries.filter((entry) => entry.kind === "organization_signup")).toEqual([]);
    const times = doc.data.map((entry) => Date.parse(String(entry.attributes.created_at)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows a center's admin the whole center, paged", async () => {
    const entries = ours(await activityOf(centerAdmin, "?page[size]=50")).map((entry) => [entry.attributes.kind, entry.attributes.title]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ["application_received", `Fietsmaatje ${f.tag}`],
        ["application_received", `Elders ${f.tag}`],
        ["vacancy_created", `Elders ${f.tag}`],
        ["organization_signup", `Organisatie ${f.tag}`],
        ["organization_signup", `Andere ${f.tag}`],
      ]),
    );
    const first = await activityOf(centerAdmin, "?page[size]=2");
    expect(first.data).toHaveLength(2);
    expect(Number(first.meta.total)).toBeGreaterThan(2);
    expect(first.links.next).toContain("page[number]=2");
  });

  it("shows other tenants and volunteers none of it; visitors get 401", async () => {
    // Oldebroek's admin sees Oldebroek's own activity (the fixture's vacancy there), none of the demo center's.
    const theirs = ours(await activityOf(otherTenantAdmin, "?page[size]=50", "oldebroek.localhost")).map((entry) => String(entry.attributes.title));
    expect(theirs).toContain(`Oldebroek ${f.tag}`);
    expect(theirs.filter((title) => !title.startsWith("Oldebroek"))).toEqual([]);
    const none = await activityOf(volunteer);
    expect(none.data).toEqual([]);
    expect((await t.request("/api/v1/activities")).status).toBe(401);
  });
});
