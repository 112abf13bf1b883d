import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/modules/db/seed.server";
import { Browser, send, type Reply } from "./http";

/*
 * Which answers issue a CSRF cookie (decision 019): only those that carry its token to a form — a page, the
 * router's data when it loads the root, a kept page of the page cache — never the live bell's event stream, a
 * download or a redirect. Two requests without cookies under way at once (a signed-out tab's stream and the next
 * form page) otherwise replace each other's cookie, and the form's post gets 403. Posts are checked as before.
 */

let address = 0;
const nextFrom = () => `127.0.19.${++address}`;

/** What a browser sends for a navigation, for the EventSource of the live bell, and for fetch() (the router's data). */
const NAVIGATION = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" };
const EVENT_SOURCE = { accept: "text/event-stream", "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" };
const FETCH = { accept: "*/*", "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" };

/** The `name=value` of the CSRF cookie an answer sets, or null. */
const csrfCookieOf = (reply: Reply) =>
  (reply.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!).find((pair) => pair.startsWith("csrf=")) ?? null;

const tokenInForm = (reply: Reply) => /name="csrf" value="([^"]+)"/.exec(reply.text)?.[1] ?? null;

/** The token in the root's data (the router's `.data` answer). */
const tokenInData = (reply: Reply) => /"csrfToken","([A-Za-z0-9_-]+)"/.exec(reply.text)?.[1] ?? null;

/** Signs in through the sign-in form with a token and the cookie that binds it: a 403 if they do not match. */
const signInWith = (cookie: string, token: string, from: string) =>
  send({
    method: "POST",
    path: "/auth/login-1",
    from,
    headers: { ...NAVIGATION, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: token, email: "volunteer@demo.example", password: DEMO_PASSWORD, redirectTo: "" }).toString(),
  });

/** A signed-in browser's cookies without the CSRF cookie: a session whose CSRF cookie is gone. */
async function sessionWithoutCsrfCookie(email: string): Promise<{ cookie: string; from: string }> {
  const from = nextFrom();
  const browser = await Browser.signIn(email, "localhost", from);
  const cookie = browser.cookieHeader
    .split("; ")
    .filter((pair) => !pair.startsWith("csrf="))
    .join("; ");
  return { cookie, from };
}

