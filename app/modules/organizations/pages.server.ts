import { data, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { asApiError, type ApiClient } from "~/modules/api-client/client.server";
import { apiMessage, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { requireUser, type SessionUser } from "~/modules/users/session-user.server";
import { organizationFieldOfPointer } from "./manage-schema";

/*
 * Shared by the organization pages: who may use them, toasts, and API errors
 * on forms — all through the API, as any client would.
 */

const CENTER_ROLES = ["admin", "center_superuser"];

export const isCenterRole = (user: SessionUser | null) => !!user?.roles.some((role) => CENTER_ROLES.includes(role.name));

/** The organization pages that manage the center's organizations are for admins and center superusers. */
export async function requireCenterRole(context: Readonly<RouterContextProvider>, request: Request): Promise<SessionUser> {
  const user = await requireUser(context, request);
  if (!isCenterRole(user)) throw data({ message: "Forbidden" }, { status: 403 });
  return user;
}

/** Whether the user is an organization superuser of this organization (members edit their own organization). */
export async function superuserOf(api: ApiClient, user: SessionUser, organizationId: string): Promise<boolean> {
  if (!user.roles.some((role) => role.name === "organization_superuser")) return false;
  const { data: mine } = await api.get<Array<{ id: string }>>("/api/v1/current_organizations");
  return mine.some((organization) => organization.id === organizationId);
}

export const apiOf = (context: Readonly<RouterContextProvider>) => context.get(apiContext);

export function toast(context: Readonly<RouterContextProvider>, color: "success" | "danger", key: string, options: Record<string, unknown> = {}) {
  const t = context.get(i18nContext).t;
  context.get(sessionContext).flash("toast", { color, message: String(t(key, options)) });
}

/** A failed call as a danger toast (4xx), or thrown on (5xx, not an API error). */
export function toastFailure(context: Readonly<RouterContextProvider>, thrown: unknown) {
  const error = asApiError(thrown);
  if (!error || error.status >= 500) throw thrown;
  toast(context, "danger", "organizations:failed", { detail: error.message });
}

const KNOWN_CODES: Record<string, string> = { profile_not_for_type: "organizations:form.profileNotForType" };

/** A 422 of the API on the organization form: errors with a pointer on their field, the rest above the form. */
export const ORGANIZATION_FORM_ERRORS = { fieldOf: organizationFieldOfPointer, message: (e) => KNOWN_CODES[e.code] ?? apiMessage(e) } satisfies ApiFormErrorOptions;

export { backTo } from "~/lib/back-to";
