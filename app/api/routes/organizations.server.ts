import { Hono, type Context } from "hono";
import { z } from "zod";
import { AppError, forbidden, notFound } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { pickCurrentOrganization } from "~/modules/organizations/current-organization";
import type { OrganizationFilters } from "~/modules/organizations/filters.server";
import {
  OrganizationApproveSchema,
  OrganizationCreateSchema,
  OrganizationMoveSchema,
  OrganizationUpdateSchema,
  type AddressAttributes,
  type ProfileAttributes,
} from "~/modules/organizations/schema";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { localizedPath } from "~/middleware/paths";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { notifyOrganizationDecision } from "~/modules/notifications/events.server";
import { CENTER_ROLES, hasRole } from "~/modules/users/current-user.server";
import {
  decidesOrganizationStatus,
  findCenterOfTenant,
  findOrganization,
  findOrganizationById,
  insertOrganization,
  moveOrganization,
  organizationMailRecipients,
  saveNonProfitProfile,
  saveOrganizationAddress,
  type AddressChanges,
  type ProfileChanges,
  listMemberOrganizations,
  listOrganizations,
  managesOrganization,
  updateOrganization,
  withOrganizationRelations,
  type Viewer,
} from "~/modules/organizations/organizations.server";
import { organizationResource, organizationTransformer } from "~/modules/organizations/transformers.server";
import type { ApiEnv } from "../context.server";
import { readJson } from "../errors.server";
import { inTenant, requireRole, requireUser } from "../guards.server";
import { siteOrigin } from "./auth.server";
import { jsonApi, toDocument, listDocument } from "../jsonapi.server";

export const organizationRoutes = new Hono<ApiEnv>();

const isUuid = (value: string | undefined): value is string => z.guid().safeParse(value).success;
const viewerOf = (c: Context<ApiEnv>): Viewer => ({ user: c.var.currentUser, centerId: c.var.tenancy.centerId });

organizationRoutes.get("/organizations", async (c) => {
  const { include, filters, page, fields } = organizationResource.readListQuery<OrganizationFilters>(c);
  const tenantId = c.var.tenancy.tenant.id;
  const viewer = viewerOf(c);
  const { rows, total, statusCounts } = await inTenant(c, async (tx) => {
    const found = await listOrganizations(tx, { tenantId, viewer, filters, page });
    return { ...found, rows: await withOrganizationRelations(tx, { tenantId, viewer, rows: found.rows, include }) };
  });
  return jsonApi(c, listDocument(c, rows, organizationTransformer(), page, total, { include, fields, meta: { statusCounts } }));
});

organizationRoutes.get("/organizations/:id", async (c) => {
  const { include, fields } = organizationResource.readQuery(c);
  const id = c.req.param("id");
  if (!isUuid(id)) throw notFound();
  const tenantId = c.var.tenancy.tenant.id;
  const viewer = viewerOf(c);
  const organization = await inTenant(c, async (tx) => {
    const row = await findOrganization(tx, { tenantId, viewer, id });
    return row ? (await withOrganizationRelations(tx, { tenantId, viewer, rows: [row], include }))[0] : undefined;
  });
  if (!organization) throw notFound();
  return jsonApi(c, toDocument(organization, organizationTransformer(), { include, fields }));
});

