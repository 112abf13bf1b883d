import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { unauthorized, wrongCenter } from "~/lib/app-error";
import { issueLoginToken, redeemLoginToken } from "~/modules/auth/login-link.server";
import { canSignIn } from "~/modules/auth/sign-in-policy.server";
import { authHeaders, issueToken } from "~/modules/auth/tokens.server";
import { authUserJson } from "~/modules/auth/user-json.server";
import { users } from "~/modules/db/schema";
import { safeRedirect } from "~/middleware/paths";
import type { ApiEnv } from "../context.server";
import { readJson } from "../errors.server";
import { inTenant, refuseImpersonation, requireUser } from "../guards.server";
import { iso, jsonApi } from "../jsonapi.server";
import { siteOrigin } from "./auth.server";

/*
 * One-time sign-in links (issue 18): `/auth/token` signs a browser in only
 * with a token issued for that purpose — minutes long, used once — never with
 * an access token, which would let any link carrying one sign a visitor into
 * someone else's account.
 */
export const loginLinkRoutes = new Hono<ApiEnv>();

const CreateSchema = z
  .object({ data: z.object({ type: z.literal("login_links"), attributes: z.object({ redirect_to: z.string().max(2000).optional() }).optional() }).optional() });

const RedeemSchema = z.object({ token: z.string().min(1).max(200) });

/** A sign-in link for the signed-in user's own browser; `redirect_to` (a path on this site) is where it lands. */
loginLinkRoutes.post("/login_links", async (c) => {
  const user = requireUser(c);
  refuseImpersonation(c, "A sign-in link cannot be made while signed in as its user.");
  const body = CreateSchema.parse(await readJson(c));
  const target = safeRedirect(body.data?.attributes?.redirect_to, "/dashboard");
  const now = c.var.deps.now();
  const { token, expiresAt, origin } = await inTenant(c, async (tx) => ({
    ...(await issueLoginToken(tx, { tenantId: c.var.tenancy.tenant.id, userId: user.id, now })),
    origin: await siteOrigin(c, tx),
  }));
  const url = new URL("/auth/token", origin);
  url.searchParams.set("token", token);
  url.searchParams.set("redirectTo", target);
  return jsonApi(c, { data: { type: "login_links", id: crypto.randomUUID(), attributes: { url: url.href, expires_at: iso(expiresAt) } } }, 201);
});

/** Exchanges a sign-in link's token for a session (auth headers), once. */
loginLinkRoutes.post("/login_links/redeem", async (c) => {
  c.set("skipTokenRotation", true);
  const { token } = RedeemSchema.parse(await readJson(c));
  const { tenancy } = c.var;
  const now = c.var.deps.now();
  const signedIn = await inTenant(c, async (tx) => {
    const userId = await redeemLoginToken(tx, { token, now });
    if (!userId) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user || !canSignIn(user, tenancy.tenant.flags)) return null;
    if (tenancy.centerId && user.centerId !== tenancy.centerId) throw wrongCenter();
    return { user, issued: await issueToken(tx, { tenantId: tenancy.tenant.id, userId: user.id, now }) };
  });
  if (!signedIn) throw unauthorized("This sign-in link is invalid, used or expired.");
  for (const [name, value] of Object.entries(authHeaders(signedIn.user.email, signedIn.issued))) c.header(name, value);
  const { id, ...attributes } = authUserJson(signedIn.user);
  return jsonApi(c, { data: { type: "users", id: String(id), attributes } });
});
