import { describe, expect, it } from "vitest";
import type { ApiClient } from "~/modules/api-client/client.server";
import { loadNamedOrganizations, readOrganizationField, readOrganizationFilter, readOrganizationsField } from "./organization-filter.server";
import { thrownRedirect } from "../../../tests/support/thrown-redirect";

const noord = { id: "0b9f6a8e-3c1d-4f7a-9a42-5d8e2c1b7f60", name: "Fietsclub Noord" };
const zuid = { id: "1c8e5b7d-2b0c-4e69-8931-4c7d1b0a6e5f", name: "Fietsclub Zuid" };

/** An API with two organizations: the name search (filter[q], contains) and one by id. */
const api = {
  async getPage(_path: string, { query }: { query: Record<string, string> }) {
    const rows = [noord, zuid].filter((o) => o.name.toLowerCase().includes(query["filter[q]"]!.toLowerCase()));
    return { rows, total: rows.length, pageCount: 1 };
  },
  async get(path: string) {
    const found = [noord, zuid].find((o) => path.endsWith(o.id));
    if (!found) throw new Error(`unexpected ${path}`);
    return { data: found };
  },
} as unknown as ApiClient;

const center = { centerRole: true };
const read = (url: string, chosen?: string, manager = center) => readOrganizationFilter(api, manager, new Request(`http://x${url}`), chosen);

describe("a page's organization filter from its URL", () => {
  it("keeps a chosen organization by id and asks nothing when no name was typed", async () => {
    expect(await read(`/applications?organization=${noord.id}`, noord.id)).toEqual({ organization: noord.id, organizationName: null });
  });

  it("sends one match, or an emptied field, back to the same page by id, from its first page", async () => {
    expect(await thrownRedirect(read("/applications?q=lotte&organizationName=noord&page=2"))).toBe(`/applications?q=lotte&organization=${noord.id}`);
    // A .data request of the router (JavaScript) is sent to the page itself.
    expect(await thrownRedirect(read(`/vacancies/bulk-edit.data?organizationName=&organization=${zuid.id}`, zuid.id))).toBe("/vacancies/bulk-edit");
  });

  it("filters by no organization while a typed name found several or none, and says what it found", async () => {
    const several = await read(`/users?organizationName=fietsclub&organization=${noord.id}`, noord.id);
    expect(several.organization).toBeUndefined();
    expect(several.organizationName).toMatchObject({ typed: "fietsclub", match: { kind: "several", more: 0 } });
    expect(await read("/users?organizationName=zeilclub")).toEqual({ organization: undefined, organizationName: { typed: "zeilclub", match: { kind: "none" } } });
  });

  it("leaves organization users' select alone: a typed name is not theirs to send", async () => {
    expect(await read(`/applications?organizationName=noord&organization=${zuid.id}`, zuid.id, { centerRole: false })).toEqual({ organization: zuid.id, organizationName: null });
  });
});

describe("a form's organization field as a center user sent it", () => {
  const form = (entries: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(entries)) formData.append(name, value);
    return readOrganizationField(api, formData, "organizationId");
  };

  it("takes the organization chosen from the suggestions, or one picked among several, as it is", async () => {
    expect(await form({ organizationId: zuid.id })).toEqual({ kind: "chosen", id: zuid.id, option: null });
    expect(await form({ organizationName: "fietsclub", organizationChoice: noord.id })).toEqual({ kind: "chosen", id: noord.id, option: null });
  });

  it("resolves a typed name, keeps an untouched one, and empties the field on nothing typed", async () => {
    expect(await form({ organizationName: "zuid" })).toEqual({ kind: "chosen", id: zuid.id, option: { value: zuid.id, label: zuid.name } });
    expect(await form({ organizationId: noord.id, organizationName: " fietsclub noord " })).toMatchObject({ kind: "chosen", id: noord.id });
    expect(await form({ organizationId: noord.id, organizationName: "" })).toEqual({ kind: "chosen", id: null, option: null });
  });

  it("returns a name that found several or none, to choose by", async () => {
    expect(await form({ organizationId: noord.id, organizationName: "fietsclub" })).toMatchObject({
      kind: "unresolved",
      unresolved: { typed: "fietsclub", match: { kind: "several", matches: [{ label: noord.name }, { label: zuid.name }] } },
    });
    expect(await form({ organizationName: "zeilclub" })).toEqual({ kind: "unresolved", unresolved: { typed: "zeilclub", match: { kind: "none" } } });
  });

  it("does not ask the API about an id that is no id", async () => {
    expect(await form({ organizationId: "../users", organizationName: "zuid" })).toMatchObject({ kind: "chosen", id: zuid.id });
  });
});

describe("a form's several organizations as a center user sent them", () => {
  const form = (entries: Array<[string, string]>) => {
    const formData = new FormData();
    for (const [name, value] of entries) formData.append(name, value);
    return readOrganizationsField(api, formData, "organizationIds");
  };

  it("takes the checked ones, once each, and adds nothing when nothing was typed", async () => {
    expect(await form([["organizationIds", noord.id], ["organizationIds", noord.id], ["organizationIds", "x"], ["organizationName", " "]])).toEqual({ ids: [noord.id], adding: null });
  });

  it("adds the organization a typed name comes to, or one picked among several", async () => {
    expect(await form([["organizationIds", noord.id], ["organizationName", "zuid"]])).toEqual({
      ids: [noord.id, zuid.id],
      adding: { added: { value: zuid.id, label: zuid.name }, unresolved: null },
    });
    expect(await form([["organizationIds", zuid.id], ["organizationName", "fietsclub"], ["organizationChoice", zuid.id]])).toEqual({
      ids: [zuid.id],
      adding: { added: { value: zuid.id, label: zuid.name }, unresolved: null },
    });
  });

  it("adds the name typed since several were found, not the one picked among them (decision 052)", async () => {
    const picked: Array<[string, string]> = [["organizationChoice", noord.id], ["organizationChoiceSearched", "fietsclub"]];
    expect(await form([...picked, ["organizationName", "zuid"]])).toEqual({ ids: [zuid.id], adding: { added: { value: zuid.id, label: zuid.name }, unresolved: null } });
    expect(await form([...picked, ["organizationName", "fietsclub "]])).toEqual({ ids: [noord.id], adding: { added: { value: noord.id, label: noord.name }, unresolved: null } });
  });

  it("keeps the checked ones and says what a name that found several or none came to", async () => {
    expect(await form([["organizationIds", noord.id], ["organizationName", "zeilclub"]])).toEqual({
      ids: [noord.id],
      adding: { added: null, unresolved: { typed: "zeilclub", match: { kind: "none" } } },
    });
    expect(await form([["organizationName", "fietsclub"]])).toMatchObject({ ids: [], adding: { unresolved: { match: { kind: "several" } } } });
  });

  it("names the chosen ones, asking only for those it does not know yet", async () => {
    const asked: string[] = [];
    const counting = { ...api, get: async (path: string) => (asked.push(path), api.get(path)) } as unknown as ApiClient;
    expect(await loadNamedOrganizations(counting, [zuid.id, noord.id], [{ value: noord.id, label: noord.name }])).toEqual([
      { value: zuid.id, label: zuid.name },
      { value: noord.id, label: noord.name },
    ]);
    expect(asked).toEqual([`/api/v1/organizations/${zuid.id}`]);
  });
});
