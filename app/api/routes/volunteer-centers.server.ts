import { Hono } from "hono";
import { forbidden, notFound } from "~/lib/app-error";
import { camelizeKeys } from "~/lib/case";
import { SHADE_KEYS } from "~/modules/theme/theme";
import { CenterProfileSchema } from "~/modules/volunteer-centers/schema";
import { CENTER_ROLES } from "~/modules/users/current-user.server";
import { volunteerCenterResource, volunteerCenterTransformer } from "~/modules/volunteer-centers/transformers.server";
import { updateVolunteerCenterProfile } from "~/modules/volunteer-centers/volunteer-centers.server";
import { directoryOf } from "~/modules/tenancy/directory.server";
import { sanitizeDescription } from "~/modules/vacancies/sanitize.server";
import { centersOfTenant, featuresOf } from "~/modules/tenancy/tenancy.server";
import type { ApiEnv } from "../context.server";
import { readJson } from "../errors.server";
import { inTenant, requireRole } from "../guards.server";
import { jsonApi, toDocument } from "../jsonapi.server";

// Public: the app shell needs its center's name and branding before anyone signs in.
export const volunteerCenterRoutes = new Hono<ApiEnv>();

volunteerCenterRoutes.get("/volunteer_centers", async (c) => {
  const { include } = volunteerCenterResource.readQuery(c);
  const tenantId = c.var.tenancy.tenant.id;
  const centers = await centersOfTenant(c.var.db, tenantId);
  return jsonApi(c, toDocument(centers, volunteerCenterTransformer(), { include }));
});

/** The request's center: the Volunteer-Center-Id of one of the tenant's centers, else the host's, else the tenant's default. */
volunteerCenterRoutes.get("/volunteer_centers/current", async (c) => {
  const { include } = volunteerCenterResource.readQuery(c);
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
/**
 * Spec §5: a shade set without every one of 50…950 is ignored, not refused:
 * it is left out of the change (the stored set stays) and named in the
 * answer's meta, so an editor knows. A complete set with a bad colour is still a 422.
 */
function withoutIncompleteShades(attributes: Record<string, unknown>): { attributes: Record<string, unknown>; ignored: string[] } {
  const kept = { ...attributes };
  const ignored: string[] = [];
  for (const [key, name] of [
    ["primaryColorShades", "primary_color_shades"],
    ["secondaryColorShades", "secondary_color_shades"],
  ] as const) {
    const shades = kept[key];
    if (shades && typeof shades === "object" && !Array.isArray(shades) && SHADE_KEYS.some((shade) => !(shade in shades))) {
      delete kept[key];
      ignored.push(name);
    }
  }
  return { attributes: kept, ignored };
}

volunteerCenterRoutes.patch("/volunteer_centers/current/profile", async (c) => {
  const user = requireRole(c, ...CENTER_ROLES);
  const { centerId, tenant } = c.var.tenancy;
  if (!centerId || user.centerId !== centerId) throw forbidden();
  const body = (await readJson(c)) as { data?: { attributes?: unknown } };
  const { attributes, ignored } = withoutIncompleteShades(camelizeKeys(body.data?.attributes ?? {}));
  const profile = CenterProfileSchema.parse(attributes);
  // Columns 6 and 8 are rich text shown to every visitor: stored sanitized, like a vacancy's description (issue 15).
  for (const key of ["footerColumn6Content", "footerColumn8Content"] as const) {
    if (profile[key]) profile[key] = sanitizeDescription(profile[key]) || null;
  }
  const center = await inTenant(c, (tx) => updateVolunteerCenterProfile(tx, { tenantId: tenant.id, centerId, profile }));
  if (!center) throw notFound();
  // Committed: this process's next request sees it at once, the others by the database's notification.
  directoryOf(c.var.db).invalidate();
  const meta = ignored.length > 0 ? { ignored, message: "A shade set needs every one of 50…950; these were ignored and kept as they were." } : undefined;
  return jsonApi(c, toDocument(center, volunteerCenterTransformer(), { include: new Set(["profile"]), meta }));
});
