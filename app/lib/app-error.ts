/**
 * The one typed application error. The API turns it into a JSON:API error
 * document; the api client raises it again from such a document, so a loader
 * can throw it and the root error boundary can render it.
 */
export type ErrorSource = { pointer?: string; parameter?: string; header?: string };

/**
 * One error object. `meta` (JSON:API allows it on an error object) carries what a client may act on, such as the
 * dates of occurrences_have_signups, so no page has to read it out of the detail; `values` interpolates the detail's
 * message key in the request's language (errorDocument).
 */
export type ErrorItem = {
  code: string;
  title: string;
  detail: string;
  source?: ErrorSource;
  meta?: Record<string, unknown>;
  values?: (language: string) => Record<string, string>;
};

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly source?: ErrorSource;
  readonly errors: ReadonlyArray<ErrorItem>;

  constructor(input: {
    status: number;
    code: string;
    title?: string;
    detail?: string;
    source?: ErrorSource;
    cause?: unknown;
    meta?: ErrorItem["meta"];
    values?: ErrorItem["values"];
    errors?: ReadonlyArray<ErrorItem>;
  }) {
    const title = input.title ?? defaultTitle(input.status);
    super(input.detail ?? title, { cause: input.cause });
    this.name = "AppError";
    this.status = input.status;
    this.code = input.code;
    this.title = title;
    this.source = input.source;
    this.errors = input.errors ?? [{ code: input.code, title, detail: this.message, source: input.source, meta: input.meta, values: input.values }];
  }
}

export function defaultTitle(status: number): string {
  switch (status) {
    case 400:
      return "Bad request";
    case 401:
      return "Not authorized";
    case 403:
      return "Forbidden";
    case 404:
      return "Not found";
    case 409:
      return "Conflict";
    case 422:
      return "Unprocessable entity";
    case 429:
      return "Too many requests";
    default:
      return status >= 500 ? "Something went wrong" : "Error found";
  }
}

export const notFound = (detail = "This page could not be found") =>
  new AppError({ status: 404, code: "not_found", detail });
export const forbidden = (detail = "You don't have access rights to execute this action") =>
  new AppError({ status: 403, code: "forbidden", detail });
export const unauthorized = (detail = "Not authorized") => new AppError({ status: 401, code: "unauthorized", detail });
export const wrongCenter = () =>
  new AppError({ status: 403, code: "wrong_center", detail: "This user belongs to another partner: wrong center" });
