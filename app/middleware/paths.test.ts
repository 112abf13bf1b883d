import { describe, expect, it } from "vitest";
import { isApiPath, localizedPath, safeRedirect, splitLanguagePrefix } from "./paths";

describe("paths", () => {
  it("tells API paths from UI pages under /auth", () => {
    expect(isApiPath("/api/v1/users")).toBe(true);
    expect(isApiPath("/auth/sign_in")).toBe(true);
    expect(isApiPath("/auth/login-1")).toBe(false);
    expect(isApiPath("/auth/reset")).toBe(false);
  });

  it("lets the translations skip the UI middleware (no tenant, session or CSRF needed)", () => {
    expect(isApiPath("/locales/nl/common")).toBe(true);
    expect(isApiPath("/en/locales")).toBe(false);
  });

  it("leaves React Router's data requests to the UI middleware, which the root loader needs (issue 16)", () => {
    for (const path of ["/api/v1/vacancies.data", "/locales/nl/common.data", "/uploads/x.jpg.data", "/healthz.data"]) expect(isApiPath(path), path).toBe(false);
  });

  it("leaves paths that only start like a resource route to the UI middleware: they are the not-found page (issue 16)", () => {
    expect(isApiPath("/uploads/x.jpg")).toBe(true);
    for (const path of ["/uploads/", "/uploads/a/b", "/locales//", "/locales/nl", "/locales/nl/", "/locales//common", "/locales/nl/common/x"]) {
      expect(isApiPath(path), path).toBe(false);
    }
  });

  it("splits and adds the /en prefix", () => {
    expect(splitLanguagePrefix("/en/vacancies")).toEqual({ language: "en", path: "/vacancies" });
    expect(splitLanguagePrefix("/en")).toEqual({ language: "en", path: "/" });
    expect(splitLanguagePrefix("/entree")).toEqual({ language: null, path: "/entree" });
    expect(localizedPath("/dashboard", "en")).toBe("/en/dashboard");
    expect(localizedPath("/en/dashboard", "nl")).toBe("/dashboard");
    expect(localizedPath("/", "en")).toBe("/en");
  });

  it("redirects only to same-site paths", () => {
    expect(safeRedirect("/users?x=1")).toBe("/users?x=1");
    expect(safeRedirect("//evil.example")).toBe("/dashboard");
    expect(safeRedirect("https://evil.example")).toBe("/dashboard");
    expect(safeRedirect("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirect(null, "/")).toBe("/");
  });

  it("sends nobody off-site, whatever the target hides (issue 18, defect 3)", () => {
    const offSite = [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/\u0000/evil.example",
      "\t//evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "//evil.example/path",
      "///evil.example",
      "/ /evil.example",
      "https://evil.example",
      "http:evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "/@evil.example",
      decodeURIComponent("%2F%09%2Fevil.example"),
      decodeURIComponent("%2F%5Cevil.example"),
      "",
    ];
    for (const target of offSite) {
      const result = safeRedirect(target, "/fallback");
      expect(new URL(result, "https://volunteerly.example").origin, JSON.stringify(target)).toBe("https://volunteerly.example");
    }
    expect(safeRedirect("/\t/evil.example", "/fallback")).toBe("/fallback");
    expect(safeRedirect("\t//evil.example", "/fallback")).toBe("/fallback");
    expect(safeRedirect("https://evil.example", "/fallback")).toBe("/fallback");
    expect(safeRedirect("javascript:alert(1)", "/fallback")).toBe("/fallback");
  });

  it("keeps ordinary paths with their query and fragment, percent-encoded parts as they are", () => {
    expect(safeRedirect("/vacancies?q=fiets&page=2#top")).toBe("/vacancies?q=fiets&page=2#top");
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirect("/en/vacancies/../users")).toBe("/en/users");
  });
});
