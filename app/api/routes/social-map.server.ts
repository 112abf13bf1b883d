import { Hono } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import { readFilters } from "~/modules/organizations/filters.server";
import { findOnSocialMap, listSocialMap, SocialMapFiltersSchema } from "~/modules/social-map/social-map.server";
import { socialMapTransformer } from "~/modules/social-map/transformers.server";
import type { ApiEnv } from "../context.server";
import { inTenant } from "../guards.server";
import { jsonApi, listDocument, parseFilters, parseInclude, parsePage, toDocument } from "../jsonapi.server";

export const socialMapRoutes = new Hono<ApiEnv>();

/** The map shows every organization at once; a center has hundreds at most. */
const MAP_PAGE_SIZE = 1000;
const INCLUDE = new Set(["address", "profile"]);
const isUuid = (value: string): boolean => z.guid().safeParse(value).success;

/**
 * Spec §2 social map, public: the approved organizations of the request's center
 * shown on the social map, always with `address` (latitude/longitude, null until
 * geocoded) and `profile` included. filter[non_profit_type_id], filter[activity_type_id]
 * (one id or a comma-separated list), page[size] up to 1000, page[number].
 */
socialMapRoutes.get("/social_map", async (c) => {
  const filters = readFilters(parseFilters(c), SocialMapFiltersSchema);
  // Address and profile come with every organization; nothing else can be included.
  parseInclude(c, [...INCLUDE]);
  const page = parsePage(c, { defaultSize: MAP_PAGE_SIZE, maxSize: MAP_PAGE_SIZE });
  const { tenant, centerId } = c.var.tenancy;
  const { rows, total } = centerId
    ? await inTenant(c, (tx) => listSocialMap(tx, { tenantId: tenant.id, centerId, filters, page }))
    : { rows: [], total: 0 };
  return jsonApi(c, listDocument(c, rows, socialMapTransformer(), page, total, { include: INCLUDE }));
});

socialMapRoutes.get("/social_map/:id", async (c) => {
  const id = c.req.param("id");
  const { tenant, centerId } = c.var.tenancy;
  if (!isUuid(id) || !centerId) throw notFound();
  const row = await inTenant(c, (tx) => findOnSocialMap(tx, { tenantId: tenant.id, centerId, id }));
  if (!row) throw notFound();
  return jsonApi(c, toDocument(row, socialMapTransformer(), { include: INCLUDE }));
});
