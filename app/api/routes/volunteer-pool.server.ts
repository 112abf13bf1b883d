import { Hono, type Context } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import { createGeocoder } from "~/modules/geocoding/geocoders.server";
import type { Geocoder } from "~/modules/geocoding/geocoder";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { findPoolProfile, ownProfile, replyToProfile, requirePoolSearcher, saveOwnProfile, searchPool } from "~/modules/volunteer-pool/pool.server";
import { ProfileReplySchema, VolunteerProfileSchema, type PoolFilters } from "~/modules/volunteer-pool/schema";
import { ownVolunteerProfileResource, poolReplyResource, volunteerProfileResource } from "~/modules/volunteer-pool/transformers.server";
import { siteOrigin } from "./auth.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";

/*
 * The volunteer pool (issue 14, decision 038): the signed-in user's own profile at /volunteer_profile, and the
 * pool's search at /volunteer_profiles for organization users and center roles. All of it is a 404 where the
 * tenant (or its app context) has no volunteer profiles.
 */
export const volunteerPoolRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;

let geocoder: Geocoder | undefined;
const geocoderOf = () => (geocoder ??= createGeocoder());

volunteerPoolRoutes.use("/volunteer_profile", async (c, next) => {
  if (!featuresOf(c.var.tenancy).volunteerProfiles) throw notFound();
  await next();
});
volunteerPoolRoutes.use("/volunteer_profiles/*", async (c, next) => {
  if (!featuresOf(c.var.tenancy).volunteerProfiles) throw notFound();
  await next();
});
volunteerPoolRoutes.use("/volunteer_profiles", async (c, next) => {
  if (!featuresOf(c.var.tenancy).volunteerProfiles) throw notFound();
  await next();
});

volunteerPoolRoutes.get("/volunteer_profile", async (c) => {
  const user = requireUser(c);
  const { fields } = ownVolunteerProfileResource.readQuery(c);
  const row = await inTenant(c, (tx) => ownProfile(tx, user));
  return jsonApi(c, toDocument(row, ownVolunteerProfileResource.transformer(), { fields }));
});

async function update(c: C) {
  const user = requireUser(c);
  const values = VolunteerProfileSchema.parse(await readAttributes(c));
  const row = await inTenant(c, (tx) => saveOwnProfile(tx, { user, values, geocoder: geocoderOf(), now: c.var.deps.now() }));
  return jsonApi(c, toDocument(row, ownVolunteerProfileResource.transformer()));
}
volunteerPoolRoutes.patch("/volunteer_profile", update);
volunteerPoolRoutes.put("/volunteer_profile", update);

volunteerPoolRoutes.get("/volunteer_profiles", async (c) => {
  const user = requireUser(c);
  requirePoolSearcher(user);
  const { filters, page, fields } = volunteerProfileResource.readListQuery<PoolFilters>(c);
  const { rows, total } = await inTenant(c, (tx) => searchPool(tx, { user, filters, page, geocoder: geocoderOf() }));
  return jsonApi(c, listDocument(c, rows, volunteerProfileResource.transformer(), page, total, { fields }));
});

volunteerPoolRoutes.get("/volunteer_profiles/:id", async (c) => {
  const user = requireUser(c);
  requirePoolSearcher(user);
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  const { fields } = volunteerProfileResource.readQuery(c);
  const row = await inTenant(c, (tx) => findPoolProfile(tx, { user, id }));
  return jsonApi(c, toDocument(row, volunteerProfileResource.transformer(), { fields }));
});

/** An organization's reply to a profile: stored for the volunteer's /profile-replies and mailed to them. */
volunteerPoolRoutes.post("/volunteer_profiles/:id/replies", async (c) => {
  const user = requireUser(c);
  requirePoolSearcher(user);
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  const values = ProfileReplySchema.parse(await readAttributes(c));
  const row = await inTenant(c, async (tx) => replyToProfile(tx, { user, profileId: id, values, siteOrigin: await siteOrigin(c, tx), appName: c.var.tenancy.tenant.appName }));
  return jsonApi(c, toDocument(row, poolReplyResource.transformer()), 201);
});
