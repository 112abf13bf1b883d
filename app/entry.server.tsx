import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { NonceProvider } from "~/components/nonce";
import { config } from "~/lib/config.server";
import { RETRY_AFTER_SECONDS } from "~/api/errors.server";
import { reportError } from "~/lib/report.server";
import { SecretConfigurationError } from "~/lib/secrets.server";
import { configureZodMessages } from "~/lib/zod-messages";
import { i18nContext, nonceContext } from "~/middleware/context";
import { isDatabaseUnavailable } from "~/modules/db/unavailable";
import { i18nFor } from "~/modules/i18n/instance.server";
import { startBackgroundWork } from "~/modules/jobs/background.server";
import { answerFromPageCache, pageToStore } from "~/modules/page-cache/pages.server";

/** The server (server/index.js) asks the page cache before the router: see app/modules/page-cache. */
export const answerFromCache = answerFromPageCache;

export const streamTimeout = 5_000;

// Our messages for issues whose schema names none, in every action's and the API's check on the server (decision 065).
configureZodMessages();

// The cookie secrets are settled at start: a production server without one it may use stops here, with
// the reason, instead of failing its first visitor (issue 18).
try {
  void config.sessionSecrets;
} catch (error) {
  if (!(error instanceof SecretConfigurationError)) throw error;
  console.error(`[server] ${error.message}`);
  process.exit(1);
}

startBackgroundWork();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The database away (issue 16): the error page answers 503 with Retry-After — from the database helpers' own
  // 503 (db/unavailable.ts), or from an error a loader met outside them (handleError below), not 500.
  if (databaseAway.has(request) && responseStatusCode === 500) responseStatusCode = 503;
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const userAgent = request.headers.get("user-agent");
  const bot = !!userAgent && isbot(userAgent);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  let i18n;
  try {
    i18n = loadContext.get(i18nContext);
  } catch {
    // The UI middleware did not run (an error before it): Dutch, the default.
    i18n = i18nFor("nl");
  }

  // Crawlers get the status and a plain page instead of the full-page error screen (spec §2). Only for an error
  // screen: a form answered with its messages (an action's 4xx data, no route error) is shown as it is, because isbot
  // also matches agents that fill in forms (a raw headless Chrome, accessibility checkers). It keeps the request's
  // language on <html>: such checkers read it too (axe html-has-lang).
  if (bot && responseStatusCode >= 400 && routerContext.staticHandlerContext.errors) {
    return new Response(`<!doctype html><html lang="${i18n.language}"><head><title>${responseStatusCode}</title></head><body><h1>${responseStatusCode}</h1></body></html>`, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  const nonce = loadContext.get(nonceContext);

  // A page the cache may keep is rendered whole before it is sent (anonymous pages have no streamed parts).
  const store = pageToStore(request, responseStatusCode, responseHeaders, routerContext, loadContext);

  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const readyOption = bot || routerContext.isSpaMode || store ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          if (store && responseStatusCode === 200) {
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () => {
              const html = Buffer.concat(chunks).toString("utf8");
              store(html);
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            });
            body.on("error", reject);
            pipe(body);
            return;
          }
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          reportError(error, { url: request.url });
        },
      },
    );
  });
}

/** Requests whose route failed because the database could not be reached (see handleRequest). */
const databaseAway = new WeakSet<Request>();

/** Unexpected server errors are reported; aborted requests are not errors; the database away is noted once per request. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    if (!databaseAway.has(request)) reportError(error, { url: request.url });
    databaseAway.add(request);
    return;
  }
  reportError(error, { url: request.url });
};
