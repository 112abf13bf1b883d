import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError, type ApiClient } from "~/modules/api-client/client.server";
import { NO_ORGANIZATION } from "~/modules/errors/catalogue";
import { pickCurrentOrganization } from "~/modules/organizations/current-organization";
import { reportError } from "~/lib/report.server";
import { pickAppearance, type StoredAppearance } from "~/modules/theme/appearance";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Array<{ id: string; name: string }>;
  /** current_user's meta: the admin who is acting as this user (spec §6), if any. */
  impersonatedBy: { id: string; email: string; firstName: string; lastName: string } | null;
  /** current_user's meta: the toolbar bell's number of unread notifications. */
  unreadNotifications: number;
  /** current_user's meta: the appearance the user chose in Customize (decision 048); what they did not choose is absent. */
  appearance: StoredAppearance;
};

export type UserOrganization = { id: string; name: string; organizationType: string };

const userPromiseContext = createContext<Promise<SessionUser | null> | null>(null);
const organizationsContext = createContext<UserOrganization[]>([]);
const organizationsFailedContext = createContext<boolean>(false);

/**
 * The signed-in user, loaded once per request through the API. Spec §4: if
 * the current user cannot be loaded, the user is signed out.
 */
export function getOptionalUser(context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  let promise = context.get(userPromiseContext);
  if (!promise) {
    promise = loadUser(context);
    (context as RouterContextProvider).set(userPromiseContext, promise);
  }
  return promise;
}

async function loadUser(context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  const api = context.get(apiContext);
  if (!api.signedIn) return null;
  try {
    // The user and their organizations side by side (one authentication serves both): a signed-in page waits
    // for one round of API calls instead of two (issue 10). The organizations are chosen from only once both
    // answered, so a user signed out by current_user never has an organization stored afterwards.
    const [userCall, organizationsCall] = await Promise.allSettled([
      api.get<Omit<SessionUser, "impersonatedBy" | "unreadNotifications" | "appearance">>("/api/v1/current_user", { query: { include: "roles" } }),
      loadUserOrganizations(api),
    ]);
    if (userCall.status === "rejected") throw userCall.reason;
    const { data, meta } = userCall.value;
    selectCurrentOrganization(context, organizationsCall.status === "fulfilled" ? organizationsCall.value : { failed: organizationsCall.reason });
    return {
      ...data,
      impersonatedBy: (meta.impersonatedBy as SessionUser["impersonatedBy"] | undefined) ?? null,
      unreadNotifications: typeof meta.unreadNotifications === "number" ? meta.unreadNotifications : 0,
      appearance: pickAppearance(meta.appearance),
    };
  } catch (thrown) {
    if (asApiError(thrown)?.status !== 401) throw thrown;
    signOutLocally(context);
    return null;
  }
}

/** The signed-in user's organizations (spec §4), from the API. */
async function loadUserOrganizations(api: ApiClient): Promise<UserOrganization[]> {
  return (await api.get<UserOrganization[]>("/api/v1/current_organizations")).data;
}

/**
 * Spec §4, the selected organization: the stored choice while it is still one
 * of the user's, else the default (first School or VolunteerCenter, else the
 * first); persisted in the session and sent as Current-Organization-Id. Runs
 * before any page loader, so none sends a stale id.
 */
function selectCurrentOrganization(context: Readonly<RouterContextProvider>, loaded: UserOrganization[] | { failed: unknown }) {
  const api = context.get(apiContext);
  const session = context.get(sessionContext);
  if (!Array.isArray(loaded)) {
    // Spec §8: a failure to load them is a state of the switcher (with a retry), reported, not a failed
    // page. The stored choice stays: it is checked again on the next request.
    const thrown = loaded.failed;
    const status = asApiError(thrown)?.status;
    if (status === 401) throw thrown;
    reportError(thrown, { status, url: "/api/v1/current_organizations" });
    (context as RouterContextProvider).set(organizationsFailedContext, true);
    return;
  }
  const organizations = loaded;
  (context as RouterContextProvider).set(organizationsContext, organizations);
  const stored = session.get("currentOrganizationId") ?? null;
  const selected = pickCurrentOrganization(organizations, stored, (o) => o.organizationType)?.id ?? null;
  if (selected === stored) return;
  if (selected) session.set("currentOrganizationId", selected);
  else session.unset("currentOrganizationId");
  api.selectOrganization(selected);
}

