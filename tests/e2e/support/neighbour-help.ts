import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";
import { apiSession } from "./manage";

/** A request for company asked through the API (by `email`, tagged with `tag`) and approved by the center: public. */
export async function approvedRequest(request: APIRequestContext, tag: string, email: string) {
  const created = await request.post("/api/v1/neighbour_help_requests", {
    data: { data: { type: "neighbour_help_requests", attributes: { direction: "ask", kind: "p2p", category: "company", description: `Wie drinkt koffie met me? (${tag})`, postcode: "8091 AB", name: `Axel Vraag ${tag}`, email } } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const admin = await apiSession(request);
  await admin.call("PATCH", `/api/v1/neighbour_help_reviews/${id}`, { data: { type: "neighbour_help_requests", id, attributes: { status: "approved" } } });
  return id;
}
