import { expect, test, type APIRequestContext } from "@playwright/test";

/*
 * The production server (server/index.js): the build's files come from memory
 * with caching headers a browser and a CDN can rely on; pages are compressed
 * when the client asks, and only then.
 */
async function firstScriptOf(request: APIRequestContext) {
  const html = await (await request.get("/switch")).text();
  const src = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src, "a hashed script in the page").toBeTruthy();
  return src!;
}

test("hashed assets are immutable for a year, revalidate by ETag and come compressed when asked", async ({ request }) => {
  const src = await firstScriptOf(request);
  const plain = await request.get(src, { headers: { "accept-encoding": "identity" } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(plain.headers()["content-type"]).toContain("text/javascript");
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const body = await plain.body();

  const again = await request.get(src, { headers: { "if-none-match": plain.headers()["etag"]! } });
  expect(again.status()).toBe(304);

  // Playwright decodes the body itself; the header tells what travelled.
  const brotli = await request.get(src, { headers: { "accept-encoding": "br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["vary"]).toContain("Accept-Encoding");
  expect((await brotli.body()).equals(body)).toBe(true);
});

test("files outside /assets are cached briefly; unknown files fall through to the app's 404", async ({ request }) => {
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");
  expect((await request.get("/assets/does-not-exist.js")).status()).toBe(404);
});

test("a page is gzipped for a client that accepts it and plain for one that does not", async ({ request }) => {
  // Playwright decodes what it receives; the headers tell what travelled.
  const zipped = await request.get("/switch", { headers: { "accept-encoding": "gzip" } });
  expect(zipped.headers()["content-encoding"]).toBe("gzip");
  expect(await zipped.text()).toContain("<html");
  const plain = await request.get("/switch", { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toContain("<html");
});
