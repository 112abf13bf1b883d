import { getDatabase } from "~/modules/db/client.server";
import { rememberedTenant } from "~/modules/session/session.server";
import { hostOf, resolveTenancy } from "~/modules/tenancy/tenancy.server";
import { servedFile } from "./sources";
import { mediaStorage } from "./storage.server";

/*
 * /uploads/<file>: an upload's variant for the tenant of the host (decision 026). The name is checked
 * against the form the app makes (no path of the visitor's reaches the disk) and looked up under the
 * tenant's own directory, so another tenant's file is a 404 like a missing one. Files never change under
 * their name (content-addressed), so they are cached for a year.
 */

const CONTENT_TYPES = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" } as const;

function missing(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" } });
}

export async function serveUpload(request: Request, name: string | undefined): Promise<Response> {
  const file = name ? servedFile(name) : null;
  if (!file) return missing();
  const db = (await getDatabase()).db;
  const host = hostOf(request);
  let tenancy = await resolveTenancy(db, host, null);
  if (!tenancy.hostNamesTenant) {
    const remembered = await rememberedTenant(request.headers.get("cookie"));
    if (remembered && remembered !== tenancy.tenant.slug) tenancy = await resolveTenancy(db, host, remembered);
  }
  const fileName = `${file.key}-${file.width}.${file.extension}`;
  const etag = `"${fileName}"`;
  const headers = {
    "Content-Type": CONTENT_TYPES[file.extension],
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  const body = await mediaStorage().get(`${tenancy.tenant.id}/${fileName}`);
  if (!body) return missing();
  if (request.headers.get("if-none-match")?.split(",").some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers: { ...headers, "Content-Length": String(body.length) } });
}
