import type { Hono } from "hono";
import type { ApiEnv } from "./context.server";
import { API_BODY_LIMIT_BYTES } from "./middleware/input-guard.server";
import { describeOperations, resourceSchemas } from "./openapi-resources.server";

/*
 * The OpenAPI 3.1 document of the API, made from the API app's own route
 * table, so a new route is documented the moment it exists (issue 11). Each
 * path gets its path parameters, the list parameters of JSON:API on
 * collections, the tenant headers of spec §7, devise_token_auth's headers as
 * security, JSON:API request and response documents and the error document.
 * Paths of declared resources (resource.server.ts) get their resource's
 * schema, list parameters and request bodies (openapi-resources.server.ts).
 */

type Operation = Record<string, unknown> & { parameters: unknown[] };
type PathItem = Record<string, Operation>;

const WRITE_METHODS = new Set(["post", "put", "patch"]);

/** `/api/v1/users/:id/add_role` → `/api/v1/users/{id}/add_role` and its parameter names. */
function openApiPath(path: string): { path: string; parameters: string[] } {
  const parameters: string[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    parameters.push(name);
    return `{${name}}`;
  });
  return { path: converted, parameters };
}

function tagOf(path: string): string {
  if (path.startsWith("/auth")) return "auth";
  const segment = path.replace(/^\/api\/v1\//, "").split("/")[0] ?? "";
  return segment || "api";
}

function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1\//, "")
    .replace(/[{}]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method, ...words].join("_");
}

/** Collections answer lists: the JSON:API query parameters apply. */
function isCollection(method: string, path: string): boolean {
  return method === "get" && path.startsWith("/api/v1/") && !/\{[^}]+\}$/.test(path);
}

function operation(method: string, path: string, pathParameters: string[]): Operation {
  const parameters: unknown[] = [
    ...pathParameters.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
    { $ref: "#/components/parameters/Tenant" },
    { $ref: "#/components/parameters/VolunteerCenterId" },
    { $ref: "#/components/parameters/CurrentOrganizationId" },
    { $ref: "#/components/parameters/AppContext" },
  ];
  if (isCollection(method, path)) {
    parameters.push(
      { $ref: "#/components/parameters/PageNumber" },
      { $ref: "#/components/parameters/PageSize" },
      { $ref: "#/components/parameters/Sort" },
      { $ref: "#/components/parameters/Include" },
      { $ref: "#/components/parameters/Filter" },
      { $ref: "#/components/parameters/Fields" },
    );
  }
  const success = method === "post" ? "201" : method === "delete" ? "204" : "200";
  return {
    operationId: operationId(method, path),
    tags: [tagOf(path)],
    summary: `${method.toUpperCase()} ${path}`,
    parameters,
    ...(WRITE_METHODS.has(method)
      ? {
          requestBody: {
            required: false,
            content: {
              "application/vnd.api+json": { schema: { $ref: "#/components/schemas/Document" } },
              "application/json": { schema: { $ref: "#/components/schemas/Document" } },
            },
          },
        }
      : {}),
    security: [{}, { accessToken: [], client: [], uid: [] }],
    responses: {
      [success]:
        success === "204"
          ? { description: "Done, nothing to answer." }
          : { description: "A JSON:API document.", content: { "application/vnd.api+json": { schema: { $ref: "#/components/schemas/Document" } } } },
      ...(method !== "get" ? { "202": { $ref: "#/components/responses/Accepted" } } : {}),
      "400": { $ref: "#/components/responses/Error" },
      "401": { $ref: "#/components/responses/Error" },
      "403": { $ref: "#/components/responses/Error" },
      "404": { $ref: "#/components/responses/Error" },
      // A document of another type than the endpoint's (JSON:API), or an id that is not the URL's.
      ...(method === "post" || method === "put" || method === "patch" ? { "409": { $ref: "#/components/responses/Error" } } : {}),
      "413": { $ref: "#/components/responses/Error" },
      "422": { $ref: "#/components/responses/Error" },
      "429": { $ref: "#/components/responses/Error" },
      // The database briefly unreachable (decision 035): try again after Retry-After.
      "503": { $ref: "#/components/responses/Error" },
    },
  };
}

const header = (name: string, description: string) => ({ name, in: "header", required: false, description, schema: { type: "string" } });

