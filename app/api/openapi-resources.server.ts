import { z } from "zod";
import { snakeCase } from "~/lib/case";
import { declaredResources, type Body, type Resource } from "./resource.server";

/*
 * The declarations' part of the OpenAPI document (issue 11): a schema per
 * resource, and per documented path its response document, its list
 * parameters (include, fields, filter, sort, page) and its request body.
 */

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown> & { parameters: unknown[] };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pascal = (name: string) => name.replace(/(^|_)([a-z0-9])/g, (_, __, char: string) => char.toUpperCase());
export const schemaName = (resource: Resource<never>) => pascal(resource.declaration.name ?? resource.type);

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as clients send it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** camelCase property names (the shared zod schemas' own) as they travel: snake_case, nested too. */
function snakeProperties(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (schema.properties && typeof schema.properties === "object") {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, value]) => [snakeCase(name), snakeProperties(value)]),
    );
  }
  if (Array.isArray(schema.required)) out.required = (schema.required as string[]).map(snakeCase);
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    if (Array.isArray(schema[key])) out[key] = (schema[key] as JsonSchema[]).map(snakeProperties);
  }
  if (schema.items && typeof schema.items === "object") out.items = snakeProperties(schema.items as JsonSchema);
  return out;
}

function bodySchema(type: string, body: Body): JsonSchema {
  if ("attributes" in body && !(body instanceof z.ZodType)) {
    const attributes = snakeProperties(jsonSchemaOf(body.attributes));
    return {
      description: "A JSON:API document; the attributes alone are accepted too.",
      type: "object",
      required: ["data"],
      properties: { data: { type: "object", properties: { type: { const: type }, id: { type: "string" }, attributes } } },
    };
  }
  if ("data" in body && !(body instanceof z.ZodType)) {
    return { type: "object", required: ["data"], properties: { data: snakeProperties(jsonSchemaOf(body.data)) } };
  }
  return jsonSchemaOf(body as z.ZodType);
}

/** A to-one relationship whose linkage is given without the resource (decision 070). */
function alwaysLinked(name: string, includes: readonly string[]): string {
  const included = includes.includes(name) ? `in \`included\` only with \`include=${name}\`` : "never included";
  return `Always given (unless a sparse fieldset leaves it out): \`data\` is the related resource's identifier, or null when there is none, whether or not it is asked for; the resource itself is ${included}.`;
}

function resourceSchema(resource: Resource<never>): JsonSchema {
  const { declaration } = resource;
  const attributes: Record<string, JsonSchema> = {};
  for (const [name, attribute] of Object.entries(declaration.attributes)) {
    if (name !== "id") attributes[snakeCase(name)] = jsonSchemaOf(attribute.schema);
  }
  for (const [name, schema] of Object.entries(declaration.spread?.schema.shape ?? {})) {
    attributes[snakeCase(name)] = jsonSchemaOf(schema as z.ZodType);
  }
  const relationships: Record<string, JsonSchema> = {};
  for (const [name, relationship] of Object.entries(declaration.relationships ?? {})) {
    const related = relationship.resource();
    const identifier = { type: "object", required: ["type", "id"], properties: { type: { const: related.type }, id: { type: "string" } } };
    // Resource linkage is always there: null for an empty to-one relationship, [] for an empty to-many.
    relationships[snakeCase(name)] = {
      type: "object",
      ...(relationship.linkage ? { description: alwaysLinked(snakeCase(name), declaration.includes ?? []) } : {}),
      required: ["data"],
      properties: { data: relationship.many ? { type: "array", items: identifier } : { oneOf: [identifier, { type: "null" }] } },
    };
  }
  return {
    type: "object",
    description: declaration.description,
    required: ["type", "id"],
    properties: {
      type: { const: resource.type },
      id: { type: "string" },
      attributes: { type: "object", properties: attributes },
      ...(Object.keys(relationships).length > 0 ? { relationships: { type: "object", properties: relationships } } : {}),
      links: { type: "object" },
    },
  };
}

/** The resource schemas for components.schemas. */
export function resourceSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(declaredResources().map((resource) => [schemaName(resource), resourceSchema(resource)]));
}

const queryParameter = (name: string, schema: JsonSchema, description?: string) => ({
  name,
  in: "query",
  required: false,
  ...(description ? { description } : {}),
  schema,
});

function typesOf(root: Resource<never>): string[] {
  const types = new Set<string>([root.type]);
  for (const relationship of Object.values(root.declaration.relationships ?? {})) types.add(relationship.resource().type);
  return [...types];
}

