import type { Context } from "hono";
import { MAX_PAGE_NUMBER, pageNumberParam } from "~/lib/page-number";
import { Transformer, transform, type DocumentObject, type Options, type RelationshipTransformerInfoFunction } from "jsonapi-fractal";
import { AppError } from "~/lib/app-error";
import { snakeCase, snakeizeKeys } from "~/lib/case";

export const JSONAPI_MEDIA_TYPE = "application/vnd.api+json";

/** What a transformer may look at: the `include=` of the request. */
export type SerializeExtra = { include: ReadonlySet<string> };
export type ApiTransformer<T> = Transformer<T, SerializeExtra>;
export { Transformer };

/** `include=roles,organizations` → {"roles", "organizations"}; unknown names are a 400 like JSON:API asks. */
export function parseInclude(c: Context, allowed: readonly string[]): Set<string> {
  const raw = c.req.query("include");
  const names = new Set((raw ?? "").split(",").map((s) => s.trim()).filter(Boolean));
  for (const name of names) {
    if (!allowed.includes(name)) {
      throw new AppError({
        status: 400,
        code: "invalid_include",
        detail: `Cannot include '${name}'. Allowed: ${allowed.join(", ") || "none"}.`,
        source: { parameter: "include" },
      });
    }
  }
  return names;
}

/** `filter[with_role]=admin` → { with_role: "admin" } */
export function parseFilters(c: Context): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    const match = /^filter\[([a-z0-9_]+)\]$/.exec(key);
    if (match) filters[match[1]!] = value;
  }
  return filters;
}

/**
 * Sparse fieldsets (JSON:API `fields[vacancies]=title,city`): per type the
 * attributes and relationships to answer with; types without a fieldset
 * answer everything.
 */
export type Fieldsets = ReadonlyMap<string, ReadonlySet<string>>;

export function parseFields(c: Context): Fieldsets {
  const fields = new Map<string, Set<string>>();
  for (const [key, value] of new URL(c.req.url).searchParams) {
    const match = /^fields\[([a-z0-9_]+)\]$/.exec(key);
    if (match) fields.set(match[1]!, new Set(value.split(",").map((name) => name.trim()).filter(Boolean)));
  }
  return fields;
}

type SerializedResource = { type: string; attributes?: Record<string, unknown>; relationships?: Record<string, unknown> };

function resourcesOf(document: DocumentObject): SerializedResource[] {
  const data = document.data;
  return [...(Array.isArray(data) ? data : data ? [data] : []), ...(document.included ?? [])] as SerializedResource[];
}

/**
 * Member names to snake_case (the transformers speak camelCase). Done here
 * rather than by the library: its general-purpose case conversion (regular
 * expressions per key, per resource) was the costliest part of serializing a
 * page of results, while a page repeats the same few names.
 */
const snakeNames = new Map<string, string>();
function snakeName(name: string): string {
  let snake = snakeNames.get(name);
  if (snake === undefined) {
    snake = snakeCase(name);
    if (snakeNames.size < 10_000) snakeNames.set(name, snake);
  }
  return snake;
}

function snakeCaseMembers(document: DocumentObject) {
  for (const resource of resourcesOf(document)) {
    for (const part of ["attributes", "relationships"] as const) {
      const members = resource[part];
      if (!members) continue;
      const renamed: Record<string, unknown> = {};
      for (const name of Object.keys(members)) renamed[snakeName(name)] = members[name];
      resource[part] = renamed;
    }
  }
}

/*
 * JSON:API 1.1 (resource linkage): an empty to-one relationship is `data: null`.
 * jsonapi-fractal leaves a relationship without input out of the document (clients then cannot
 * tell "none" from "not said"), so relation() hands it a stand-in of a type no resource has,
 * and toDocument turns the stand-in's identifier into null.
 *
 * Linkage without the resource (decision 070): where only the related id is known (the row was
 * not loaded, as it was not asked for), relation() hands the library a stand-in of type
 * `#linkage:<type>` holding that id, and toDocument gives its identifier the real type. The
 * library includes everything below an included resource, stand-ins too; they are all dropped
 * from `included` (their own type keeps them apart from a real resource of the same id).
 */
const STAND_IN_PREFIX = "#";
const NO_RESOURCE_TYPE = "#none";
const LINKAGE_PREFIX = "#linkage:";
const NO_RESOURCE = Object.freeze({ id: "none" });

