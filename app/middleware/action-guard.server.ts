import { data, type MiddlewareFunction } from "react-router";

type Middleware = MiddlewareFunction<Response>;

/*
 * The edge of every page action (issue 18): before the CSRF check and the
 * action, a non-GET page request must be a form post (the only kind the UI
 * makes, and the only kind that carries the CSRF token: any other body is
 * refused as a cross-site request, 403), within the size limit (413) and
 * readable (400). The actions themselves then never see a body that makes
 * `request.formData()` throw.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Form posts of the UI are a few KB; a rich-text description a few hundred. */
export const PAGE_FORM_LIMIT_BYTES = 1024 * 1024;
/** Multipart forms may carry uploads (images of the content pages and the theme). */
export const PAGE_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export type ActionRefusal = { message: string };

function refuse(status: 400 | 403 | 413, message: string): never {
  throw data<ActionRefusal>({ message }, { status });
}

/** The body read once from a copy, counting, so a huge chunked body stops at the limit. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const body = request.clone().body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      // Not awaited: a branch of a tee'd body cancels only once the other branch does too.
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

export const actionGuardMiddleware: Middleware = async ({ request }, next) => {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return next();
  // The multipart boundary is case-sensitive: only the checks look at a lower-cased copy.
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.toLowerCase();
  const multipart = type.startsWith("multipart/form-data");
  if (!multipart && !type.startsWith("application/x-www-form-urlencoded")) {
    refuse(403, "Only form posts are accepted here.");
  }
  const limit = multipart ? PAGE_UPLOAD_LIMIT_BYTES : PAGE_FORM_LIMIT_BYTES;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) refuse(413, "The form is too large.");
  const bytes = await readLimited(request, limit);
  if (!bytes) refuse(413, "The form is too large.");
  let form: FormData;
  try {
    form = await new Request(request.url, { method: "POST", headers: { "content-type": contentType }, body: bytes }).formData();
  } catch {
    refuse(400, "The form cannot be read.");
  }
  for (const [name, value] of form) {
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) refuse(400, "The form contains NUL characters.");
  }
  return next();
};
