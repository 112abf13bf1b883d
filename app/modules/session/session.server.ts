import { createCookie, type Session } from "react-router";
import { createSignedCookie } from "./signed-cookie.server";
import { config } from "~/lib/config.server";
import type { ToastInput } from "~/components/feedback/toast-store";
import type { Credentials } from "~/modules/api-client/client.server";
import { createEncryptedCookieSessionStorage } from "./encrypted-cookie.server";

/*
 * Sessions are encrypted cookies: the app processes keep no state that matters.
 * The auth credentials of spec §3 (access-token, client, uid) live here,
 * rotated on every API answer that brings new ones.
 */
/** A toast an action hands to the next page (a flash message), shown by the root's Toaster. */
export type FlashToast = ToastInput & { message: string };

export type SessionData = {
  credentials: Credentials;
  currentOrganizationId: string;
  /** While an admin acts as another user: the admin's own session to go back to. */
  impersonation: { adminCredentials: Credentials; adminOrganizationId?: string; userId: string };
  /** The /test/dupe demonstration: idempotency keys already handled (newest last) and how many counted. */
  dupeDemo: { keys: string[]; count: number };
};
export type SessionFlash = { toast: FlashToast };
export type AppSession = Session<SessionData, SessionFlash>;

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The session cookie's name: a request without it is anonymous (the page cache relies on that). */
export const SESSION_COOKIE_NAME = "__session";

/** The session: encrypted (it holds API tokens) with the cookie secrets, newest first. */
export const sessionStorage = once(() =>
  createEncryptedCookieSessionStorage<SessionData, SessionFlash>({
    cookie: {
      name: SESSION_COOKIE_NAME,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.secureCookies,
      maxAge: 60 * 60 * 24 * 30,
    },
    secrets: () => config.sessionSecrets,
  }),
);

/** The volunteer center of the visitor, remembered per spec §1 in a secure cookie. */
export const volunteerCenterCookie = once(() =>
  createSignedCookie("volunteer_center_id", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.secureCookies,
    secrets: config.sessionSecrets,
    maxAge: 60 * 60 * 24 * 365,
  }),
);

/**
 * The tenant of the last host that named one (spec §9, name `tenant` unless
 * TENANT_COOKIE_NAME says otherwise): on a host that names no tenant (a shared
 * API or preview host) it stands in for the default tenant. Shared with the
 * tenants' hosts under BASE_DOMAIN where that is a real domain.
 */
export const tenantCookie = once(() =>
  createSignedCookie(config.tenantCookieName, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.secureCookies,
    secrets: config.sessionSecrets,
    maxAge: 60 * 60 * 24 * 365,
  }),
);

/** The domain a tenant cookie set on `host` is shared across: BASE_DOMAIN for its subdomains, when it has a dot. */
export function tenantCookieDomain(host: string): string | undefined {
  const base = config.baseDomain.toLowerCase();
  return base.includes(".") && host.endsWith(`.${base}`) ? base : undefined;
}

/** The remembered tenant's slug, or null (no cookie, or one not signed by us). */
export async function rememberedTenant(cookieHeader: string | null): Promise<string | null> {
  const value = (await tenantCookie().parse(cookieHeader)) as unknown;
  return typeof value === "string" && /^[a-z0-9-]{1,63}$/.test(value) ? value : null;
}

/** The language choice: 365 days, same-site lax (spec §9). */
export const localeCookie = once(() =>
  createCookie("lng", { sameSite: "lax", path: "/", secure: config.secureCookies, maxAge: 60 * 60 * 24 * 365 }),
);

export const csrfCookie = once(() =>
  createSignedCookie("csrf", { httpOnly: true, sameSite: "lax", path: "/", secure: config.secureCookies, secrets: config.sessionSecrets }),
);

/** Colour mode (spec §4): system, light or dark. Mirrored in local storage by the page. */
export const colorModeCookie = once(() =>
  createCookie("color-mode", { sameSite: "lax", path: "/", secure: config.secureCookies, maxAge: 60 * 60 * 24 * 365 }),
);

/** Shape and font size a visitor without an account chose in Customize (decision 048); signed in, the user record holds them. */
export const appearanceCookie = once(() =>
  createCookie("appearance", { sameSite: "lax", path: "/", secure: config.secureCookies, maxAge: 60 * 60 * 24 * 365 }),
);

/** Whether the visitor allowed analytics (no third-party request before a yes). */
export const consentCookie = once(() =>
  createCookie("consent", { sameSite: "lax", path: "/", secure: config.secureCookies, maxAge: 60 * 60 * 24 * 180 }),
);
