import { createHmac, timingSafeEqual } from "node:crypto";
import type { Cookie, CookieOptions } from "react-router";

/*
 * A signed cookie with React Router's Cookie interface and wire format (base64 of the JSON value, a dot,
 * the unpadded base64 HMAC-SHA256 of that text), signed with node:crypto. React Router's own createCookie
 * signs through WebCrypto: an importKey and an asynchronous sign or verify for every parse, which showed
 * as about 6 % of a signed-in page's server time. Cookies of either implementation read in the other, so
 * nothing a browser holds is lost by the change; secrets rotate as with React Router (the first signs,
 * every one verifies).
 */

type SignedCookieOptions = Omit<CookieOptions, "secrets"> & { secrets: readonly string[] | (() => readonly string[]) };

const signature = (value: string, secret: string) => createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, "");

function verified(signed: string, secrets: readonly string[]): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), "base64");
  for (const secret of secrets) {
    const expected = Buffer.from(signature(value, secret), "base64");
    if (given.length === expected.length && timingSafeEqual(given, expected)) return value;
  }
  return null;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");

function decode(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, "base64").toString("utf8"));
  } catch {
    return null;
  }
}

/** The raw value of cookie `name` in a Cookie header, undefined when absent. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let raw = part.slice(eq + 1).trim();
    if (raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** A Set-Cookie header value. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  if (options.partitioned) parts.push("Partitioned");
  if (options.sameSite) {
    const sameSite = options.sameSite === true ? "Strict" : options.sameSite;
    parts.push(`SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1).toLowerCase()}`);
  }
  return parts.join("; ");
}

export function createSignedCookie(name: string, { secrets, ...cookieOptions }: SignedCookieOptions): Cookie {
  const options: CookieOptions = { path: "/", sameSite: "lax", ...cookieOptions };
  const secretsOf = typeof secrets === "function" ? secrets : () => secrets;
  if (secretsOf().length === 0) throw new Error(`The signed cookie ${name} needs at least one secret`);
  return {
    get name() {
      return name;
    },
    get isSigned() {
      return true;
    },
    get expires() {
      return options.maxAge !== undefined ? new Date(Date.now() + options.maxAge * 1000) : options.expires;
    },
    // React Router's semantics: null without the cookie (or with a forged one), "" when it is empty.
    async parse(cookieHeader) {
      if (!cookieHeader) return null;
      const raw = cookieValue(cookieHeader, name);
      if (raw === undefined) return null;
      if (raw === "") return "";
      const value = verified(raw, secretsOf());
      return value === null ? null : decode(value);
    },
    async serialize(value, serializeOptions) {
      const all = { ...options, ...serializeOptions };
      if (value === "") return serializeCookie(name, "", all);
      const encoded = encode(value);
      return serializeCookie(name, `${encoded}.${signature(encoded, secretsOf()[0]!)}`, all);
    },
  };
}
