import type { Database } from "~/modules/db/client.server";
import type { RequestTenancy } from "~/modules/tenancy/tenancy.server";
import type { CurrentUser, UserRow } from "~/modules/users/current-user.server";
import type { TokenSession } from "~/modules/auth/tokens.server";
import type { PageTransaction } from "~/modules/db/page-transaction.server";

export type ApiDeps = {
  getDb: () => Promise<Database>;
  /** The clock; tests move it to check token expiry and batch windows. */
  now: () => Date;
};

/** What one authenticated in-process caller found, shared by the API calls of one page request. */
export type SharedAuthentication = {
  /** Tokens known valid for this client within the page request: the one presented first, and the one it rotated to. */
  tokens: Set<string>;
  found: Promise<{ session: TokenSession; currentUser: CurrentUser; row: UserRow } | null>;
};

/**
 * Handed in by the UI's in-process api client, one per page request (never by
 * an outside HTTP client): the calls of one page authenticate once and rotate
 * the token once, as devise_token_auth's batch requests do.
 */
export type ApiScope = {
  authentications: Map<string, SharedAuthentication>;
  /** The page request's reads share one database transaction (decision 053); the page request settles it. */
  transaction?: PageTransaction;
};

export type ApiEnv = {
  Bindings: { scope?: ApiScope } | undefined;
  Variables: {
    deps: ApiDeps;
    db: Database;
    startedAt: Date;
    tenancy: RequestTenancy;
    /** The signed-in user of this request, or null. */
    currentUser: CurrentUser | null;
    /** The signed-in user's row as the authentication read it (current_user answers from it), or null. */
    currentUserRow: UserRow | null;
    /** The token the request authenticated with (devise_token_auth headers). */
    session: TokenSession | null;
    /** Set by an endpoint (sign-in) that issues fresh auth headers itself. */
    skipTokenRotation: boolean;
  };
};
