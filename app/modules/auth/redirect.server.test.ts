import { describe, expect, it } from "vitest";
import { ownRedirectUrl } from "./redirect.server";

const hosts = ["localhost", "partner.localhost"];
const origin = "http://localhost:3000";

describe("ownRedirectUrl", () => {
  it("accepts the tenant's hosts on any port and http or https", () => {
    expect(ownRedirectUrl("http://localhost:5173/auth/reset", hosts, origin)?.href).toBe("http://localhost:5173/auth/reset");
    expect(ownRedirectUrl("https://PARTNER.localhost/x?y=1", hosts, origin)?.href).toBe("https://partner.localhost/x?y=1");
  });

  it("resolves a path against the origin", () => {
    expect(ownRedirectUrl("/auth/login-1?confirmed=1", hosts, origin)?.href).toBe("http://localhost:3000/auth/login-1?confirmed=1");
  });

  it("refuses foreign hosts and tricks that look local", () => {
    for (const raw of [
      "https://evil.example/auth/reset",
      "//evil.example/x",
      "/\\evil.example/x",
      "https://localhost.evil.example/",
      "https://localhost@evil.example/",
      "https://user:pw@localhost/",
      "javascript:alert(1)",
      "ftp://localhost/x",
      "not a url",
    ]) {
      expect(ownRedirectUrl(raw, hosts, origin), raw).toBeNull();
    }
  });
});
