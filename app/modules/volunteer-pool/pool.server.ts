import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { AppError, forbidden, notFound } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { messages } from "~/lib/validation-messages";
import type { Tx } from "~/modules/db/client.server";
import { organizations, volunteerProfileReplies, volunteerProfiles, users } from "~/modules/db/schema";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import type { Coordinates, Geocoder } from "~/modules/geocoding/geocoder";
import { containsPattern } from "~/modules/organizations/filters.server";
import { maySearchPool } from "~/modules/users/access";
import type { CurrentUser } from "~/modules/users/current-user.server";
import { profilePhotoUrl, type PoolFilters, type ProfileReplyInput, type VolunteerProfileInput, type VolunteerProfileView } from "./schema";

/*
 * The volunteer pool (issue 14, decision 038). A volunteer keeps one profile per tenant and opts in or out;
 * organization users and the center's roles search the opted-in profiles of their own center's volunteers.
 * The tenant boundary is RLS; the center boundary and opt-in are in every query here.
 */

type ProfileRow = typeof volunteerProfiles.$inferSelect;

export function requirePoolSearcher(user: CurrentUser): void {
  if (!maySearchPool(user)) throw forbidden();
}

/** The photo's smallest variant in its fallback format (JPEG or PNG): enough for the pool's and the edit page's picture. */
function photoUrlOf(row: ProfileRow): string | null {
  const variant = row.photo?.variants.filter((v) => v.format !== "webp").reduce((a, b) => (b.width < a.width ? b : a));
  return variant ? profilePhotoUrl(row.id, variant.name) : null;
}

export function view(row: ProfileRow, name: string, distanceKm: number | null = null): VolunteerProfileView {
  return {
    id: row.id,
    userId: row.userId,
    name,
    optedIn: row.optedIn,
    skills: row.skills,
    interests: row.interests,
    availability: row.availability,
    languages: row.languages,
    postcode: row.postcode,
    about: row.about,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    photoUrl: photoUrlOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/** The signed-in user's own profile; an empty, not opted-in one when they have none yet (not stored). */
export async function ownProfile(tx: Tx, user: CurrentUser): Promise<VolunteerProfileView> {
  const [row] = await tx.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, user.id)).limit(1);
  if (row) return view(row, fullName(user));
  const now = new Date(0).toISOString();
  return { id: user.id, userId: user.id, name: fullName(user), optedIn: false, skills: [], interests: [], availability: [], languages: [], postcode: null, about: "", distanceKm: null, photoUrl: null, updatedAt: now };
}

async function geocodePostcode(geocoder: Geocoder, postcode: string): Promise<Coordinates | null> {
  try {
    return await geocoder.geocode({ street: null, houseNumber: null, postalCode: postcode, city: null, country: "NL" });
  } catch {
    // The geocoding service is away: the profile is saved without a position (it is not found by distance).
    return null;
  }
}

/** Creates or replaces the signed-in user's profile; a changed postcode is geocoded at once. */
export async function saveOwnProfile(tx: Tx, input: { user: CurrentUser; values: VolunteerProfileInput; geocoder: Geocoder; now: Date }): Promise<VolunteerProfileView> {
  const { user, values, now } = input;
  const [existing] = await tx.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, user.id)).limit(1);
  let position: { latitude: number | null; longitude: number | null } = { latitude: existing?.latitude ?? null, longitude: existing?.longitude ?? null };
  if (!existing || existing.postcode !== values.postcode) {
    const found = values.postcode ? await geocodePostcode(input.geocoder, values.postcode) : null;
    position = { latitude: found?.latitude ?? null, longitude: found?.longitude ?? null };
  }
  const row = { ...values, ...position, updatedAt: now };
  const [saved] = await tx
    .insert(volunteerProfiles)
    .values({ tenantId: user.tenantId, userId: user.id, ...row })
    .onConflictDoUpdate({ target: [volunteerProfiles.tenantId, volunteerProfiles.userId], set: row })
    .returning();
  return view(saved!, fullName(user));
}

/** Great-circle distance in km (haversine) from a point to the profile's position. */
function distanceFrom(point: Coordinates): SQL<number> {
  return sql<number>`(6371 * 2 * asin(sqrt(power(sin(radians(${volunteerProfiles.latitude} - ${point.latitude}) / 2), 2) + cos(radians(${point.latitude})) * cos(radians(${volunteerProfiles.latitude})) * power(sin(radians(${volunteerProfiles.longitude} - ${point.longitude}) / 2), 2))))`;
}

export type PoolSearch = { user: CurrentUser; filters: PoolFilters; page: { size: number; offset: number }; geocoder: Geocoder };

/**
 * Opted-in profiles of the searcher's center's active volunteers, newest change first (nearest first when
 * searching by distance). An unknown postcode is a 422 with a clear message.
 */
