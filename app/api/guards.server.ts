import type { Context } from "hono";
import { forbidden, unauthorized } from "~/lib/app-error";
import { withTenant, type Tx } from "~/modules/db/client.server";
import type { Role } from "~/modules/db/factories.server";
import { hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import type { ApiEnv } from "./context.server";

type C = Context<ApiEnv>;

/**
 * Runs database work in the request's tenant (RLS applies): in a transaction of its own, or, for a read of the UI's
 * page request, in the transaction the page's reads share (decision 053). `writes` marks work that must not be lost
 * unnoticed when that transaction rolls back (the token's rotation).
 */
export function inTenant<T>(c: C, fn: (tx: Tx) => Promise<T>, options: { writes?: boolean } = {}): Promise<T> {
  const shared = isRead(c) ? c.env?.scope?.transaction : undefined;
  if (shared) return shared.run(c.var.db, c.var.tenancy.tenant.id, fn, options);
  return withTenant(c.var.db, c.var.tenancy.tenant.id, fn);
}

export const isRead = (c: C) => c.req.method === "GET" || c.req.method === "HEAD";

export function requireUser(c: C): CurrentUser {
  const user = c.var.currentUser;
  if (!user) throw unauthorized("You need to sign in or sign up before continuing.");
  return user;
}

/**
 * An admin signed in as another user (sign-in-as-user) acts for them, but
 * never changes what secures their account: password, e-mail address, roles,
 * the account itself (issue 18).
 */
export function refuseImpersonation(c: C, detail: string): void {
  if (c.var.session?.row.impersonatorId) throw forbidden(detail);
}

export function requireRole(c: C, ...roles: Role[]): CurrentUser {
  const user = requireUser(c);
  if (!hasRole(user, ...roles)) throw forbidden();
  return user;
}
