import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { pageCache } from "~/modules/page-cache/context.server";
import { apiAnswerKey, isPersonalApiRequest, storeApiAnswer } from "../answer-cache.server";
import type { ApiEnv } from "../context.server";

/** Every request header that changes what the API answers: a shared cache keys on them (the host it keys on anyway). */
export const API_VARY = "Accept, Accept-Language, X-Tenant, App-Context, Volunteer-Center-Id, Current-Organization-Id, access-token, client, uid";

/**
 * HTTP caching where it is safe (issue 10). Public reads — GET or HEAD of
 * /api/v1 without credentials — get an ETag and `public, max-age=0,
 * must-revalidate`: a client or CDN keeps the answer and asks again with
 * If-None-Match, which costs the query but not the transfer (304). Answers to
 * credentials carry a rotated token and personal data: `private, no-store`,
 * like every write, error and /auth answer. The UI's own in-process calls are
 * cached by nobody and skip the hashing.
 */
export const httpCacheMiddleware = createMiddleware<ApiEnv>(async (c, next) => {
  // Outside clients' public reads are also kept by the server (answer-cache.server.ts), under the version
  // they were read at.
  const answerKey = c.env?.scope ? null : apiAnswerKey(c.req.raw);
  const version = pageCache().version;
  await next();
  const response = c.res;
  const reading = c.req.method === "GET" || c.req.method === "HEAD";
  const credentialed = isPersonalApiRequest(c.req.raw.headers);
  // A handler may keep an answer private itself: what a secret link in a mail opens (neighbour help, decision 041).
  const keepsPrivate = response.headers.get("Cache-Control")?.includes("no-store") === true;
  const publicRead = reading && !credentialed && !keepsPrivate && response.status === 200 && new URL(c.req.url).pathname.startsWith("/api/v1/");
  response.headers.set("Vary", API_VARY);
  if (!publicRead) {
    response.headers.set("Cache-Control", "private, no-store");
    return;
  }
  response.headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  if (c.env?.scope) return;
  const body = new Uint8Array(await response.clone().arrayBuffer());
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  response.headers.set("ETag", etag);
  if (answerKey) storeApiAnswer(answerKey, version, body, response.headers);
  const asked = c.req.header("if-none-match");
  if (asked && asked.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
    const headers = new Headers(response.headers);
    headers.delete("Content-Length");
    headers.delete("Content-Type");
    c.res = new Response(null, { status: 304, headers });
  }
});