class StandInTransformer extends Transformer<{ id: string }, SerializeExtra> {
  constructor(type: string) {
    super();
    this.type = type;
  }
  transform(standIn: { id: string }) {
    return { id: standIn.id };
  }
}
const noResource = new StandInTransformer(NO_RESOURCE_TYPE);
const linkageTransformers = new Map<string, StandInTransformer>();
function linkageTransformer(type: string): StandInTransformer {
  let transformer = linkageTransformers.get(type);
  if (!transformer) linkageTransformers.set(type, (transformer = new StandInTransformer(`${LINKAGE_PREFIX}${type}`)));
  return transformer;
}

function resolveStandIns(document: DocumentObject) {
  if (document.included) {
    const included = document.included.filter((resource) => !resource.type.startsWith(STAND_IN_PREFIX));
    if (included.length > 0) document.included = included;
    else delete document.included;
  }
  for (const resource of resourcesOf(document)) {
    for (const relationship of Object.values(resource.relationships ?? {}) as Array<{ data: { type: string } | null }>) {
      const data = relationship.data;
      if (!data || Array.isArray(data) || !data.type.startsWith(STAND_IN_PREFIX)) continue;
      if (data.type === NO_RESOURCE_TYPE) relationship.data = null;
      else if (data.type.startsWith(LINKAGE_PREFIX)) data.type = data.type.slice(LINKAGE_PREFIX.length);
    }
  }
}

function applyFieldsets(document: DocumentObject, fields: Fieldsets) {
  for (const resource of resourcesOf(document)) {
    const wanted = fields.get(resource.type);
    if (!wanted) continue;
    for (const part of ["attributes", "relationships"] as const) {
      const members = resource[part];
      if (!members) continue;
      for (const name of Object.keys(members)) if (!wanted.has(name)) delete members[name];
      if (Object.keys(members).length === 0) delete resource[part];
    }
  }
}

export type Page = { size: number; number: number; offset: number };

export function parsePage(c: Context, { defaultSize = 25, maxSize = 100 } = {}): Page {
  const size = positiveInt(c.req.query("page[size]"), defaultSize, "page[size]");
  const number = positiveInt(c.req.query("page[number]"), 1, "page[number]");
  if (size > maxSize) {
    throw new AppError({
      status: 400,
      code: "invalid_page_size",
      detail: `page[size] must be at most ${maxSize}.`,
      source: { parameter: "page[size]" },
    });
  }
  return { size, number, offset: (number - 1) * size };
}

export { MAX_PAGE_NUMBER, pageNumberParam };

function positiveInt(raw: string | undefined, fallback: number, parameter: string): number {
  if (raw === undefined || raw === "") return fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_PAGE_NUMBER) {
    throw new AppError({
      status: 400,
      code: "invalid_parameter",
      detail: `${parameter} must be a whole number from 1 to ${MAX_PAGE_NUMBER}.`,
      source: { parameter },
    });
  }
  return value;
}

export function pageMeta(page: Page, total: number) {
  return { total, page_size: page.size, page_number: page.number, page_count: Math.max(1, Math.ceil(total / page.size)) };
}

/**
 * Pagination links of a list (JSON:API): self, first, prev, next, last, each
 * the request's own URL with only `page[number]` changed, so filters, sorts,
 * includes and sparse fieldsets carry over. Relative to the host (path and
 * query), as the API may sit behind any host name.
 */
export function pageLinks(c: Context, page: Page, total: number) {
  const url = new URL(c.req.url);
  const last = Math.max(1, Math.ceil(total / page.size));
  const to = (number: number) => {
    const params = new URLSearchParams(url.search);
    params.set("page[number]", String(number));
    if (!params.has("page[size]")) params.set("page[size]", String(page.size));
    return `${url.pathname}?${params.toString().replace(/%5B/g, "[").replace(/%5D/g, "]")}`;
  };
  // A link that does not exist is left out (JSON:API allows null too, but strict validators refuse it).
  return {
    self: to(page.number),
    first: to(1),
    ...(page.number > 1 ? { prev: to(Math.min(page.number - 1, last)) } : {}),
    ...(page.number < last ? { next: to(page.number + 1) } : {}),
    last: to(last),
  };
}

