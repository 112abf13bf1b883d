import { isDatabaseUnavailable } from "~/modules/db/unavailable";
import { config } from "./config.server";

/**
 * Reports unexpected errors (status ≥ 500 or none) to a Sentry-compatible
 * service when SENTRY_DSN is set; client errors (3xx–4xx) are never reported.
 */
export function shouldReport(status: number | undefined): boolean {
  return status === undefined || status >= 500;
}

export function reportError(error: unknown, context: { url?: string; status?: number } = {}) {
  if (!shouldReport(context.status)) return;
  // The database away (decision 035) fails every request for a while: one line each, and /healthz tells monitoring.
  if (isDatabaseUnavailable(error)) {
    console.warn(`[database] unavailable${context.url ? ` for ${new URL(context.url).pathname}` : ""}`);
    return;
  }
  console.error(error);
  const dsn = config.sentryDsn;
  if (!dsn) return;
  const parsed = parseDsn(dsn);
  if (!parsed) return;
  const eventId = crypto.randomUUID().replace(/-/g, "");
  const err = error instanceof Error ? error : new Error(String(error));
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: "node",
    level: "error",
    request: context.url ? { url: context.url } : undefined,
    exception: { values: [{ type: err.name, value: err.message, stacktrace: { frames: [] } }] },
  };
  const body = [JSON.stringify({ event_id: eventId, dsn }), JSON.stringify({ type: "event" }), JSON.stringify(event)].join("\n");
  fetch(parsed.envelopeUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-sentry-envelope", "X-Sentry-Auth": `Sentry sentry_version=7, sentry_key=${parsed.publicKey}` },
    body,
  }).catch(() => {
    // Reporting must never break a request.
  });
}

export function parseDsn(dsn: string): { envelopeUrl: string; publicKey: string } | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.replace(/^\//, "");
    if (!url.username || !projectId) return null;
    return { envelopeUrl: `${url.protocol}//${url.host}/api/${projectId}/envelope/`, publicKey: url.username };
  } catch {
    return null;
  }
}
