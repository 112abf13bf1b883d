import type { Submission } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import type { ApiClient } from "~/modules/api-client/client.server";
import { asApiError } from "~/modules/api-client/client.server";
import { USER_ROLES, type UserRole } from "./form-schema";
import { grantableRoles, mayChangeRoles, mayManageAccount } from "./permissions";
import { requireUser, type SessionUser } from "./session-user.server";

/*
 * What the users pages share: who may use them, the user as the API gives it,
 * and API 422s on form fields. Permissions come from ./permissions, the rules
 * the API enforces, so a page only offers what the API will accept.
 */

const MANAGER_ROLES = ["admin", "center_superuser", "organization_superuser"];
const CENTER_ROLES = ["admin", "center_superuser"];

export type UserManager = SessionUser & { roleNames: string[]; centerRole: boolean; isAdmin: boolean };

export type UserItem = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phoneNumber: string | null;
  jobTitle: string | null;
  gender: "male" | "female" | "other" | null;
  status: "active" | "invited" | "inactive" | "archived";
  signupMethod: "signed_up" | "created_by_admin" | "imported" | "unknown";
  confirmed: boolean;
  createdAt: string;
  roles?: Array<{ id: string; name: UserRole }>;
  organizations?: Array<{ id: string; name: string }>;
};

/** The users pages are for admins, center superusers and organization superusers (the API narrows what they see). */
export async function requireUserManager(context: Readonly<RouterContextProvider>, request: Request): Promise<UserManager> {
  const user = await requireUser(context, request);
  const roleNames = user.roles.map((role) => role.name);
  if (!roleNames.some((role) => MANAGER_ROLES.includes(role))) throw data({ message: "Forbidden" }, { status: 403 });
  return { ...user, roleNames, centerRole: roleNames.some((role) => CENTER_ROLES.includes(role)), isAdmin: roleNames.includes("admin") };
}

export const grantableBy = (manager: UserManager): UserRole[] => grantableRoles({ id: manager.id, roles: manager.roleNames }, USER_ROLES);

/** What the manager may do with this user, by the same rules as the API. */
export function permissionsOn(manager: UserManager, user: UserItem) {
  const actor = { id: manager.id, roles: manager.roleNames };
  const target = { id: user.id, roles: (user.roles ?? []).map((role) => role.name) };
  const grantable = grantableBy(manager).filter((role) => mayChangeRoles(actor, target, role, USER_ROLES));
  const manages = mayManageAccount(actor, target);
  return {
    manageAccount: manages,
    editProfile: manages || manager.id === user.id || manager.roleNames.includes("organization_superuser"),
    changeRoles: grantable.length > 0,
    grantable,
    resend: !user.confirmed && (manager.centerRole || manager.roleNames.includes("organization_superuser")),
    // Admins sign in as anyone of their center but other admins (spec §6), once the account can sign in.
    impersonate: manager.isAdmin && manager.id !== user.id && !target.roles.includes("admin") && user.confirmed && user.status !== "archived" && user.status !== "inactive",
  };
}

export async function loadUser(api: ApiClient, id: string): Promise<UserItem> {
  const { data: user } = await api.get<UserItem>(`/api/v1/users/${encodeURIComponent(id)}`, { query: { include: "roles,organizations" } });
  return user;
}


/** Organizations the manager may choose from: the center's (center roles) or their own. */
export async function loadOrganizationOptions(api: ApiClient, manager: UserManager) {
  const { data: organizations } = manager.centerRole
    ? await api.get<Array<{ id: string; name: string; status: string }>>("/api/v1/organizations", { query: { "page[size]": 1000 } })
    : await api.get<Array<{ id: string; name: string; status: string }>>("/api/v1/current_organizations");
  return organizations
    .filter((o) => o.status !== "deleted")
    .map((o) => ({ value: o.id, label: o.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const snakeToCamel = (name: string) => name.replace(/_([a-z])/g, (_, char: string) => char.toUpperCase());

/** A 422 of the API on the form: errors with a `/data/attributes/x` pointer on field x, the rest above the form. */
export function replyWithApiErrors<T>(submission: Submission<T>, thrown: unknown, fields: readonly string[]) {
  const error = asApiError(thrown);
  if (!error || error.status !== 422) throw thrown;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const e of error.errors) {
    const parts = e.source?.pointer?.split("/").filter(Boolean) ?? [];
    // An attribute's field has its name; a relationship's is `<name>Id` (as readAttributes reads it).
    const attribute = parts[0] === "data" && parts[2] ? (parts[1] === "attributes" ? snakeToCamel(parts[2]) : parts[1] === "relationships" ? `${snakeToCamel(parts[2])}Id` : null) : null;
    const message = e.code === "taken" ? "users:apiErrors.taken" : e.detail || e.title;
    if (attribute && fields.includes(attribute)) (fieldErrors[attribute] ??= []).push(message);
    else formErrors.push(message);
  }
  return data(submission.reply({ fieldErrors, formErrors }), { status: 422 });
}

export function flash(context: Readonly<RouterContextProvider>, color: "success" | "danger", key: string, options: Record<string, unknown> = {}) {
  const t = context.get(i18nContext).t;
  context.get(sessionContext).flash("toast", { color, message: String(t(key, options)) });
}

export const apiOf = (context: Readonly<RouterContextProvider>) => context.get(apiContext);
