/**
 * What a route declares in its `handle` to let the page cache keep its anonymous pages (decision 023):
 * only pages that look the same for every visitor without a session, apart from the values the cache
 * fills in per response (nonce, CSRF token, idempotency keys made with `freshKey`).
 */
export type PageCacheHandle = { pageCache?: true };
