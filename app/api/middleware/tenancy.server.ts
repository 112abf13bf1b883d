import { createMiddleware } from "hono/factory";
import { rememberedTenant } from "~/modules/session/session.server";
import { centerOfTenant, hostOf, resolveTenancy, withCenter } from "~/modules/tenancy/tenancy.server";
import type { ApiEnv } from "../context.server";

/**
 * Tenant from X-Tenant, else the host, else the tenant cookie of the last host
 * that named one (spec §9: API clients on a host without a host map entry),
 * else the default; center from Volunteer-Center-Id when it belongs to that
 * tenant, else the host's center, else the tenant's default.
 */
export const tenancyMiddleware = createMiddleware<ApiEnv>(async (c, next) => {
  const db = c.var.db;
  const host = hostOf(c.req.raw);
  const tenantSlug = c.req.header("x-tenant")?.trim() || null;
  let resolved = await resolveTenancy(db, host, tenantSlug);
  if (!tenantSlug && !resolved.hostNamesTenant) {
    const remembered = await rememberedTenant(c.req.header("cookie") ?? null);
    if (remembered && remembered !== resolved.tenant.slug) resolved = await resolveTenancy(db, host, remembered);
  }
  const askedCenter = c.req.header("volunteer-center-id")?.trim();
  const centerId =
    askedCenter && (await centerOfTenant(db, resolved.tenant.id, askedCenter)) ? askedCenter : resolved.centerId;
  const appContext = c.req.header("app-context")?.trim() || resolved.tenant.appContext;
  c.set("tenancy", { ...(await withCenter(db, resolved, centerId)), appContext });
  await next();
});