describe("the CSRF cookie goes only with answers that carry its token to a form", () => {
  it("a page without cookies issues it, and the page's form posts with it", async () => {
    const from = nextFrom();
    const page = await send({ path: "/auth/login-1", from, headers: NAVIGATION });
    expect(page.status).toBe(200);
    const cookie = csrfCookieOf(page);
    const token = tokenInForm(page);
    expect(cookie).not.toBeNull();
    expect(token).not.toBeNull();
    const signedIn = await signInWith(cookie!, token!, from);
    expect([302, 303]).toContain(signedIn.status);
    // Validation is as before: the same post with another token is refused.
    expect((await signInWith(cookie!, "AAAA", from)).status).toBe(403);
  });

  it("a script that names neither Sec-Fetch-Dest nor Accept (curl, the repository's scripts) still gets it with a page", async () => {
    const page = await send({ path: "/auth/login-1", from: nextFrom() });
    expect(page.status).toBe(200);
    expect(csrfCookieOf(page)).not.toBeNull();
  });

  it("the live bell's stream of a signed-out tab issues none: not its 401, nor a sign-in page a script's request is led to", async () => {
    const from = nextFrom();
    const signedOut = await send({ path: "/notificaties/live", from, headers: EVENT_SOURCE });
    expect(signedOut.status).toBe(401);
    expect(csrfCookieOf(signedOut)).toBeNull();
    const location = new URL("/auth/login-1?redirectTo=%2Fnotificaties", "http://localhost");
    const followed = await send({ path: `${location.pathname}${location.search}`, from, headers: EVENT_SOURCE });
    expect(followed.status).toBe(200);
    expect(String(followed.headers["content-type"])).toMatch(/^text\/html/);
    expect(csrfCookieOf(followed)).toBeNull();
    // A browser without Sec-Fetch-* (plain http on another host than localhost) says it by Accept alone.
    const older = await send({ path: `${location.pathname}${location.search}`, from, headers: { accept: "text/event-stream" } });
    expect(older.status).toBe(200);
    expect(csrfCookieOf(older)).toBeNull();
  });

  it("the live bell's stream and its fallback of a signed-in tab issue none", async () => {
    const { cookie, from } = await sessionWithoutCsrfCookie("admin@demo.example");
    const stream = await send({ path: "/notificaties/live", from, headers: { ...EVENT_SOURCE, cookie } });
    expect(stream.status).toBe(200);
    expect(String(stream.headers["content-type"])).toMatch(/^text\/event-stream/);
    expect(csrfCookieOf(stream)).toBeNull();
    const poll = await send({ path: "/notificaties/live?poll", from, headers: { accept: "application/json", "sec-fetch-dest": "empty", cookie } });
    expect(poll.status).toBe(200);
    expect(csrfCookieOf(poll)).toBeNull();
  });

  it("downloads issue none: an .ics feed and a CSV export, opened as a page", async () => {
    const ics = await send({ path: "/activiteitenkalender/feed.ics", from: nextFrom(), headers: NAVIGATION });
    expect(ics.status).toBe(200);
    expect(String(ics.headers["content-type"])).toMatch(/^text\/calendar/);
    expect(csrfCookieOf(ics)).toBeNull();
    const { cookie, from } = await sessionWithoutCsrfCookie("admin@demo.example");
    const csv = await send({ path: "/analytics/export.csv?table=status", from, headers: { ...NAVIGATION, cookie } });
    expect(csv.status).toBe(200);
    expect(String(csv.headers["content-type"])).toMatch(/^text\/csv/);
    expect(csrfCookieOf(csv)).toBeNull();
  });

  it("a page's redirect issues none; the page it leads to does", async () => {
    const from = nextFrom();
    const redirect = await send({ path: "/dashboard", from, headers: NAVIGATION });
    expect(redirect.status).toBe(302);
    expect(csrfCookieOf(redirect)).toBeNull();
    const location = new URL(String(redirect.headers.location), "http://localhost");
    const page = await send({ path: `${location.pathname}${location.search}`, from, headers: NAVIGATION });
    expect(csrfCookieOf(page)).not.toBeNull();
  });

  it("the router's data issues it when it loads the root (whose data the forms read), not otherwise", async () => {
    const from = nextFrom();
    const withRoot = await send({ path: "/auth/login-1.data", from, headers: FETCH });
    expect(withRoot.status).toBe(200);
    const cookie = csrfCookieOf(withRoot);
    expect(cookie).not.toBeNull();
    const token = tokenInData(withRoot);
    expect(token).not.toBeNull();
    expect([302, 303]).toContain((await signInWith(cookie!, token!, from)).status);

    const withoutRoot = await send({ path: "/auth/login-1.data?_routes=routes%2Fauth%2Flogin", from, headers: FETCH });
    expect(withoutRoot.status).toBe(200);
    expect(withoutRoot.text).not.toContain("csrfToken");
    expect(csrfCookieOf(withoutRoot)).toBeNull();
  });

  it("a kept page (decision 023) issues it to a page's request with the token it shows, and not to a script's", async () => {
    // A visitor with a CSRF cookie gets a page that sets no cookie: the cache keeps it.
    const from = nextFrom();
    const first = await send({ path: "/switch", from, headers: NAVIGATION });
    const visitor = [csrfCookieOf(first), ...(first.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!).filter((pair) => !pair.startsWith("csrf="))]
      .filter(Boolean)
      .join("; ");
    await expect
      .poll(async () => (await send({ path: "/switch", from, headers: { ...NAVIGATION, cookie: visitor } })).headers["x-page-cache"], { timeout: 30_000 })
      .toBe("hit");

    const hit = await send({ path: "/switch", from: nextFrom(), headers: NAVIGATION });
    expect(hit.headers["x-page-cache"]).toBe("hit");
    const cookie = csrfCookieOf(hit);
    const token = tokenInForm(hit);
    expect(cookie).not.toBeNull();
    expect(token).not.toBeNull();
    const fetched = await send({ path: "/switch", from: nextFrom(), headers: FETCH });
    expect(fetched.headers["x-page-cache"]).toBe("hit");
    expect(csrfCookieOf(fetched)).toBeNull();
    // Last: signing in is a write, which empties the cache.
    expect([302, 303]).toContain((await signInWith(cookie!, token!, nextFrom())).status);
  });
});
