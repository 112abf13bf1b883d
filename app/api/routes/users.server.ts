import { Hono, type Context } from "hono";
import { z } from "zod";
import { forbidden, notFound } from "~/lib/app-error";
import type { Viewer } from "~/modules/organizations/organizations.server";
import { parseUserFilters } from "~/modules/users/filters.server";
import { userTransformer } from "~/modules/users/transformers.server";
import { canListUsers, findUser, listUsers, USER_INCLUDES, userVisibilityOf, withUserRelations } from "~/modules/users/users.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, pageMeta, parseFilters, parseInclude, parsePage, toDocument } from "../jsonapi.server";

export const userRoutes = new Hono<ApiEnv>();

/** Spec §9: the admin user list asks for pages of 1000. */
const MAX_PAGE_SIZE = 1000;
const isUuid = (value: string | undefined): value is string => z.guid().safeParse(value).success;
const viewerOf = (c: Context<ApiEnv>): Viewer => ({ user: c.var.currentUser, centerId: c.var.tenancy.centerId });

userRoutes.get("/current_user", async (c) => {
  const user = requireUser(c);
  const include = parseInclude(c, USER_INCLUDES);
  const tenantId = c.var.tenancy.tenant.id;
  const resource = await inTenant(c, async (tx) => {
    const row = await findUser(tx, { tenantId, visibility: { kind: "self", selfId: user.id }, id: user.id });
    return row ? (await withUserRelations(tx, { tenantId, viewer: viewerOf(c), rows: [row], include }))[0] : undefined;
  });
  if (!resource) throw notFound();
  return jsonApi(c, toDocument(resource, userTransformer(), { include }));
});

async function listHandler(c: Context<ApiEnv>) {
  const visibility = userVisibilityOf(requireUser(c));
  if (!canListUsers(visibility)) throw forbidden();
  const include = parseInclude(c, USER_INCLUDES);
  const filters = parseUserFilters(parseFilters(c));
  const page = parsePage(c, { maxSize: MAX_PAGE_SIZE });
  const tenantId = c.var.tenancy.tenant.id;
  const { rows, total } = await inTenant(c, async (tx) => {
    const found = await listUsers(tx, { tenantId, visibility, filters, page });
    return { rows: await withUserRelations(tx, { tenantId, viewer: viewerOf(c), rows: found.rows, include }), total: found.total };
  });
  return jsonApi(c, toDocument(rows, userTransformer(), { include, meta: pageMeta(page, total) }));
}

// The spec's client calls both `/users` and `/users/`.
userRoutes.get("/users", listHandler);
userRoutes.get("/users/", listHandler);

userRoutes.get("/users/:id", async (c) => {
  const visibility = userVisibilityOf(requireUser(c));
  const include = parseInclude(c, USER_INCLUDES);
  const id = c.req.param("id");
  if (!isUuid(id)) throw notFound();
  const tenantId = c.var.tenancy.tenant.id;
  const resource = await inTenant(c, async (tx) => {
    const row = await findUser(tx, { tenantId, visibility, id });
    return row ? (await withUserRelations(tx, { tenantId, viewer: viewerOf(c), rows: [row], include }))[0] : undefined;
  });
  if (!resource) throw notFound();
  return jsonApi(c, toDocument(resource, userTransformer(), { include }));
});
