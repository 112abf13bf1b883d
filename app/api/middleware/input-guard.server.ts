import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "~/lib/app-error";
import { UPLOAD_BODY_LIMIT_BYTES, uploadTooLarge } from "~/modules/media/uploads.server";
import type { ApiEnv } from "../context.server";
import { languageOfAcceptLanguage } from "~/modules/i18n/accept-language";
import { handleApiError, nulCharacter } from "../errors.server";

/*
 * The API's edge (issue 18): what no endpoint should have to think about is
 * refused here, as a JSON:API error, before tenancy, authentication or a
 * query: a body over the limit (413), a path that is not valid percent-
 * encoding and query parameters with NUL characters (400). Bodies themselves
 * are checked where they are parsed (readJson: depth, NUL characters).
 */

/** Every body the API takes is JSON or a small form: 1 MB is far more than any. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

const limitBody = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: (c) =>
    handleApiError(
      new AppError({ status: 413, code: "body_too_large", title: "Payload too large", detail: `The request body is larger than ${API_BODY_LIMIT_BYTES} bytes.` }),
      c,
    ),
});

/** Uploads carry an image: their own limit, and a body over it is the size message of spec §5 (a 422 on the file). */
const limitUpload = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT_BYTES,
  onError: (c) => handleApiError(uploadTooLarge(languageOfAcceptLanguage(c.req.header("accept-language"))), c),
});

export const inputGuardMiddleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  try {
    decodeURIComponent(url.pathname);
  } catch {
    throw new AppError({ status: 400, code: "malformed_path", title: "Bad request", detail: "The path is not valid percent-encoding." });
  }
  checkMediaTypes(c.req.header("content-type"), c.req.header("accept"));
  // URLSearchParams replaces malformed escapes instead of failing; a NUL still comes through.
  for (const [name, value] of url.searchParams) {
    if (name.includes("\u0000") || value.includes("\u0000")) throw nulCharacter({ parameter: name.replaceAll("\u0000", "") });
  }
  const upload = (c.req.method === "POST" && url.pathname === "/api/v1/uploads") || (c.req.method === "PUT" && url.pathname === "/api/v1/volunteer_profile/photo");
  return upload ? limitUpload(c, next) : limitBody(c, next);
};

const JSONAPI = "application/vnd.api+json";
/** The only media type parameters JSON:API 1.1 defines. */
const JSONAPI_PARAMETERS = new Set(["ext", "profile"]);

/** The parameter names of one media type (`application/vnd.api+json; ext="…"` → ["ext"]). */
function parametersOf(mediaType: string): string[] {
  return mediaType
    .split(";")
    .slice(1)
    .map((part) => part.split("=")[0]!.trim().toLowerCase())
    .filter(Boolean);
}

const isJsonApi = (mediaType: string) => mediaType.split(";")[0]!.trim().toLowerCase() === JSONAPI;
const onlyKnownParameters = (mediaType: string) => parametersOf(mediaType).every((name) => JSONAPI_PARAMETERS.has(name));

/**
 * JSON:API 1.1 content negotiation: a request body of the JSON:API media type
 * with a parameter other than ext or profile is a 415; an Accept header whose
 * JSON:API media types all carry such parameters (and that accepts nothing
 * else) is a 406. Plain JSON stays welcome (devise clients, HTML forms).
 */
export function checkMediaTypes(contentType: string | undefined, accept: string | undefined): void {
  if (contentType && isJsonApi(contentType) && !onlyKnownParameters(contentType)) {
    throw new AppError({
      status: 415,
      code: "unsupported_media_type",
      title: "Unsupported media type",
      detail: "The JSON:API media type takes only the ext and profile parameters.",
      source: { header: "Content-Type" },
    });
  }
  if (!accept) return;
  const accepted = accept.split(",").map((part) => part.trim()).filter(Boolean);
  const jsonApi = accepted.filter(isJsonApi);
  const others = accepted.filter((mediaType) => !isJsonApi(mediaType));
  if (jsonApi.length > 0 && others.length === 0 && !jsonApi.some(onlyKnownParameters)) {
    throw new AppError({
      status: 406,
      code: "not_acceptable",
      title: "Not acceptable",
      detail: "Every JSON:API media type in Accept carries a parameter other than ext or profile.",
      source: { header: "Accept" },
    });
  }
}
