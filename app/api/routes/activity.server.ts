import { Hono } from "hono";
import { activityScopeOf, listActivity } from "~/modules/activity/activity.server";
import { activityResource } from "~/modules/activity/transformers.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, listDocument } from "../jsonapi.server";

/* The activity panel's list (issue 13, decision 033): the signed-in user's center or organization, nobody else's. */
export const activityRoutes = new Hono<ApiEnv>();

activityRoutes.get("/activities", async (c) => {
  const user = requireUser(c);
  const { page, fields } = activityResource.readListQuery(c);
  const tenantId = c.var.tenancy.tenant.id;
  const askedOrganizationId = c.req.header("current-organization-id")?.trim() || null;
  const { rows, total } = await inTenant(c, async (tx) => {
    const scope = await activityScopeOf(tx, { tenantId, user, askedOrganizationId });
    return scope ? listActivity(tx, { ...scope, page }) : { rows: [], total: 0 };
  });
  return jsonApi(c, listDocument(c, rows, activityResource.transformer(), page, total, { fields }));
});
