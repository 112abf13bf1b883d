import { createMiddleware } from "hono/factory";
import { centerOfTenant, hostOf, resolveTenancy } from "~/modules/tenancy/tenancy.server";
import type { ApiEnv } from "../context.server";

/**
 * Tenant from X-Tenant, else the host; center from Volunteer-Center-Id when it
 * belongs to that tenant, else the host's center, else the tenant's default.
 */
export const tenancyMiddleware = createMiddleware<ApiEnv>(async (c, next) => {
  const db = c.var.db;
  const tenantSlug = c.req.header("x-tenant")?.trim() || null;
  const resolved = await resolveTenancy(db, hostOf(c.req.raw), tenantSlug);
  const askedCenter = c.req.header("volunteer-center-id")?.trim();
  const centerId =
    askedCenter && (await centerOfTenant(db, resolved.tenant.id, askedCenter)) ? askedCenter : resolved.centerId;
  const appContext = c.req.header("app-context")?.trim() || resolved.tenant.appContext;
  c.set("tenancy", { ...resolved, centerId, appContext });
  await next();
});
