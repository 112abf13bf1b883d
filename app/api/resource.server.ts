import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { snakeCase } from "~/lib/case";
import { readFilters } from "~/modules/organizations/filters.server";
import {
  parseFields,
  parseFilters,
  parseInclude,
  parsePage,
  relation,
  Transformer,
  type ApiTransformer,
  type Fieldsets,
  type Page,
  type SerializeExtra,
} from "./jsonapi.server";

/*
 * One declaration per JSON:API resource type (issue 11, decision 021): its
 * attributes with their schemas, its relationships, what may be included,
 * filtered and sorted, where it lives and which bodies its writes take. From
 * it come the serializer, the validation of query parameters and the
 * resource's part of the OpenAPI document.
 */

/** An attribute as it leaves: its schema (for the documentation) and where its value comes from. */
export type Attribute<T> = {
  schema: z.ZodType;
  /** Defaults to the row's member of the attribute's (camelCase) name. */
  get?: (row: T) => unknown;
  /** Left out of the document when the value is undefined (instead of being null). */
  optional?: boolean;
};

export type Relationship<T> = {
  // The related declaration is looked up lazily: declarations refer to each other.
  resource: () => Resource<never>;
  /**
   * The related row(s). `null` when there is none: `data: null` (to-one) or
   * `data: []` (to-many). `undefined` only when it is not known (not loaded):
   * the relationship is then left out.
   */
  get: (row: T) => unknown;
  many?: boolean;
  /**
   * To-one only: the related id from the row itself (null for none), for when `get` has nothing loaded
   * (`undefined`, not asked to include). The linkage is then always there, `data: {type, id}` or null, and the
   * resource is included only when asked (decision 070); the OpenAPI document says so.
   */
  linkage?: (row: T) => string | null | undefined;
};

/**
 * A write's body as its route validates it: a whole document, or
 * `{ attributes: schema }` for routes that read camelCased attributes
 * (readAttributes: `data.attributes`, or the attributes alone), or
 * `{ data: schema }` for camelCased members of `data` itself.
 */
export type Body = z.ZodType | { attributes: z.ZodType } | { data: z.ZodType };
export type Writes = Partial<Record<"create" | "update", Body>> & {
  other?: Record<string, Body>;
  /** A create that also takes `multipart/form-data` (uploads): the JSON Schema of its form fields. */
  multipartCreate?: Record<string, unknown>;
};

export type ResourceDeclaration<T> = {
  /** The JSON:API type. */
  type: string;
  /** A name for the documentation when one type has several views (e.g. the contact person of a vacancy is a `users`). */
  name?: string;
  description: string;
  /** camelCase names; they leave in snake_case. `id` is the resource id. */
  attributes: Record<string, Attribute<T>>;
  /**
   * Attributes taken from the row as a whole, for resources whose members are
   * data (a center's branding): named and documented by `schema`'s shape.
   */
  spread?: { get: (row: T) => Record<string, unknown>; schema: z.ZodObject };
  relationships?: Record<string, Relationship<T>>;
  /** Relationship names (snake_case) a client may ask to include. */
  includes?: readonly string[];
  /** `filter[...]`: a strict object schema of the filters a list takes. */
  filters?: z.ZodObject;
  /** `sort=` values a list takes. */
  sorts?: readonly string[];
  page?: { defaultSize?: number; maxSize?: number };
  /** API paths (Hono style, without /api/v1) of the collection and of one resource, for the documentation. */
  paths?: { collection?: string; member?: string };
  /** Bodies of the writes, as the routes validate them: POST on the collection, PUT/PATCH on the member, others by "METHOD /path". */
  writes?: Writes;
  /** Other `data.type` names its writes take (the spec's own client sends `user` for users). */
  typeAliases?: readonly string[];
};

/** An attribute of the given schema. */
export function attr<T>(schema: z.ZodType, get?: (row: T) => unknown, options: { optional?: boolean } = {}): Attribute<T> {
  return { schema, get, ...options };
}

/** Common attribute schemas. */
export const s = {
  id: z.string(),
  text: z.string(),
  optionalText: z.string().nullable(),
  bool: z.boolean(),
  int: z.number().int(),
  optionalInt: z.number().int().nullable(),
  number: z.number(),
  timestamp: z.iso.datetime({ offset: true }).nullable(),
  date: z.iso.date().nullable(),
  uuid: z.string(),
  optionalUuid: z.string().nullable(),
  texts: z.array(z.string()),
  ints: z.array(z.number().int()),
  json: z.unknown(),
};

export type ListQuery<F> = { include: Set<string>; fields: Fieldsets; filters: F; page: Page; sort: string | undefined };

