import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";
import { createOrganizationWithVacancy } from "./manage";
import { activeUser, inviteUser } from "./users";

/*
 * Test data for the organization filters and choosers of the management pages (decision 052): two organizations
 * whose names share the test's tag, so typing the tag finds both and a word more finds one.
 */

type Created = { id: string; vacancyId: string };

/**
 * Two approved organizations of the demo center, `<club> <tag> Noord` and `<club> <tag> Zuid`, each with one
 * published vacancy of the title given. Zuid is made first: a list that shows Noord before Zuid orders by name,
 * not by when they were made.
 */
export async function noordAndZuid(request: APIRequestContext, club: string, tag: string, titles: { noord: string; zuid: string }) {
  const zuid = await createOrganizationWithVacancy(request, `${club} ${tag} Zuid`, titles.zuid);
  const noord = await createOrganizationWithVacancy(request, `${club} ${tag} Noord`, titles.noord);
  return { noord, zuid };
}

/** One application at each vacancy through the public API: Noor Visser at Noord's, Sven Smit at Zuid's. */
export async function oneApplicationEach(request: APIRequestContext, tag: string, { noord, zuid }: { noord: Created; zuid: Created }) {
  for (const [vacancyId, name] of [
    [noord.vacancyId, "Noor Visser"],
    [zuid.vacancyId, "Sven Smit"],
  ] as const) {
    const response = await request.post(`/api/v1/vacancies/${vacancyId}/applications`, {
      data: { data: { type: "applications", attributes: { name, email: `${name.split(" ")[0]!.toLowerCase()}.${tag}@example.nl`, message: "Graag!" } } },
    });
    expect(response.status()).toBe(201);
  }
}

/**
 * An organization superuser of both Noord and Zuid (their own few organizations: a select, decision 052), and one
 * more person in each, invited into it by the center: whose people the contact persons of a vacancy are.
 */
export async function superuserOfBoth(request: APIRequestContext, tag: string, { noord, zuid }: { noord: Created; zuid: Created }) {
  const user = await activeUser(request, { roles: ["organization_superuser"], organizationIds: [noord.id, zuid.id], firstName: "Olga", lastName: `Beide ${tag}` });
  const noordPerson = await inviteUser(request, { organizationIds: [noord.id], firstName: "Nina", lastName: `Noord ${tag}` });
  const zuidPerson = await inviteUser(request, { organizationIds: [zuid.id], firstName: "Zeno", lastName: `Zuid ${tag}` });
  return { user, noordPerson, zuidPerson };
}
