import { createMemorySessionStorage, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { expectConsoleError } from "../../../tests/support/fail-on-console-error";
import { apiContext, localeContext, sessionContext } from "~/middleware/context";
import { ApiClient } from "~/modules/api-client/client.server";
import type { AppSession, SessionData, SessionFlash } from "~/modules/session/session.server";
import { getOptionalUser, getUserOrganizations, organizationsFailed, requireCurrentOrganization, signOut, signOutLocally, startImpersonation, stopImpersonation } from "./session-user.server";

/*
 * The web session's side of spec §4 (selected organization) and §6 (signing
 * in as another user), against a scripted API that records every request.
 */
const school = { id: "11111111-1111-4111-8111-111111111111", type: "School", name: "School" };
const nonProfit = { id: "22222222-2222-4222-8222-222222222222", type: "NonProfit", name: "Buurthuis" };
const gone = "33333333-3333-4333-8333-333333333333";

const resource = (o: { id: string; type: string; name: string }) => ({ type: "organizations", id: o.id, attributes: { name: o.name, organization_type: o.type } });

function scriptedApi(organizations: Array<{ id: string; type: string; name: string }> | "failing") {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    const path = new URL(request.url).pathname;
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json", ...headers } });
    if (path === "/api/v1/current_user") {
      const impersonated = request.headers.get("access-token") === "target-token";
      return json({
        data: { type: "users", id: impersonated ? "target" : "admin", attributes: { email: "x@demo.example", first_name: "X", last_name: "Y" } },
        ...(impersonated ? { meta: { impersonated_by: { id: "admin", email: "admin@demo.example", first_name: "A", last_name: "B" } } } : {}),
      });
    }
    if (path === "/api/v1/current_organizations") {
      if (organizations === "failing") return new Response(JSON.stringify({ errors: [{ status: "500", title: "Internal Server Error" }] }), { status: 500, headers: { "content-type": "application/json" } });
      return json({ data: organizations.map(resource) });
    }
    if (path === "/api/v1/sign_in_as_user") return json({ data: {} }, { "access-token": "target-token", client: "target-client", uid: "target@demo.example" });
    if (path === "/auth/sign_out") return json({ success: true });
    return new Response(null, { status: 404 });
  };
  return { fetch, requests };
}

async function contextWith(organizations: Array<{ id: string; type: string; name: string }> | "failing", stored?: string) {
  const storage = createMemorySessionStorage<SessionData, SessionFlash>({ cookie: { name: "__session", secrets: ["test"] } });
  const session = (await storage.getSession()) as AppSession;
  session.set("credentials", { accessToken: "admin-token", client: "admin-client", uid: "admin@demo.example" });
  if (stored) session.set("currentOrganizationId", stored);
  const api = scriptedApi(organizations);
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(localeContext, "nl");
  context.set(
    apiContext,
    new ApiClient({
      fetch: api.fetch,
      baseUrl: "http://api.internal",
      tenant: "public",
      currentOrganizationId: session.get("currentOrganizationId") ?? null,
      credentials: session.get("credentials") ?? null,
      onCredentials: (credentials) => session.set("credentials", credentials),
    }),
  );
  return { context, session, requests: api.requests };
}

