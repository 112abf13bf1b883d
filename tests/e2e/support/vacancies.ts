import type { APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD } from "./fixtures";

/** devise_token_auth headers of a demo user, for asking the JSON:API what the pages did. */
export async function apiHeaders(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post("/auth/sign_in", { data: { email, password: DEMO_PASSWORD } });
  const headers = response.headers();
  return { "access-token": headers["access-token"]!, client: headers["client"]!, uid: headers["uid"]! };
}

/** The id of a vacancy of the demo center (not its partner's namesake), found by its title through the API. */
export async function vacancyId(request: APIRequestContext, title: string, status = "published"): Promise<string> {
  const headers = await apiHeaders(request, "admin@demo.example");
  const response = await request.get(`/api/v1/vacancies?filter[q]=${encodeURIComponent(title)}&filter[status]=${status}&filter[scope]=managed`, { headers });
  const body = (await response.json()) as { data: Array<{ id: string; attributes: { title: string } }> };
  const found = body.data.find((vacancy) => vacancy.attributes.title === title);
  if (!found) throw new Error(`No ${status} vacancy '${title}'`);
  return found.id;
}

export async function applicationsOf(request: APIRequestContext, email: string): Promise<number> {
  const headers = await apiHeaders(request, "admin@demo.example");
  const response = await request.get(`/api/v1/applications?filter[q]=${encodeURIComponent(email)}`, { headers });
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}
