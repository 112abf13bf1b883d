import type { Context } from "hono";
import { ZodError } from "zod";
import { AppError, defaultTitle } from "~/lib/app-error";
import { snakeCase } from "~/lib/case";
import { reportError } from "~/lib/report.server";
import { JSONAPI_MEDIA_TYPE } from "./jsonapi.server";

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
        detail: issue.message,
        source: { pointer: pointerOf(issue.path) },
      })),
    });
  }
  return new AppError({ status: 500, code: "internal", detail: "Something went wrong", cause: error });
}

/**
 * A JSON:API pointer naming the field as the request did (snake_case). Schemas
 * of whole documents have paths from `data`; schemas of attributes from the attribute.
 */
export function pointerOf(path: ReadonlyArray<PropertyKey>): string {
  const parts = path.map((part) => (typeof part === "string" ? snakeCase(part) : String(part)));
  return parts[0] === "data" ? `/${parts.join("/")}` : `/data/attributes/${parts.join("/")}`;
}

export function errorDocument(error: AppError) {
  return {
    errors: error.errors.map((e) => ({
      status: String(error.status),
      code: e.code,
      title: e.title,
      detail: e.detail,
      ...(e.source ? { source: e.source } : {}),
    })),
  };
}

export function handleApiError(error: unknown, c: Context) {
  const appError = toAppError(error);
  if (appError.status >= 500) reportError(appError.cause ?? appError, { url: c.req.url, status: appError.status });
  return c.body(JSON.stringify(errorDocument(appError)), appError.status as 400, { "Content-Type": JSONAPI_MEDIA_TYPE });
}

export function apiNotFound(c: Context) {
  return handleApiError(new AppError({ status: 404, code: "not_found", title: defaultTitle(404), detail: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` }), c);
}

/** The JSON body of a request; malformed JSON is a 400 JSON:API error. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError({ status: 400, code: "malformed_json", title: "Bad request", detail: "The request body is not valid JSON." });
  }
}
