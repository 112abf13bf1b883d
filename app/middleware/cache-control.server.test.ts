import { describe, expect, it } from "vitest";
import { pageCacheControl } from "./cache-control.server";

const page = (headers: Record<string, string>, status = 200) => new Response("<!doctype html>", { status, headers });

describe("cache headers of pages", () => {
  it("lets only the visitor's browser keep an anonymous page, and only after asking again", () => {
    const response = pageCacheControl(page({ "Content-Type": "text/html; charset=utf-8" }), false);
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("Vary")).toBe("Cookie");
  });

  it("stores a signed-in page nowhere", () => {
    expect(pageCacheControl(page({ "Content-Type": "text/html" }), true).headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("treats redirects and navigation data like pages", () => {
    expect(pageCacheControl(page({ Location: "/" }, 302), false).headers.get("Cache-Control")).toBe("private, no-cache");
    expect(pageCacheControl(page({ "Content-Type": "text/x-script" }), true).headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps what a resource route decided, and leaves other answers alone", () => {
    const translations = page({ "Content-Type": "application/json", "Cache-Control": "public, max-age=31536000, immutable" });
    expect(pageCacheControl(translations, false).headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(pageCacheControl(page({ "Content-Type": "text/csv" }), true).headers.get("Cache-Control")).toBeNull();
  });
});
