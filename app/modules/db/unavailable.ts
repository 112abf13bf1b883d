/*
 * Errors that mean the database server cannot be reached right now (issue 16): a restart, a failover, the network.
 * They answer 503 with Retry-After instead of 500 — the request may succeed when retried — and the server keeps
 * running; the connection pool reconnects by itself once the database is back.
 */

import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";

export const DATABASE_UNAVAILABLE = "database_unavailable";

/**
 * What the database helpers throw instead (client.server.ts): a route error response, so a page shows the
 * "briefly unavailable" screen with status 503 (React Router keeps a thrown error response as it is, where any
 * Error becomes an anonymous 500 in production), and the API answers its own 503 document (api/errors.server.ts).
 */
export function databaseUnavailable(): ErrorResponse {
  return new ErrorResponse(503, "Service Unavailable", { code: DATABASE_UNAVAILABLE, message: "The database is briefly unavailable" });
}

/** The error to rethrow: the 503 response when the database is unreachable, else the error itself. */
export function unavailableOr(error: unknown): unknown {
  return isDatabaseUnavailable(error) && !isRouteErrorResponse(error) ? databaseUnavailable() : error;
}

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** SQLSTATEs of a server that is shutting down, starting up or refusing connections (class 08 and 57P01–57P03). */
const UNAVAILABLE_STATES = /^(08|57P0[1-3])/;

/** node-postgres's own messages for a connection that ended or never came. */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** Whether an error, or any error it wraps (drizzle wraps the driver's as `cause`), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if (isRouteErrorResponse(current)) return current.status === 503 && (current.data as { code?: unknown } | null)?.code === DATABASE_UNAVAILABLE;
    const { code, message, errors, cause } = current as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
    // Connecting to "localhost" tries every address and fails with an AggregateError of their errors.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
