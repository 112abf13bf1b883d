import type { APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD } from "./fixtures";
import { latestMail, linkIn } from "./mail";
import { apiSession } from "./manage";

/*
 * Users for the users pages' tests, made as a center would: the admin invites
 * (POST /api/v1/users) and the invitee accepts through the mailed link
 * (POST /api/v1/confirm with a password). Each test gets its own person.
 */

export const uniqueEmail = (prefix = "e2e") => `${prefix}-${Math.random().toString(36).slice(2, 10)}@demo.example`;

export async function inviteUser(
  request: APIRequestContext,
  { roles = ["volunteer"], organizationIds = [] as string[], firstName = "Test", lastName = "Gebruiker" } = {},
) {
  const email = uniqueEmail();
  const api = await apiSession(request);
  await api.call("POST", "/api/v1/users", {
    data: { type: "users", attributes: { email, first_name: firstName, last_name: lastName, roles, organization_ids: organizationIds } },
  });
  // The answer names no account (202 for every address, issue 16): the center's list does.
  const { data } = await api.call<{ data: Array<{ id: string }> }>("GET", `/api/v1/users?filter[q]=${encodeURIComponent(email)}`);
  return { id: data[0]!.id, email, name: `${firstName} ${lastName}` };
}

/** An invited user who accepted with the demo password: active, confirmed, able to sign in. */
export async function activeUser(request: APIRequestContext, options: Parameters<typeof inviteUser>[1] = {}) {
  const user = await inviteUser(request, options);
  const link = linkIn((await latestMail(user.email)).text, "/confirm");
  const token = new URL(link, "http://x").searchParams.get("confirmation_token");
  const response = await request.post("/api/v1/confirm", {
    data: { confirmation_token: token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, accept_terms: true },
  });
  if (!response.ok()) throw new Error(`accepting the invitation: ${response.status()} ${await response.text()}`);
  return user;
}
