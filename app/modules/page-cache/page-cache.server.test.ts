import { describe, expect, it } from "vitest";
import { MAX_AGE_MS, PageCache, pageCacheBudget, renderStoredPage } from "./page-cache.server";

const NONCE = "0123456789abcdef0123456789abcdef";
const CSRF = "tokenTOKENtoken_token-TOKEN0123456789abcdefgh";
const KEY = "6f9619ff-8b86-d011-b42d-00c04fc964ff";
const HTML = `<script nonce="${NONCE}">x</script><input name="csrf" value="${CSRF}"/><input name="idempotencyKey" value="${KEY}"/><script nonce="${NONCE}">{"csrfToken":"${CSRF}"}</script>`;
const HEADERS: [string, string][] = [["content-type", "text/html; charset=utf-8"]];

function listeningCache(options: { maxBytes?: number; now?: () => number } = {}) {
  const cache = new PageCache({ maxBytes: options.maxBytes ?? 1024 * 1024, now: options.now });
  cache.listening(true);
  return cache;
}

const fresh = { nonce: NONCE, csrf: CSRF, keys: [KEY] };
let counter = 0;
const nextKey = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`;

describe("PageCache", () => {
  it("gives every response its own nonce, CSRF token and idempotency keys, everywhere they stood", () => {
    const cache = listeningCache();
    expect(cache.store("/a", cache.version, HTML, fresh, HEADERS)).toBe(true);
    const page = cache.lookup("/a")!;
    const html = renderStoredPage(page, { nonce: "ffffffffffffffffffffffffffffffff", csrf: "other_visitor_token_0123456789", key: nextKey }).toString("utf8");
    expect(html).not.toContain(NONCE);
    expect(html).not.toContain(CSRF);
    expect(html).not.toContain(KEY);
    expect(html.match(/nonce="ffffffffffffffffffffffffffffffff"/g)).toHaveLength(2);
    expect(html.match(/other_visitor_token_0123456789/g)).toHaveLength(2);
    expect(html).toContain('value="00000000-0000-4000-8000-');
    expect(page.headers).toEqual(HEADERS);
  });

  it("draws new idempotency keys for every response", () => {
    const cache = listeningCache();
    cache.store("/a", cache.version, HTML, fresh, HEADERS);
    const values = { nonce: NONCE, csrf: CSRF, key: nextKey };
    const first = renderStoredPage(cache.lookup("/a")!, values).toString("utf8");
    const second = renderStoredPage(cache.lookup("/a")!, values).toString("utf8");
    expect(first).not.toBe(second);
  });

  it("drops every page when something changes, and refuses a page rendered before the change", () => {
    const cache = listeningCache();
    const before = cache.version;
    cache.store("/a", before, HTML, fresh, HEADERS);
    cache.invalidate();
    expect(cache.lookup("/a")).toBeUndefined();
    expect(cache.store("/b", before, HTML, fresh, HEADERS)).toBe(false);
    expect(cache.lookup("/b")).toBeUndefined();
  });

  it("reuses nothing while changes are not heard", () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    expect(cache.store("/a", cache.version, HTML, fresh, HEADERS)).toBe(false);
    cache.listening(true);
    cache.store("/a", cache.version, HTML, fresh, HEADERS);
    cache.listening(false);
    expect(cache.lookup("/a")).toBeUndefined();
  });

  it("keeps nothing when turned off", () => {
    const cache = new PageCache({ maxBytes: 0 });
    cache.listening(true);
    expect(cache.store("/a", cache.version, HTML, fresh, HEADERS)).toBe(false);
  });

  it("renders a page anew when it is old by the clock: one request renders, the others keep the old copy meanwhile", () => {
    let now = 1_000;
    const cache = listeningCache({ now: () => now });
    cache.store("/a", cache.version, HTML, fresh, HEADERS);
    now += MAX_AGE_MS - 1;
    expect(cache.lookup("/a")).toBeDefined();
    now += 1;
    expect(cache.lookup("/a")).toBeUndefined();
    expect(cache.lookup("/a")).toBeDefined();
    // The new copy replaces it.
    cache.store("/a", cache.version, HTML, fresh, HEADERS);
    now += MAX_AGE_MS - 1;
    expect(cache.lookup("/a")?.refreshing).toBeFalsy();
  });

  it("never reuses a page older than twice the maximum age, even when its new copy never came", () => {
    let now = 1_000;
    const cache = listeningCache({ now: () => now });
    cache.store("/a", cache.version, HTML, fresh, HEADERS);
    now += MAX_AGE_MS;
    expect(cache.lookup("/a")).toBeUndefined();
    now += MAX_AGE_MS;
    expect(cache.lookup("/a")).toBeUndefined();
    expect(cache.lookup("/a")).toBeUndefined();
    expect(cache.size.pages).toBe(0);
  });

  it("refuses values it could not find safely: short, needing escapes, or two the same", () => {
    const cache = listeningCache();
    expect(cache.store("/a", cache.version, HTML, { ...fresh, csrf: "short" }, HEADERS)).toBe(false);
    expect(cache.store("/a", cache.version, HTML, { ...fresh, csrf: "with&ampersand_0123456789" }, HEADERS)).toBe(false);
    expect(cache.store("/a", cache.version, HTML, { ...fresh, keys: [KEY, KEY] }, HEADERS)).toBe(false);
    expect(cache.size.pages).toBe(0);
  });

  it("keeps within its memory, dropping the least recently used page first", () => {
    const probe = listeningCache();
    probe.store("/probe", probe.version, HTML, fresh, HEADERS);
    const pageBytes = probe.size.bytes;
    const cache = listeningCache({ maxBytes: pageBytes * 4 });
    for (const path of ["/1", "/2", "/3", "/4"]) cache.store(path, cache.version, HTML, fresh, HEADERS);
    cache.lookup("/1");
    cache.store("/5", cache.version, HTML, fresh, HEADERS);
    expect(cache.lookup("/2")).toBeUndefined();
    expect(cache.lookup("/1")).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(pageBytes * 4);
  });
});

describe("pageCacheBudget", () => {
  const MB = 1024 * 1024;
  it("grants what PAGE_CACHE_MB asks within a quarter of the heap's limit", () => {
    expect(pageCacheBudget(32 * MB, 256 * MB)).toBe(32 * MB);
    expect(pageCacheBudget(64 * MB, 256 * MB)).toBe(64 * MB);
  });

  it("never more than a quarter of the heap's limit", () => {
    expect(pageCacheBudget(200 * MB, 256 * MB)).toBe(64 * MB);
    expect(pageCacheBudget(32 * MB, 96 * MB)).toBe(24 * MB);
  });

  it("keeps a cache that is off, off", () => {
    expect(pageCacheBudget(0, 256 * MB)).toBe(0);
  });
});
