/**
 * Rendered anonymous pages, kept in memory per process (issue 10, decision 023).
 *
 * A page a visitor without a session sees is the same for every such visitor of
 * the same host, language, colour mode and consent — except for the values that
 * must be fresh per response: the CSP nonce, the CSRF token bound to the
 * visitor's own cookie, and the idempotency keys of its forms. Those are cut out
 * of the stored HTML and filled in anew for every response that reuses it, so no
 * two visitors ever share one.
 *
 * A stored page is only reused while nothing it may show has changed: every
 * write request of this process and every change PostgreSQL reports (the
 * triggers of migration 0014, LISTEN/NOTIFY, from any process) moves the
 * version on, which drops every page rendered before. While the database's
 * notifications are not heard, nothing is reused. Pages also expire after
 * MAX_AGE_MS, for what changes with the clock alone (a vacancy's closing date).
 */

/** A value that differs per response: where it stood in the HTML, a slot to fill. */
export type FreshKind = "nonce" | "csrf" | "key";

export type FreshValues = { nonce: string; csrf: string; keys: readonly string[] };

type Slot = { kind: FreshKind; index: number };

export type StoredPage = {
  /** The HTML around the slots, encoded once (a response copies bytes instead of encoding a string). */
  parts: (Buffer | Slot)[];
  headers: [string, string][];
  version: number;
  storedAt: number;
  bytes: number;
  keyCount: number;
  /** Old by the clock: one request is rendering a new copy, the others still get this one. */
  refreshing?: boolean;
};

/**
 * How long a page is reused before it is rendered anew for what changes with the clock alone (a closing
 * date). The first request after that renders a new copy while the others still get the old one — not a
 * herd of renders at once — but never for more than twice this long.
 */
export const MAX_AGE_MS = 60_000;
/**
 * What a per-response value must look like: long (never a word that occurs by chance) and made of
 * characters HTML and scripts leave as they are, so that it stands in the page exactly as it is.
 */
const PLAIN_VALUE = /^[A-Za-z0-9_-]{16,}$/;

export function isPlainValue(value: string): boolean {
  return PLAIN_VALUE.test(value);
}

export type PageCacheOptions = { maxBytes: number; now?: () => number };

/**
 * What the cache may take of the process's heap: what PAGE_CACHE_MB asks, but never more than a quarter of the
 * heap's limit (the server runs with a capped heap, SERVER_HEAP_MB), so that a large setting cannot starve the
 * requests themselves and end the process out of memory.
 */
export function pageCacheBudget(requestedBytes: number, heapLimitBytes: number): number {
  return Math.min(requestedBytes, Math.floor(heapLimitBytes / 4));
}

export class PageCache {
  private pages = new Map<string, StoredPage>();
  private bytes = 0;
  private current = 0;
  private heard = false;

  constructor(private readonly options: PageCacheOptions) {}

  /** The version a request saw before it read anything; a page is stored under it. */
  get version(): number {
    return this.current;
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0 && this.heard;
  }

  /** Whether changes from the database reach this process (else nothing is reused). */
  listening(heard: boolean) {
    this.heard = heard;
    this.invalidate();
  }

  /** Something a page may show changed: every page rendered before is dropped. */
  invalidate() {
    this.current += 1;
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  /**
   * Keeps a rendered page. Refused (false) when the cache is off, the version moved on while it was
   * rendered, a fresh value could not be found safely (too short, not plain, or two the same), or the page would
   * take more than a quarter of the cache.
   */
  store(key: string, version: number, html: string, fresh: FreshValues, headers: [string, string][]): boolean {
    if (!this.enabled || version !== this.current) return false;
    const values: [string, Slot][] = [
      [fresh.nonce, { kind: "nonce", index: 0 }],
      [fresh.csrf, { kind: "csrf", index: 0 }],
      ...fresh.keys.map((value, index): [string, Slot] => [value, { kind: "key", index }]),
    ];
    if (values.some(([value]) => !isPlainValue(value)) || new Set(values.map(([value]) => value)).size !== values.length) return false;
    const bySlot = new Map(values);
    const pattern = new RegExp(values.map(([value]) => escapeRegExp(value)).join("|"), "g");
    const parts: (Buffer | Slot)[] = [];
    let last = 0;
    let bytes = 0;
    const text = (value: string) => {
      const buffer = Buffer.from(value, "utf8");
      bytes += buffer.length;
      parts.push(buffer);
    };
    for (const match of html.matchAll(pattern)) {
      text(html.slice(last, match.index));
      parts.push(bySlot.get(match[0])!);
      last = match.index + match[0].length;
    }
    text(html.slice(last));
    if (bytes > this.options.maxBytes / 4) return false;
    return this.keep(key, { parts, headers, version, storedAt: this.now(), bytes, keyCount: fresh.keys.length });
  }

  /** Keeps an answer that has no per-response values (a public API read): its bytes as they are. */
  storeAnswer(key: string, version: number, body: Uint8Array, headers: [string, string][]): boolean {
    if (!this.enabled || version !== this.current || body.length > this.options.maxBytes / 4) return false;
    return this.keep(key, { parts: [Buffer.from(body)], headers, version, storedAt: this.now(), bytes: body.length, keyCount: 0 });
  }

  private keep(key: string, page: StoredPage): boolean {
    const old = this.pages.get(key);
    if (old) {
      this.pages.delete(key);
      this.bytes -= old.bytes;
    }
    this.pages.set(key, page);
    this.bytes += page.bytes;
    // Least recently used first out: Map keeps insertion order, and a hit moves its page to the end.
    for (const [oldest, stored] of this.pages) {
      if (this.bytes <= this.options.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= stored.bytes;
    }
    return true;
  }

  /** The page stored under `key`, if it may still be shown. */
  lookup(key: string): StoredPage | undefined {
    if (!this.enabled) return undefined;
    const page = this.pages.get(key);
    if (!page) return undefined;
    const age = this.now() - page.storedAt;
    if (page.version !== this.current || age >= 2 * MAX_AGE_MS) {
      this.pages.delete(key);
      this.bytes -= page.bytes;
      return undefined;
    }
    if (age >= MAX_AGE_MS && !page.refreshing) {
      page.refreshing = true;
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }
}

type Fill = { nonce: string; csrf: string; key: () => string };

/**
 * The page's bytes with this response's own values in its slots, as the chunks to send: the stored parts
 * themselves, not a copy (a kept page of 90 KB answered 2,000 times a second would otherwise allocate
 * 180 MB a second).
 */
export function storedPageChunks(page: StoredPage, fresh: Fill): Buffer[] {
  const nonce = Buffer.from(fresh.nonce, "latin1");
  const csrf = Buffer.from(fresh.csrf, "latin1");
  const keys = Array.from({ length: page.keyCount }, () => Buffer.from(fresh.key(), "latin1"));
  return page.parts.map((part) => (Buffer.isBuffer(part) ? part : part.kind === "nonce" ? nonce : part.kind === "csrf" ? csrf : keys[part.index]!));
}

/** The page's HTML with this response's own values in its slots, in one buffer. */
export function renderStoredPage(page: StoredPage, fresh: Fill): Buffer {
  return Buffer.concat(storedPageChunks(page, fresh));
}

/** A response body that sends the chunks as they are. */
export function chunkStream(chunks: Buffer[]): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      // Everything at once: the chunks are in memory already.
      while (next < chunks.length) controller.enqueue(chunks[next++]!);
      controller.close();
    },
  });
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
