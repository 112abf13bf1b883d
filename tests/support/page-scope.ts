import type { ApiScope } from "~/api/context.server";
import { BATCH_WINDOW_MS } from "~/modules/auth/tokens.server";
import { testApi, tokenHeadersFor, type TestApi } from "./api";

/*
 * For tests of the in-process API calls of one page request (page-authentication, page-transaction): the calls share
 * an ApiScope as the UI's do; an outside client's calls have none.
 */

/** Calls of the test API in `scope` (undefined: as an outside HTTP client). */
export function callIn(api: TestApi, scope: ApiScope | undefined) {
  return (path: string, headers: Record<string, string>, method = "GET") =>
    Promise.resolve(api.api.fetch(new Request(`http://localhost${path}`, { method, headers: { ...headers, host: "localhost" } }), { scope }));
}

/** A test API and the admin's token headers, the API's clock moved past the token's batch window. */
export async function outsideBatchWindow() {
  const api = await testApi();
  const headers = await tokenHeadersFor("admin@demo.example");
  // A token issued just now would answer every call as a batch: move past the window.
  api.clock.advance(BATCH_WINDOW_MS + 1_000);
  return { api, headers };
}
