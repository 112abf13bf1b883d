import { readNameField, readPicked, redirectToChosen, resolveName, resolveNameFilter, type NameField, type NameFilterRead } from "~/lib/name-search.server";
import type { ApiClient } from "~/modules/api-client/client.server";
import { ORGANIZATION_FILTER_PARAMS, ORGANIZATION_NAME_PARAM } from "~/modules/vacancies/manage-schema";
import type { NamedOption, OrganizationFilter, UnresolvedName } from "./name-match";
import { loadOrganizationOption, organizationNames } from "./name-search.server";

/*
 * The organization a management page filters by or chooses (decision 052): center roles find one by name, so a
 * page loads the chosen organization's name instead of the center's hundreds; organization superusers choose among
 * their own few. Used by the vacancy lists, applications, users and analytics.
 */

/** Whether the user works for the whole center (admin, center superuser) or within organizations of their own. */
type Chooser = { centerRole: boolean };

/** Organizations a manager works for: the center's (center roles) or their own. */
export async function loadOrganizations(api: ApiClient, manager: Chooser): Promise<NamedOption[]> {
  const { data: organizations } = manager.centerRole
    ? await api.get<Array<{ id: string; name: string; status: string }>>("/api/v1/organizations", {
        // A filter's options need no more than the name and status of each organization.
        query: { "page[size]": 1000, "fields[organizations]": "name,status" },
      })
    : await api.get<Array<{ id: string; name: string; status: string }>>("/api/v1/current_organizations");
  return organizations.filter((o) => o.status !== "deleted").map((o) => ({ value: o.id, label: o.name }));
}

/** The organization filter of a list for this manager (see OrganizationFilter), with the chosen organization's name. */
export async function loadOrganizationFilter(api: ApiClient, manager: Chooser, chosenId: string | undefined): Promise<OrganizationFilter> {
  if (!manager.centerRole) return { kind: "select", options: await loadOrganizations(api, manager) };
  const chosen = chosenId ? await loadOrganizationOption(api, chosenId) : null;
  return { kind: "search", chosen, lost: Boolean(chosenId) && !chosen };
}

/**
 * A list's organization filter as its URL asks for it (`organization=<id>`, or for center roles a typed
 * `organizationName`), resolved as every name filter is (resolveNameFilter): a page with a second such filter (the
 * applications' vacancy) resolves both before one redirect (redirectToChosen). Organization users' select sends
 * only the id.
 */
export async function resolveOrganizationFilter(api: ApiClient, manager: Chooser, request: Request, chosenId: string | undefined): Promise<NameFilterRead> {
  if (!manager.centerRole) return { params: ORGANIZATION_FILTER_PARAMS, id: chosenId, unresolved: null, resolved: false };
  return resolveNameFilter(request, ORGANIZATION_FILTER_PARAMS, chosenId, organizationNames(api));
}

/**
 * A list's organization filter (resolveOrganizationFilter). A typed name that comes to one organization, or an
 * emptied field, redirects to the same list by id (or without the filter), so the list, its links and what goes on
 * from it use the id. A name that found several organizations or none is returned to be shown beside the field
 * (OrganizationNotice), and the list is then filtered by no organization: `organization` is what the list filters
 * by (loadOrganizationFilter gives the field its chosen organization's name, alongside the list's own calls).
 */
export async function readOrganizationFilter(
  api: ApiClient,
  manager: Chooser,
  request: Request,
  chosenId: string | undefined,
): Promise<{ organization: string | undefined; organizationName: UnresolvedName | null }> {
  const read = await resolveOrganizationFilter(api, manager, request, chosenId);
  redirectToChosen(request, [read]);
  return { organization: read.id, organizationName: read.unresolved };
}

/** The radio of a form's organization field that picks one of the several organizations a typed name found. */
export const ORGANIZATION_CHOICE_PARAM = "organizationChoice";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a form's organization field came to: an organization (or none: the field was emptied), or a name to choose by. */
export type OrganizationField = NameField;

/**
 * A form's organization field as a center user sent it (decision 052, readNameField): the organization chosen from
 * the suggestions (`idName`, JavaScript), one picked among several a typed name found (ORGANIZATION_CHOICE_PARAM),
 * or a typed name (ORGANIZATION_NAME_PARAM). Organization users' select sends only `idName`.
 */
export function readOrganizationField(api: ApiClient, formData: FormData, idName: string): Promise<OrganizationField> {
  return readNameField(formData, { idName, nameName: ORGANIZATION_NAME_PARAM, choiceName: ORGANIZATION_CHOICE_PARAM }, organizationNames(api));
}

/** A form's several organizations (center users): the checked ones, and the one a typed name adds. */
export type OrganizationsField = {
  ids: string[];
  /** Set when the form was sent to add an organization (a typed name, or one picked among several): it is shown again. */
  adding: { added: NamedOption | null; unresolved: UnresolvedName | null } | null;
};

/**
 * A form's several organizations as a center user sent them (decision 052): the checked ones (`idName`) and,
 * without JavaScript, a typed name (ORGANIZATION_NAME_PARAM) or one picked among several the name found
 * (ORGANIZATION_CHOICE_PARAM, unless another name was typed since: readPicked), which adds an organization: the
 * form is then shown again with it, not saved.
 */
export async function readOrganizationsField(api: ApiClient, formData: FormData, idName: string): Promise<OrganizationsField> {
  const ids = [...new Set(formData.getAll(idName).filter((id): id is string => typeof id === "string" && UUID.test(id)))];
  const picked = readPicked(formData, { nameName: ORGANIZATION_NAME_PARAM, choiceName: ORGANIZATION_CHOICE_PARAM });
  const typed = formData.get(ORGANIZATION_NAME_PARAM);
  let adding: OrganizationsField["adding"] = null;
  if (picked) {
    adding = { added: await loadOrganizationOption(api, picked), unresolved: null };
  } else if (typeof typed === "string" && typed.trim()) {
    const match = await resolveName(organizationNames(api), typed, undefined);
    if (match.kind === "one") adding = { added: match.option, unresolved: null };
    else if (match.kind !== "cleared") adding = { added: null, unresolved: { typed, match } };
  }
  const added = adding?.added;
  return { ids: added && !ids.includes(added.value) ? [...ids, added.value] : ids, adding };
}

/** The names of organizations by id, in that order (those in `known` are not asked again); gone ones left out. */
export async function loadNamedOrganizations(api: ApiClient, ids: readonly string[], known: readonly NamedOption[] = []): Promise<NamedOption[]> {
  const options = await Promise.all(ids.slice(0, 50).map((id) => known.find((o) => o.value === id) ?? loadOrganizationOption(api, id)));
  return options.filter((option): option is NamedOption => option !== null);
}
