import { createMiddleware } from "hono/factory";
import { wrongCenter } from "~/lib/app-error";
import { authHeaders, batchHeaders, rotateToken, tokenSession } from "~/modules/auth/tokens.server";
import { canSignIn } from "~/modules/auth/sign-in-policy.server";
import { currentUserOf, findSignInCandidate } from "~/modules/users/current-user.server";
import type { ApiEnv, SharedAuthentication } from "../context.server";
import { inTenant, isRead } from "../guards.server";

/**
 * devise_token_auth authentication: the `access-token`, `client` and `uid`
 * headers identify the user; after the response the token rotates (or, in a
 * batch, is shared and answered with " ").
 */
export const authenticateMiddleware = createMiddleware<ApiEnv>(async (c, next) => {
  c.set("currentUser", null);
  c.set("currentUserRow", null);
  c.set("session", null);
  c.set("skipTokenRotation", false);
  const uid = c.req.header("uid");
  const client = c.req.header("client");
  const token = c.req.header("access-token");
  const { tenancy, startedAt } = c.var;
  const authentications = c.env?.scope?.authentications;
  const scopeKey = `${tenancy.tenant.id}\u0000${uid}\u0000${client}`;
  // Reads of one page request share one authentication; a write authenticates itself and may change the user.
  const reading = isRead(c);
  // A write runs in a transaction of its own, after the page's shared one has committed (it may hold the token's row).
  if (!reading) await c.env?.scope?.transaction?.settle();
  let shared: SharedAuthentication | undefined;
  let sharedByOthers = false;

  if (uid && client && token) {
    const known = reading ? authentications?.get(scopeKey) : undefined;
    let found;
    if (known?.tokens.has(token)) {
      found = await known.found;
      sharedByOthers = true;
    } else {
      const validating = inTenant(c, async (tx) => {
        // The user, their token row of this client, roles and memberships: one statement (decision 053).
        const found = await findSignInCandidate(tx, uid, client);
        if (!found || !canSignIn(found.user, tenancy.tenant.flags)) return null;
        const session = tokenSession(found.token, { token, now: startedAt });
        return session ? { session, currentUser: currentUserOf(found.user, found.roles, found.organizationIds, found.organizationId), row: found.user } : null;
      });
      if (authentications) {
        if (reading) {
          shared = { tokens: new Set([token]), found: validating };
          authentications.set(scopeKey, shared);
        } else {
          authentications.delete(scopeKey);
        }
      }
      found = await validating;
    }
    if (found) {
      if (tenancy.centerId && found.currentUser.centerId !== tenancy.centerId) throw wrongCenter();
      c.set("currentUser", found.currentUser);
      c.set("currentUserRow", found.row);
      c.set("session", found.session);
    }
  }

  await next();

  const session = c.var.session;
  const user = c.var.currentUser;
  if (!reading) authentications?.delete(scopeKey);
  if (!session || !user || c.var.skipTokenRotation) return;
  // Only the call that authenticated rotates; the page's other calls answer like a batch.
  const rotated =
    session.batch || sharedByOthers ? null : await inTenant(c, (tx) => rotateToken(tx, session, c.var.deps.now()), { writes: true });
  if (rotated) shared?.tokens.add(rotated.token);
  const headers = rotated ? authHeaders(user.email, rotated) : batchHeaders(user.email, session.row.client);
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
});
