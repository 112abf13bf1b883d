import { Hono } from "hono";
import { forbidden, notFound } from "~/lib/app-error";
import { CenterSettingsPatchSchema } from "~/modules/settings/schema";
import { contactPersonChoices, readCenterSettings, updateCenterSettings } from "~/modules/settings/settings.server";
import { centerSettingsResource } from "~/modules/settings/transformers.server";
import { directoryOf } from "~/modules/tenancy/directory.server";
import { CENTER_ROLES } from "~/modules/users/current-user.server";
import type { ApiEnv } from "../context.server";
import { readAttributes } from "../body.server";
import { inTenant, requireRole } from "../guards.server";
import { jsonApi, toDocument } from "../jsonapi.server";

/*
 * GET/PATCH /api/v1/volunteer_centers/current/settings (issue 15, decision 045): the request's center's own settings,
 * for its admins and center superusers only. A user of another center of the tenant gets 403: nobody changes a
 * center that is not their own.
 */
export const centerSettingsRoutes = new Hono<ApiEnv>();

function scopeOf(c: Parameters<typeof requireRole>[0]) {
  const user = requireRole(c, ...CENTER_ROLES);
  const { centerId, tenant } = c.var.tenancy;
  if (!centerId || user.centerId !== centerId) throw forbidden();
  return { tenantId: tenant.id, centerId, tenantFeatures: tenant.features };
}

async function settingsDocument(c: Parameters<typeof requireRole>[0], scope: ReturnType<typeof scopeOf>) {
  const { include } = centerSettingsResource.readQuery(c);
  const settings = await inTenant(c, async (tx) => {
    const found = await readCenterSettings(tx, scope);
    return found && include.has("contact_person_choices") ? { ...found, contactPersonChoices: await contactPersonChoices(tx, scope) } : found;
  });
  if (!settings) throw notFound();
  return jsonApi(c, toDocument(settings, centerSettingsResource.transformer(), { include }));
}

centerSettingsRoutes.get("/volunteer_centers/current/settings", (c) => settingsDocument(c, scopeOf(c)));

centerSettingsRoutes.patch("/volunteer_centers/current/settings", async (c) => {
  const scope = scopeOf(c);
  const patch = CenterSettingsPatchSchema.parse(await readAttributes(c));
  const changed = await inTenant(c, (tx) => updateCenterSettings(tx, { ...scope, patch }));
  if (!changed) throw notFound();
  // The center's switches and name are part of every request's tenancy: this process sees them at once.
  directoryOf(c.var.db).invalidate();
  return settingsDocument(c, scope);
});
