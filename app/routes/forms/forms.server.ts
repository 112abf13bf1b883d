import type { RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import type { ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { requireUser } from "~/modules/users/session-user.server";
import type { BuilderForm } from "./types";

/* What the form builder's pages share on the server: the API, toasts and API errors on fields. */

export const apiOf = (context: Readonly<RouterContextProvider>) => context.get(apiContext);

/** A success toast on the page the redirect leads to. */
export function flashSuccess(context: Readonly<RouterContextProvider>, key: string, options: Record<string, unknown> = {}) {
  flashMessage(context, String(context.get(i18nContext).t(key, options)));
}

export function flashMessage(context: Readonly<RouterContextProvider>, message: string) {
  context.get(sessionContext).flash("toast", { color: "success", message });
}

export async function loadForm(context: Readonly<RouterContextProvider>, id: string) {
  const { data: form } = await apiOf(context).get<BuilderForm>(`/api/v1/forms/${id}`, { query: { include: "questions" } });
  return form;
}

/** `/data/attributes/organization_id` → "organizationId"; answers/<id> → "<id>". */
function fieldOfPointer(pointer: string | undefined): string | null {
  const parts = pointer?.replace(/^\/data\/attributes\//, "").split("/") ?? [];
  const name = parts[0] === "answers" ? parts[1] : parts[0];
  return name ? name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : null;
}

/** A 422 of the API shown on the form: errors with a pointer on their field (an answer's on its question), the rest above it. */
export const FORM_ERRORS = { fieldOf: fieldOfPointer } satisfies ApiFormErrorOptions;

const CENTER_ROLES = ["admin", "center_superuser"];

/**
 * The organizations a form may belong to, for the select: any of the
 * center's for center roles, the user's own otherwise. The API checks again.
 */
export async function loadOrganizationOptions(context: Readonly<RouterContextProvider>, request: Request) {
  const user = await requireUser(context, request);
  const centerRole = user.roles.some((role) => CENTER_ROLES.includes(role.name));
  const api = apiOf(context);
  const { data: organizations } = centerRole
    ? await api.get<Array<{ id: string; name: string; status: string }>>("/api/v1/organizations", { query: { "page[size]": 1000, "filter[status]": "approved" } })
    : await api.get<Array<{ id: string; name: string; status: string }>>("/api/v1/current_organizations");
  return {
    organizationRequired: !centerRole,
    organizations: organizations.map((o) => ({ value: o.id, label: o.name })).sort((a, b) => a.label.localeCompare(b.label, "nl")),
  };
}
