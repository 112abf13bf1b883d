import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { z } from "zod";
import type { NameField } from "~/lib/name-search.server";
import type { ApiClient } from "~/modules/api-client/client.server";
import { NO_ORGANIZATION } from "~/modules/errors/catalogue";
import type { NamedOption, OrganizationFilter, UnresolvedName } from "~/modules/organizations/name-match";
import { loadOrganizationOption } from "~/modules/organizations/name-search.server";
import { loadOrganizations, readOrganizationField } from "~/modules/organizations/organization-filter.server";
import { loadContactPersons, loadPersonOption } from "~/modules/users/person-search.server";
import { SHOWN_ORGANIZATION_PARAM, VACANCY_ORGANIZATION_INTENT } from "./manage-schema";

/*
 * Which organization a new vacancy is for (decision 058): its people are the contact persons offered, and changing
 * it shows the vacancy form again, with everything typed, instead of saving. Center roles find the organization by
 * name (a center has hundreds, decision 052); organization users choose among their own.
 */

/** Whether the user works for the whole center (admin, center superuser) or within organizations of their own. */
type Chooser = { centerRole: boolean };

/** How the add page offers the organization, the one its form is for (none yet: a typed name to choose by), and its people. */
export type AddOrganization = { choice: OrganizationFilter; organization: NamedOption | null; contacts: NamedOption[] };

/**
 * The organization the add page opens for: the one its URL asks for (`chosen`), else the one the user works in (the
 * selected one, spec §4), else (center roles) the center's first. A typed name that found several organizations or
 * none (`organizationName`), or a chosen one that is gone, leaves center roles without one: the form waits for a
 * choice. An organization user with no organization gets 'Geen organisatie gevonden'.
 */
export async function loadAddOrganization(
  api: ApiClient,
  manager: Chooser,
  { chosen, organizationName }: { chosen: string | undefined; organizationName: UnresolvedName | null },
): Promise<AddOrganization> {
  let choice: OrganizationFilter;
  let organization: NamedOption | null;
  if (manager.centerRole) {
    const found = chosen ? await loadOrganizationOption(api, chosen) : null;
    const lost = Boolean(chosen) && !found;
    organization = found ?? (organizationName || lost ? null : await defaultOrganization(api, await currentOrganizationId(api)));
    choice = { kind: "search", chosen: organizationName ? null : organization, lost };
  } else {
    const options = await loadOrganizations(api, manager);
    if (options.length === 0) throw data({ message: NO_ORGANIZATION }, { status: 403 });
    const currentId = chosen && options.some((o) => o.value === chosen) ? chosen : await currentOrganizationId(api);
    organization = options.find((o) => o.value === currentId) ?? options[0]!;
    choice = { kind: "select", options };
  }
  return { choice, organization, contacts: organization ? await loadContactPersons(api, organization.value) : [] };
}

/** The organization the user works in (the selected one, spec §4), or null when they have none. */
const currentOrganizationId = (api: ApiClient) =>
  api
    .get<{ id: string }>("/api/v1/current_organization")
    .then((r) => r.data.id)
    .catch(() => null);

/** The organization a center user adds for when they chose none: the one they work in, else the center's first. */
async function defaultOrganization(api: ApiClient, currentId: string | null): Promise<NamedOption> {
  const current = currentId ? await loadOrganizationOption(api, currentId) : null;
  if (current) return current;
  const { rows } = await api.getPage<{ id: string; name: string }>("/api/v1/organizations", { query: { "page[size]": 1, "fields[organizations]": "name" } });
  if (!rows[0]) throw data({ message: NO_ORGANIZATION }, { status: 403 });
  return { value: rows[0].id, label: rows[0].name };
}

