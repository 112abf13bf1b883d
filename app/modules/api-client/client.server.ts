import { data } from "react-router";
import { AppError } from "~/lib/app-error";
import { camelCase, snakeizeKeys } from "~/lib/case";
import { authStatusOf } from "~/modules/auth/status";
import { flattenDocument, type JsonApiDocument } from "./flatten";

/*
 * The server-only client every loader and action uses (spec §7, "Common to
 * all requests"). It speaks to the JSON:API exactly as an outside client
 * would: in-process by default (a Request handed to the API's fetch handler,
 * no socket), over HTTP when API_BASE_URL is set.
 */

export type Credentials = { accessToken: string; client: string; uid: string; expiry?: string };

export type ApiClientOptions = {
  /** Sends a Request to the API: the in-process handler or global fetch. */
  fetch: (request: Request) => Promise<Response>;
  baseUrl: string;
  tenant: string;
  appContext?: string | null;
  volunteerCenterId?: string | null;
  currentOrganizationId?: string | null;
  credentials?: Credentials | null;
  locale?: string;
  /** The visitor's X-Forwarded-For, passed on so per-IP limits see the visitor, not this server. */
  forwardedFor?: string | null;
  /** The visitor's own address (server/index.js), so per-client limits see the visitor; a separately deployed API's server replaces it. */
  peerAddress?: string | null;
  /** Called when the API rotated the token: the session cookie stores it. */
  onCredentials?: (credentials: Credentials) => void;
};

import { PEER_ADDRESS_HEADER } from "~/modules/auth/rate-limit.server";

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const AUTH_HEADERS = ["access-token", "client", "uid", "expiry"] as const;

export type RequestOptions = {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** GET retries once by default; writes never retry. */
  retries?: number;
  headers?: Record<string, string>;
  /** Ends the call (e.g. an event stream) when the page's request is aborted. */
  signal?: AbortSignal;
};

/** A page of a JSON:API list, as list pages show it, with the document's meta (camelCased) for anything else it counts. */
export type ListPage<T> = { rows: T[]; total: number; pageCount: number; meta: Record<string, unknown> };

/**
 * A list's `meta.statusCounts` (the API's one grouped count for the list's status tabs) over `statuses`: every
 * status there, 0 where the API counted none.
 */
export function statusCounts<S extends string>(meta: Record<string, unknown>, statuses: readonly S[]): Record<S, number> {
  const counted = (meta.statusCounts ?? {}) as Partial<Record<S, unknown>>;
  return Object.fromEntries(statuses.map((status) => [status, Number(counted[status] ?? 0)])) as Record<S, number>;
}

export class ApiClient {
  private credentials: Credentials | null;

  constructor(private options: ApiClientOptions) {
    this.credentials = options.credentials ?? null;
  }

  get signedIn(): boolean {
    return authStatusOf(this.credentials) === "SIGNED_IN";
  }

  get currentCredentials(): Credentials | null {
    return this.credentials;
  }

  /** Reads a JSON:API document and flattens it. */
  async get<T>(path: string, options: Omit<RequestOptions, "body"> = {}): Promise<{ data: T; meta: Record<string, unknown> }> {
    const response = await this.request("GET", path, options);
    return flattenDocument<T>((await response.json()) as JsonApiDocument);
  }

  /** Reads one page of a list: its rows, how many match in all, how many pages there are and the document's meta. */
  async getPage<T>(path: string, options: Omit<RequestOptions, "body"> = {}): Promise<ListPage<T>> {
    const { data, meta } = await this.get<T[]>(path, options);
    return { rows: data, total: Number(meta.total ?? 0), pageCount: Number(meta.pageCount ?? 1), meta };
  }

  post(path: string, options: RequestOptions = {}) {
    return this.request("POST", path, options);
  }
  put(path: string, options: RequestOptions = {}) {
    return this.request("PUT", path, options);
  }
  patch(path: string, options: RequestOptions = {}) {
    return this.request("PATCH", path, options);
  }
  delete(path: string, options: RequestOptions = {}) {
    return this.request("DELETE", path, options);
  }

