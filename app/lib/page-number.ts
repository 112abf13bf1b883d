import { z } from "zod";

/** No list pages past this: an offset beyond it is no page anyone reads, and a huge one overflows the query. */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * A page's `?page=` as the API's `page[number]` takes it: a number from 1 to `max` (MAX_PAGE_NUMBER unless the list
 * knows its own last page), written in decimal digits only. Anything else ("2abc", "2.9", "0x10", "1e3", "+3",
 * "Infinity", "", a missing parameter) is page 1 and a larger one the last allowed (an empty page with its way back),
 * never the API's 400 shown as a damaged request. Every list reads its `?page=` here, so they all treat an odd link
 * the same.
 */
export function pageNumberParam(raw: string | null | undefined, { max = MAX_PAGE_NUMBER }: { max?: number } = {}): number {
  // Not Number(raw) alone: it also reads hexadecimal ("0x10" is 16), exponents ("1e3"), signs and spaces.
  if (!raw || !/^[0-9]+$/.test(raw)) return 1;
  const value = Number(raw);
  if (value < 1) return 1;
  return Math.max(1, Math.min(value, Math.floor(max), MAX_PAGE_NUMBER));
}

/** `page` in a list's zod schema of its query string: pageNumberParam's reading, never a failed parse. */
export const pageNumberField = (options?: { max?: number }) =>
  z
    .unknown()
    .optional()
    .transform((raw) => pageNumberParam(typeof raw === "string" ? raw : null, options));
