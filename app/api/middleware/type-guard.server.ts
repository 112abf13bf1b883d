import { createMiddleware } from "hono/factory";
import { AppError } from "~/lib/app-error";
import type { ApiEnv } from "../context.server";
import { declaredResources } from "../resource.server";

type Write = { method: string; path: RegExp; type: string; accepted: ReadonlySet<string> };

let writes: Write[] | undefined;

/** Creates (POST on a collection) and updates (PUT/PATCH on a member) of every declared resource, with the type they take. */
function declaredWrites(): Write[] {
  if (writes) return writes;
  const pattern = (path: string) => new RegExp(`^/api/v1${path.replace(/:[A-Za-z_]+/g, "[^/]+")}/?$`);
  writes = declaredResources().flatMap(({ type, declaration: { paths, writes: bodies, typeAliases } }) => {
    const accepted = new Set([type, ...(typeAliases ?? [])]);
    return [
      ...(paths?.collection && bodies?.create ? [{ method: "POST", path: pattern(paths.collection), type, accepted }] : []),
      ...(paths?.member && bodies?.update ? ["PUT", "PATCH"].map((method) => ({ method, path: pattern(paths.member!), type, accepted })) : []),
    ];
  });
  return writes;
}

/**
 * JSON:API: a document whose `data.type` is not the type of the collection or resource it is sent to is
 * a 409 Conflict — not validated as if it were the endpoint's own type. Bodies without `data.type` (the
 * attributes alone, as the spec's own client sends them) are left to the route.
 */
export const typeGuardMiddleware = createMiddleware<ApiEnv>(async (c, next) => {
  if (c.req.method !== "POST" && c.req.method !== "PUT" && c.req.method !== "PATCH") return next();
  // A multipart body (an upload) has no data.type, and reading it as text here would spoil its bytes for the route.
  if ((c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/")) return next();
  const pathname = new URL(c.req.url).pathname;
  const write = declaredWrites().find((w) => w.method === c.req.method && w.path.test(pathname));
  if (!write) return next();
  let sent: unknown;
  try {
    sent = (JSON.parse(await c.req.text()) as { data?: { type?: unknown } } | null)?.data?.type;
  } catch {
    // Not JSON: the route answers with its own error.
    return next();
  }
  if (sent !== undefined && !(typeof sent === "string" && write.accepted.has(sent))) {
    throw new AppError({
      status: 409,
      code: "type_mismatch",
      title: "Conflict",
      detail: `This endpoint takes resources of type '${write.type}', not '${String(sent)}'.`,
      source: { pointer: "/data/type" },
    });
  }
  return next();
});
