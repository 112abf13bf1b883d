import type { APIRequestContext } from "@playwright/test";
import { apiSession } from "./manage";
import { noordAndZuid, oneApplicationEach } from "./organization-filter";

/*
 * A center with more vacancies than a select could hold: the applications' vacancy filter used to offer the
 * first hundred managed vacancies by title, so a vacancy whose title sorts after a hundred others could not be
 * chosen (decision 056).
 */

/** At least `count` vacancies the demo admin manages, topping up what other tests made with vacancies of its own organization. */
async function atLeastManagedVacancies(request: APIRequestContext, count: number) {
  const api = await apiSession(request);
  const { meta } = await api.call<{ meta: { total: number } }>("GET", "/api/v1/vacancies?filter[scope]=managed&page[size]=1");
  if (meta.total >= count) return;
  const { data: organization } = await api.call<{ data: { id: string } }>("GET", "/api/v1/current_organization");
  for (let index = meta.total; index < count; index++) {
    await api.call("POST", "/api/v1/vacancies", {
      data: { type: "vacancies", attributes: { title: `Aanvulling ${index}`, status: "draft", organization_id: organization.id, description: "<p>Aanvulling</p>" } },
    });
  }
}

/** Whether a vacancy is among the first hundred the admin manages, by title (what the select offered). */
export async function amongFirstHundredByTitle(request: APIRequestContext, vacancyId: string): Promise<boolean> {
  const api = await apiSession(request);
  const { data } = await api.call<{ data: Array<{ id: string }> }>("GET", "/api/v1/vacancies?filter[scope]=managed&sort=title&page[size]=100&fields[vacancies]=title");
  return data.some((vacancy) => vacancy.id === vacancyId);
}

/**
 * Two organizations `Zwemclub <tag> Noord` and `… Zuid`, each with a published vacancy titled `Zzz <tag> Noord` /
 * `… Zuid` (after a hundred other managed vacancies by title) that one person responded to: Noor Visser and Sven Smit.
 */
export async function vacanciesBeyondTheFirstHundred(request: APIRequestContext, tag: string) {
  await atLeastManagedVacancies(request, 102);
  const created = await noordAndZuid(request, "Zwemclub", tag, { noord: `Zzz ${tag} Noord`, zuid: `Zzz ${tag} Zuid` });
  await oneApplicationEach(request, tag, created);
  return created;
}
