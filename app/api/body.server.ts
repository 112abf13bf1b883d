import type { Context } from "hono";
import { camelizeKeys } from "~/lib/case";
import { readJson } from "./errors.server";

/**
 * The attributes of a write, camelized for the shared zod schemas. Accepts a
 * JSON:API document (`data.attributes`, with `relationships.x.data.id` as
 * `x_id`) or, as the spec's own client often sends, the attributes themselves.
 */
export async function readAttributes(c: Context): Promise<Record<string, unknown>> {
  const json = await readJson(c);
  if (typeof json !== "object" || json === null || Array.isArray(json)) return {};
  const body = json as { data?: { attributes?: unknown; relationships?: Record<string, { data?: { id?: unknown } | null }> } };
  if (!body.data || typeof body.data !== "object") return camelizeKeys(json);
  const attributes = typeof body.data.attributes === "object" && body.data.attributes !== null ? { ...(body.data.attributes as object) } : {};
  for (const [name, relationship] of Object.entries(body.data.relationships ?? {})) {
    if (relationship && "data" in relationship) (attributes as Record<string, unknown>)[`${name}_id`] = relationship.data?.id ?? null;
  }
  return camelizeKeys(attributes);
}
