import { createCookie, type Session } from "react-router";
import { createSignedCookie } from "./signed-cookie.server";
import { config } from "~/lib/config.server";
import type { ToastInput } from "~/components/feedback/toast-store";
import type { Credentials } from "~/modules/api-client/client.server";
import { createEncryptedCookieSessionStorage } from "./encrypted-cookie.server";
import { openSplitSession, type SplitSession } from "./split-session.server";

/*
 * Sessions are encrypted cookies: the app processes keep no state that matters.
 * The auth credentials of spec §3 (access-token, client, uid) live in one,
 * rotated on every API answer that brings new ones; the session's other state
 * in another, so that a rotation never writes it back (decision 055).
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
/**
 * `formSent`: the token of the link /forms/{token} whose answers this browser has just sent, for its thanks page only
 * (that page is true only after a submission on that link).
 */
export type SessionFlash = { toast: FlashToast; formSent: string };
export type AppSession = Session<SessionData, SessionFlash>;

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The credentials' cookie: a request without it (and without the state cookie) is anonymous (the page cache relies on that). */
export const SESSION_COOKIE_NAME = "__session";
/** The cookie of the session's other state (decision 055): flash toasts, the selected organization, the /test/dupe count. */
export const STATE_COOKIE_NAME = "__state";

/**
 * What lives in the credentials' cookie (decision 055): the API credentials and, while an admin acts as another
 * user, the admin's own credentials with them, so one is never kept or replaced without the other.
 */
const CREDENTIAL_KEYS = ["credentials", "impersonation"] as const satisfies readonly (keyof SessionData)[];
/** Other state that belongs to a signed-in session: gone with the credentials. */
const SIGNED_IN_KEYS = ["currentOrganizationId"] as const satisfies readonly (keyof SessionData)[];

const cookieOptions = { httpOnly: true, sameSite: "lax", path: "/" } as const;

/** The credentials: encrypted (they are API tokens) with the cookie secrets, newest first; 30 days from the last rotation. */
export const credentialsStorage = once(() =>
  createEncryptedCookieSessionStorage<SessionData, SessionFlash>({
    cookie: { name: SESSION_COOKIE_NAME, ...cookieOptions, secure: config.secureCookies, maxAge: 60 * 60 * 24 * 30 },
    secrets: () => config.sessionSecrets,
  }),
);

/**
 * The other state: encrypted as well. Written only when it changes, so it outlives the credentials' cookie (which
 * every rotation renews): 400 days, the most browsers keep. Without credentials its signed-in part is dropped.
 */
export const stateStorage = once(() =>
  createEncryptedCookieSessionStorage<SessionData, SessionFlash>({
    cookie: { name: STATE_COOKIE_NAME, ...cookieOptions, secure: config.secureCookies, maxAge: 60 * 60 * 24 * 400 },
    secrets: () => config.sessionSecrets,
  }),
);

/** The request's session (both cookies), and the Set-Cookie lines of the parts it changed (decision 055). */
export function openSession(cookieHeader: string | null): Promise<SplitSession<AppSession>> {
  return openSplitSession<AppSession>(
    {
      credentials: credentialsStorage(),
      state: stateStorage(),
      credentialKeys: CREDENTIAL_KEYS,
      signedInKeys: SIGNED_IN_KEYS,
      signedInKey: "credentials",
      names: { credentials: SESSION_COOKIE_NAME, state: STATE_COOKIE_NAME },
    },
    cookieHeader,
  );
}

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
