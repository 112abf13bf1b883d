import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { createEncryptedCookieSessionStorage, seal, unseal } from "./encrypted-cookie.server";

const OLD = "o".repeat(40);
const NEW = "n".repeat(40);
const credentials = { accessToken: "geheim-access-token-123", client: "client-abc", uid: "anne@demo.example" };

function storage(secrets: string[]) {
  return createEncryptedCookieSessionStorage<{ credentials: typeof credentials }>({ cookie: { name: "__session", httpOnly: true }, secrets: () => secrets });
}

const cookieValue = (setCookie: string) => setCookie.split(";")[0]!;

describe("the encrypted session cookie", () => {
  it("round-trips the session and carries no token in clear, in any encoding", async () => {
    const sessions = storage([NEW]);
    const session = await sessions.getSession(null);
    session.set("credentials", credentials);
    const setCookie = await sessions.commitSession(session);
    const value = cookieValue(setCookie);
    const raw = decodeURIComponent(value.slice(value.indexOf("=") + 1));
    for (const shown of [raw, Buffer.from(raw, "base64").toString("latin1"), Buffer.from(raw, "base64url").toString("latin1")]) {
      expect(shown).not.toContain(credentials.accessToken);
      expect(shown).not.toContain(credentials.uid);
    }
    expect((await sessions.getSession(value)).get("credentials")).toEqual(credentials);
  });

  it("reads a cookie of the previous secret after a rotation, and writes with the new one", async () => {
    const before = storage([OLD]);
    const session = await before.getSession(null);
    session.set("credentials", credentials);
    const oldCookie = cookieValue(await before.commitSession(session));
    const rotated = storage([NEW, OLD]);
    const read = await rotated.getSession(oldCookie);
    expect(read.get("credentials")).toEqual(credentials);
    const newCookie = cookieValue(await rotated.commitSession(read));
    expect((await storage([NEW]).getSession(newCookie)).get("credentials")).toEqual(credentials);
    expect((await storage([OLD]).getSession(newCookie)).get("credentials")).toBeUndefined();
  });

  it("treats a cookie signed with the old default secret, or tampered with, as signed out", async () => {
    // What a forger could make before issue 18: React Router's signed cookie with the value from the source.
    const forged = await createCookie("__session", { secrets: ["volunteerly-development-secret-change-me"] }).serialize({ credentials });
    expect((await storage([NEW]).getSession(cookieValue(forged))).get("credentials")).toBeUndefined();

    const sealed = seal({ credentials }, NEW);
    const tampered = `${sealed.slice(0, -4)}${sealed.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    expect(unseal(tampered, [NEW])).toBeNull();
    expect(unseal("v1.", [NEW])).toBeNull();
    expect(unseal("niet-van-ons", [NEW])).toBeNull();
  });
});
