import { describe, expect, it } from "vitest";
import { BATCH_WINDOW_MS } from "~/modules/auth/tokens.server";
import { callIn, outsideBatchWindow } from "../support/page-scope";

/*
 * The UI's in-process calls of one page request share an ApiScope: the first
 * read authenticates and rotates the token, the page's other reads reuse that
 * (like devise_token_auth's batch requests). Outside HTTP clients never have a
 * scope. A scope must never accept a token it has not seen validated, and a
 * write must not be answered from it.
 */
describe("the API calls of one page request", () => {
  it("authenticate once: the first read rotates the token, the others answer like a batch", async () => {
    const { api, headers } = await outsideBatchWindow();
    const call = callIn(api, { authentications: new Map() });
    const [first, second, third] = await Promise.all([
      call("/api/v1/current_user", headers),
      call("/api/v1/current_organizations", headers),
      call("/api/v1/volunteer_centers/current", headers),
    ]);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    const tokens = [first, second, third].map((response) => response.headers.get("access-token"));
    expect(tokens.filter((token) => token && token.trim() !== "")).toHaveLength(1);
    // A batch answer's " " reads as "" through the Headers API (values are trimmed).
    expect(tokens.filter((token) => token === "")).toHaveLength(2);
  });

  it("without a scope (an outside client), each call authenticates and rotates by itself", async () => {
    const { api, headers } = await outsideBatchWindow();
    const call = callIn(api, undefined);
    const first = await call("/api/v1/current_user", headers);
    expect(first.headers.get("access-token")?.trim()).toBeTruthy();
    api.clock.advance(BATCH_WINDOW_MS + 1_000);
    const second = await call("/api/v1/current_user", { ...headers, "access-token": first.headers.get("access-token")! });
    expect(second.status).toBe(200);
    expect(second.headers.get("access-token")?.trim()).toBeTruthy();
  });

  it("never accepts a token the scope has not seen validated", async () => {
    const { api, headers } = await outsideBatchWindow();
    const call = callIn(api, { authentications: new Map() });
    expect((await call("/api/v1/current_user", headers)).status).toBe(200);
    const forged = await call("/api/v1/current_user", { ...headers, "access-token": "not-the-token" });
    expect(forged.status).toBe(401);
  });

  it("authenticates again after a write: a sign-out in the page request is not undone by the scope", async () => {
    const { api, headers } = await outsideBatchWindow();
    const call = callIn(api, { authentications: new Map() });
    expect((await call("/api/v1/current_user", headers)).status).toBe(200);
    expect((await call("/auth/sign_out", headers, "DELETE")).status).toBe(200);
    expect((await call("/api/v1/current_user", headers)).status).toBe(401);
  });
});
