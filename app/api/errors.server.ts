import type { Context } from "hono";
import { ZodError } from "zod";
import { AppError, defaultTitle } from "~/lib/app-error";
import { snakeCase } from "~/lib/case";
import { reportError } from "~/lib/report.server";
import { parseMessage } from "~/lib/validation";
import { isDatabaseUnavailable } from "~/modules/db/unavailable";
import { tFor } from "~/modules/i18n/instance.server";
import { defaultLanguage, type Language } from "~/modules/i18n/languages";
import { languageOfAcceptLanguage } from "~/modules/i18n/accept-language";
import { JSONAPI_MEDIA_TYPE } from "./jsonapi.server";

/**
 * The shared zod schemas speak in message keys of the `errors` namespace ("validation.minLength:3", see
 * app/lib/validation.ts), the API's own refusals in keys of the server-only `api` namespace (app/lib/api-messages.ts);
 * an API client reads the messages in the request's language (Accept-Language, nl by default), wherever a key stands
 * in a detail; `values` fills its other placeholders.
 */
export function messageText(detail: string, language: Language, values: Record<string, string> = {}): string {
  const api = tFor(language, "api");
  const t = tFor(language, "errors");
  // The API's own refusals (api namespace, server-only) first, then the messages it shares with the forms (errors).
  return detail.replace(/\bvalidation\.[A-Za-z]+(?::\d+)?/g, (message) => {
    const { key, count } = parseMessage(message);
    return api(key, { ...values, count, defaultValue: t(key, { ...values, count, defaultValue: message }) });
  });
}

/** Every error of the API leaves as a JSON:API error document — never HTML or a stack trace. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError({
      status: 422,
      code: "invalid",
      detail: "The form contains errors",
      errors: error.issues.map((issue) => ({
        code: issue.code,
        title: "Invalid attribute",
        // An attribute the resource does not have is named, as zod did (its pointer is the object's): no key of ours says which.
        detail: issue.code === "unrecognized_keys" ? `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.map((key) => JSON.stringify(key)).join(", ")}` : issue.message,
        source: { pointer: pointerOf(issue.path) },
      })),
    });
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError({ status: 503, code: "database_unavailable", detail: "The service is briefly unavailable. Try again in a few seconds.", cause: error });
  }
  return new AppError({ status: 500, code: "internal", detail: "Something went wrong", cause: error });
}

/** How soon a client may try again after a 503 (the database away), in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A JSON:API pointer naming the field as the request did (snake_case). Schemas
 * of whole documents have paths from `data`; schemas of attributes from the attribute.
 */
/**
 * An issue's JSON Pointer (RFC 6901) into the request document: an attribute's `/data/attributes/first_name`, a path
 * from `data` as it is; an issue of the attributes as a whole (an unknown key) points at `/data/attributes` itself —
 * `/data/attributes/` would name an attribute called "".
 */
export function pointerOf(path: ReadonlyArray<PropertyKey>): string {
  const parts = path.map((part) => (typeof part === "string" ? snakeCase(part) : String(part)));
  if (parts[0] === "data") return `/${parts.join("/")}`;
  return ["/data/attributes", ...parts].join("/");
}

export function errorDocument(error: AppError, language: Language = defaultLanguage) {
  return {
    jsonapi: { version: "1.1" },
    errors: error.errors.map((e) => ({
      status: String(error.status),
      code: e.code,
      title: e.title,
      detail: e.detail === undefined ? undefined : messageText(e.detail, language, e.values?.(language)),
      ...(e.source ? { source: e.source } : {}),
      ...(e.meta ? { meta: e.meta } : {}),
    })),
  };
}

export function handleApiError(error: unknown, c: Context) {
  const appError = toAppError(error);
  if (appError.status >= 500) reportError(appError.cause ?? appError, { url: c.req.url, status: appError.status });
  return c.body(JSON.stringify(errorDocument(appError, languageOfAcceptLanguage(c.req.header("accept-language")))), appError.status as 400, {
    "Content-Type": JSONAPI_MEDIA_TYPE,
    ...(appError.status === 503 ? { "Retry-After": String(RETRY_AFTER_SECONDS) } : {}),
  });
}

export function apiNotFound(c: Context) {
  return handleApiError(new AppError({ status: 404, code: "not_found", title: defaultTitle(404), detail: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` }), c);
}

/** Deeper than any document of this API: a body nested further is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

/**
 * The JSON body of a request; malformed JSON, nesting deeper than
 * MAX_JSON_DEPTH and NUL characters (PostgreSQL stores none) are a 400
 * JSON:API error, as is anything but an object at the top (every body of
 * this API is one). An empty body reads as `{}`.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError({ status: 400, code: "malformed_json", title: "Bad request", detail: "The request body is not valid JSON." });
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new AppError({ status: 400, code: "malformed_json", title: "Bad request", detail: "The request body must be a JSON object." });
  }
  checkJsonValue(parsed);
  return parsed;
}

/** Walks a parsed body without recursion: its depth and every key and string. */
export function checkJsonValue(value: unknown): void {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000")) throw nulCharacter();
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) {
      throw new AppError({ status: 400, code: "too_deep", title: "Bad request", detail: `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.` });
    }
    for (const [key, child] of Object.entries(current)) {
      if (key.includes("\u0000")) throw nulCharacter();
      stack.push({ value: child, depth: depth + 1 });
    }
  }
}

export const nulCharacter = (source?: { parameter: string }) =>
  new AppError({ status: 400, code: "nul_character", title: "Bad request", detail: "NUL characters are not accepted.", source });

/** 429 with Retry-After, as a JSON:API error (throw it). */
export function tooManyRequests(c: Context, retryAfterSeconds: number, detail: string, code = "too_many_requests"): AppError {
  c.header("Retry-After", String(retryAfterSeconds));
  return new AppError({ status: 429, code, title: "Too many requests", detail });
}
