import type { Database } from "~/modules/db/client.server";
import type { RequestTenancy } from "~/modules/tenancy/tenancy.server";
import type { CurrentUser } from "~/modules/users/current-user.server";
import type { TokenSession } from "~/modules/auth/tokens.server";

export type ApiDeps = {
  getDb: () => Promise<Database>;
  /** The clock; tests move it to check token expiry and batch windows. */
  now: () => Date;
};

export type ApiEnv = {
  Variables: {
    deps: ApiDeps;
    db: Database;
    startedAt: Date;
    tenancy: RequestTenancy;
    /** The signed-in user of this request, or null. */
    currentUser: CurrentUser | null;
    /** The token the request authenticated with (devise_token_auth headers). */
    session: TokenSession | null;
    /** Set by an endpoint (sign-in) that issues fresh auth headers itself. */
    skipTokenRotation: boolean;
  };
};