organizationRoutes.get("/current_organizations", async (c) => {
  const user = requireUser(c);
  const { include } = organizationResource.readQuery(c);
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
  const { include } = organizationResource.readQuery(c);
  const askedId = c.req.header("current-organization-id")?.trim() || null;
  const tenantId = c.var.tenancy.tenant.id;
  const organization = await inTenant(c, async (tx) => {
    const mine = await listMemberOrganizations(tx, { tenantId, userId: user.id });
    if (mine.length === 0) throw new AppError({ status: 403, code: "no_organization", detail: "Geen organisatie gevonden" });
    if (askedId && !mine.some((o) => o.id === askedId)) throw forbidden();
    const current = pickCurrentOrganization(mine, askedId, (o) => o.type)!;
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
  if (pathId !== bodyId) throw new AppError({ status: 409, code: "id_mismatch", detail: apiMessages.idMismatch, source: { pointer: "/data/id" } });
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

function addressChanges(address: AddressAttributes): AddressChanges {
  return {
    street: address.street,
    houseNumber: address.house_number,
    postalCode: address.postal_code,
    city: address.city,
    country: address.country,
  };
}

function profileChanges(profile: ProfileAttributes): ProfileChanges {
  return { nonProfitTypeId: profile.non_profit_type_id, showOnSocialMap: profile.show_on_social_map, activityTypeIds: profile.activity_type_ids };
}

/** The non-profit profile belongs to non-profits (spec §3). */
/**
 * Clients of before API version 2026-11 sent the organization's type as the
 * attribute `type`, which JSON:API reserves: they get a 422 that says what to
 * send instead (CHANGELOG, decision 020).
 */
function withoutRenamedType(body: unknown): unknown {
  const attributes = (body as { data?: { attributes?: Record<string, unknown> } } | null)?.data?.attributes;
  if (attributes && typeof attributes === "object" && "type" in attributes) {
    throw new AppError({
      status: 422,
      code: "renamed_attribute",
      title: "Invalid attribute",
      detail: apiMessages.renamedType,
      source: { pointer: "/data/attributes/type" },
    });
  }
  return body;
}

function checkProfileFits(type: string, profile: unknown) {
  if (profile !== undefined && type !== "NonProfit") {
    throw new AppError({
      status: 422,
      code: "profile_not_for_type",
      detail: apiMessages.profileNotForType,
      source: { pointer: "/data/attributes/profile" },
    });
  }
}

/**
 * Spec §7: approve (or deny, put back to pending, archive) an organization.
 * Body `{data: {type: "organizations", id, attributes: {status}}}`; the center
 * may add `meta: {message}`. Approving or denying e-mails the decision (and the
 * message) to the organization's address and its organization superusers, in
 * their language, queued in the same transaction as the status change.
 */
organizationRoutes.put("/organizations/:id/approve", async (c) => {
  const user = requireUser(c);
  const id = c.req.param("id");
  const organization = await findManaged(c, id);
  const body = OrganizationApproveSchema.parse(await readJson(c));
  checkResourceId(id, body.data.id);
  if (!decidesOrganizationStatus(user, organization)) throw forbidden();
  const status = body.data.attributes.status;
  const message = body.meta?.message || null;
  const { tenant } = c.var.tenancy;
  await inTenant(c, async (tx) => {
    await updateOrganization(tx, { tenantId: tenant.id, id, changes: { status } });
    if (status !== "approved" && status !== "denied") return;
    if (status === organization.status && !message) return;
    await notifyOrganizationDecision(tx, { tenantId: tenant.id, status, organization, actorId: user.id });
    const origin = await siteOrigin(c, tx);
    const languageOf = await centerMailLanguage(tx, { tenantId: tenant.id, centerId: c.var.tenancy.centerId });
    for (const recipient of await organizationMailRecipients(tx, { tenantId: tenant.id, organization })) {
      const language = languageOf(recipient.locale);
      // The organization's page in the recipient's language, as the mail is.
      const link = status === "approved" ? new URL(localizedPath(`/organizations/${id}`, language), origin).href : null;
      const mail = await composeMail(tx, {
        tenantId: tenant.id,
        centerId: c.var.tenancy.centerId,
        kind: status === "approved" ? templates.organizationApproved : templates.organizationDenied,
        language,
        values: { appName: tenant.appName, organizationName: organization.name, message, firstName: recipient.firstName, lastName: recipient.lastName, gender: recipient.gender, link },
      });
      // A center may switch the decision mails off (an inactive template).
      if (mail) await enqueueMail(tx, { tenantId: tenant.id, centerId: c.var.tenancy.centerId, to: recipient.email, ...mail });
    }
  });
  return respondWithOrganization(c, id);
});

/**
 * Spec §7: the same body, for status. Members may also change the
 * organization's own details, address and non-profit profile; the status and
 * the type are for the center. A changed address is geocoded again.
 */
organizationRoutes.put("/organizations/:id", async (c) => {
  const user = requireUser(c);
  const id = c.req.param("id");
  const organization = await findManaged(c, id);
  const body = OrganizationUpdateSchema.parse(withoutRenamedType(await readJson(c)));
  checkResourceId(id, body.data.id);
  const { status, organization_type: type, phone_number: phoneNumber, address, profile, ...details } = body.data.attributes;
  if ((status !== undefined || type !== undefined) && !decidesOrganizationStatus(user, organization)) throw forbidden();
  if (!managesOrganization(user, organization)) throw forbidden();
  checkProfileFits(type ?? organization.type, profile);
  const changes = { ...details, ...(phoneNumber !== undefined ? { phoneNumber } : {}), ...(status ? { status } : {}), ...(type ? { type } : {}) };
  const tenantId = c.var.tenancy.tenant.id;
  await inTenant(c, async (tx) => {
    await updateOrganization(tx, { tenantId, id, changes });
    if (address) await saveOrganizationAddress(tx, { tenantId, organizationId: id, address: addressChanges(address) });
    if (profile) await saveNonProfitProfile(tx, { tenantId, organizationId: id, profile: profileChanges(profile) });
  });
  return respondWithOrganization(c, id);
});

/** A new organization of the request's center, with address and non-profit profile: for the people who run the center. */
organizationRoutes.post("/organizations", async (c) => {
  const user = requireRole(c, ...CENTER_ROLES);
  const { tenant, centerId } = c.var.tenancy;
  if (!centerId || user.centerId !== centerId) throw forbidden();
  const body = OrganizationCreateSchema.parse(withoutRenamedType(await readJson(c)));
  const { name, organization_type: type, status, website, email, description, phone_number: phoneNumber, address, profile } = body.data.attributes;
  checkProfileFits(type, profile);
  const id = await inTenant(c, (tx) =>
    insertOrganization(tx, {
      tenantId: tenant.id,
      centerId,
      values: { name, type, status: status ?? "approved", website: website ?? null, email: email ?? null, description: description ?? null, phoneNumber: phoneNumber ?? null },
      address: address ? addressChanges(address) : undefined,
      profile: profile ? profileChanges(profile) : type === "NonProfit" ? {} : undefined,
    }),
  );
  const created = await inTenant(c, async (tx) => {
    const row = await findOrganizationById(tx, { tenantId: tenant.id, id });
    return (await withOrganizationRelations(tx, { tenantId: tenant.id, viewer: viewerOf(c), rows: [row!], include: new Set(["address", "profile"]) }))[0]!;
  });
  return jsonApi(c, toDocument(created, organizationTransformer(), { include: new Set(["address", "profile"]) }), 201);
});

/**
 * Moves an organization with its vacancies to another center of the same
 * tenant (the collaboration). Only where the tenant's configuration has
 * enableOrganizationsMoving (spec §1); elsewhere the call does not exist (404).
 * Body `{data: {type: "organizations", id, attributes: {volunteer_center_id}}}`.
 */
organizationRoutes.put("/organizations/:id/move", async (c) => {
  const { tenant } = c.var.tenancy;
  if (!tenant.flags.enableOrganizationsMoving) throw notFound();
  const user = requireUser(c);
  const id = c.req.param("id");
  const organization = await findManaged(c, id);
  if (!hasRole(user, ...CENTER_ROLES) || !decidesOrganizationStatus(user, organization)) throw forbidden();
  const body = OrganizationMoveSchema.parse(await readJson(c));
  checkResourceId(id, body.data.id);
  const target = body.data.attributes.volunteer_center_id;
  const moved = await inTenant(c, async (tx) => {
    const center = await findCenterOfTenant(tx, { tenantId: tenant.id, centerId: target });
    if (!center || center.id === organization.centerId) {
      throw new AppError({
        status: 422,
        code: "invalid_center",
        detail: apiMessages.otherCenter,
        source: { pointer: "/data/attributes/volunteer_center_id" },
      });
    }
    await moveOrganization(tx, { tenantId: tenant.id, id, centerId: center.id });
    return (await findOrganizationById(tx, { tenantId: tenant.id, id }))!;
  });
  return jsonApi(c, toDocument({ ...moved }, organizationTransformer(), { meta: { volunteer_center_id: moved.centerId } }));
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