export type Resource<T> = {
  readonly type: string;
  readonly declaration: ResourceDeclaration<T>;
  /** The serializer for toDocument / listDocument. */
  transformer(): ApiTransformer<T>;
  /** Attribute and relationship names as they leave (snake_case). */
  memberNames(): Set<string>;
  /** `include` and `fields` of a request for one resource (or a list without paging). */
  readQuery(c: Context): { include: Set<string>; fields: Fieldsets };
  /** Every query parameter of a list: include, fields, filter, sort and page, each a 400 naming the parameter when wrong. */
  readListQuery<F = Record<string, unknown>>(c: Context): ListQuery<F>;
};

/** Each declared resource, by documentation name, for the OpenAPI document. */
const registry = new Map<string, Resource<never>>();
export function declaredResources(): Resource<never>[] {
  return [...registry.values()];
}

function fieldsError(parameter: string, detail: string): AppError {
  return new AppError({ status: 400, code: "invalid_fields", detail, source: { parameter } });
}

/** The declarations a document of `root` may hold: itself and what its relationships reach. */
function reachable(root: Resource<never>): Resource<never>[] {
  const seen = new Set<Resource<never>>([root]);
  const queue = [root];
  while (queue.length > 0) {
    const next = queue.shift()!;
    for (const rel of Object.values(next.declaration.relationships ?? {})) {
      const related = rel.resource();
      if (!seen.has(related)) {
        seen.add(related);
        queue.push(related);
      }
    }
  }
  return [...seen];
}

/** Sparse fieldsets name types the document may hold and members they have (JSON:API 1.1 §6.3). */
function checkFieldsets(root: Resource<never>, fields: Fieldsets) {
  if (fields.size === 0) return;
  const members = new Map<string, Set<string>>();
  for (const resource of reachable(root)) {
    const names = members.get(resource.type) ?? new Set<string>();
    for (const name of resource.memberNames()) names.add(name);
    members.set(resource.type, names);
  }
  for (const [type, wanted] of fields) {
    const known = members.get(type);
    const parameter = `fields[${type}]`;
    if (!known) throw fieldsError(parameter, `This document holds no resources of type '${type}'. Types: ${[...members.keys()].join(", ")}.`);
    for (const name of wanted) {
      if (!known.has(name)) throw fieldsError(parameter, `'${name}' is not a field of ${type}. Fields: ${[...known].sort().join(", ")}.`);
    }
  }
}

function readSort(c: Context, sorts: readonly string[] | undefined): string | undefined {
  const raw = c.req.query("sort");
  if (raw === undefined || raw === "") return undefined;
  if (!sorts?.includes(raw)) {
    throw new AppError({
      status: 400,
      code: "invalid_sort",
      detail: sorts?.length ? `Cannot sort by '${raw}'. Allowed: ${sorts.join(", ")}.` : `This list cannot be sorted by '${raw}'.`,
      source: { parameter: "sort" },
    });
  }
  return raw;
}

const NO_FILTERS = z.object({}).strict();

export function defineResource<T>(declaration: ResourceDeclaration<T>): Resource<T> {
  const attributes = Object.entries(declaration.attributes);
  const relationships = Object.entries(declaration.relationships ?? {});
  let names: Set<string> | undefined;

  class DeclaredTransformer extends Transformer<T, SerializeExtra> {
    override type = declaration.type;
    override relationships = Object.fromEntries(
      relationships.map(([name, rel]) => [
        name,
        relation<T, never>(snakeCase(name), (row) => rel.get(row) as never, () => rel.resource().transformer() as ApiTransformer<never>, {
          many: rel.many,
          linkage: rel.linkage,
        }),
      ]),
    );

    transform(row: T) {
      const out: Record<string, unknown> = {};
      for (const [name, attribute] of attributes) {
        const value = attribute.get ? attribute.get(row) : (row as Record<string, unknown>)[name];
        if (value === undefined && attribute.optional) continue;
        out[name] = value instanceof Date ? value.toISOString() : value;
      }
      if (declaration.spread) Object.assign(out, declaration.spread.get(row));
      return out as { id: string };
    }
  }

  const resource: Resource<T> = {
    type: declaration.type,
    declaration,
    transformer: () => new DeclaredTransformer(),
    memberNames() {
      names ??= new Set(
        [...attributes.map(([name]) => name), ...Object.keys(declaration.spread?.schema.shape ?? {}), ...relationships.map(([name]) => name)]
          .filter((name) => name !== "id")
          .map(snakeCase),
      );
      return names;
    },
    readQuery(c) {
      const include = parseInclude(c, declaration.includes ?? []);
      const fields = parseFields(c);
      checkFieldsets(resource as unknown as Resource<never>, fields);
      return { include, fields };
    },
    readListQuery<F>(c: Context) {
      const { include, fields } = resource.readQuery(c);
      const filters = readFilters(parseFilters(c), declaration.filters ?? NO_FILTERS) as F;
      const sort = readSort(c, declaration.sorts);
      const page = parsePage(c, declaration.page);
      return { include, fields, filters, page, sort };
    },
  };
  registry.set(declaration.name ?? declaration.type, resource as unknown as Resource<never>);
  return resource;
}