describe("the selected organization (spec §4)", () => {
  it("defaults to the first School or VolunteerCenter and is persisted", async () => {
    const { context, session } = await contextWith([nonProfit, school]);
    await getOptionalUser(context);
    expect(session.get("currentOrganizationId")).toBe(school.id);
    expect((await getUserOrganizations(context)).map((o) => o.id)).toEqual([nonProfit.id, school.id]);
  });

  it("keeps a choice that is still one of the user's", async () => {
    const { context, session } = await contextWith([nonProfit, school], nonProfit.id);
    await getOptionalUser(context);
    expect(session.get("currentOrganizationId")).toBe(nonProfit.id);
  });

  it("resets when no longer in the list, and later calls send the new Current-Organization-Id", async () => {
    const { context, session, requests } = await contextWith([nonProfit, school], gone);
    await getOptionalUser(context);
    expect(session.get("currentOrganizationId")).toBe(school.id);
    await context.get(apiContext).get("/api/v1/current_organizations");
    expect(requests.at(-1)!.headers.get("current-organization-id")).toBe(school.id);
  });

  it("clears without organizations, and a page that needs one answers 403 'Geen organisatie gevonden'", async () => {
    const { context, session } = await contextWith([], gone);
    await getOptionalUser(context);
    expect(session.get("currentOrganizationId")).toBeUndefined();
    const thrown = await requireCurrentOrganization(context).catch((e: unknown) => e);
    expect((thrown as { data: { message: string } }).data.message).toBe("Geen organisatie gevonden");
    expect((thrown as { init: { status: number } }).init.status).toBe(403);
  });

  it("survives organizations that cannot be loaded: a failed state, reported, the choice kept, the page not failed (spec §8)", async () => {
    const takeLogged = expectConsoleError();
    const { context, session } = await contextWith("failing", school.id);
    expect(await getOptionalUser(context)).toMatchObject({ email: "x@demo.example" });
    expect(await getUserOrganizations(context)).toEqual([]);
    expect(await organizationsFailed(context)).toBe(true);
    expect(session.get("currentOrganizationId")).toBe(school.id);
    // Reported (the error reporter logs, and sends it where SENTRY_DSN says).
    expect(takeLogged()).toHaveLength(1);
    // A page that needs an organization is unavailable for now, not "no organization".
    const thrown = await requireCurrentOrganization(context).catch((e: unknown) => e);
    expect((thrown as { init: { status: number } }).init.status).toBe(503);
    const loaded = await contextWith([school]);
    await getOptionalUser(loaded.context);
    expect(await organizationsFailed(loaded.context)).toBe(false);
  });

  it("clears everything when the user is gone", async () => {
    const { context, session } = await contextWith([school], school.id);
    signOutLocally(context);
    expect(session.get("currentOrganizationId")).toBeUndefined();
    expect(session.get("credentials")).toBeUndefined();
  });
});

describe("signing in as another user in the web session (spec §6)", () => {
  it("acts with the user's token, remembers the admin's, and goes back revoking the user's", async () => {
    const { context, session, requests } = await contextWith([school], school.id);
    await startImpersonation(context, "target");
    expect(session.get("credentials")).toMatchObject({ accessToken: "target-token", uid: "target@demo.example" });
    expect(session.get("impersonation")).toMatchObject({ userId: "target", adminCredentials: { accessToken: "admin-token" }, adminOrganizationId: school.id });
    expect(session.get("currentOrganizationId")).toBeUndefined();

    expect(await stopImpersonation(context)).toBe("target");
    const signOut = requests.find((r) => new URL(r.url).pathname === "/auth/sign_out")!;
    expect(signOut.method).toBe("DELETE");
    expect(signOut.headers.get("access-token")).toBe("target-token");
    expect(session.get("credentials")).toMatchObject({ accessToken: "admin-token" });
    expect(session.get("impersonation")).toBeUndefined();
    expect(session.get("currentOrganizationId")).toBe(school.id);
    expect(await stopImpersonation(context)).toBeNull();
  });

  it("signing out while acting as the user revokes both the user's token and the admin's", async () => {
    const { context, session, requests } = await contextWith([school], school.id);
    await startImpersonation(context, "target");
    await signOut(context);
    const revoked = requests.filter((r) => new URL(r.url).pathname === "/auth/sign_out");
    expect(revoked.map((r) => [r.method, r.headers.get("access-token")])).toEqual([
      ["DELETE", "target-token"],
      ["DELETE", "admin-token"],
    ]);
    expect(session.get("credentials")).toBeUndefined();
    expect(session.get("impersonation")).toBeUndefined();
  });

  it("signing out normally revokes the one token", async () => {
    const { context, session, requests } = await contextWith([school]);
    await signOut(context);
    expect(requests.filter((r) => new URL(r.url).pathname === "/auth/sign_out").map((r) => r.headers.get("access-token"))).toEqual(["admin-token"]);
    expect(session.get("credentials")).toBeUndefined();
  });

  it("tells whose session it really is", async () => {
    const { context } = await contextWith([school]);
    await startImpersonation(context, "target");
    const user = await getOptionalUser(context);
    expect(user?.impersonatedBy).toMatchObject({ email: "admin@demo.example" });
  });
});
