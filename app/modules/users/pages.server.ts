import { data, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import type { ApiClient } from "~/modules/api-client/client.server";
import { attributeOrRelationshipField, codeMessages, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { USER_ROLES, type UserRole } from "./form-schema";
import { grantableRoles, mayChangeRoles, mayManageAccount } from "./permissions";
import { requireUser, type SessionUser } from "./session-user.server";

/*
 * What the users pages share: who may use them, the user as the API gives it,
 * and how API 422s land on their forms. Permissions come from ./permissions, the rules
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


/**
 * Organizations an organization superuser may choose from: their own. Center roles search the center's by name
 * (decision 052), so none are loaded for them.
 */
export async function loadOrganizationOptions(api: ApiClient, manager: UserManager) {
  if (manager.centerRole) return [];
  const { data: organizations } = await api.get<Array<{ id: string; name: string; status: string }>>("/api/v1/current_organizations");
  return organizations
    .filter((o) => o.status !== "deleted")
    .map((o) => ({ value: o.id, label: o.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The words of the API's refusals on the users forms: "taken" and an organization that is not the center's
 * ("unknown_organization": tampered, or gone since the page was loaded) in their own words; the API's for the rest.
 */
export const userApiMessage = codeMessages("users:apiErrors", ["taken", "unknown_organization"]);

/** An API 422 on the users forms: `/data/attributes/x` on field x, a relationship on `<name>Id`; in the words of userApiMessage. */
export const USER_FORM_ERRORS = { fieldOf: attributeOrRelationshipField, message: userApiMessage } satisfies ApiFormErrorOptions;

export function flash(context: Readonly<RouterContextProvider>, color: "success" | "danger", key: string, options: Record<string, unknown> = {}) {
  const t = context.get(i18nContext).t;
  context.get(sessionContext).flash("toast", { color, message: String(t(key, options)) });
}

export const apiOf = (context: Readonly<RouterContextProvider>) => context.get(apiContext);