export async function searchPool(tx: Tx, search: PoolSearch): Promise<{ rows: VolunteerProfileView[]; total: number }> {
  const { user, filters, page } = search;
  requirePoolSearcher(user);
  const where: SQL[] = [
    eq(volunteerProfiles.optedIn, true),
    eq(users.centerId, user.centerId),
    eq(users.status, "active"),
    isNull(users.deletedAt),
  ];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    where.push(
      sql`(${volunteerProfiles.about} ILIKE ${pattern} OR array_to_string(${volunteerProfiles.skills}, ' ') ILIKE ${pattern} OR array_to_string(${volunteerProfiles.interests}, ' ') ILIKE ${pattern} OR array_to_string(${volunteerProfiles.languages}, ' ') ILIKE ${pattern})`,
    );
  }
  if (filters.skill) where.push(sql`EXISTS (SELECT 1 FROM unnest(${volunteerProfiles.skills}) AS skill WHERE lower(skill) = ${filters.skill.toLowerCase()})`);
  if (filters.availability) where.push(sql`${filters.availability} = ANY(${volunteerProfiles.availability})`);
  let distance: SQL<number> | null = null;
  if (filters.postcode) {
    const point = await geocodePostcode(search.geocoder, filters.postcode);
    if (!point) throw new AppError({ status: 422, code: "unknown_postcode", detail: messages.unknownPostcode, source: { parameter: "filter[postcode]" } });
    distance = distanceFrom(point);
    where.push(sql`${volunteerProfiles.latitude} IS NOT NULL`);
    if (filters.distance !== undefined) where.push(sql`${distance} <= ${filters.distance}`);
  }
  const condition = and(...where);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    tx
      .select({ profile: volunteerProfiles, firstName: users.firstName, lastName: users.lastName, distance: distance ?? sql<null>`NULL::double precision` })
      .from(volunteerProfiles)
      .innerJoin(users, eq(users.id, volunteerProfiles.userId))
      .where(condition)
      .orderBy(...(distance ? [sql`${distance}`, desc(volunteerProfiles.updatedAt)] : [desc(volunteerProfiles.updatedAt)]), volunteerProfiles.id)
      .limit(page.size)
      .offset(page.offset),
    tx.select({ total: count() }).from(volunteerProfiles).innerJoin(users, eq(users.id, volunteerProfiles.userId)).where(condition),
  ]);
  return { rows: rows.map((r) => view(r.profile, fullName(r), r.distance === null ? null : Number(r.distance))), total };
}

/** One opted-in profile of the searcher's center, or 404. */
export async function findPoolProfile(tx: Tx, input: { user: CurrentUser; id: string }): Promise<VolunteerProfileView> {
  requirePoolSearcher(input.user);
  const [row] = await tx
    .select({ profile: volunteerProfiles, firstName: users.firstName, lastName: users.lastName })
    .from(volunteerProfiles)
    .innerJoin(users, eq(users.id, volunteerProfiles.userId))
    .where(and(eq(volunteerProfiles.id, input.id), eq(volunteerProfiles.optedIn, true), eq(users.centerId, input.user.centerId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  return view(row.profile, fullName(row));
}

/**
 * An organization's reply to an opted-in profile of its center (spec §3 Volunteer profile reply): stored for the
 * volunteer's /profile-replies and mailed to them (the optional `volunteer_profile_reply` template). Only members
 * of an organization reply, for one of their own organizations (422 otherwise).
 */
export async function replyToProfile(
  tx: Tx,
  input: { user: CurrentUser; profileId: string; values: ProfileReplyInput; siteOrigin: string; appName: string },
): Promise<{ id: string; volunteerProfileId: string; organizationId: string; body: string; createdAt: Date }> {
  const { user, values } = input;
  requirePoolSearcher(user);
  const organizationId = values.organizationId ?? user.organizationIds[0];
  if (!organizationId || !user.organizationIds.includes(organizationId)) {
    throw new AppError({ status: 422, code: "invalid_organization", detail: apiMessages.replyForOwnOrganization, source: { pointer: "/data/attributes/organization_id" } });
  }
  const profile = await findPoolProfile(tx, { user, id: input.profileId });
  const [reply] = await tx
    .insert(volunteerProfileReplies)
    .values({ tenantId: user.tenantId, volunteerId: profile.userId, volunteerProfileId: profile.id, organizationId, senderId: user.id, body: values.body })
    .returning();
  const [recipient] = await tx
    .select({ email: users.email, firstName: users.firstName, locale: users.locale, centerId: users.centerId, organizationName: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, organizationId))
    .where(and(eq(users.id, profile.userId), eq(users.status, "active"), isNull(users.deletedAt)))
    .limit(1);
  if (recipient) {
    const language = (await centerMailLanguage(tx, { tenantId: user.tenantId, centerId: recipient.centerId }))(recipient.locale);
    const mail = await composeMail(tx, {
      tenantId: user.tenantId,
      centerId: recipient.centerId,
      kind: templates.volunteerProfileReply,
      language,
      values: {
        appName: input.appName,
        firstName: recipient.firstName,
        organizationName: recipient.organizationName,
        message: values.body,
        link: new URL(`${language === "en" ? "/en" : ""}/profile-replies`, input.siteOrigin).toString(),
      },
    });
    // A center may switch these mails off (an inactive template); the reply stays readable at /profile-replies.
    if (mail) await enqueueMail(tx, { tenantId: user.tenantId, centerId: recipient.centerId, to: recipient.email, ...mail });
  }
  return { id: reply!.id, volunteerProfileId: profile.id, organizationId, body: reply!.body, createdAt: reply!.createdAt };
}
