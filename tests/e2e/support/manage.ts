import type { APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD } from "./fixtures";

/*
 * Test data for the management pages, made through the JSON:API as any
 * client would: a signed-in session that keeps the rotated token.
 */

export type ApiSession = { call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T> };

export async function apiSession(request: APIRequestContext, email = "admin@demo.example"): Promise<ApiSession> {
  const signIn = await request.post("/auth/sign_in", { data: { email, password: DEMO_PASSWORD } });
  const headers: Record<string, string> = Object.fromEntries(["access-token", "client", "uid"].map((name) => [name, signIn.headers()[name] ?? ""]));
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await request.fetch(path, { method, headers, data: body });
      const token = response.headers()["access-token"]?.trim();
      if (token) headers["access-token"] = token;
      if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
      return (response.status() === 204 ? null : await response.json()) as T;
    },
  };
}

/** A unique word for titles, so a search finds only this test's vacancies. */
export const uniqueTag = () => `Zq${Math.random().toString(36).slice(2, 10)}`;

/** Published vacancies of the admin's own organization (the demo center's). */
export async function createVacancies(request: APIRequestContext, titles: string[]): Promise<string[]> {
  const api = await apiSession(request);
  const { data: organization } = await api.call<{ data: { id: string } }>("GET", "/api/v1/current_organization");
  const ids: string[] = [];
  for (const title of titles) {
    const { data } = await api.call<{ data: { id: string } }>("POST", "/api/v1/vacancies", {
      data: { type: "vacancies", attributes: { title, status: "published", organization_id: organization.id, description: `<p>${title}</p>` } },
    });
    ids.push(data.id);
  }
  return ids;
}

/** A new approved organization of the demo center with one published vacancy. */
export async function createOrganizationWithVacancy(request: APIRequestContext, name: string, title: string): Promise<{ id: string; vacancyId: string }> {
  const api = await apiSession(request);
  const { data: organization } = await api.call<{ data: { id: string } }>("POST", "/api/v1/organizations", {
    data: { type: "organizations", attributes: { name, organization_type: "NonProfit", status: "approved" } },
  });
  const { data: vacancy } = await api.call<{ data: { id: string } }>("POST", "/api/v1/vacancies", {
    data: { type: "vacancies", attributes: { title, status: "published", organization_id: organization.id, description: `<p>${title}</p>` } },
  });
  return { id: organization.id, vacancyId: vacancy.id };
}
