import { afterEach, describe, expect, it } from "vitest";
import { clientIp, DIRECT_CLIENT, signInKeys } from "./rate-limit.server";

const saved = process.env.TRUST_PROXY;
afterEach(() => {
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
});

const headers = (forwarded: string) => new Headers({ "x-forwarded-for": forwarded });

describe("clientIp", () => {
  it("ignores X-Forwarded-For unless the proxy is trusted", () => {
    delete process.env.TRUST_PROXY;
    expect(clientIp(headers("203.0.113.7"))).toBe(DIRECT_CLIENT);
  });

  it("behind a trusted proxy takes the address that proxy appended", () => {
    process.env.TRUST_PROXY = "1";
    expect(clientIp(headers("10.9.9.9, 203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(new Headers())).toBe(DIRECT_CLIENT);
  });
});

describe("signInKeys", () => {
  it("hashes the keys and ignores the e-mail's case", () => {
    const a = signInKeys({ tenantId: "t", email: "Anne@Example.nl ", ip: "203.0.113.7" });
    const b = signInKeys({ tenantId: "t", email: "anne@example.nl", ip: "203.0.113.7" });
    expect(a).toEqual(b);
    expect(a.account).toMatch(/^[0-9a-f]{64}$/);
    expect(a.account).not.toContain("anne");
    expect(signInKeys({ tenantId: "u", email: "anne@example.nl", ip: "x" }).account).not.toBe(a.account);
  });
});
