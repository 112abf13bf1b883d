import { data, redirect, type RouterContextProvider } from "react-router";
import { backTo } from "~/lib/back-to";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import type { ApiClient } from "~/modules/api-client/client.server";
import type { OrganizationFilter, UnresolvedName } from "~/modules/organizations/name-match";
import { loadOrganizationOption, resolveOrganizationName } from "~/modules/organizations/name-search.server";
import { filterParams, MANAGED_STATUSES, ORGANIZATION_NAME_PARAM, withChosenOrganization } from "~/modules/vacancies/manage-schema";
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

/** Organizations a manager works for: the center's (center roles) or their own. */
export async function loadOrganizations(api: ApiClient, manager: Pick<Manager, "centerRole">): Promise<Option[]> {
  const { data: organizations } = manager.centerRole
    ? await api.get<Array<{ id: string; name: string; status: string }>>("/api/v1/organizations", {
        // A filter's options need no more than the name and status of each organization.
        query: { "page[size]": 1000, "fields[organizations]": "name,status" },
      })
    : await api.get<Array<{ id: string; name: string; status: string }>>("/api/v1/current_organizations");
  return organizations.filter((o) => o.status !== "deleted").map((o) => ({ value: o.id, label: o.name }));
}

/** The organization filter of a list for this manager (see OrganizationFilter), with the chosen organization's name. */
export async function loadOrganizationFilter(api: ApiClient, manager: Pick<Manager, "centerRole">, chosenId: string | undefined): Promise<OrganizationFilter> {
  if (!manager.centerRole) return { kind: "select", options: await loadOrganizations(api, manager) };
  const chosen = chosenId ? await loadOrganizationOption(api, chosenId) : null;
  return { kind: "search", chosen, lost: Boolean(chosenId) && !chosen };
}

/**
 * A list's organization filter as its URL asks for it (`organization=<id>`, or for center roles a typed
 * `organizationName`). A typed name that comes to one organization, or an emptied field, redirects to the same
 * list by id (or without the filter), so the list, its links and what goes on from it use the id. A name that
 * found several organizations or none is returned to be shown beside the field (OrganizationNotice), and the list
 * is then filtered by no organization: `organization` is what the list filters by (loadOrganizationFilter gives
 * the field its chosen organization's name, alongside the list's own calls).
 */
export async function readOrganizationFilter(
  api: ApiClient,
  manager: Pick<Manager, "centerRole">,
  request: Request,
  chosenId: string | undefined,
): Promise<{ organization: string | undefined; organizationName: UnresolvedName | null }> {
  const typed = manager.centerRole ? new URL(request.url).searchParams.get(ORGANIZATION_NAME_PARAM) : null;
  const match = typed === null ? null : await resolveOrganizationName(api, typed, chosenId);
  if (match?.kind === "one" || match?.kind === "cleared") {
    const page = new URL(backTo(request), request.url);
    const search = withChosenOrganization(page.searchParams, match.kind === "one" ? match.organization.value : undefined);
    throw redirect(`${page.pathname}${search ? `?${search}` : ""}`);
  }
  const organizationName = typed !== null && match ? { typed, match } : null;
  return { organization: organizationName ? undefined : chosenId, organizationName };
}

type UserRow = { id: string; fullName?: string; firstName?: string; lastName?: string; email: string };
const personLabel = (u: UserRow) => `${u.fullName || [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email} (${u.email})`;

/** Contact persons: the users of an organization (spec §7 `filter[organization_id_eq]`), or all the manager may see. */
export async function loadContactPersons(api: ApiClient, organizationId?: string): Promise<Option[]> {
  const { data: users } = await api.get<UserRow[]>("/api/v1/users", {
    query: { "page[size]": 1000, ...(organizationId ? { "filter[organization_id_eq]": organizationId } : {}) },
  });
  return users.map((u) => ({ value: u.id, label: personLabel(u) })).sort((a, b) => a.label.localeCompare(b.label));
}

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
