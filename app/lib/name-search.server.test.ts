import { describe, expect, it, vi } from "vitest";
import { AppError } from "~/lib/app-error";
import { apiFailure, type ApiClient } from "~/modules/api-client/client.server";
import { nameSourceFrom, NAME_SEARCH_PAGE, readNameField, readNameFilter, redirectToChosen, resolveName, resolveNameFilter, type NameSource } from "./name-search.server";
import { thrownRedirect } from "../../tests/support/thrown-redirect";

const noord = { value: "0b9f6a8e-3c1d-4f7a-9a42-5d8e2c1b7f60", label: "Fietsmaatje Noord" };
const zuid = { value: "1c8e5b7d-2b0c-4e69-8931-4c7d1b0a6e5f", label: "Fietsmaatje Zuid" };

/** Two records: a contains-search by name, and one by id. */
function source(): NameSource & { searched: string[] } {
  const searched: string[] = [];
  return {
    searched,
    search: vi.fn(async (text: string) => {
      searched.push(text);
      const options = [noord, zuid].filter((o) => o.label.toLowerCase().includes(text.trim().toLowerCase()));
      return { options, total: options.length };
    }),
    load: async (id: string) => [noord, zuid].find((o) => o.value === id) ?? null,
  };
}

const params = { idParam: "vacancy", nameParam: "vacancyTitle" };
const read = (url: string, chosen?: string, from = source()) => readNameFilter(new Request(`http://x${url}`), params, chosen, from);

describe("a name source over a collection of the API", () => {
  type Row = { id: string; title: string };
  const rows: Row[] = [
    { id: noord.value, title: noord.label },
    { id: zuid.value, title: zuid.label },
  ];
  /** The API's answers: a page of two of 14, one record by id, a 404 for any other id, a 500 for "kapot". */
  function api() {
    const asked: Array<{ path: string; query: unknown }> = [];
    const client = {
      asked,
      getPage: async (path: string, options: { query?: unknown } = {}) => {
        asked.push({ path, query: options.query });
        return { rows, total: 14, pageCount: 2, meta: {} };
      },
      get: async (path: string, options: { query?: unknown } = {}) => {
        asked.push({ path, query: options.query });
        const row = rows.find((r) => path.endsWith(`/${r.id}`));
        if (row) return { data: row, meta: {} };
        throw apiFailure(new AppError({ status: path.endsWith("/kapot") ? 500 : 404, code: "error" }));
      },
    };
    return client as typeof client & Pick<ApiClient, "get" | "getPage">;
  }
  const titles = (client: ReturnType<typeof api>) =>
    nameSourceFrom<Row>(client, {
      path: "/api/v1/vacancies",
      query: (text) => ({ "filter[title]": text, sort: "title" }),
      fields: { "fields[vacancies]": "title" },
      label: (row) => row.title.toUpperCase(),
    });

  it("searches a first page of ten by the trimmed text (at most 200 characters), with how many in all", async () => {
    const client = api();
    expect(await titles(client).search(`  ${"f".repeat(250)} `)).toEqual({
      options: [
        { value: noord.value, label: "FIETSMAATJE NOORD" },
        { value: zuid.value, label: "FIETSMAATJE ZUID" },
      ],
      total: 14,
    });
    expect(client.asked).toEqual([{ path: "/api/v1/vacancies", query: { "filter[title]": "f".repeat(200), sort: "title", "page[size]": NAME_SEARCH_PAGE } }]);
    expect(NAME_SEARCH_PAGE).toBe(10);
  });

  it("loads one by id with its fields, null for one the caller cannot see, and lets other failures through", async () => {
    const client = api();
    expect(await titles(client).load(zuid.value)).toEqual({ value: zuid.value, label: "FIETSMAATJE ZUID" });
    expect(client.asked).toEqual([{ path: `/api/v1/vacancies/${zuid.value}`, query: { "fields[vacancies]": "title" } }]);
    expect(await titles(client).load("2d7f4c6e-1a9b-4d58-8820-3b6c0a9f5d4e")).toBeNull();
    await expect(titles(client).load("kapot")).rejects.toMatchObject({ data: { status: 500 } });
  });
});

describe("resolveName", () => {
  it("clears the choice on nothing typed, without searching", async () => {
    const from = source();
    expect(await resolveName(from, "  ", noord.value)).toEqual({ kind: "cleared" });
    expect(from.searched).toEqual([]);
  });

  it("keeps the chosen record when its whole name is typed, though another contains it too", async () => {
    const from = source();
    expect(await resolveName(from, "fietsmaatje noord ", noord.value)).toEqual({ kind: "one", option: noord });
    expect(from.searched).toEqual([]);
  });

  it("else lets the search decide: one, several or none", async () => {
    expect(await resolveName(source(), "zuid", noord.value)).toEqual({ kind: "one", option: zuid });
    expect(await resolveName(source(), "fietsmaatje", undefined)).toEqual({ kind: "several", matches: [noord, zuid], more: 0 });
    expect(await resolveName(source(), "zeilboot", undefined)).toEqual({ kind: "none" });
  });
});

