import { redirect } from "react-router";
import { backTo } from "~/lib/back-to";
import { matchName, pickedCounts, sameName, searchedParam, withChosen, type NamedOption, type NameFilterParams, type NameMatch, type UnresolvedName } from "~/lib/name-match";
import { asApiError, type ApiClient, type RequestOptions } from "~/modules/api-client/client.server";

/*
 * Resolving a typed name on the server (decision 052), for any record chosen by search: `NameSource` says how to
 * find the records whose name contains a text (a small first page and how many in all) and how to load one by id.
 */

export type NameSource = {
  search: (text: string) => Promise<{ options: NamedOption[]; total: number }>;
  /** The record by its id as a choice, or null when the caller cannot see it (any more). */
  load: (id: string) => Promise<NamedOption | null>;
};

/** How many records a name search suggests, or offers to choose from without JavaScript. */
export const NAME_SEARCH_PAGE = 10;

/**
 * A NameSource over one collection of the API. `search` asks `path` for the first NAME_SEARCH_PAGE records whose
 * name contains the text (`query`: the collection's own filter, sort and fields, given the text trimmed and cut to
 * 200 characters) and how many in all; `load` asks `path/<id>` for the `fields` a `label` needs. A record the caller
 * cannot see (404) loads as null.
 */
export function nameSourceFrom<Row extends { id: string }>(
  api: Pick<ApiClient, "get" | "getPage">,
  { path, query, fields, label }: { path: string; query: (text: string) => RequestOptions["query"]; fields: RequestOptions["query"]; label: (row: Row) => string },
): NameSource {
  const option = (row: Row): NamedOption => ({ value: row.id, label: label(row) });
  return {
    search: async (text) => {
      const { rows, total } = await api.getPage<Row>(path, { query: { ...query(text.trim().slice(0, 200)), "page[size]": NAME_SEARCH_PAGE } });
      return { options: rows.map(option), total };
    },
    load: async (id) => {
      try {
        return option((await api.get<Row>(`${path}/${id}`, { query: fields })).data);
      } catch (thrown) {
        if (asApiError(thrown)?.status === 404) return null;
        throw thrown;
      }
    },
  };
}

/**
 * What a typed name comes to: nothing typed clears the choice; the name of the record already chosen keeps it
 * (however many others contain it); else the search decides.
 */
export async function resolveName(source: NameSource, typed: string, chosenId: string | undefined): Promise<NameMatch | { kind: "cleared" }> {
  if (!typed.trim()) return { kind: "cleared" };
  if (chosenId) {
    const chosen = await source.load(chosenId);
    if (chosen && sameName(chosen.label, typed)) return { kind: "one", option: chosen };
  }
  const { options, total } = await source.search(typed);
  return matchName(typed, options, total);
}

/**
 * A list's filter by a record chosen by name, as the page's URL asks for it: `idParam=<id>`, or a typed name
 * (`nameParam`). `id` is what the list filters by: the chosen record, or none while a typed name found several or
 * none (`unresolved`, shown beside the field). `resolved`: a typed name came to one record, or the field was
 * emptied; the page then goes to its own URL by id (redirectToChosen), so the list, its links and what goes on
 * from it use the id.
 */
export type NameFilterRead = { params: NameFilterParams; id: string | undefined; unresolved: UnresolvedName | null; resolved: boolean };

export async function resolveNameFilter(request: Request, params: NameFilterParams, chosenId: string | undefined, source: NameSource): Promise<NameFilterRead> {
  const typed = new URL(request.url).searchParams.get(params.nameParam);
  if (typed === null) return { params, id: chosenId, unresolved: null, resolved: false };
  const match = await resolveName(source, typed, chosenId);
  if (match.kind === "cleared") return { params, id: undefined, unresolved: null, resolved: true };
  if (match.kind === "one") return { params, id: match.option.value, unresolved: null, resolved: true };
  return { params, id: undefined, unresolved: { typed, match }, resolved: false };
}

/**
 * Redirects to the same page by id when any of its name filters resolved a typed name (or was emptied): all of
 * them at once, as one form sent them, so an emptied field is not lost to another filter's redirect.
 */
export function redirectToChosen(request: Request, reads: readonly NameFilterRead[]): void {
  const resolved = reads.filter((read) => read.resolved);
  if (resolved.length === 0) return;
  const page = new URL(backTo(request), request.url);
  const search = withChosen(
    page.searchParams,
    resolved.map((read) => ({ ...read.params, id: read.id })),
  );
  throw redirect(`${page.pathname}${search ? `?${search}` : ""}`);
}

/** One name filter of a page: resolveNameFilter, then redirectToChosen. */
export async function readNameFilter(
  request: Request,
  params: NameFilterParams,
  chosenId: string | undefined,
  source: NameSource,
): Promise<{ id: string | undefined; unresolved: UnresolvedName | null }> {
  const read = await resolveNameFilter(request, params, chosenId, source);
  redirectToChosen(request, [read]);
  return { id: read.id, unresolved: read.unresolved };
}

/** A form's field of a record chosen by name: the chosen id, a typed name, and the radio that picks one of several found. */
export type NameFieldNames = { idName: string; nameName: string; choiceName: string };

/** What a form's name field came to: a record (or none: the field was emptied), or a name to choose by. */
export type NameField = { kind: "chosen"; id: string | null; option: NamedOption | null } | { kind: "unresolved"; unresolved: UnresolvedName };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : null);

/**
 * The record picked among the several a typed name found (`choiceName`), when it counts (pickedCounts): not when
 * the text field now holds another name than the one that found them (sent back as searchedParam), which is then
 * the field's value. Null when none was picked or it does not count.
 */
export function readPicked(formData: FormData, names: Pick<NameFieldNames, "nameName" | "choiceName">): string | null {
  const picked = textOf(formData.get(names.choiceName));
  if (!picked || !UUID.test(picked)) return null;
  return pickedCounts(textOf(formData.get(names.nameName)), textOf(formData.get(searchedParam(names.choiceName)))) ? picked : null;
}

/**
 * A form's field of a record chosen by name as it was sent (decision 052): the record chosen from the suggestions
 * (`idName`, JavaScript), one picked among several a typed name found (`choiceName`, unless another name was typed
 * since: readPicked), or a typed name (`nameName`, beside the record chosen before when the field was not
 * touched), resolved as a list's filter resolves it. A select sends only `idName`. `option` is the record's name
 * where the resolving loaded it anyway. An id that is no id is not asked about.
 */
export async function readNameField(formData: FormData, names: NameFieldNames, source: NameSource): Promise<NameField> {
  const picked = readPicked(formData, names);
  if (picked) return { kind: "chosen", id: picked, option: null };
  const sent = formData.get(names.idName);
  const chosenId = typeof sent === "string" && sent ? sent : undefined;
  const typed = formData.get(names.nameName);
  if (typeof typed !== "string") return { kind: "chosen", id: chosenId ?? null, option: null };
  const match = await resolveName(source, typed, chosenId && UUID.test(chosenId) ? chosenId : undefined);
  if (match.kind === "cleared") return { kind: "chosen", id: null, option: null };
  if (match.kind === "one") return { kind: "chosen", id: match.option.value, option: match.option };
  return { kind: "unresolved", unresolved: { typed, match } };
}
