import { expect } from "vitest";
import { tokenHeadersFor, type TestApi } from "./api";

/** Sets the languages a center offers, as its admin (PATCH /volunteer_centers/current/settings on the center's host). */
export async function setCenterLanguages(t: TestApi, host: string, adminEmail: string, languages: string[]) {
  const response = await t.request("/api/v1/volunteer_centers/current/settings", {
    method: "PATCH",
    host,
    headers: await tokenHeadersFor(adminEmail, host),
    json: { data: { type: "volunteer_center_settings", attributes: { languages } } },
  });
  expect(response.status).toBe(200);
}
