import { afterEach, describe, expect, it } from "vitest";
import { clientIp, DIRECT_CLIENT, PEER_ADDRESS_HEADER, signInKeys } from "./rate-limit.server";

const saved = process.env.TRUST_PROXY;
afterEach(() => {
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
});

const headers = (forwarded: string, peer?: string) =>
  new Headers({ "x-forwarded-for": forwarded, ...(peer ? { [PEER_ADDRESS_HEADER]: peer } : {}) });

describe("clientIp", () => {
  it("without a trusted proxy takes the connection's own address and ignores X-Forwarded-For (issue 18)", () => {
    delete process.env.TRUST_PROXY;
    expect(clientIp(headers("203.0.113.7", "198.51.100.4"))).toBe("198.51.100.4");
    expect(clientIp(headers("203.0.113.7"))).toBe(DIRECT_CLIENT);
  });

  it("behind a trusted proxy takes the address that proxy appended, else the connection's", () => {
    process.env.TRUST_PROXY = "1";
    expect(clientIp(headers("10.9.9.9, 203.0.113.7", "10.0.0.1"))).toBe("203.0.113.7");
    expect(clientIp(new Headers({ [PEER_ADDRESS_HEADER]: "10.0.0.1" }))).toBe("10.0.0.1");
    expect(clientIp(new Headers())).toBe(DIRECT_CLIENT);
  });
});

describe("signInKeys", () => {
  it("hashes the keys, ignores the e-mail's case and keeps accounts and addresses apart", () => {
    const a = signInKeys({ tenantId: "t", email: "Anne@Example.nl ", ip: "203.0.113.7" });
    const b = signInKeys({ tenantId: "t", email: "anne@example.nl", ip: "203.0.113.7" });
    expect(a).toEqual(b);
    expect(a.pair).toMatch(/^[0-9a-f]{64}$/);
    expect(a.pair).not.toContain("anne");
    expect(signInKeys({ tenantId: "u", email: "anne@example.nl", ip: "203.0.113.7" }).pair).not.toBe(a.pair);
    expect(signInKeys({ tenantId: "t", email: "anne@example.nl", ip: "198.51.100.4" }).pair).not.toBe(a.pair);
  });
});
