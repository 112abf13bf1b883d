import { Hono } from "hono";
import { loadDashboard, type Dashboard } from "~/modules/dashboard/dashboard.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, parseInclude, toDocument, Transformer, type SerializeExtra } from "../jsonapi.server";

/** GET /api/v1/dashboard (issue 15): what waits for the signed-in user, by their roles, in one read. */
export const dashboardRoutes = new Hono<ApiEnv>();

type DashboardResource = Dashboard & { userId: string };
class DashboardTransformer extends Transformer<DashboardResource, SerializeExtra> {
  override type = "dashboards";
  transform({ userId, management, own }: DashboardResource) {
    return { id: userId, management, own };
  }
}

dashboardRoutes.get("/dashboard", async (c) => {
  const user = requireUser(c);
  parseInclude(c, []);
  const dashboard = await inTenant(c, (tx) => loadDashboard(tx, { tenantId: c.var.tenancy.tenant.id, user, now: c.var.deps.now() }));
  return jsonApi(c, toDocument({ ...dashboard, userId: user.id }, new DashboardTransformer()));
});
