import { Hono, type Context } from "hono";
import { z } from "zod";
import { AppError, forbidden, notFound } from "~/lib/app-error";
import { pickCurrentOrganization } from "~/modules/organizations/current-organization";
import { parseOrganizationFilters } from "~/modules/organizations/filters.server";
import { OrganizationApproveSchema, OrganizationUpdateSchema } from "~/modules/organizations/schema";
import {
  decidesOrganizationStatus,
  findOrganization,
  listMemberOrganizations,
  listOrganizations,
  managesOrganization,
  ORGANIZATION_INCLUDES,
  updateOrganization,
  withOrganizationRelations,
  type Viewer,
} from "~/modules/organizations/organizations.server";
import { organizationTransformer } from "~/modules/organizations/transformers.server";
import type { ApiEnv } from "../context.server";
import { readJson } from "../errors.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, pageMeta, parseFilters, parseInclude, parsePage, toDocument } from "../jsonapi.server";

export const organizationRoutes = new Hono<ApiEnv>();

const MAX_PAGE_SIZE = 1000;
const isUuid = (value: string | undefined): value is string => z.guid().safeParse(value).success;
const viewerOf = (c: Context<ApiEnv>): Viewer => ({ user: c.var.currentUser, centerId: c.var.tenancy.centerId });

organizationRoutes.get("/organizations", async (c) => {
  const include = parseInclude(c, ORGANIZATION_INCLUDES);
  const filters = parseOrganizationFilters(parseFilters(c));
  const page = parsePage(c, { maxSize: MAX_PAGE_SIZE });
  const tenantId = c.var.tenancy.tenant.id;
  const viewer = viewerOf(c);
  const { rows, total } = await inTenant(c, async (tx) => {
    const found = await listOrganizations(tx, { tenantId, viewer, filters, page });
    return { rows: await withOrganizationRelations(tx, { tenantId, viewer, rows: found.rows, include }), total: found.total };
  });
  return jsonApi(c, toDocument(rows, organizationTransformer(), { include, meta: pageMeta(page, total) }));
});

organizationRoutes.get("/organizations/:id", async (c) => {
  const include = parseInclude(c, ORGANIZATION_INCLUDES);
  const id = c.req.param("id");
  if (!isUuid(id)) throw notFound();
  const tenantId = c.var.tenancy.tenant.id;
  const viewer = viewerOf(c);
  const organization = await inTenant(c, async (tx) => {
    const row = await findOrganization(tx, { tenantId, viewer, id });
    return row ? (await withOrganizationRelations(tx, { tenantId, viewer, rows: [row], include }))[0] : undefined;
  });
  if (!organization) throw notFound();
  return jsonApi(c, toDocument(organization, organizationTransformer(), { include }));
});

organizationRoutes.get("/current_organizations", async (c) => {
  const user = requireUser(c);
  const include = parseInclude(c, ORGANIZATION_INCLUDES);
  const tenantId = c.var.tenancy.tenant.id;
  const rows = await inTenant(c, async (tx) => {
    const found = await listMemberOrganizations(tx, { tenantId, userId: user.id });
    return withOrganizationRelations(tx, { tenantId, viewer: viewerOf(c), rows: found, include });
  });
  return jsonApi(c, toDocument(rows, organizationTransformer(), { include }));
});

/** The organization the user works in: the one the client selected, else the default of spec §4. */
organizationRoutes.get("/current_organization", async (c) => {
  const user = requireUser(c);
  const include = parseInclude(c, ORGANIZATION_INCLUDES);
  const askedId = c.req.header("current-organization-id")?.trim() || null;
  const tenantId = c.var.tenancy.tenant.id;
  const organization = await inTenant(c, async (tx) => {
    const mine = await listMemberOrganizations(tx, { tenantId, userId: user.id });
    if (mine.length === 0) throw new AppError({ status: 403, code: "no_organization", detail: "Geen organisatie gevonden" });
    if (askedId && !mine.some((o) => o.id === askedId)) throw forbidden();
    const current = pickCurrentOrganization(mine, askedId)!;
    return (await withOrganizationRelations(tx, { tenantId, viewer: viewerOf(c), rows: [current], include }))[0]!;
  });
  return jsonApi(c, toDocument(organization, organizationTransformer(), { include }));
});

/** The organization as its manager sees it, or 404 (another center, tenant, deleted, or not visible). */
async function findManaged(c: Context<ApiEnv>, id: string | undefined) {
  if (!isUuid(id)) throw notFound();
  const row = await inTenant(c, (tx) => findOrganization(tx, { tenantId: c.var.tenancy.tenant.id, viewer: viewerOf(c), id }));
  if (!row) throw notFound();
  return row;
}

function checkResourceId(pathId: string, bodyId: string) {
  // JSON:API: the id in the document must be the resource's.
  if (pathId !== bodyId) throw new AppError({ status: 409, code: "id_mismatch", detail: "The id in the body does not match the URL.", source: { pointer: "/data/id" } });
}

async function respondWithOrganization(c: Context<ApiEnv>, id: string) {
  const tenantId = c.var.tenancy.tenant.id;
  const viewer = viewerOf(c);
  const organization = await inTenant(c, async (tx) => {
    const row = await findOrganization(tx, { tenantId, viewer, id });
    return row ? (await withOrganizationRelations(tx, { tenantId, viewer, rows: [row], include: new Set() }))[0] : undefined;
  });
  if (!organization) throw notFound();
  return jsonApi(c, toDocument(organization, organizationTransformer()));
}

/** Spec §7: approve (or deny, put back to pending, archive) an organization. */
organizationRoutes.put("/organizations/:id/approve", async (c) => {
  const user = requireUser(c);
  const id = c.req.param("id");
  const organization = await findManaged(c, id);
  const body = OrganizationApproveSchema.parse(await readJson(c));
  checkResourceId(id, body.data.id);
  if (!decidesOrganizationStatus(user, organization)) throw forbidden();
  await inTenant(c, (tx) => updateOrganization(tx, { tenantId: c.var.tenancy.tenant.id, id, changes: { status: body.data.attributes.status } }));
  return respondWithOrganization(c, id);
});

/** Spec §7: the same body, for status; members may also change the organization's own details. */
organizationRoutes.put("/organizations/:id", async (c) => {
  const user = requireUser(c);
  const id = c.req.param("id");
  const organization = await findManaged(c, id);
  const body = OrganizationUpdateSchema.parse(await readJson(c));
  checkResourceId(id, body.data.id);
  const { status, phone_number: phoneNumber, ...details } = body.data.attributes;
  if (status !== undefined && !decidesOrganizationStatus(user, organization)) throw forbidden();
  if (!managesOrganization(user, organization)) throw forbidden();
  const changes = { ...details, ...(phoneNumber !== undefined ? { phoneNumber } : {}), ...(status ? { status } : {}) };
  await inTenant(c, (tx) => updateOrganization(tx, { tenantId: c.var.tenancy.tenant.id, id, changes }));
  return respondWithOrganization(c, id);
});

/** Spec §7: delete is a soft delete (status "deleted"); afterwards the organization is 404. */
organizationRoutes.delete("/organizations/:id", async (c) => {
  const user = requireUser(c);
  const id = c.req.param("id");
  const organization = await findManaged(c, id);
  if (!decidesOrganizationStatus(user, organization)) throw forbidden();
  await inTenant(c, (tx) => updateOrganization(tx, { tenantId: c.var.tenancy.tenant.id, id, changes: { status: "deleted" } }));
  return c.body(null, 204);
});
