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
});
