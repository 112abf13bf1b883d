import { Hono } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import { unsubscribeFromDigest } from "~/modules/digest/unsubscribe.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { inTenant } from "../guards.server";

/*
 * One-click unsubscribe from the digest (issue 13, RFC 8058, decision 034): no sign-in, the token of the mail's
 * link is the permission. 204 for every token we made, whether or not its account still exists; 404 otherwise.
 */
export const digestRoutes = new Hono<ApiEnv>();

const UnsubscribeSchema = z.object({ token: z.string().min(1).max(200) });

digestRoutes.post("/digest_unsubscriptions", async (c) => {
  c.set("skipTokenRotation", true);
  const { token } = UnsubscribeSchema.parse(await readAttributes(c));
  const done = await inTenant(c, (tx) => unsubscribeFromDigest(tx, { tenantId: c.var.tenancy.tenant.id, token, now: c.var.deps.now() }));
  if (!done) throw notFound("This unsubscribe link is not valid.");
  return c.body(null, 204);
});
