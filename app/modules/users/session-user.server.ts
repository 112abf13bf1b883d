import { createContext, redirect, type RouterContextProvider } from "react-router";
import { apiContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Array<{ id: string; name: string }>;
};

const userPromiseContext = createContext<Promise<SessionUser | null> | null>(null);

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
    const { data } = await api.get<SessionUser>("/api/v1/current_user", { query: { include: "roles" } });
    return data;
  } catch (thrown) {
    if (asApiError(thrown)?.status !== 401) throw thrown;
    signOutLocally(context);
    return null;
  }
}

/** Forgets the credentials in this request and in the session cookie. */
export function signOutLocally(context: Readonly<RouterContextProvider>) {
  context.get(sessionContext).unset("credentials");
  context.get(sessionContext).unset("currentOrganizationId");
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