/** The parameters a resource's documents take: include and fields; for lists also filter, sort and page. */
function queryParameters(resource: Resource<never>, list: boolean): unknown[] {
  const { declaration } = resource;
  const parameters: unknown[] = [];
  if (declaration.includes?.length) {
    parameters.push(queryParameter("include", { type: "string" }, `Comma-separated, any of: ${declaration.includes.join(", ")}. Others are a 400.`));
  }
  for (const type of typesOf(resource)) {
    parameters.push(queryParameter(`fields[${type}]`, { type: "string" }, `Sparse fieldset of ${type}: comma-separated field names; unknown ones are a 400.`));
  }
  if (!list) return parameters;
  const filters = declaration.filters ? jsonSchemaOf(declaration.filters) : undefined;
  for (const [name, schema] of Object.entries((filters?.properties ?? {}) as Record<string, JsonSchema>)) {
    parameters.push(queryParameter(`filter[${name}]`, schema, "Any other filter is a 400."));
  }
  if (declaration.sorts?.length) parameters.push(queryParameter("sort", { type: "string", enum: [...declaration.sorts] }));
  parameters.push(
    queryParameter("page[number]", { type: "integer", minimum: 1, maximum: 100000, default: 1 }),
    queryParameter("page[size]", { type: "integer", minimum: 1, maximum: declaration.page?.maxSize ?? 100, default: declaration.page?.defaultSize ?? 25 }),
  );
  return parameters;
}

function documentOf(resource: Resource<never>, list: boolean): JsonSchema {
  const data = list ? { type: "array", items: ref(schemaName(resource)) } : ref(schemaName(resource));
  return {
    type: "object",
    required: ["data"],
    properties: {
      jsonapi: ref("JsonApi"),
      data,
      included: { type: "array", items: ref("Resource") },
      meta: { type: "object" },
      ...(list ? { links: ref("PageLinks") } : {}),
    },
  };
}

const GENERIC_LIST_PARAMETERS = new Set(["PageNumber", "PageSize", "Sort", "Include", "Filter", "Fields"].map((name) => `#/components/parameters/${name}`));
const withApiPrefix = (path: string) => `/api/v1${path}`;
const SUCCESS = ["200", "201"];

/** Gives the documented operations their resource's parameters, response and body. */
export function describeOperations(paths: Record<string, Record<string, Operation>>, toOpenApiPath: (path: string) => string) {
  const applyBody = (method: string, path: string, type: string, body: Body | undefined) => {
    const operation = paths[toOpenApiPath(withApiPrefix(path))]?.[method];
    if (!operation || !body) return;
    const schema = bodySchema(type, body);
    operation.requestBody = {
      required: true,
      content: { "application/vnd.api+json": { schema }, "application/json": { schema } },
    };
  };
  for (const resource of declaredResources()) {
    const { declaration } = resource;
    const documented: Array<[string, boolean]> = [];
    if (declaration.paths?.collection) documented.push([declaration.paths.collection, true]);
    if (declaration.paths?.member) documented.push([declaration.paths.member, false]);
    for (const [path, list] of documented) {
      const item = paths[toOpenApiPath(withApiPrefix(path))];
      if (!item) continue;
      if (item.get) {
        // The declaration's own names replace the generic list parameters.
        item.get.parameters = item.get.parameters.filter((parameter) => !GENERIC_LIST_PARAMETERS.has((parameter as { $ref?: string }).$ref ?? ""));
        item.get.parameters.push(...queryParameters(resource, list));
        item.get.description = declaration.description;
        setResponse(item.get, documentOf(resource, list));
      }
      for (const method of ["post", "put", "patch"]) {
        if (item[method]) setResponse(item[method], documentOf(resource, false));
      }
    }
    const { collection, member } = declaration.paths ?? {};
    if (collection) applyBody("post", collection, resource.type, declaration.writes?.create);
    const multipart = collection && declaration.writes?.multipartCreate;
    const creating = multipart ? paths[toOpenApiPath(withApiPrefix(collection))]?.post : undefined;
    if (multipart && creating?.requestBody) (creating.requestBody as { content: Record<string, unknown> }).content["multipart/form-data"] = { schema: multipart };
    if (member) for (const method of ["put", "patch"]) applyBody(method, member, resource.type, declaration.writes?.update);
    for (const [route, body] of Object.entries(declaration.writes?.other ?? {})) {
      const [method, path] = route.split(" ") as [string, string];
      applyBody(method, path, resource.type, body);
    }
  }
}

function setResponse(operation: Operation, schema: JsonSchema) {
  const responses = operation.responses as Record<string, { content?: Record<string, { schema: unknown }> }>;
  for (const status of SUCCESS) {
    const content = responses[status]?.content?.["application/vnd.api+json"];
    if (content) content.schema = schema;
  }
}
