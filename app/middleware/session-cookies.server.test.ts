import { createSession, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Credentials } from "~/modules/api-client/client.server";
import { credentialsStorage, SESSION_COOKIE_NAME, STATE_COOKIE_NAME, stateStorage, type AppSession } from "~/modules/session/session.server";
import type { RequestTenancy } from "~/modules/tenancy/tenancy.server";
import { localeContext, sessionContext, tenancyContext } from "./context";
import { sessionMiddleware } from "./root.server";

/*
 * Decision 055: nearly every signed-in answer rotates the API token. A request that started earlier and answers
 * later (the live bell's stream connecting, a parallel `.data` load, a second tab) must set only the rotated
 * token, never the rest of the session as it read it: a flash toast, a switch of organization or the gallery's
 * idempotency count written meanwhile by another request stays. The answers go through the session middleware
 * and into a cookie jar the way a browser applies them, last answer last.
 */

const tenancy = { tenant: { slug: "public" }, centerId: null, appContext: null, hostNamesCenter: false, hostNamesTenant: false } as unknown as RequestTenancy;

/** A browser's cookies: name → value; an expired or emptied cookie goes. */
class Jar {
  private cookies = new Map<string, string>();

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  names(): string[] {
    return [...this.cookies.keys()].sort();
  }

  value(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  delete(name: string) {
    this.cookies.delete(name);
  }

  apply(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

type Step = (session: AppSession) => void;

/** One request through the session middleware with the cookies of `cookieHeader`; `during` is what its loaders do. */
async function answer(cookieHeader: string, during: Step): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(tenancyContext, tenancy);
  context.set(localeContext, "nl");
  const request = new Request("http://localhost/dashboard", { headers: cookieHeader ? { cookie: cookieHeader } : {} });
  return (await sessionMiddleware({ request, context, params: {}, unstable_pattern: "/" } as never, async () => {
    during(context.get(sessionContext));
    return new Response("ok");
  })) as Response;
}

/** What the next request of this browser reads from its session. */
async function nextRead(jar: Jar) {
  let read: Record<string, unknown> = {};
  await answer(jar.header, (session) => {
    read = { credentials: session.get("credentials"), currentOrganizationId: session.get("currentOrganizationId"), dupeDemo: session.get("dupeDemo"), toast: session.get("toast") };
  });
  return read;
}

const signedIn: Credentials = { accessToken: "token-1", client: "client-1", uid: "anne@demo.example" };
const rotated: Credentials = { accessToken: "token-2", client: "client-1", uid: "anne@demo.example" };
const rotatedByB: Credentials = { accessToken: "token-3", client: "client-1", uid: "anne@demo.example" };

/** A signed-in browser, working in organization org-1. */
async function signedInJar(): Promise<Jar> {
  const jar = new Jar();
  jar.apply(
    await answer("", (session) => {
      session.set("credentials", signedIn);
      session.set("currentOrganizationId", "org-1");
    }),
  );
  return jar;
}

describe("a token rotation never undoes what another request wrote into the session (decision 055)", () => {
  it("keeps another request's flash toast, switch of organization and idempotency count, and the later answer's token", async () => {
    const jar = await signedInJar();
    const start = jar.header;
    // A (the bell's stream) and B (a form post) leave with the same cookies.
    const a = answer(start, (session) => session.set("credentials", rotated));
    const b = await answer(start, (session) => {
      session.set("credentials", rotatedByB);
      session.set("currentOrganizationId", "org-2");
      session.set("dupeDemo", { keys: ["k1"], count: 1 });
      session.flash("toast", { color: "success", message: "Opgeslagen" });
    });
    jar.apply(b);
    jar.apply(await a);
    expect(await nextRead(jar)).toEqual({
      credentials: rotated,
      currentOrganizationId: "org-2",
      dupeDemo: { keys: ["k1"], count: 1 },
      toast: { color: "success", message: "Opgeslagen" },
    });
  });

  it("an answer that changed only the other state leaves the credentials' cookie alone", async () => {
    const jar = await signedInJar();
    const start = jar.header;
    const b = answer(start, (session) => session.set("currentOrganizationId", "org-2"));
    jar.apply(await answer(start, (session) => session.set("credentials", rotated)));
    jar.apply(await b);
    expect(await nextRead(jar)).toMatchObject({ credentials: rotated, currentOrganizationId: "org-2" });
  });

  it("sets only the credentials' cookie for a rotation, only the state cookie for a toast", async () => {
    const jar = await signedInJar();
    expect(jar.names()).toEqual([SESSION_COOKIE_NAME, STATE_COOKIE_NAME]);
    const rotation = await answer(jar.header, (session) => session.set("credentials", rotated));
    expect(rotation.headers.getSetCookie().map((line) => line.split("=")[0])).toEqual([SESSION_COOKIE_NAME]);
    const toast = await answer(jar.header, (session) => session.flash("toast", { color: "success", message: "Opgeslagen" }));
    expect(toast.headers.getSetCookie().map((line) => line.split("=")[0])).toEqual([STATE_COOKIE_NAME]);
    const nothing = await answer(jar.header, (session) => session.get("credentials"));
    expect(nothing.headers.getSetCookie()).toEqual([]);
  });

  it("reads a cookie from before the change (all in one) and writes it in two: still signed in, same organization", async () => {
    const old = createSession({ credentials: signedIn, currentOrganizationId: "org-1", dupeDemo: { keys: ["k1"], count: 1 } });
    const jar = new Jar();
    jar.set(SESSION_COOKIE_NAME, (await credentialsStorage().commitSession(old as never)).split(";")[0]!.slice(SESSION_COOKIE_NAME.length + 1));
    const read = await nextRead(jar);
    expect(read).toEqual({ credentials: signedIn, currentOrganizationId: "org-1", dupeDemo: { keys: ["k1"], count: 1 }, toast: undefined });
    // The first answer moves the other state to its own cookie; the credentials' cookie keeps the credentials alone.
    jar.apply(await answer(jar.header, () => {}));
    expect(jar.names()).toEqual([SESSION_COOKIE_NAME, STATE_COOKIE_NAME]);
    expect((await credentialsStorage().getSession(`${SESSION_COOKIE_NAME}=${jar.value(SESSION_COOKIE_NAME)}`)).data).toEqual({ credentials: signedIn });
    expect(await nextRead(jar)).toEqual(read);
  });

  it("signing out: the credentials' cookie goes, the toast stays for the next page, and then no cookie is left", async () => {
    const jar = await signedInJar();
    jar.apply(
      await answer(jar.header, (session) => {
        session.unset("credentials");
        session.unset("currentOrganizationId");
        session.unset("impersonation");
        session.flash("toast", { color: "success", message: "Je bent uitgelogd." });
      }),
    );
    expect(jar.names()).toEqual([STATE_COOKIE_NAME]);
    expect(await nextRead(jar)).toMatchObject({ credentials: undefined, currentOrganizationId: undefined, toast: { message: "Je bent uitgelogd." } });
    jar.apply(await answer(jar.header, (session) => session.get("toast")));
    // Anonymous again: the page cache may answer this visitor.
    expect(jar.names()).toEqual([]);
  });

  it("keeps an impersonation with the credentials, never in the state cookie, and gives the state cookie no say over them", async () => {
    const jar = await signedInJar();
    const target: Credentials = { accessToken: "target-token", client: "target-client", uid: "target@demo.example" };
    jar.apply(
      await answer(jar.header, (session) => {
        session.set("credentials", target);
        session.set("impersonation", { adminCredentials: signedIn, adminOrganizationId: "org-1", userId: "target" });
        session.unset("currentOrganizationId");
      }),
    );
    const state = (await stateStorage().getSession(`${STATE_COOKIE_NAME}=${jar.value(STATE_COOKIE_NAME) ?? ""}`)).data;
    expect(state).toEqual({});
    expect(Object.keys((await credentialsStorage().getSession(`${SESSION_COOKIE_NAME}=${jar.value(SESSION_COOKIE_NAME)}`)).data).sort()).toEqual(["credentials", "impersonation"]);
    // The admin's cookie of before, put in the state cookie's place, brings back neither the admin's credentials nor the organization.
    const admin = await signedInJar();
    jar.set(STATE_COOKIE_NAME, admin.value(SESSION_COOKIE_NAME)!);
    let seen: unknown;
    await answer(jar.header, (session) => (seen = { credentials: session.get("credentials"), impersonation: session.get("impersonation")?.userId }));
    expect(seen).toEqual({ credentials: target, impersonation: "target" });
  });

  it("drops an organization left in the state cookie when the credentials' cookie is gone (expired), and the cookie with it", async () => {
    const jar = await signedInJar();
    jar.delete(SESSION_COOKIE_NAME);
    const anonymous = await answer(jar.header, () => {});
    jar.apply(anonymous);
    expect(jar.names()).toEqual([]);
    expect(await nextRead(jar)).toEqual({ credentials: undefined, currentOrganizationId: undefined, dupeDemo: undefined, toast: undefined });
  });

  it("keeps each cookie well under 4 KB with the most they hold", async () => {
    const long = (n: number) => "x".repeat(n);
    const big: Credentials = { accessToken: long(64), client: long(32), uid: `${long(200)}@demo.example`, expiry: "1999999999" };
    const response = await answer("", (session) => {
      session.set("credentials", big);
      session.set("impersonation", { adminCredentials: big, adminOrganizationId: crypto.randomUUID(), userId: crypto.randomUUID() });
      session.set("currentOrganizationId", crypto.randomUUID());
      session.set("dupeDemo", { keys: Array.from({ length: 20 }, () => crypto.randomUUID()), count: 1000 });
      session.flash("toast", { color: "success", message: long(300) });
    });
    const lengths = response.headers.getSetCookie().map((line) => line.length);
    expect(lengths).toHaveLength(2);
    for (const length of lengths) expect(length).toBeLessThan(3000);
  });
});
