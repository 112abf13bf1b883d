import type { APIRequestContext } from "@playwright/test";
import { digestUnsubscribeToken } from "~/modules/digest/unsubscribe.server";
import { apiSession } from "./manage";
import { activeUser } from "./users";

/** The unsubscribe link of a user's digest mail, signed with the e2e server's secret (playwright.config.ts). */
export const digestLinkOf = (userId: string) => `/periodieke-mail/afmelden/${digestUnsubscribeToken(userId, [process.env.E2E_SESSION_SECRET!])}`;

/** A new volunteer who chose Monday and Thursday, and a way to read their days back. */
export async function subscriber(request: APIRequestContext) {
  const user = await activeUser(request);
  const api = await apiSession(request, user.email);
  await api.call("PATCH", "/api/v1/current_user", { user: { digest_days: [1, 4] } });
  const digestDays = async () => (await api.call<{ data: { attributes: { digest_days: number[] } } }>("GET", "/api/v1/current_user")).data.attributes.digest_days;
  return { ...user, digestDays };
}
