/** No list pages past this: an offset beyond it is no page anyone reads, and a huge one overflows the query. */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * A page's `?page=` as the API's `page[number]` takes it: a whole number from 1 to MAX_PAGE_NUMBER. Anything else is
 * page 1 and a larger one the last allowed (an empty page with its way back), never the API's 400 shown as a damaged
 * request.
 */
export function pageNumberParam(raw: string | null | undefined): number {
  const value = Math.floor(Number(raw));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, MAX_PAGE_NUMBER);
}
