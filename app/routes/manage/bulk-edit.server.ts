import { createHash } from "node:crypto";
import { createCookie } from "react-router";
import { config } from "~/lib/config.server";

/*
 * The outcome of a bulk edit survives the redirect (POST → redirect → GET)
 * in a signed cookie of its own, named by an id in the result page's URL.
 * A cookie holds about 4 KB: the summary is complete, the per-vacancy list
 * keeps the vacancies that could not change first and is cut off after
 * RESULT_ROWS (the page says how many more there were).
 */

export const RESULT_ROWS = 30;
/**
 * The titles a result keeps, in UTF-8 bytes all together: only those of vacancies that are gone (the others are read
 * again), each cut to TITLE_CHARS. With RESULT_ROWS ids the cookie stays under 4 KB.
 */
export const TITLE_BYTES = 900;
const TITLE_CHARS = 80;

export type BulkOutcome = "changed" | "unchanged" | "cannot";
export type BulkSummary = { matched: number; changed: number; unchanged: number; cannot: number };
export type BulkResultRow = { id: string; title: string | null; outcome: BulkOutcome; reason?: string; changes?: Record<string, { from: unknown; to: unknown }> };
/** [id, outcome, reason, title]: titles are looked up again on the result page; only a gone vacancy's is kept. */
type StoredRow = [string, BulkOutcome, string?, string?];
export type StoredBulkResult = { id: string; summary: BulkSummary; rows: StoredRow[] };

let cookie: ReturnType<typeof createCookie> | undefined;
function resultCookie() {
  cookie ??= createCookie("bulk_edit_result", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.secureCookies,
    secrets: config.sessionSecrets,
    maxAge: 60 * 60,
  });
  return cookie;
}

const ORDER: Record<BulkOutcome, number> = { cannot: 0, changed: 1, unchanged: 2 };

/** Serializes a result for the Set-Cookie header; returns the id to put in the URL. */
export async function storeBulkResult(summary: BulkSummary, results: BulkResultRow[]): Promise<{ id: string; setCookie: string }> {
  const id = crypto.randomUUID().slice(0, 8);
  let budget = TITLE_BYTES;
  const rows = [...results]
    .sort((a, b) => ORDER[a.outcome] - ORDER[b.outcome])
    .slice(0, RESULT_ROWS)
    .map((r): StoredRow => {
      const title = r.reason === "not_found" && r.title ? [...r.title].slice(0, TITLE_CHARS).join("") : null;
      const bytes = title ? Buffer.byteLength(title) : 0;
      if (title && bytes <= budget) {
        budget -= bytes;
        return [r.id, r.outcome, r.reason!, title];
      }
      return r.reason ? [r.id, r.outcome, r.reason] : [r.id, r.outcome];
    });
  const value: StoredBulkResult = { id, summary, rows };
  return { id, setCookie: await resultCookie().serialize(value) };
}

export async function readBulkResult(request: Request, id: string): Promise<StoredBulkResult | null> {
  const value = (await resultCookie().parse(request.headers.get("cookie"))) as StoredBulkResult | null;
  return value && typeof value === "object" && value.id === id ? value : null;
}

/** The API's results with a title for each vacancy it no longer finds that the preview showed (shownTitles). */
export function withShownTitles<Row extends { id: string; title: string | null }>(results: Row[], shown: Map<string, string>): Row[] {
  return results.map((row) => (row.title === null && shown.has(row.id) ? { ...row, title: shown.get(row.id)! } : row));
}

/**
 * Which vacancies a preview says would change, in short: the confirmation sends it back, and the edit is made only if
 * the same vacancies would change then (not others that came to match the filter, or were changed, meanwhile).
 */
export function previewDigest(results: BulkResultRow[]): string {
  const ids = results
    .filter((r) => r.outcome === "changed")
    .map((r) => r.id)
    .sort();
  return createHash("sha256").update(ids.join(",")).digest("base64url");
}
