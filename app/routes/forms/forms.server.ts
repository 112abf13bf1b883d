import type { RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext, tenancyContext } from "~/middleware/context";
import { codeKeys, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { unresolvedNameError, type NamedOption, type UnresolvedName } from "~/modules/organizations/name-match";
import { loadOrganizationOption } from "~/modules/organizations/name-search.server";
import { readOrganizationField } from "~/modules/organizations/organization-filter.server";
import { languagesOffered } from "~/modules/tenancy/tenancy.server";
import { requireUser, type SessionUser } from "~/modules/users/session-user.server";
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

/**
 * A 422 of the API shown on the form: errors with a pointer on their field (an answer's on its question), the rest above
 * it; a form key used for another form's answers in words of the respondent's language.
 */
export const FORM_ERRORS = { fieldOf: fieldOfPointer, message: codeKeys({ idempotency_key_reused: "forms:fill.keyReused" }) } satisfies ApiFormErrorOptions;

const CENTER_ROLES = ["admin", "center_superuser"];

/**
 * The organizations a form may belong to: organization members choose among their own (a select); center roles
 * search the center's by name (decision 052), so none are loaded for them.
 */
export async function loadOrganizationOptions(context: Readonly<RouterContextProvider>, request: Request) {
  const user = await requireUser(context, request);
  if (isCenterUser(user)) return { centerRole: true, organizationRequired: false, organizations: [] as NamedOption[] };
  const { data: organizations } = await apiOf(context).get<Array<{ id: string; name: string; status: string }>>("/api/v1/current_organizations");
  return {
    centerRole: false,
    organizationRequired: true,
    organizations: organizations.map((o) => ({ value: o.id, label: o.name })).sort((a, b) => a.label.localeCompare(b.label, "nl")),
  };
}

const isCenterUser = (user: SessionUser) => user.roles.some((role) => CENTER_ROLES.includes(role.name));

/**
 * The center's contact form in each language the center offers, made before the forms list shows them (decision
 * 067): a center user finds the English one to word before any visitor has asked for it.
 */
export async function ensureContactForms(context: Readonly<RouterContextProvider>, request: Request) {
  if (!isCenterUser(await requireUser(context, request))) return;
  for (const locale of languagesOffered(context.get(tenancyContext))) await apiOf(context).get("/api/v1/contact_form", { query: { locale } });
}

/** A center user's organization field as the action read it, to show again when the form comes back. */
export type OrganizationFieldState = { chosen: NamedOption | null; unresolved: UnresolvedName | null };

/**
 * The details form's organization as a center user sent it (readOrganizationField): the form data to validate,
 * with the resolved organization in `organizationId`, and, when it comes back, what the field shows (`state`) and
 * the error of a name that chose no organization. Organization members' select is sent as it is.
 */
export async function readDetailsOrganization(context: Readonly<RouterContextProvider>, request: Request, formData: FormData) {
  const user = await requireUser(context, request);
  if (!isCenterUser(user)) return { formData, error: null, state: async () => null };
  const api = apiOf(context);
  const field = await readOrganizationField(api, formData, "organizationId");
  const resolved = new FormData();
  for (const [name, value] of formData) if (name !== "organizationId") resolved.append(name, value);
  if (field.kind === "chosen" && field.id) resolved.set("organizationId", field.id);
  const error = field.kind === "unresolved" ? unresolvedNameError(field.unresolved) : null;
  /** Loads the chosen organization's name only when the form comes back and the name was not loaded anyway. */
  const state = async (): Promise<OrganizationFieldState> =>
    field.kind === "unresolved"
      ? { chosen: null, unresolved: field.unresolved }
      : { chosen: field.option ?? (field.id ? await loadOrganizationOption(api, field.id) : null), unresolved: null };
  return { formData: resolved, error, state };
}
