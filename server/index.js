// @ts-check
/*
 * The production server: a React Router build on node:http, with the build's
 * static files answered from memory before the router is asked.
 *
 * Why not react-router-serve: express adds routing, a `stat` per request for
 * static files, compression and request-logging wrappers to every page — about
 * an eighth of a trivial page's time (issue 10). Here the static files are
 * read once at start (they are immutable for the life of a build), compressed
 * once on first demand (gzip, brotli) and kept, and answered without touching the disk; pages
 * are compressed only when the client asks for it.
 *
 *   BUILD_DIR=build PORT=3000 node server/index.js
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { createReadableStreamFromReadable } from "@react-router/node";
import { createRequestHandler } from "react-router";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const trustProxy = process.env.TRUST_PROXY === "1";
const PEER_ADDRESS_HEADER = "x-volunteerly-peer";

const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const handle = createRequestHandler(build, process.env.NODE_ENV ?? "production");
/**
 * The app's page cache answers anonymous page requests it holds before the router is asked
 * (app/modules/page-cache, decision 023); a build without one (the bench's bare app) has none.
 * @type {((request: Request) => Promise<Response | null>) | undefined}
 */
const answerFromCache = build.entry?.module?.answerFromCache;
const staticFiles = loadStaticFiles(path.join(buildDir, "client"), build.publicPath ?? "/");

const server = http.createServer((req, res) => {
  const file = req.method === "GET" || req.method === "HEAD" ? staticFiles.get(pathOf(req.url ?? "/")) : undefined;
  if (file) return sendStatic(req, res, file);
  handlePage(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader("content-type", "text/plain; charset=utf-8");
    }
    res.end();
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => console.log(`[server] http://${host ?? "localhost"}:${port} (${path.relative(process.cwd(), buildDir) || "."})`));

// The app stops its own background work and exits on SIGTERM/SIGINT (decision 008); stop taking connections first.
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.once(signal, () => {
    server.close();
    server.closeIdleConnections();
    // A bare build has no handler of its own.
    if (process.listenerCount(signal) === 0) process.exit(0);
  });
}

/** @param {string} url */
function pathOf(url) {
  const end = url.indexOf("?");
  return end === -1 ? url : url.slice(0, end);
}

/**
 * @typedef {{ body: Buffer, compress?: boolean, gzip?: Buffer, br?: Buffer, type: string, etag: string, cacheControl: string }} StaticFile
 * @param {string} root
 * @param {string} publicPath
 */
function loadStaticFiles(root, publicPath) {
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  if (!fs.existsSync(root)) return files;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, full).split(path.sep).join("/");
    const body = fs.readFileSync(full);
    const type = contentType(entry.name);
    // Vite's hashed output never changes under its name; everything else may change with a deploy.
    const immutable = relative.startsWith("assets/");
    /** @type {StaticFile} */
    const file = {
      body,
      type,
      etag: `"${body.length.toString(16)}-${fs.statSync(full).mtimeMs.toString(16)}"`,
      cacheControl: immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    };
    file.compress = compressible(type) && body.length > 1024;
    files.set(`${publicPath}${relative}`, file);
  }
  return files;
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {StaticFile} file
 */
function sendStatic(req, res, file) {
  res.setHeader("content-type", file.type);
  res.setHeader("cache-control", file.cacheControl);
  res.setHeader("etag", file.etag);
  res.setHeader("x-content-type-options", "nosniff");
  if (req.headers["if-none-match"] === file.etag) {
    res.statusCode = 304;
    return res.end();
  }
  let body = file.body;
  if (file.compress) {
    res.setHeader("vary", "Accept-Encoding");
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (encoding === "br") body = file.br ??= zlib.brotliCompressSync(file.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    if (encoding === "gzip") body = file.gzip ??= zlib.gzipSync(file.body, { level: 9 });
    if (encoding) res.setHeader("content-encoding", encoding);
  }
  res.setHeader("content-length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function handlePage(req, res) {
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const request = toRequest(req, controller.signal);
  // A failure of the cache (e.g. the database is away) leaves the request to the router and its error pages.
  const cached = answerFromCache ? await answerFromCache(request).catch(() => null) : null;
  const response = cached ?? (await handle(request));
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body || req.method === "HEAD") return void res.end();

  const encoding = compressible(response.headers.get("content-type") ?? "") && !response.headers.has("content-encoding") ? preferredEncoding(req.headers["accept-encoding"]) : null;
  /** @type {NodeJS.WritableStream} */
  let sink = res;
  if (encoding) {
    res.removeHeader("content-length");
    res.setHeader("content-encoding", encoding);
    res.appendHeader("vary", "Accept-Encoding");
    // Fast settings: a page is compressed once per request, so CPU matters more than the last percent.
    const stream =
      encoding === "br"
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 5 });
    stream.pipe(res);
    sink = stream;
  }
  await writeBody(response.body, sink, encoding !== null);
}

/**
 * Streams the body; streamed HTML (Suspense) is flushed chunk by chunk when compressed.
 * @param {ReadableStream<Uint8Array>} body
 * @param {NodeJS.WritableStream} sink
 * @param {boolean} flush
 */
async function writeBody(body, sink, flush) {
  const reader = body.getReader();
  // No cork/uncork around the writes: on Node 24 a corked ServerResponse framed a kept page's chunks wrongly (the
  // plain body ended after its first chunk and the rest broke the parse of the connection's next response).
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const ok = sink.write(value);
      if (flush) /** @type {zlib.Gzip} */ (/** @type {unknown} */ (sink)).flush();
      if (!ok) await new Promise((resolve) => sink.once("drain", resolve));
    }
  } finally {
    sink.end();
  }
}

/**
 * @param {http.IncomingMessage} req
 * @param {AbortSignal} signal
 */
function toRequest(req, signal) {
  const forwardedProto = trustProxy ? req.headers["x-forwarded-proto"] : undefined;
  const protocol = (typeof forwardedProto === "string" ? forwardedProto.split(",")[0]?.trim() : undefined) ?? "http";
  const url = new URL(req.url ?? "/", `${protocol}://${req.headers.host ?? "localhost"}`);
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(/** @type {string} */ (raw[i]), /** @type {string} */ (raw[i + 1]));
  // The connection's own address, for per-client throttles (app/modules/auth/rate-limit.server.ts): set here
  // only, whatever a client sent under this name.
  headers.set(PEER_ADDRESS_HEADER, req.socket.remoteAddress ?? "");
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** @param {string | undefined} accept */
function preferredEncoding(accept) {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

/**
 * An event stream is never compressed: a compressor holds its bytes until a flush, and a stream's events must
 * leave as they happen (decision 033).
 * @param {string} type
 */
function compressible(type) {
  if (type.startsWith("text/event-stream")) return false;
  return /^(text\/|application\/(javascript|json|vnd\.api\+json|manifest\+json|xml)|image\/svg)/.test(type);
}

/** @param {string} name */
function contentType(name) {
  const types = /** @type {Record<string, string>} */ ({
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".webp": "image/webp",
    ".avif": "image/avif",
    ".gif": "image/gif",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".txt": "text/plain; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".xml": "application/xml; charset=utf-8",
    ".webmanifest": "application/manifest+json",
    ".map": "application/json; charset=utf-8",
  });
  return types[path.extname(name).toLowerCase()] ?? "application/octet-stream";
}
