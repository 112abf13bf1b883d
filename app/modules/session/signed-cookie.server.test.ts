import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { createSignedCookie } from "./signed-cookie.server";

const options = { httpOnly: true, sameSite: "lax" as const, path: "/", secure: true, maxAge: 3600 };
/** The Cookie request header a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("signed cookies", () => {
  it("read what React Router's signed cookies wrote and the other way round", async () => {
    const ours = createSignedCookie("csrf", { ...options, secrets: ["s3cret"] });
    const theirs = createCookie("csrf", { ...options, secrets: ["s3cret"] });
    const value = { token: "abc", ünïcode: "é€" };
    expect(await ours.parse(sentBack(await theirs.serialize(value)))).toEqual(value);
    expect(await theirs.parse(sentBack(await ours.serialize(value)))).toEqual(value);
    expect(await ours.serialize("x")).toBe(await theirs.serialize("x"));
  });

  it("refuses a tampered value or one signed with another secret, and reads an old secret's after rotation", async () => {
    const cookie = createSignedCookie("tenant", { ...options, secrets: ["new", "old"] });
    const old = sentBack(await createSignedCookie("tenant", { ...options, secrets: ["old"] }).serialize("demo"));
    expect(await cookie.parse(old)).toBe("demo");
    expect(await cookie.parse(sentBack(await createSignedCookie("tenant", { ...options, secrets: ["other"] }).serialize("demo")))).toBeNull();
    const [name, signed] = old.split("=") as [string, string];
    const forged = `${name}=${encodeURIComponent(Buffer.from(JSON.stringify("evil")).toString("base64"))}${signed.slice(signed.indexOf("."))}`;
    expect(await cookie.parse(forged)).toBeNull();
    expect(await cookie.parse("tenant=not-signed")).toBeNull();
  });

  it("finds its own cookie among others and answers null without it, '' when it is empty", async () => {
    const cookie = createSignedCookie("tenant", { ...options, secrets: () => ["k"] });
    const header = `a=1; ${sentBack(await cookie.serialize("demo"))}; b=2`;
    expect(await cookie.parse(header)).toBe("demo");
    expect(await cookie.parse("a=1; b=2")).toBeNull();
    expect(await cookie.parse(null)).toBeNull();
    expect(await cookie.parse("tenant=")).toBe("");
  });

  it("writes the cookie's attributes, and those of one answer over its own", async () => {
    const cookie = createSignedCookie("tenant", { ...options, secrets: ["k"] });
    const header = await cookie.serialize("demo", { domain: "example.org" });
    expect(header).toMatch(/^tenant=[^;]+; Max-Age=3600; Domain=example.org; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(await cookie.serialize("", { maxAge: undefined, expires: new Date(0) })).toBe(
      "tenant=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax",
    );
  });
});
