import { createMiddleware } from "hono/factory";
import { wrongCenter } from "~/lib/app-error";
import { withTenant } from "~/modules/db/client.server";
import { authHeaders, batchHeaders, rotateToken, validateToken } from "~/modules/auth/tokens.server";
import { canSignIn } from "~/modules/auth/sign-in-policy.server";
import { findUserByEmail, loadCurrentUser } from "~/modules/users/current-user.server";
import type { ApiEnv } from "../context.server";

/**
 * devise_token_auth authentication: the `access-token`, `client` and `uid`
 * headers identify the user; after the response the token rotates (or, in a
 * batch, is shared and answered with " ").
 */
export const authenticateMiddleware = createMiddleware<ApiEnv>(async (c, next) => {
  c.set("currentUser", null);
  c.set("session", null);
  c.set("skipTokenRotation", false);
  const uid = c.req.header("uid");
  const client = c.req.header("client");
  const token = c.req.header("access-token");
  const { tenancy, db, startedAt } = c.var;

  if (uid && client && token) {
    const found = await withTenant(db, tenancy.tenant.id, async (tx) => {
      const user = await findUserByEmail(tx, uid);
      if (!user || !canSignIn(user, tenancy.tenant.flags)) return null;
      const session = await validateToken(tx, { userId: user.id, client, token, now: startedAt });
      return session ? { session, currentUser: await loadCurrentUser(tx, user) } : null;
    });
    if (found) {
      if (tenancy.centerId && found.currentUser.centerId !== tenancy.centerId) throw wrongCenter();
      c.set("currentUser", found.currentUser);
      c.set("session", found.session);
    }
  }

  await next();

  const session = c.var.session;
  const user = c.var.currentUser;
  if (!session || !user || c.var.skipTokenRotation) return;
  const rotated = session.batch
    ? null
    : await withTenant(db, tenancy.tenant.id, (tx) => rotateToken(tx, session.row, c.var.deps.now()));
  const headers = rotated ? authHeaders(user.email, rotated) : batchHeaders(user.email, session.row.client);
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
});
