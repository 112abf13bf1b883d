import { describe, expect, it } from "vitest";
import { LOGIN_LINK_VALID_MS } from "~/modules/auth/login-link.server";
import { testApi, tokenHeadersFor } from "../support/api";

/*
 * One-time sign-in links (issue 18, defect 3): /auth/token signs a browser in
 * only with a token made for that purpose, used once, valid for two minutes.
 */
type LinkDocument = { data: { type: string; attributes: { url: string; expires_at: string } } };

async function makeLink(headers: Record<string, string>, redirectTo?: string) {
  const { request } = await testApi();
  const response = await request("/api/v1/login_links", {
    method: "POST",
    headers,
    json: redirectTo ? { data: { type: "login_links", attributes: { redirect_to: redirectTo } } } : undefined,
  });
  return response;
}

const tokenOf = (document: LinkDocument) => new URL(document.data.attributes.url).searchParams.get("token")!;

describe("POST /api/v1/login_links and /login_links/redeem", () => {
  it("makes a link for the signed-in user that signs in once, on this site's path", async () => {
    const t = await testApi();
    const made = await makeLink(await tokenHeadersFor("volunteer@demo.example"), "/vacancies?q=fiets");
    expect(made.status).toBe(201);
    const document = (await made.json()) as LinkDocument;
    const url = new URL(document.data.attributes.url);
    expect(url.origin).toBe("http://localhost");
    expect(url.pathname).toBe("/auth/token");
    expect(url.searchParams.get("redirectTo")).toBe("/vacancies?q=fiets");

    const redeemed = await t.request("/api/v1/login_links/redeem", { method: "POST", json: { token: tokenOf(document) } });
    expect(redeemed.status).toBe(200);
    expect(redeemed.headers.get("uid")).toBe("volunteer@demo.example");
    const session = Object.fromEntries(["access-token", "client", "uid"].map((name) => [name, redeemed.headers.get(name)!]));
    expect((await t.request("/auth/validate_token", { headers: session })).status).toBe(200);

    const again = await t.request("/api/v1/login_links/redeem", { method: "POST", json: { token: tokenOf(document) } });
    expect(again.status).toBe(401);
  });

  it("expires after two minutes", async () => {
    const t = await testApi();
    const document = (await (await makeLink(await tokenHeadersFor("volunteer@demo.example"))).json()) as LinkDocument;
    expect(new URL(document.data.attributes.url).searchParams.get("redirectTo")).toBe("/dashboard");
    t.clock.advance(LOGIN_LINK_VALID_MS + 1_000);
    expect((await t.request("/api/v1/login_links/redeem", { method: "POST", json: { token: tokenOf(document) } })).status).toBe(401);
  });

  it("never takes an access token, a made-up token or an off-site redirect", async () => {
    const t = await testApi();
    const headers = await tokenHeadersFor("volunteer@demo.example");
    for (const token of [headers["access-token"]!, "niet-echt", "%00"]) {
      expect((await t.request("/api/v1/login_links/redeem", { method: "POST", json: { token } })).status).toBe(401);
    }
    const offSite = (await (await makeLink(headers, "/\t/evil.example")).json()) as LinkDocument;
    expect(new URL(offSite.data.attributes.url).searchParams.get("redirectTo")).toBe("/dashboard");
  });

  it("is for signed-in users, not in a session signed in as someone else", async () => {
    const t = await testApi();
    expect((await makeLink({})).status).toBe(401);
    const mentor = await t.request("/api/v1/current_user", { headers: await tokenHeadersFor("mentor@demo.example") });
    const asMentor = await t.request("/api/v1/sign_in_as_user", {
      method: "POST",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { user_id: ((await mentor.json()) as { data: { id: string } }).data.id },
    });
    const impersonated = Object.fromEntries(["access-token", "client", "uid"].map((name) => [name, asMentor.headers.get(name)!]));
    expect((await makeLink(impersonated)).status).toBe(403);
  });

  it("signs in only on the user's own center", async () => {
    const t = await testApi();
    const document = (await (await makeLink(await tokenHeadersFor("volunteer@demo.example"))).json()) as LinkDocument;
    const elsewhere = await t.request("/api/v1/login_links/redeem", { method: "POST", host: "partner.localhost", json: { token: tokenOf(document) } });
    expect(elsewhere.status).toBeGreaterThanOrEqual(400);
    expect(elsewhere.headers.get("access-token")).toBeNull();
  });
});
