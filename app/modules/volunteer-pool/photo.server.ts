import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { notFound } from "~/lib/app-error";
import type { Tx } from "~/modules/db/client.server";
import { users, volunteerProfiles, type ProfilePhoto } from "~/modules/db/schema";
import type { Language } from "~/modules/i18n/languages";
import { IMAGE_MAX_BYTES } from "~/modules/media/limits";
import { servedFile } from "~/modules/media/sources";
import { mediaStorage } from "~/modules/media/storage.server";
import { refusedFile, removeFiles } from "~/modules/media/uploads.server";
import { FILE_EXTENSIONS, processImage } from "~/modules/media/variants.server";
import type { CurrentUser } from "~/modules/users/current-user.server";
import { maySearchPool } from "~/modules/users/access";
import { fullName, view } from "./pool.server";
import type { VolunteerProfileView } from "./schema";

/*
 * A volunteer profile's optional photo (issue 14, decision 048). The volunteer themself sets and removes it; the
 * file goes through the media checks of decision 026 (size limit, sniffed type, full decode, re-encoded variants
 * without metadata) but is stored in a directory of its own that /uploads/<file> never serves. Only the owner and
 * those who may search the pool (the opted-in profiles of their own center) get its bytes, through the API.
 */

const PHOTO_DIRECTORY = "profile-photos";
const CONTENT_TYPES = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" } as const;

const storageKey = (tenantId: string, name: string) => `${tenantId}/${PHOTO_DIRECTORY}/${name}`;

/** Checks and processes the file and stores its variants, before any transaction; the files written are returned to remove on failure. */
export async function preparePhoto(input: { tenantId: string; bytes: Uint8Array; language: Language; pointer: string }): Promise<{ photo: ProfilePhoto; written: string[] }> {
  if (input.bytes.length === 0) throw refusedFile(input.language, "required", input.pointer);
  if (input.bytes.length > IMAGE_MAX_BYTES) throw refusedFile(input.language, "tooLarge", input.pointer);
  const processed = await processImage(input.bytes);
  if (!processed) throw refusedFile(input.language, "notAnImage", input.pointer);
  const storage = mediaStorage();
  const written: string[] = [];
  const variants = processed.files.map((file) => ({
    name: `${processed.key}-${file.width}.${FILE_EXTENSIONS[file.format]}`,
    width: file.width,
    height: file.height,
    format: file.format,
    bytes: file.body.length,
  }));
  try {
    for (const [i, file] of processed.files.entries()) {
      const key = storageKey(input.tenantId, variants[i]!.name);
      if (await storage.put(key, file.body)) written.push(key);
    }
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  return { photo: { key: processed.key, width: processed.width, height: processed.height, variants }, written };
}

/** The files of a photo no other profile of the tenant shows (the same picture uploaded twice shares them). */
async function unsharedFiles(tx: Tx, tenantId: string, photo: ProfilePhoto | null, profileId: string): Promise<string[]> {
  if (!photo) return [];
  const [shared] = await tx
    .select({ id: volunteerProfiles.id })
    .from(volunteerProfiles)
    .where(and(ne(volunteerProfiles.id, profileId), sql`${volunteerProfiles.photo}->>'key' = ${photo.key}`))
    .limit(1);
  return shared ? [] : photo.variants.map((variant) => storageKey(tenantId, variant.name));
}

/**
 * Sets (or with null removes) the signed-in user's photo; a profile that does not exist yet is made, not opted in.
 * Returns the profile and the files of the former photo to remove once the transaction has committed.
 */
export async function setOwnPhoto(tx: Tx, input: { user: CurrentUser; photo: ProfilePhoto | null; now: Date }): Promise<{ profile: VolunteerProfileView; stale: string[] }> {
  const { user, photo, now } = input;
  const [existing] = await tx.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, user.id)).limit(1);
  const [saved] = await tx
    .insert(volunteerProfiles)
    .values({ tenantId: user.tenantId, userId: user.id, photo, updatedAt: now })
    .onConflictDoUpdate({ target: [volunteerProfiles.tenantId, volunteerProfiles.userId], set: { photo, updatedAt: now } })
    .returning();
  const former = existing?.photo ?? null;
  const stale = former && former.key !== photo?.key ? await unsharedFiles(tx, user.tenantId, former, saved!.id) : [];
  return { profile: view(saved!, fullName(user)), stale };
}

/**
 * The bytes of one of a profile's photo files, for its owner or someone who may search the pool and finds the
 * profile there (opted in, their own center, an active account); anyone else, and any other file, a 404.
 */
export async function photoFile(tx: Tx, input: { user: CurrentUser; profileId: string; file: string }): Promise<{ body: Buffer; contentType: string }> {
  const { user } = input;
  const wanted = servedFile(input.file);
  if (!wanted) throw notFound();
  const [row] = await tx
    .select({ userId: volunteerProfiles.userId, photo: volunteerProfiles.photo, optedIn: volunteerProfiles.optedIn, centerId: users.centerId, status: users.status, deletedAt: users.deletedAt })
    .from(volunteerProfiles)
    .innerJoin(users, eq(users.id, volunteerProfiles.userId))
    .where(and(eq(volunteerProfiles.id, input.profileId), isNull(users.deletedAt)))
    .limit(1);
  if (!row?.photo) throw notFound();
  const own = row.userId === user.id;
  const inPool = maySearchPool(user) && row.optedIn && row.centerId === user.centerId && row.status === "active";
  if (!own && !inPool) throw notFound();
  const variant = row.photo.variants.find((v) => v.name === input.file);
  if (!variant || row.photo.key !== wanted.key) throw notFound();
  const body = await mediaStorage().get(storageKey(user.tenantId, variant.name));
  if (!body) throw notFound();
  return { body, contentType: CONTENT_TYPES[wanted.extension] };
}

/**
 * The volunteer's own photo for their data download (GDPR art. 15 and 20, decision 006): the largest stored variant's
 * bytes, base64 — the uploaded file itself is never kept, and the smaller variants are copies made from the same
 * picture. The file itself rather than a link: a link needs a session and dies with the account. Null when there is
 * no photo or its file is gone from storage.
 */
export async function photoForExport(tenantId: string, photo: ProfilePhoto | null) {
  const largest = photo?.variants.reduce((a, b) => (b.width > a.width ? b : a));
  if (!photo || !largest) return null;
  const body = await mediaStorage().get(storageKey(tenantId, largest.name));
  if (!body) return null;
  return { fileName: largest.name, contentType: `image/${largest.format}`, width: largest.width, height: largest.height, bytes: body.length, base64: body.toString("base64") };
}

/**
 * An account deleted (GDPR): the volunteer profile goes, photo and all. Returns the photo's files no other profile
 * shares, to remove once the transaction has committed.
 */
export async function deleteOwnProfile(tx: Tx, user: { id: string; tenantId: string }): Promise<string[]> {
  const [removed] = await tx.delete(volunteerProfiles).where(eq(volunteerProfiles.userId, user.id)).returning({ id: volunteerProfiles.id, photo: volunteerProfiles.photo });
  return removed ? unsharedFiles(tx, user.tenantId, removed.photo, removed.id) : [];
}