/** The paths and methods of the API app (its middleware, `ALL`, left out). */
export function apiRoutes(app: Hono<ApiEnv>): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  const routes: Array<{ method: string; path: string }> = [];
  for (const route of app.routes) {
    const method = route.method.toLowerCase();
    if (method === "all" || route.path.includes("*")) continue;
    const key = `${method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path: route.path });
  }
  return routes;
}

export function openApiDocument(app: Hono<ApiEnv>): Record<string, unknown> {
  const paths: Record<string, PathItem> = {};
  for (const route of apiRoutes(app)) {
    const { path, parameters } = openApiPath(route.path);
    (paths[path] ??= {})[route.method] = operation(route.method, path, parameters);
  }
  describeOperations(paths, (path) => openApiPath(path).path);
  return {
    openapi: "3.1.0",
    info: {
      title: "Volunteerly API",
      version: "2026-11",
      description:
        "The JSON:API 1.1 system of record of Volunteerly, with devise_token_auth-compatible authentication under /auth. The tenant and volunteer center follow from the host name, or from the headers below. Signed-in calls send the access-token, client and uid headers of the latest answer (tokens rotate per request). Bodies are limited to " +
        `${API_BODY_LIMIT_BYTES} bytes. Changes per version are in CHANGELOG.md.`,
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      securitySchemes: {
        accessToken: { type: "apiKey", in: "header", name: "access-token" },
        client: { type: "apiKey", in: "header", name: "client" },
        uid: { type: "apiKey", in: "header", name: "uid" },
      },
      parameters: {
        Tenant: header("X-Tenant", "The tenant's slug, for clients without a host of their own (spec §7)."),
        VolunteerCenterId: header("Volunteer-Center-Id", "The volunteer center, one of the tenant's (spec §7)."),
        CurrentOrganizationId: header("Current-Organization-Id", "The organization the user works in (spec §4)."),
        AppContext: header("App-Context", "The app context, e.g. meedoen (spec §1)."),
        PageNumber: { name: "page[number]", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 100000 } },
        PageSize: { name: "page[size]", in: "query", required: false, schema: { type: "integer", minimum: 1 } },
        Sort: { name: "sort", in: "query", required: false, description: "Only where the list sorts; elsewhere a 400.", schema: { type: "string" } },
        Include: { name: "include", in: "query", required: false, description: "Comma-separated relationship names; unknown names are a 400.", schema: { type: "string" } },
        Filter: {
          name: "filter",
          in: "query",
          required: false,
          style: "deepObject",
          explode: true,
          description: "filter[name]=value; unknown names are a 400.",
          schema: { type: "object", additionalProperties: { type: "string" } },
        },
        Fields: {
          name: "fields",
          in: "query",
          required: false,
          style: "deepObject",
          explode: true,
          description: "Sparse fieldsets: fields[type]=a,b.",
          schema: { type: "object", additionalProperties: { type: "string" } },
        },
      },
      schemas: {
        ...resourceSchemas(),
        PageLinks: {
          type: "object",
          description: "Pagination links: the request's own URL with another page[number]; prev and next only where that page exists.",
          required: ["self", "first", "last"],
          properties: Object.fromEntries(["self", "first", "prev", "next", "last"].map((name) => [name, { type: "string" }])),
        },
        JsonApi: { type: "object", properties: { version: { type: "string", const: "1.1" } } },
        Resource: {
          type: "object",
          required: ["type", "id"],
          properties: {
            type: { type: "string" },
            id: { type: "string" },
            attributes: { type: "object" },
            relationships: { type: "object" },
            links: { type: "object" },
            meta: { type: "object" },
          },
        },
        Document: {
          type: "object",
          properties: {
            jsonapi: { $ref: "#/components/schemas/JsonApi" },
            data: {
              oneOf: [{ $ref: "#/components/schemas/Resource" }, { type: "array", items: { $ref: "#/components/schemas/Resource" } }, { type: "null" }],
            },
            included: { type: "array", items: { $ref: "#/components/schemas/Resource" } },
            meta: { type: "object" },
            links: { type: "object", additionalProperties: { type: "string" } },
          },
        },
        Error: {
          type: "object",
          required: ["status", "title"],
          properties: {
            status: { type: "string" },
            code: { type: "string" },
            title: { type: "string" },
            detail: { type: "string" },
            source: {
              type: "object",
              properties: { pointer: { type: "string" }, parameter: { type: "string" }, header: { type: "string" } },
            },
            meta: {
              type: "object",
              description: "What a client may act on, where an error has more than its code: occurrences_have_signups lists the occurrences (`occurrences`: `id`, `starts_at`, `ends_at`).",
            },
          },
        },
        ErrorDocument: {
          type: "object",
          required: ["errors"],
          properties: { jsonapi: { $ref: "#/components/schemas/JsonApi" }, errors: { type: "array", items: { $ref: "#/components/schemas/Error" } } },
        },
      },
      responses: {
        Error: { description: "A JSON:API error document.", content: { "application/vnd.api+json": { schema: { $ref: "#/components/schemas/ErrorDocument" } } } },
        Accepted: { description: "Accepted; a document with meta only.", content: { "application/vnd.api+json": { schema: { $ref: "#/components/schemas/Document" } } } },
      },
    },
  };
}
