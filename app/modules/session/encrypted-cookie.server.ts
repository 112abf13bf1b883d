import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createCookie, createSession, type CookieOptions, type SessionData, type SessionStorage } from "react-router";

/*
 * A cookie session whose contents are encrypted, not only signed (issue 18):
 * the session holds API tokens, which must not be readable from a copied
 * cookie, a proxy log or a browser extension. AES-256-GCM with a key derived
 * per secret (HKDF-SHA256); the first secret encrypts, every secret is tried
 * to read, so secrets can rotate. A cookie no secret opens reads as an empty
 * session: signed out, nothing else lost.
 */

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Browsers drop cookies over about 4 KB. */
const MAX_COOKIE_BYTES = 4096;

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "volunteerly", "session-cookie v1", 32));
    keys.set(secret, key);
  }
  return key;
}

export function seal(data: unknown, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
}

export function unseal(value: string, secrets: readonly string[]): unknown {
  if (!value.startsWith(`${VERSION}.`)) return null;
  const bytes = Buffer.from(value.slice(VERSION.length + 1), "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), iv);
      decipher.setAuthTag(tag);
      return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8"));
    } catch {
      // Another secret, or not ours.
    }
  }
  return null;
}

export function createEncryptedCookieSessionStorage<Data = SessionData, Flash = Data>({
  cookie: { name, ...options },
  secrets,
}: {
  cookie: CookieOptions & { name: string };
  secrets: () => readonly string[];
}): SessionStorage<Data, Flash> {
  // Integrity comes from GCM's tag: the cookie itself needs no signature.
  const cookie = createCookie(name, { ...options, secrets: [] });
  return {
    async getSession(cookieHeader, parseOptions) {
      const value: unknown = cookieHeader ? await cookie.parse(cookieHeader, parseOptions) : null;
      const data = typeof value === "string" ? unseal(value, secrets()) : null;
      return createSession<Data, Flash>(data && typeof data === "object" ? (data as never) : undefined);
    },
    async commitSession(session, serializeOptions) {
      const serialized = await cookie.serialize(seal(session.data, secrets()[0]!), serializeOptions);
      if (serialized.length > MAX_COOKIE_BYTES) throw new Error(`Cookie ${name} would be ${serialized.length} bytes, over ${MAX_COOKIE_BYTES}`);
      return serialized;
    },
    async destroySession(_session, serializeOptions) {
      return cookie.serialize("", { ...serializeOptions, maxAge: undefined, expires: new Date(0) });
    },
  };
}
