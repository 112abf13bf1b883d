import { z } from "zod";

/** No list pages past this: an offset beyond it is no page anyone reads, and a huge one overflows the query. */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * A page's `?page=` as the API's `page[number]` takes it: a number from 1 to `max` (MAX_PAGE_NUMBER unless the list
 * knows its own last page), a fraction rounded down. Anything that is not a number as a whole ("2abc", "Infinity",
 * "", a missing parameter) is page 1 and a larger one the last allowed (an empty page with its way back), never the
 * API's 400 shown as a damaged request. Every list reads its `?page=` here, so they all treat an odd link the same.
 */
export function pageNumberParam(raw: string | null | undefined, { max = MAX_PAGE_NUMBER }: { max?: number } = {}): number {
  const value = Math.floor(Number(raw));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.max(1, Math.min(value, Math.floor(max), MAX_PAGE_NUMBER));
}

/** `page` in a list's zod schema of its query string: pageNumberParam's reading, never a failed parse. */
export const pageNumberField = (options?: { max?: number }) =>
  z
    .unknown()
    .optional()
    .transform((raw) => pageNumberParam(typeof raw === "string" ? raw : null, options));