  /** Sends one call; ≥ 400 raises an AppError. GET retries once on transient statuses. */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const retries = method === "GET" ? (options.retries ?? 1) : 0;
    for (let attempt = 0; ; attempt++) {
      const response = await this.options.fetch(this.buildRequest(method, path, options));
      this.storeCredentials(response);
      if (response.status < 400) return response;
      if (attempt < retries && RETRY_STATUSES.has(response.status)) continue;
      throw apiFailure(await toError(response));
    }
  }

  private buildRequest(method: string, path: string, options: RequestOptions): Request {
    const url = new URL(path, this.options.baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers = new Headers(options.headers);
    headers.set("accept", "application/vnd.api+json, application/json");
    headers.set("x-tenant", this.options.tenant);
    if (this.options.appContext) headers.set("app-context", this.options.appContext);
    if (this.options.volunteerCenterId) headers.set("volunteer-center-id", this.options.volunteerCenterId);
    if (this.options.currentOrganizationId) headers.set("current-organization-id", this.options.currentOrganizationId);
    if (this.options.locale) headers.set("accept-language", this.options.locale);
    if (this.options.forwardedFor) headers.set("x-forwarded-for", this.options.forwardedFor);
    if (this.options.peerAddress) headers.set(PEER_ADDRESS_HEADER, this.options.peerAddress);
    if (this.credentials) {
      headers.set("access-token", this.credentials.accessToken);
      headers.set("client", this.credentials.client);
      headers.set("uid", this.credentials.uid);
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(snakeizeKeys(options.body));
    }
    return new Request(url, { method, headers, body, signal: options.signal });
  }

  /** New auth headers in responses are stored; a batch answer (" ") keeps the current token. */
  private storeCredentials(response: Response) {
    const [accessToken, client, uid, expiry] = AUTH_HEADERS.map((name) => response.headers.get(name)?.trim());
    if (!accessToken || !client || !uid) return;
    this.credentials = { accessToken, client, uid, expiry: expiry || undefined };
    this.options.onCredentials?.(this.credentials);
  }

  /** Credentials handed in from elsewhere (a sign-in link): used from now on and stored. */
  useCredentials(credentials: Credentials) {
    this.credentials = credentials;
    this.options.onCredentials?.(credentials);
  }

  /** Spec §4: the selected organization changed (or was reset); sent as Current-Organization-Id from now on. */
  selectOrganization(id: string | null) {
    this.options = { ...this.options, currentOrganizationId: id };
  }

  /** Sign-out on the client side: forget the credentials. */
  forgetCredentials() {
    this.credentials = null;
  }
}

type ErrorBody = {
  errors?: Array<string | { status?: string; code?: string; title?: string; detail?: string; source?: { pointer?: string }; meta?: Record<string, unknown> }>;
};

/** A JSON:API error document (or devise's `{errors: [string]}`) as an AppError. */
export async function toError(response: Response): Promise<AppError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Not JSON: the status says enough.
  }
  const errors = (body.errors ?? []).map((e) =>
    typeof e === "string"
      ? { code: "error", title: e, detail: e }
      : { code: e.code ?? "error", title: e.title ?? e.detail ?? "", detail: e.detail ?? e.title ?? "", source: e.source, meta: e.meta },
  );
  const first = errors[0];
  return new AppError({
    status: response.status,
    code: first?.code ?? `http_${response.status}`,
    title: first?.title,
    detail: first?.detail,
    errors: errors.length > 0 ? errors : undefined,
  });
}

/** What a failed call carries to the error boundary (and to an action that catches it). */
export type ApiErrorPayload = {
  status: number;
  code: string;
  message: string;
  errors: Array<{ code: string; title: string; detail: string; source?: { pointer?: string }; meta?: Record<string, unknown> }>;
};

/**
 * Thrown as a route error response (react-router's `data()`), so the status
 * survives into the error boundary in production, where thrown Errors are
 * sanitized to 500.
 */
export function apiFailure(error: AppError) {
  const payload: ApiErrorPayload = {
    status: error.status,
    code: error.code,
    message: error.message,
    errors: error.errors.map((e) => ({ ...e })),
  };
  return data(payload, { status: error.status });
}

/** The API error a call failed with, or null for anything else. */
export function asApiError(thrown: unknown): ApiErrorPayload | null {
  if (typeof thrown !== "object" || thrown === null || !("data" in thrown) || !("init" in thrown)) return null;
  const payload = (thrown as { data: unknown }).data;
  return typeof payload === "object" && payload !== null && "code" in payload && "status" in payload ? (payload as ApiErrorPayload) : null;
}

export type ApiErrorItem = ApiErrorPayload["errors"][number];

/**
 * The form field a pointer names: its last segment, camelCased (`/data/attributes/first_name` → firstName); none for
 * the resource or its attributes as a whole (`/data`, `/data/attributes`).
 */
export const lastSegmentField = (pointer: string | undefined): string =>
  pointer === undefined || pointer === "/data" || pointer === "/data/attributes" ? "" : camelCase(pointer.split("/").pop() ?? "");

/**
 * A 422's errors by the form field each points at (by default the pointer's last segment: the API validated with
 * the form's own schema, so its details are the same translation keys); errors on no field are left out. `fieldOf`
 * may read pointers its own way, `message` word a code its own way.
 */
export function apiFieldErrors(
  error: ApiErrorPayload,
  { fieldOf = lastSegmentField, message = (e) => e.detail }: { fieldOf?: (pointer: string | undefined) => string | null | undefined; message?: (e: ApiErrorItem) => string } = {},
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const e of error.errors) {
    const field = fieldOf(e.source?.pointer);
    if (field) (fieldErrors[field] ??= []).push(message(e));
  }
  return fieldErrors;
}
