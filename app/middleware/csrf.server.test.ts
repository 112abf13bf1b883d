import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { csrfMiddleware, getCsrfToken, isPageRequest, issuesCsrfCookie } from "./csrf.server";

const NAVIGATION = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "sec-fetch-dest": "document" };
const EVENT_SOURCE = { accept: "text/event-stream", "sec-fetch-dest": "empty" };

const html = () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html; charset=utf-8" } });

/**
 * Runs the middleware for one request; `readsToken` is what the root loader does (puts the token in the page or
 * the router's data), which resource routes never do.
 */
async function answer(request: Request, { readsToken, response = html }: { readsToken: boolean; response?: () => Response }) {
  const context = new RouterContextProvider();
  let token = "";
  const args = { request, context, params: {}, unstable_pattern: "/" } as unknown as Parameters<typeof csrfMiddleware>[0];
  const result = (await csrfMiddleware(args, async () => {
    if (readsToken) token = getCsrfToken(context);
    return response();
  })) as Response;
  const cookie = result.headers.getSetCookie().find((line) => line.startsWith("csrf="))?.split(";")[0] ?? null;
  return { result, cookie, token };
}

describe("which requests are a page's own", () => {
  it("navigations and frames by Sec-Fetch-Dest; EventSource and fetch() are not, even on their way to a page", () => {
    expect(isPageRequest(new Request("http://localhost/", { headers: NAVIGATION }))).toBe(true);
    expect(isPageRequest(new Request("http://localhost/", { headers: { "sec-fetch-dest": "iframe" } }))).toBe(true);
    expect(isPageRequest(new Request("http://localhost/auth/login-1", { headers: EVENT_SOURCE }))).toBe(false);
    expect(isPageRequest(new Request("http://localhost/", { headers: { accept: "*/*", "sec-fetch-dest": "empty" } }))).toBe(false);
  });

  it("without Sec-Fetch-Dest by Accept: what asks for an event stream or JSON is not; a client that names nothing is", () => {
    expect(isPageRequest(new Request("http://localhost/", { headers: { accept: "text/event-stream" } }))).toBe(false);
    expect(isPageRequest(new Request("http://localhost/", { headers: { accept: "application/json" } }))).toBe(false);
    expect(isPageRequest(new Request("http://localhost/", { headers: { accept: "text/html" } }))).toBe(true);
    expect(isPageRequest(new Request("http://localhost/", { headers: { accept: "*/*" } }))).toBe(true);
    expect(isPageRequest(new Request("http://localhost/"))).toBe(true);
  });
});

describe("which answers issue a first visit's CSRF cookie", () => {
  it("a page whose root loader read the token, and the router's data when it loads the root", () => {
    expect(issuesCsrfCookie(new Request("http://localhost/auth/login-1", { headers: NAVIGATION }), html(), true)).toBe(true);
    expect(issuesCsrfCookie(new Request("http://localhost/auth/login-1.data", { headers: { accept: "*/*", "sec-fetch-dest": "empty" } }), html(), true)).toBe(true);
  });

  it("not an answer that does not carry the token (a resource route), not a redirect, not a script's request", () => {
    expect(issuesCsrfCookie(new Request("http://localhost/activiteitenkalender/feed.ics", { headers: NAVIGATION }), html(), false)).toBe(false);
    expect(issuesCsrfCookie(new Request("http://localhost/auth/login-1.data?_routes=routes%2Fauth%2Flogin"), html(), false)).toBe(false);
    expect(issuesCsrfCookie(new Request("http://localhost/dashboard", { headers: NAVIGATION }), new Response(null, { status: 302, headers: { Location: "/" } }), true)).toBe(false);
    expect(issuesCsrfCookie(new Request("http://localhost/auth/login-1", { headers: EVENT_SOURCE }), html(), true)).toBe(false);
  });
});

describe("the CSRF middleware", () => {
  it("sets the cookie with a page that shows the token, and the page's form posts with it", async () => {
    const page = await answer(new Request("http://localhost/auth/login-1", { headers: NAVIGATION }), { readsToken: true });
    expect(page.cookie).not.toBeNull();
    expect(page.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const post = (token: string) =>
      answer(
        new Request("http://localhost/auth/login-1", {
          method: "POST",
          headers: { ...NAVIGATION, cookie: page.cookie!, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ csrf: token, email: "volunteer@demo.example" }).toString(),
        }),
        { readsToken: false, response: () => new Response(null, { status: 303, headers: { Location: "/dashboard" } }) },
      );
    const posted = await post(page.token);
    expect(posted.result.status).toBe(303);
    // The visitor has the cookie: nothing new is issued.
    expect(posted.cookie).toBeNull();
    expect((await post("AAAA")).result.status).toBe(403);
  });

  it("sets none with an answer that does not show the token: the live bell's stream, a download", async () => {
    const stream = () => new Response("event: unread\ndata: 0\n\n", { headers: { "Content-Type": "text/event-stream" } });
    expect((await answer(new Request("http://localhost/notificaties/live", { headers: EVENT_SOURCE }), { readsToken: false, response: stream })).cookie).toBeNull();
    const ics = () => new Response("BEGIN:VCALENDAR", { headers: { "Content-Type": "text/calendar" } });
    expect((await answer(new Request("http://localhost/activiteitenkalender/feed.ics", { headers: NAVIGATION }), { readsToken: false, response: ics })).cookie).toBeNull();
  });

  it("refuses a form post of a visitor without the cookie, as before", async () => {
    const post = await answer(
      new Request("http://localhost/auth/login-1", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: "AAAA" }).toString(),
      }),
      { readsToken: true },
    );
    expect(post.result.status).toBe(403);
    expect(post.cookie).toBeNull();
  });
});
