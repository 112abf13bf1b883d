import { camelCase, camelizeKeys } from "~/lib/case";

/*
 * spec §3: responses are JSON:API documents flattened so that attributes sit
 * on the object and related objects are resolved from the included list.
 */
type Identifier = { type: string; id: string };
type Resource = Identifier & {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: Identifier | Identifier[] | null }>;
};
export type JsonApiDocument = {
  data?: Resource | Resource[] | null;
  included?: Resource[];
  meta?: Record<string, unknown>;
};

export type Flat = { id: string; type: string; [key: string]: unknown };

export function flattenDocument<T = Flat>(document: JsonApiDocument): { data: T; meta: Record<string, unknown> } {
  const index = new Map<string, Resource>();
  for (const resource of [...(document.included ?? []), ...asArray(document.data)]) {
    index.set(key(resource), resource);
  }
  const cache = new Map<string, Flat>();
  const flatten = (resource: Resource): Flat => {
    const cached = cache.get(key(resource));
    if (cached) return cached;
    const flat: Flat = { id: resource.id, type: resource.type };
    cache.set(key(resource), flat);
    Object.assign(flat, camelizeKeys<Record<string, unknown>>(resource.attributes ?? {}));
    for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
      const resolve = (identifier: Identifier) => {
        const full = index.get(key(identifier));
        return full ? flatten(full) : { id: identifier.id, type: identifier.type };
      };
      const data = relationship.data;
      flat[camelCase(name)] = Array.isArray(data) ? data.map(resolve) : data ? resolve(data) : null;
    }
    return flat;
  };
  const data = Array.isArray(document.data)
    ? document.data.map(flatten)
    : document.data
      ? flatten(document.data)
      : null;
  return { data: data as T, meta: camelizeKeys<Record<string, unknown>>(document.meta ?? {}) };
}

function key(identifier: Identifier) {
  return `${identifier.type}:${identifier.id}`;
}

function asArray<T>(value: T | T[] | null | undefined): T[] {
  return value == null ? [] : Array.isArray(value) ? value : [value];
}