/** Serializes with a transformer; attributes in snake_case, ids as strings. */
export function toDocument<T>(
  input: T | T[] | null,
  transformer: ApiTransformer<T>,
  { include = new Set<string>(), meta, fields }: { include?: ReadonlySet<string>; meta?: Record<string, unknown>; fields?: Fieldsets } = {},
): DocumentObject {
  if (input === null) return { data: null, ...(meta ? { meta: snakeizeKeys<DocumentObject["meta"]>(meta) } : {}) };
  // Top-level attribute keys only: nested data (a center's theme with CSS variable names
  // such as `--radius`) is the transformer's to shape, with snakeizeKeys where it wants.
  const options: Options<SerializeExtra> = { extra: { include } };
  const document = transform<T | T[], SerializeExtra>()
    .withInput(input)
    .withTransformer(transformer as unknown as Transformer<T | T[], SerializeExtra>)
    .withOptions(options)
    .withIncluded(false)
    .serialize();
  resolveStandIns(document);
  snakeCaseMembers(document);
  if (meta) document.meta = snakeizeKeys<DocumentObject["meta"]>(meta);
  if (fields && fields.size > 0) applyFieldsets(document, fields);
  return document;
}

/** Every document says which JSON:API it follows. */
export const JSONAPI_OBJECT = Object.freeze({ version: "1.1" });

/**
 * The sort of a list that sorts by nothing the client may choose: any `sort`
 * is a 400 naming the parameter (JSON:API: a server that cannot sort as asked
 * must answer 400). Lists with sorts of their own parse `sort` themselves.
 */
export function refuseSort(c: Context): void {
  const sort = c.req.query("sort");
  if (sort !== undefined && sort !== "") {
    throw new AppError({ status: 400, code: "invalid_sort", detail: `This list cannot be sorted by '${sort}'.`, source: { parameter: "sort" } });
  }
}

/** A page of a list: its resources, the page counts in `meta` (with `extraMeta`) and the pagination links. */
export function listDocument<T>(
  c: Context,
  rows: T[],
  transformer: ApiTransformer<T>,
  page: Page,
  total: number,
  { include, fields, meta, sorted = false }: { include?: ReadonlySet<string>; fields?: Fieldsets; meta?: Record<string, unknown>; sorted?: boolean } = {},
): DocumentObject & { links: ReturnType<typeof pageLinks> } {
  if (!sorted) refuseSort(c);
  // A list without includes of its own takes none.
  if (include === undefined) parseInclude(c, []);
  return { ...toDocument(rows, transformer, { include, fields, meta: { ...pageMeta(page, total), ...meta } }), links: pageLinks(c, page, total) };
}

export function jsonApi(c: Context, document: object, status: 200 | 201 | 202 = 200) {
  return c.body(JSON.stringify({ jsonapi: JSONAPI_OBJECT, ...document }), status, { "Content-Type": JSONAPI_MEDIA_TYPE });
}

/**
 * A relationship whose resources are included when asked. What `pick` gives:
 * the related resource(s); `null` for none, answered as `data: null` (to-one)
 * or `data: []` (to-many); `undefined` when it is not known (not loaded), and
 * the relationship is left out — unless `linkage` (to-one) gives the related
 * id (or null for none) from the entity itself: then the linkage is there and
 * the resource is not included (decision 070). Typed for a transformer's
 * `relationships` map (the library declares it with Transformer<unknown>,
 * which Transformer<TRelated> does not widen to).
 */
export function relation<TEntity, TRelated>(
  name: string,
  pick: (entity: TEntity) => TRelated | TRelated[] | null | undefined,
  transformer: () => ApiTransformer<TRelated>,
  { many = false, linkage }: { many?: boolean; linkage?: (entity: TEntity) => string | null | undefined } = {},
): RelationshipTransformerInfoFunction<TEntity, SerializeExtra> {
  let relatedType: string | undefined;
  const info = (entity: TEntity, options: Options<SerializeExtra>) => {
    let related: TRelated | TRelated[] | null | undefined = pick(entity);
    if (related === undefined && linkage && !many) {
      const id = linkage(entity);
      if (id) {
        relatedType ??= transformer().type;
        return { input: { id }, transformer: linkageTransformer(relatedType), included: false };
      }
      if (id === null) related = null;
    }
    if (related === null) {
      return many ? { input: [], transformer: transformer(), included: false } : { input: NO_RESOURCE, transformer: noResource, included: false };
    }
    return { input: related, transformer: transformer(), included: options.extra?.include.has(name) ?? false };
  };
  return info as unknown as RelationshipTransformerInfoFunction<TEntity, SerializeExtra>;
}

/** Timestamps as ISO 8601 strings. */
export function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}