/** A change of the new vacancy's organization: the form is shown again for `organization`, with its people. */
export type OrganizationChange = {
  organization: NamedOption;
  contacts: NamedOption[];
  /**
   * The contact person chosen who is not of the new organization, by id, to name them as dropped; null when none was
   * chosen, they are of it, the organization stays, or the caller cannot see them. Read by id, not from the people of
   * the organization shown: that list may have changed since the form was shown (and is up to 1000 people).
   */
  droppedContact: NamedOption | null;
  /** A typed name (center roles, no JavaScript) that found several organizations or none: the organization stays. */
  unresolved: UnresolvedName | null;
  changed: boolean;
};

/**
 * The organization asked for in the vacancy form, when it is not the one the form was shown for (or its button was
 * pressed): the form is then shown again for it, with its people as contact persons, instead of saving. A typed name
 * (center roles, no JavaScript) that found several or none keeps the organization shown, the name to choose by beside
 * the field. Null: save the vacancy for the organization shown. Organization users only choose among their own, whose
 * list names both the shown and the wanted one (nothing more is read by id).
 */
export async function readOrganizationChange(api: ApiClient, manager: Chooser, formData: FormData): Promise<OrganizationChange | null> {
  const asked = formData.get("intent") === VACANCY_ORGANIZATION_INTENT;
  const shownId = String(formData.get(SHOWN_ORGANIZATION_PARAM) ?? "");
  let field: NameField;
  let own: NamedOption[] = [];
  if (manager.centerRole) field = await readOrganizationField(api, formData, "organizationId");
  else {
    const sent = formData.get("organizationId");
    own = await loadOrganizations(api, manager);
    const option = own.find((o) => o.value === sent) ?? null;
    field = { kind: "chosen", id: option?.value ?? null, option };
  }
  const wantedId = field.kind === "chosen" ? field.id : null;
  if (!asked && field.kind === "chosen" && (wantedId === shownId || !wantedId)) return null;
  const byId = async (id: string) => own.find((o) => o.value === id) ?? (await loadOrganizationOption(api, id));
  const shown = shownId ? await byId(shownId) : null;
  const wanted = wantedId ? (field.kind === "chosen" && field.option) || (wantedId === shown?.value ? shown : await byId(wantedId)) : null;
  const organization = wanted ?? shown;
  if (!organization) throw data({ message: NO_ORGANIZATION }, { status: 404 });
  const contacts = await loadContactPersons(api, organization.value);
  const changed = organization.value !== shown?.value;
  // A contact person chosen who is not of the new organization is dropped, and named: read by their id.
  const chosen = String(formData.get("contactPersonId") ?? "");
  const dropping = changed && chosen !== "" && !contacts.some((c) => c.value === chosen);
  // Only a well-formed id is looked up (it becomes part of an API path); the form's schema refuses others anyway.
  const droppedContact = dropping && z.guid().safeParse(chosen).success ? await loadPersonOption(api, chosen) : null;
  return { organization, contacts, droppedContact, unresolved: field.kind === "unresolved" ? field.unresolved : null, changed };
}

/**
 * The vacancy form's answer to a change of organization: everything typed (`reply`), no errors (nothing was
 * validated), for the new organization. The contact person chosen is kept when they are of it; else dropped, and
 * named (`dropped`) so the page can say so.
 */
export function replyToOrganizationChange(reply: SubmissionResult<string[]>, change: OrganizationChange) {
  const chosen = reply.initialValue?.contactPersonId;
  const contactPersonId = typeof chosen === "string" ? chosen : "";
  const kept = change.contacts.some((c) => c.value === contactPersonId);
  const dropped = contactPersonId && !kept && change.droppedContact?.value === contactPersonId ? change.droppedContact.label : null;
  return {
    ...reply,
    status: undefined,
    error: {},
    initialValue: { ...reply.initialValue, organizationId: change.organization.value, contactPersonId: kept ? contactPersonId : "" },
    organizationChange: { organization: change.organization, contacts: change.contacts, unresolved: change.unresolved, changed: change.changed, dropped },
  };
}