describe("a list's filter by a name from its URL", () => {
  it("keeps the chosen id and asks nothing when no name was typed", async () => {
    const from = source();
    expect(await read(`/applications?vacancy=${noord.value}`, noord.value, from)).toEqual({ id: noord.value, unresolved: null });
    expect(from.searched).toEqual([]);
  });

  it("sends one match, or an emptied field, back to the same page by id, from its first page", async () => {
    expect(await thrownRedirect(read("/applications?q=lotte&vacancyTitle=zuid&page=2"))).toBe(`/applications?q=lotte&vacancy=${zuid.value}`);
    // A .data request of the router (JavaScript) is sent to the page itself.
    expect(await thrownRedirect(read(`/applications.data?vacancyTitle=&vacancy=${zuid.value}`, zuid.value))).toBe("/applications");
  });

  it("filters by nothing while a typed name found several or none, and says what it found", async () => {
    const several = await read(`/applications?vacancyTitle=fietsmaatje&vacancy=${noord.value}`, noord.value);
    expect(several).toEqual({ id: undefined, unresolved: { typed: "fietsmaatje", match: { kind: "several", matches: [noord, zuid], more: 0 } } });
    expect(await read("/applications?vacancyTitle=zeilboot")).toEqual({ id: undefined, unresolved: { typed: "zeilboot", match: { kind: "none" } } });
  });
});

describe("two name filters of one form", () => {
  const organization = { idParam: "organization", nameParam: "organizationName" };
  const url = (query: string) => new Request(`http://x/applications?${query}`);

  it("goes to the page once, by every id resolved, so an emptied field is not lost to the other's redirect", async () => {
    const request = url(`organizationName=&vacancyTitle=&vacancy=${noord.value}`);
    const reads = [await resolveNameFilter(request, organization, undefined, source()), await resolveNameFilter(request, params, noord.value, source())];
    expect(await thrownRedirect(Promise.resolve().then(() => redirectToChosen(request, reads)))).toBe("/applications");
  });

  it("stays when nothing was resolved", async () => {
    const request = url(`vacancy=${noord.value}&vacancyTitle=zeilboot`);
    const reads = [await resolveNameFilter(request, organization, undefined, source()), await resolveNameFilter(request, params, noord.value, source())];
    expect(() => redirectToChosen(request, reads)).not.toThrow();
    expect(reads.map((read) => read.id)).toEqual([undefined, undefined]);
  });
});

describe("a form's field of a record chosen by name", () => {
  const names = { idName: "contactPersonId", nameName: "contactPersonName", choiceName: "contactPersonChoice" };
  const form = (entries: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(entries)) formData.append(name, value);
    return readNameField(formData, names, source());
  };

  it("takes a record chosen from the suggestions or picked among several as it is, and a select's id", async () => {
    expect(await form({ contactPersonId: zuid.value })).toEqual({ kind: "chosen", id: zuid.value, option: null });
    expect(await form({ contactPersonName: "fietsmaatje", contactPersonChoice: noord.value })).toEqual({ kind: "chosen", id: noord.value, option: null });
  });

  it("takes a picked record while the field still holds the text that found it, or was emptied", async () => {
    const picked = { contactPersonChoice: noord.value, contactPersonChoiceSearched: "fietsmaatje" };
    expect(await form({ ...picked, contactPersonName: " Fietsmaatje " })).toEqual({ kind: "chosen", id: noord.value, option: null });
    expect(await form({ ...picked, contactPersonName: "" })).toEqual({ kind: "chosen", id: noord.value, option: null });
  });

  it("lets a name typed since the records were found win over the one picked among them", async () => {
    const picked = { contactPersonChoice: noord.value, contactPersonChoiceSearched: "fietsmaatje" };
    expect(await form({ ...picked, contactPersonName: "zuid" })).toEqual({ kind: "chosen", id: zuid.value, option: zuid });
    expect(await form({ ...picked, contactPersonName: "zeilboot" })).toEqual({ kind: "unresolved", unresolved: { typed: "zeilboot", match: { kind: "none" } } });
  });

  it("resolves a typed name, empties the field on nothing typed, and returns one that found several or none", async () => {
    expect(await form({ contactPersonName: "zuid" })).toEqual({ kind: "chosen", id: zuid.value, option: zuid });
    expect(await form({ contactPersonId: noord.value, contactPersonName: "" })).toEqual({ kind: "chosen", id: null, option: null });
    expect(await form({ contactPersonName: "fietsmaatje" })).toMatchObject({ kind: "unresolved", unresolved: { typed: "fietsmaatje", match: { kind: "several" } } });
    expect(await form({ contactPersonName: "zeilboot" })).toEqual({ kind: "unresolved", unresolved: { typed: "zeilboot", match: { kind: "none" } } });
  });
});
