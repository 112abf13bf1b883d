import { Hono } from "hono";
import { forbidden, notFound } from "~/lib/app-error";
import { camelizeKeys } from "~/lib/case";
import { CenterProfileSchema } from "~/modules/volunteer-centers/schema";
import { CENTER_ROLES } from "~/modules/users/current-user.server";
import { volunteerCenterTransformer } from "~/modules/volunteer-centers/transformers.server";
import { updateVolunteerCenterProfile, VOLUNTEER_CENTER_INCLUDES } from "~/modules/volunteer-centers/volunteer-centers.server";
import { directoryOf } from "~/modules/tenancy/directory.server";
import { centersOfTenant, featuresOf } from "~/modules/tenancy/tenancy.server";
import type { ApiEnv } from "../context.server";
import { readJson } from "../errors.server";
import { inTenant, requireRole } from "../guards.server";
import { jsonApi, parseInclude, toDocument } from "../jsonapi.server";

// Public: the app shell needs its center's name and branding before anyone signs in.
export const volunteerCenterRoutes = new Hono<ApiEnv>();

volunteerCenterRoutes.get("/volunteer_centers", async (c) => {
  const include = parseInclude(c, VOLUNTEER_CENTER_INCLUDES);
  const tenantId = c.var.tenancy.tenant.id;
  const centers = await centersOfTenant(c.var.db, tenantId);
  return jsonApi(c, toDocument(centers, volunteerCenterTransformer(), { include }));
});

/** The request's center: the Volunteer-Center-Id of one of the tenant's centers, else the host's, else the tenant's default. */
volunteerCenterRoutes.get("/volunteer_centers/current", async (c) => {
  const include = parseInclude(c, VOLUNTEER_CENTER_INCLUDES);
  const { centerId, tenant } = c.var.tenancy;
  const center = centerId ? (await centersOfTenant(c.var.db, tenant.id)).find((row) => row.id === centerId) : undefined;
  if (!center) throw notFound();
  // The tenant as the request sees it: app name, app context and feature flags (spec §1).
  const meta = {
    tenant: { slug: tenant.slug, app_name: tenant.appName, app_context: c.var.tenancy.appContext, features: featuresOf(c.var.tenancy) },
  };
  return jsonApi(c, toDocument(center, volunteerCenterTransformer(), { include, meta }));
});

/**
 * The center's branding, changed by the people who run the center. Body:
 * `{data: {type: "volunteer_center_profiles", attributes: {...}}}` in snake_case.
 */
volunteerCenterRoutes.patch("/volunteer_centers/current/profile", async (c) => {
  const user = requireRole(c, ...CENTER_ROLES);
  const { centerId, tenant } = c.var.tenancy;
  if (!centerId || user.centerId !== centerId) throw forbidden();
  const body = (await readJson(c)) as { data?: { attributes?: unknown } };
  const profile = CenterProfileSchema.parse(camelizeKeys(body.data?.attributes ?? {}));
  const center = await inTenant(c, (tx) => updateVolunteerCenterProfile(tx, { tenantId: tenant.id, centerId, profile }));
  if (!center) throw notFound();
  // Committed: this process's next request sees it at once, the others by the database's notification.
  directoryOf(c.var.db).invalidate();
  return jsonApi(c, toDocument(center, volunteerCenterTransformer(), { include: new Set(["profile"]) }));
});
