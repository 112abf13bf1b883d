import type { Context } from "hono";
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

function positiveInt(raw: string | undefined, fallback: number, parameter: string): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new AppError({ status: 400, code: "invalid_parameter", detail: `${parameter} must be a positive whole number.`, source: { parameter } });
  }
  return value;
}

export function pageMeta(page: Page, total: number) {
  return { total, page_size: page.size, page_number: page.number, page_count: Math.max(1, Math.ceil(total / page.size)) };
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
  snakeCaseMembers(document);
  if (meta) document.meta = snakeizeKeys<DocumentObject["meta"]>(meta);
  if (fields && fields.size > 0) applyFieldsets(document, fields);
  return document;
}

export function jsonApi(c: Context, document: unknown, status: 200 | 201 = 200) {
  return c.body(JSON.stringify(document), status, { "Content-Type": JSONAPI_MEDIA_TYPE });
}

/**
 * A relationship that is serialized always, and whose resources are included
 * when asked. Typed for a transformer's `relationships` map (the library
 * declares it with Transformer<unknown>, which Transformer<TRelated> does not widen to).
 */
export function relation<TEntity, TRelated>(
  name: string,
  pick: (entity: TEntity) => TRelated | TRelated[] | null | undefined,
  transformer: () => ApiTransformer<TRelated>,
): RelationshipTransformerInfoFunction<TEntity, SerializeExtra> {
  const info = (entity: TEntity, options: Options<SerializeExtra>) => ({
    input: pick(entity) ?? undefined,
    transformer: transformer(),
    included: options.extra?.include.has(name) ?? false,
  });
  return info as unknown as RelationshipTransformerInfoFunction<TEntity, SerializeExtra>;
}

/** Timestamps as ISO 8601 strings. */
export function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}
