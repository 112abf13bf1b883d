import { Hono } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import { findOnSocialMap, listSocialMap, type SocialMapFilters } from "~/modules/social-map/social-map.server";
import { socialMapResource, socialMapTransformer } from "~/modules/social-map/transformers.server";
import type { ApiEnv } from "../context.server";
import { inTenant } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";

export const socialMapRoutes = new Hono<ApiEnv>();

const INCLUDE = new Set(["address", "profile"]);
const isUuid = (value: string): boolean => z.guid().safeParse(value).success;

/**
 * Spec §2 social map, public: the approved organizations of the request's center
 * shown on the social map, always with `address` (latitude/longitude, null until
 * geocoded) and `profile` included. filter[non_profit_type_id], filter[activity_type_id]
 * (one id or a comma-separated list), page[size] up to 1000, page[number].
 */
socialMapRoutes.get("/social_map", async (c) => {
  // Address and profile come with every organization; nothing else can be included.
  const { filters, page, fields } = socialMapResource.readListQuery<SocialMapFilters>(c);
  const { tenant, centerId } = c.var.tenancy;
  const { rows, total } = centerId
    ? await inTenant(c, (tx) => listSocialMap(tx, { tenantId: tenant.id, centerId, filters, page }))
    : { rows: [], total: 0 };
  return jsonApi(c, listDocument(c, rows, socialMapTransformer(), page, total, { include: INCLUDE, fields }));
});

socialMapRoutes.get("/social_map/:id", async (c) => {
  const id = c.req.param("id");
  const { tenant, centerId } = c.var.tenancy;
  if (!isUuid(id) || !centerId) throw notFound();
  const row = await inTenant(c, (tx) => findOnSocialMap(tx, { tenantId: tenant.id, centerId, id }));
  if (!row) throw notFound();
  return jsonApi(c, toDocument(row, socialMapTransformer(), { include: INCLUDE }));
});
