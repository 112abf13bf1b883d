import { data, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import type { ApiClient } from "~/modules/api-client/client.server";
import { filterParams, MANAGED_STATUSES } from "~/modules/vacancies/manage-schema";
import { requireCurrentOrganization, requireUser, type SessionUser } from "~/modules/users/session-user.server";

/*
 * Shared by the management pages: who may use them, and the lists their
 * forms choose from — all through the API, as any client would.
 */

const MANAGER_ROLES = ["admin", "center_superuser", "organization_superuser"];
const CENTER_ROLES = ["admin", "center_superuser"];

export type Manager = SessionUser & { centerRole: boolean };

/** Whether the user handles responses and vacancies (the management pages); others see their own responses at /applications. */
export const isManager = (user: SessionUser) => user.roles.some((role) => MANAGER_ROLES.includes(role.name));

/** Vacancies and applications are managed by admins, center superusers and organization superusers. */
export async function requireManager(context: Readonly<RouterContextProvider>, request: Request): Promise<Manager> {
  const user = await requireUser(context, request);
  const roles = user.roles.map((role) => role.name);
  if (!roles.some((role) => MANAGER_ROLES.includes(role))) throw data({ message: "Forbidden" }, { status: 403 });
  const centerRole = roles.some((role) => CENTER_ROLES.includes(role));
  // An organization superuser manages within an organization: none gives 'Geen organisatie gevonden' (spec §2).
  if (!centerRole) await requireCurrentOrganization(context);
  return { ...user, centerRole };
}

export type Option = { value: string; label: string };

/** A success toast on the page the redirect leads to. */
export function flashSuccess(context: Readonly<RouterContextProvider>, key: string, options: Record<string, unknown> = {}) {
  const t = context.get(i18nContext).t;
  context.get(sessionContext).flash("toast", { color: "success", message: String(t(key, options)) });
}

export const apiOf = (context: Readonly<RouterContextProvider>) => context.get(apiContext);

/** How many vacancies each status has under the other filters (the API's status facet, one call). */
export async function countVacanciesByStatus(api: ApiClient, filter: Record<string, string>) {
  const { status: _status, ...rest } = filter;
  const { data } = await api.get<Array<{ id: string; vacancyCount: number }>>("/api/v1/vacancy_statuses", { query: filterParams(rest) });
  const found = new Map(data.map((row) => [row.id, row.vacancyCount]));
  return Object.fromEntries(MANAGED_STATUSES.map((status) => [status, found.get(status) ?? 0])) as Record<(typeof MANAGED_STATUSES)[number], number>;
}