/** The signed-in user's organizations (loaded with the user); empty when signed out. */
export async function getUserOrganizations(context: Readonly<RouterContextProvider>): Promise<UserOrganization[]> {
  return (await getOptionalUser(context)) ? context.get(organizationsContext) : [];
}

/** Whether the signed-in user's organizations could not be loaded for this request (spec §8). */
export async function organizationsFailed(context: Readonly<RouterContextProvider>): Promise<boolean> {
  return (await getOptionalUser(context)) ? context.get(organizationsFailedContext) : false;
}

/** Pages that work within an organization: without one the user gets the 403 'Geen organisatie gevonden' (spec §2, §8). */
export async function requireCurrentOrganization(context: Readonly<RouterContextProvider>): Promise<UserOrganization> {
  const organizations = await getUserOrganizations(context);
  // Not "no organization" when they could not be loaded: the page is unavailable for now (spec §8).
  if (await organizationsFailed(context)) throw data({ message: "Organizations could not be loaded" }, { status: 503 });
  const current = organizations.find((organization) => organization.id === context.get(sessionContext).get("currentOrganizationId"));
  if (!current) throw data({ message: NO_ORGANIZATION }, { status: 403 });
  return current;
}

/** Forgets the credentials in this request and in the session cookie. */
export function signOutLocally(context: Readonly<RouterContextProvider>) {
  context.get(sessionContext).unset("credentials");
  context.get(sessionContext).unset("currentOrganizationId");
  forgetImpersonation(context);
  context.get(apiContext).forgetCredentials();
}

/** The signed-in user, or a redirect to sign-in that comes back here afterwards. */
export async function requireUser(context: Readonly<RouterContextProvider>, request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(context);
  if (user) return user;
  const url = new URL(request.url);
  const login = localizedPath("/auth/login-1", context.get(localeContext));
  throw redirect(`${login}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/*
 * Signing in as another user (spec §6) in the web session: the session acts
 * with the user's token and keeps the admin's own credentials to go back to.
 */

/** Starts acting as the user (POST /api/v1/sign_in_as_user); the API answers with their token. */
export async function startImpersonation(context: Readonly<RouterContextProvider>, userId: string) {
  const api = context.get(apiContext);
  const session = context.get(sessionContext);
  const adminCredentials = api.currentCredentials;
  if (!adminCredentials || session.get("impersonation")) throw new Response(null, { status: 409 });
  const adminOrganizationId = session.get("currentOrganizationId");
  // The client stores the user's credentials from the answer in the session.
  await api.post("/api/v1/sign_in_as_user", { body: { user_id: userId } });
  session.set("impersonation", { adminCredentials, userId, ...(adminOrganizationId ? { adminOrganizationId } : {}) });
  session.unset("currentOrganizationId");
}

/**
 * Ends acting as someone else: their session is signed out (the token is
 * revoked) and the admin's own session is back. The user's id, or null when
 * nobody was being impersonated.
 */
export async function stopImpersonation(context: Readonly<RouterContextProvider>): Promise<string | null> {
  const session = context.get(sessionContext);
  const impersonation = session.get("impersonation");
  if (!impersonation) return null;
  const api = context.get(apiContext);
  await revokeToken(api);
  api.useCredentials(impersonation.adminCredentials);
  session.unset("impersonation");
  if (impersonation.adminOrganizationId) session.set("currentOrganizationId", impersonation.adminOrganizationId);
  else session.unset("currentOrganizationId");
  return impersonation.userId;
}

/** Ends the API session of the client's credentials; one that already ended is signed out all the same. */
async function revokeToken(api: ApiClient) {
  try {
    await api.delete("/auth/sign_out");
  } catch (thrown) {
    if (!asApiError(thrown)) throw thrown;
  }
}

/**
 * Signing out: the session's token is revoked and, while acting as another
 * user, the admin's own token behind it too — a copy of the old cookie must
 * not lead back into the admin's account.
 */
export async function signOut(context: Readonly<RouterContextProvider>) {
  const api = context.get(apiContext);
  const impersonation = context.get(sessionContext).get("impersonation");
  await revokeToken(api);
  if (impersonation) {
    api.useCredentials(impersonation.adminCredentials);
    await revokeToken(api);
  }
  signOutLocally(context);
}

/** Drops a remembered admin session (signing out, or another account signing in on this browser). */
export function forgetImpersonation(context: Readonly<RouterContextProvider>) {
  context.get(sessionContext).unset("impersonation");
}
