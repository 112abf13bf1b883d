import { randomUUID } from "node:crypto";
import { getHeapStatistics } from "node:v8";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { config } from "~/lib/config.server";
import { getDatabase, listenerOf } from "~/modules/db/client.server";
import { TENANCY_CHANNEL } from "~/modules/tenancy/directory.server";
import { PageCache, pageCacheBudget } from "./page-cache.server";

/** The NOTIFY channel of migration 0014: a table that public pages show changed. */
export const PAGES_CHANNEL = "volunteerly_pages";
/** After losing the channel, listen again after this long (meanwhile nothing is reused). */
const RELISTEN_MS = 5_000;

/** The cache's version when the request began, before it read anything. */
export const pageVersionContext = createContext<number>(-1);
/** The per-response values a page's loaders made (idempotency keys): cut out of a stored page. */
export const freshKeysContext = createContext<string[] | null>(null);

let cache: PageCache | undefined;
let listening = false;

/** This process's cache of rendered anonymous pages. */
export function pageCache(): PageCache {
  cache ??= new PageCache({ maxBytes: budget() });
  if (!listening) startListening(cache);
  return cache;
}

function budget(): number {
  const requested = config.pageCacheBytes;
  const heapLimit = getHeapStatistics().heap_size_limit;
  const granted = pageCacheBudget(requested, heapLimit);
  if (granted < requested) {
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    console.warn(`[page-cache] PAGE_CACHE_MB asks ${mb(requested)} MB of a heap of ${mb(heapLimit)} MB: using ${mb(granted)} MB (a quarter of the heap; raise SERVER_HEAP_MB for more)`);
  }
  return granted;
}

/** Changes are heard on both channels before any page is reused; a lost channel stops reuse until heard again. */
function startListening(target: PageCache) {
  if (config.pageCacheBytes === 0) return;
  listening = true;
  const lost = () => {
    target.listening(false);
    setTimeout(() => {
      listening = false;
    }, RELISTEN_MS).unref();
  };
  void getDatabase()
    .then(async ({ db }) => {
      const listen = listenerOf(db);
      if (!listen) throw new Error("no listener");
      await Promise.all([PAGES_CHANNEL, TENANCY_CHANNEL].map((channel) => listen(channel, () => target.invalidate(), lost)));
      target.listening(true);
    })
    .catch(lost);
}

/**
 * An idempotency key for a form the page renders: fresh per response, also when the page comes
 * from the cache (the key is one of the values cut out of it).
 */
export function freshKey(context: Readonly<RouterContextProvider>): string {
  const key = randomUUID();
  context.get(freshKeysContext)?.push(key);
  return key;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Notes the version before anything is read, and moves it on after every write of this process that
 * was not refused — at once, before the writer sees its answer, so its next page is never an old copy. Writes of
 * other processes arrive by NOTIFY.
 */
export const pageVersionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const pages = pageCache();
  context.set(pageVersionContext, pages.version);
  context.set(freshKeysContext, []);
  if (SAFE_METHODS.has(request.method)) return next();
  // A refused write (4xx: invalid, forbidden, throttled) changed nothing; anything else may have.
  let refused = false;
  try {
    const response = await next();
    refused = response.status >= 400 && response.status < 500;
    return response;
  } finally {
    if (!refused) pages.invalidate();
  }
};
