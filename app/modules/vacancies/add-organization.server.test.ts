import type { SubmissionResult } from "@conform-to/react";
import { data, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "~/modules/api-client/client.server";
import { catalogueEntry } from "~/modules/errors/catalogue";
import { loadAddOrganization, readOrganizationChange, replyToOrganizationChange, type OrganizationChange } from "./add-organization.server";

const noord = { id: "0b9f6a8e-3c1d-4f7a-9a42-5d8e2c1b7f60", name: "Fietsclub Noord", status: "approved" };
const zuid = { id: "1c8e5b7d-2b0c-4e69-8931-4c7d1b0a6e5f", name: "Fietsclub Zuid", status: "approved" };
const anna = { id: "5d2c0a1e-7f3b-4c8d-9e6f-0a1b2c3d4e5f", fullName: "Anna de Vries", email: "anna@example.nl", organizationId: noord.id };
const bram = { id: "6e3d1b2f-8a4c-4d9e-8f70-1b2c3d4e5f60", fullName: "Bram Bakker", email: "bram@example.nl", organizationId: zuid.id };

const option = (o: { id: string; name: string }) => ({ value: o.id, label: o.name });
const person = (p: typeof anna) => ({ value: p.id, label: `${p.fullName} (${p.email})` });

/**
 * An API of two organizations and one person in each, as the add page asks it: `own` are the organizations of the
 * signed-in user (current_organizations), `current` the one they work in. Every path asked is written down (an
 * organization's people with the organization's name). A person is read by id wherever they work.
 */
function fakeApi({ own = [noord, zuid], current = null as string | null } = {}) {
  const asked: string[] = [];
  const api = {
    async get(path: string, { query = {} }: { query?: Record<string, string | number> } = {}) {
      const of = [noord, zuid].find((o) => o.id === query["filter[organization_id_eq]"]);
      asked.push(of ? `${path} of ${of.name}` : path);
      if (path === "/api/v1/current_organizations") return { data: own };
      if (path === "/api/v1/current_organization") {
        if (!current) throw Object.assign(new Error("none"), { status: 404 });
        return { data: { id: current } };
      }
      if (path === "/api/v1/users") return { data: [anna, bram].filter((p) => p.organizationId === query["filter[organization_id_eq]"]) };
      const someone = [anna, bram].find((p) => path === `/api/v1/users/${p.id}`);
      if (someone) return { data: someone };
      const found = [noord, zuid].find((o) => path === `/api/v1/organizations/${o.id}`);
      if (!found) throw new Error(`unexpected ${path}`);
      return { data: found };
    },
    async getPage(path: string, { query }: { query: Record<string, string> }) {
      asked.push(path);
      const rows = [noord, zuid].filter((o) => !query["filter[q]"] || o.name.toLowerCase().includes(query["filter[q]"].toLowerCase()));
      return { rows, total: rows.length, pageCount: 1 };
    },
  } as unknown as ApiClient;
  return { api, asked };
}

const center = { centerRole: true };
const ownOrganizations = { centerRole: false };

const form = (entries: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.append(name, value);
  return formData;
};

describe("the organization the add page opens for", () => {
  it("is, for an organization user, the one the URL asks when it is theirs, else the one they work in; a select of their own", async () => {
    const { api } = fakeApi({ current: zuid.id });
    const asked = await loadAddOrganization(api, ownOrganizations, { chosen: noord.id, organizationName: null });
    expect(asked).toEqual({ choice: { kind: "select", options: [option(noord), option(zuid)] }, organization: option(noord), contacts: [person(anna)] });
    const notTheirs = await loadAddOrganization(api, ownOrganizations, { chosen: "7f4e2c3a-9b5d-4eaf-8081-2c3d4e5f6071", organizationName: null });
    expect(notTheirs.organization).toEqual(option(zuid));
    expect(notTheirs.contacts).toEqual([person(bram)]);
  });

  it("says 'Geen organisatie gevonden' to an organization user without organizations, as the error screen knows it", async () => {
    const { api } = fakeApi({ own: [] });
    const thrown = (await loadAddOrganization(api, ownOrganizations, { chosen: undefined, organizationName: null }).catch((e: unknown) => e)) as {
      data: unknown;
      init: { status: number };
    };
    // The error boundary gets it as the router makes it of a thrown data(): the catalogue's screen, not 'forbidden'.
    expect(catalogueEntry(new ErrorResponse(thrown.init.status, "", thrown.data))).toEqual({ kind: "noOrganization", status: 403 });
  });

  it("is, for a center user, the one chosen, else the one they work in, else the center's first; found by name", async () => {
    expect(await loadAddOrganization(fakeApi().api, center, { chosen: zuid.id, organizationName: null })).toEqual({
      choice: { kind: "search", chosen: option(zuid), lost: false },
      organization: option(zuid),
      contacts: [person(bram)],
    });
    expect((await loadAddOrganization(fakeApi({ current: zuid.id }).api, center, { chosen: undefined, organizationName: null })).organization).toEqual(option(zuid));
    expect((await loadAddOrganization(fakeApi().api, center, { chosen: undefined, organizationName: null })).organization).toEqual(option(noord));
  });

  it("waits for a center user's choice while a typed name found several or none, or the chosen one is gone", async () => {
    const several = { typed: "fietsclub", match: { kind: "several" as const, matches: [option(noord), option(zuid)], more: 0 } };
    expect(await loadAddOrganization(fakeApi().api, center, { chosen: undefined, organizationName: several })).toEqual({
      choice: { kind: "search", chosen: null, lost: false },
      organization: null,
      contacts: [],
    });
    const { api } = fakeApi();
    // The API client throws an error document's payload with its status (asApiError).
    const notFound = data({ code: "not_found", status: 404, errors: [] }, { status: 404 });
    const gone = { ...api, get: (path: string) => (path.startsWith("/api/v1/organizations/") ? Promise.reject(notFound) : api.get(path)) };
    const lost = await loadAddOrganization(gone as unknown as ApiClient, center, { chosen: noord.id, organizationName: null });
    expect(lost).toMatchObject({ choice: { kind: "search", chosen: null, lost: true }, organization: null });
  });
});

describe("a change of the new vacancy's organization", () => {
  it("is none when the form is saved for the organization it was shown for: nothing more is asked", async () => {
    const { api, asked } = fakeApi();
    expect(await readOrganizationChange(api, center, form({ organizationId: noord.id, shownOrganization: noord.id }))).toBeNull();
    expect(asked).toEqual([]);
  });

  it("is the organization chosen with the form's button, with its people and those of the organization it was for", async () => {
    const { api } = fakeApi();
    const changed = form({ intent: "organization", organizationId: zuid.id, shownOrganization: noord.id, contactPersonId: anna.id });
    expect(await readOrganizationChange(api, ownOrganizations, changed)).toEqual({
      organization: option(zuid),
      contacts: [person(bram)],
      droppedContact: person(anna),
      unresolved: null,
      changed: true,
    });
  });

  it("reads an organization user's organizations once, and a contact person by id only to name them when dropped", async () => {
    const change = (contactPersonId: string) => form({ intent: "organization", organizationId: zuid.id, shownOrganization: noord.id, contactPersonId });
    const none = fakeApi();
    expect(await readOrganizationChange(none.api, ownOrganizations, change(""))).toMatchObject({ organization: option(zuid), droppedContact: null });
    expect(none.asked).toEqual(["/api/v1/current_organizations", "/api/v1/users of Fietsclub Zuid"]);
    const kept = fakeApi();
    await readOrganizationChange(kept.api, ownOrganizations, change(bram.id));
    expect(kept.asked).toEqual(["/api/v1/current_organizations", "/api/v1/users of Fietsclub Zuid"]);
    const dropped = fakeApi();
    expect(await readOrganizationChange(dropped.api, ownOrganizations, change(anna.id))).toMatchObject({ droppedContact: person(anna) });
    expect(dropped.asked).toEqual(["/api/v1/current_organizations", "/api/v1/users of Fietsclub Zuid", `/api/v1/users/${anna.id}`]);
    const same = fakeApi();
    const stays = form({ intent: "organization", organizationId: noord.id, shownOrganization: noord.id, contactPersonId: anna.id });
    expect(await readOrganizationChange(same.api, ownOrganizations, stays)).toMatchObject({ changed: false, droppedContact: null });
    expect(same.asked).toEqual(["/api/v1/current_organizations", "/api/v1/users of Fietsclub Noord"]);
  });

  it("reads a center user's organizations by id, the one shown once, and a contact person dropped by id", async () => {
    const { api, asked } = fakeApi();
    await readOrganizationChange(api, center, form({ intent: "organization", organizationId: zuid.id, shownOrganization: noord.id, contactPersonId: anna.id }));
    expect(asked).toEqual([`/api/v1/organizations/${noord.id}`, `/api/v1/organizations/${zuid.id}`, "/api/v1/users of Fietsclub Zuid", `/api/v1/users/${anna.id}`]);
  });

  it("names a dropped contact person who is no longer among the people of the organization shown (the list may change while the form is open)", async () => {
    const { api } = fakeApi();
    const moved = { ...api, get: (path: string, options?: object) => (path === "/api/v1/users" ? Promise.resolve({ data: [] }) : api.get(path, options)) };
    const change = await readOrganizationChange(moved as unknown as ApiClient, center, form({ intent: "organization", organizationId: zuid.id, shownOrganization: noord.id, contactPersonId: anna.id }));
    expect(change).toMatchObject({ changed: true, droppedContact: person(anna) });
  });

  it("does not look up a contact person id that is no id", async () => {
    const { api, asked } = fakeApi();
    const change = await readOrganizationChange(api, center, form({ intent: "organization", organizationId: zuid.id, shownOrganization: noord.id, contactPersonId: "../organizations" }));
    expect(change).toMatchObject({ changed: true, droppedContact: null });
    expect(asked.some((path) => path.includes(".."))).toBe(false);
  });

  it("is also a save for another organization than the one shown: never saved with the other one's contact person", async () => {
    const change = await readOrganizationChange(fakeApi().api, center, form({ organizationId: zuid.id, shownOrganization: noord.id }));
    expect(change).toMatchObject({ organization: option(zuid), changed: true });
  });

  it("keeps the organization shown, and the typed name to choose by, when that name found several", async () => {
    const change = await readOrganizationChange(fakeApi().api, center, form({ intent: "organization", organizationName: "fietsclub", shownOrganization: noord.id }));
    expect(change).toMatchObject({ organization: option(noord), changed: false, unresolved: { typed: "fietsclub", match: { kind: "several" } } });
  });

  it("does not let an organization user change to an organization not theirs: the form stays for the one shown", async () => {
    const change = await readOrganizationChange(fakeApi({ own: [noord] }).api, ownOrganizations, form({ intent: "organization", organizationId: zuid.id, shownOrganization: noord.id }));
    expect(change).toMatchObject({ organization: option(noord), changed: false });
  });
});

describe("the form's answer to a change of organization", () => {
  const change: OrganizationChange = { organization: option(zuid), contacts: [person(bram)], droppedContact: person(anna), unresolved: null, changed: true };
  const reply = (contactPersonId: string): SubmissionResult<string[]> => ({
    status: "error",
    initialValue: { title: "Fietsen repareren", contactPersonId, organizationId: zuid.id },
    error: { title: ["Vul dit in"] },
  });

  it("keeps everything typed, without errors, and drops a contact person not of the new organization by name", () => {
    expect(replyToOrganizationChange(reply(anna.id), change)).toEqual({
      status: undefined,
      error: {},
      initialValue: { title: "Fietsen repareren", contactPersonId: "", organizationId: zuid.id },
      organizationChange: { organization: option(zuid), contacts: [person(bram)], unresolved: null, changed: true, dropped: person(anna).label },
    });
  });

  it("keeps a contact person of the new organization, and drops none when none was chosen", () => {
    expect(replyToOrganizationChange(reply(bram.id), change)).toMatchObject({ initialValue: { contactPersonId: bram.id }, organizationChange: { dropped: null } });
    expect(replyToOrganizationChange(reply(""), change)).toMatchObject({ initialValue: { contactPersonId: "" }, organizationChange: { dropped: null } });
  });
});
