import { Hono, type Context } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import { createGeocoder } from "~/modules/geocoding/geocoders.server";
import type { Geocoder } from "~/modules/geocoding/geocoder";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { findPoolProfile, ownProfile, replyToProfile, requirePoolSearcher, saveOwnProfile, searchPool } from "~/modules/volunteer-pool/pool.server";
import { UploadCreateSchema } from "~/modules/media/schema";
import { removeFiles } from "~/modules/media/uploads.server";
import { photoFile, preparePhoto, setOwnPhoto } from "~/modules/volunteer-pool/photo.server";
import { ProfileReplySchema, VolunteerProfileSchema, type PoolFilters } from "~/modules/volunteer-pool/schema";
import { ownVolunteerProfileResource, poolReplyResource, volunteerProfileResource } from "~/modules/volunteer-pool/transformers.server";
import { siteOrigin } from "./auth.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { languageOfAcceptLanguage } from "~/modules/i18n/accept-language";
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
volunteerPoolRoutes.use("/volunteer_profile/*", async (c, next) => {
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

/** The photo's file: a multipart post's `file`, or a JSON document's file_name and base64 content. */
async function readPhoto(c: C): Promise<{ bytes: Uint8Array; pointer: string }> {
  if ((c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const file = (await c.req.parseBody()).file;
    return { bytes: file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(0), pointer: "/data/attributes/file" };
  }
  const values = UploadCreateSchema.parse(await readAttributes(c));
  return { bytes: Buffer.from(values.content, "base64"), pointer: "/data/attributes/content" };
}

/**
 * The volunteer's own photo (decision 048): checked and made into variants like the center's uploads, stored apart
 * from them. Only the signed-in user's own profile; the former photo's files go once the change is saved.
 */
volunteerPoolRoutes.put("/volunteer_profile/photo", async (c) => {
  const user = requireUser(c);
  const input = await readPhoto(c);
  const { photo, written } = await preparePhoto({ tenantId: user.tenantId, ...input, language: languageOfAcceptLanguage(c.req.header("accept-language")) });
  let result;
  try {
    result = await inTenant(c, (tx) => setOwnPhoto(tx, { user, photo, now: c.var.deps.now() }));
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  await removeFiles(result.stale);
  return jsonApi(c, toDocument(result.profile, ownVolunteerProfileResource.transformer()));
});

volunteerPoolRoutes.delete("/volunteer_profile/photo", async (c) => {
  const user = requireUser(c);
  const { profile, stale } = await inTenant(c, (tx) => setOwnPhoto(tx, { user, photo: null, now: c.var.deps.now() }));
  await removeFiles(stale);
  return jsonApi(c, toDocument(profile, ownVolunteerProfileResource.transformer()));
});

/** A profile photo's file (`?file=<name>` from its photo_url), for the owner and the pool's searchers only: never public, never cached by others. */
volunteerPoolRoutes.get("/volunteer_profiles/:id/photo", async (c) => {
  const user = requireUser(c);
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  const { body, contentType } = await inTenant(c, (tx) => photoFile(tx, { user, profileId: id, file: c.req.query("file") ?? "" }));
  return c.body(new Uint8Array(body), 200, { "Content-Type": contentType, "Cache-Control": "private, max-age=3600", "X-Content-Type-Options": "nosniff" });
});
