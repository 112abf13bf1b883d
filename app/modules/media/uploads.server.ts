import { and, count, desc, eq, ne } from "drizzle-orm";
import { AppError, forbidden, notFound, unauthorized } from "~/lib/app-error";
import type { Tx } from "~/modules/db/client.server";
import { stockImages, uploads, type UploadVariant } from "~/modules/db/schema";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { DELETING_ROLES, editsContent } from "~/modules/content/pages.server";
import { hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import { formatBytes, IMAGE_MAX_BYTES } from "./limits";
import { IMAGE_CONTENT_TYPES } from "./sniff";
import { imageSources, uploadUrl, type ImageSources } from "./sources";
import { mediaStorage } from "./storage.server";
import { FILE_EXTENSIONS, processImage, type ProcessedImage } from "./variants.server";

/*
 * Uploaded images of a volunteer center (issue 12, decision 026). Content editors (decision 024) upload and
 * see them; those who may delete pages delete them. The bytes are checked before anything is stored: the
 * size limit of spec §5 and the real type (sniff.ts, then a full decode); a refused file leaves nothing
 * behind. Only the re-encoded variants are stored and served.
 */

export type UploadRow = typeof uploads.$inferSelect;
export type UploadResource = UploadRow & { url: string; sources: ImageSources };

export type MediaScope = { tenantId: string; centerId: string; user: CurrentUser | null };

export const requireMediaEditor = (scope: MediaScope): CurrentUser => {
  if (!scope.user) throw unauthorized("You need to sign in or sign up before continuing.");
  if (!editsContent(scope.user, scope.centerId)) throw forbidden();
  return scope.user;
};

export const mayDeleteMedia = (user: CurrentUser | null) => !!user && hasRole(user, ...DELETING_ROLES);

/** The storage key of one variant of an upload of the tenant. */
export const variantKey = (tenantId: string, key: string, variant: { width: number; format: UploadVariant["format"] }) =>
  `${tenantId}/${key}-${variant.width}.${FILE_EXTENSIONS[variant.format]}`;

export function toUploadResource(row: UploadRow): UploadResource {
  const largest = row.variants.filter((variant) => variant.format !== "webp").reduce((a, b) => (b.width > a.width ? b : a));
  const url = uploadUrl(row.fileKey, largest.width, largest.height, FILE_EXTENSIONS[largest.format] as "jpg" | "png");
  return { ...row, url, sources: imageSources(url)! };
}

/** A 422 on the file with a sentence in the request's language (also a volunteer's photo, decision 048). */
export function refusedFile(language: Language, key: "tooLarge" | "notAnImage" | "required", pointer: string, field?: string) {
  const t = tFor(language, "media");
  const detail = String(t(`errors.${key}`, { field: field ?? t("errors.theImage"), size: formatBytes(IMAGE_MAX_BYTES) }));
  return new AppError({ status: 422, code: key === "tooLarge" ? "too_large" : key === "required" ? "blank" : "not_an_image", title: "Invalid attribute", detail, source: { pointer } });
}

/** A body larger than any upload may be (the API's edge stops reading it): the size message of spec §5. */
export const uploadTooLarge = (language: Language) => refusedFile(language, "tooLarge", "/data/attributes/file");

/** The most an upload's body may hold: the limit in base64 (JSON clients) and room for the rest of the document. */
export const UPLOAD_BODY_LIMIT_BYTES = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

export type NewUpload = { fileName: string; bytes: Uint8Array; language: Language; pointer: string };

/**
 * Checks and processes an uploaded file and stores its variants, before any transaction (making the
 * variants takes a moment). The files written for it are returned, to be removed if the row is not saved.
 */
export async function prepareUpload(scope: MediaScope, input: NewUpload): Promise<{ processed: ProcessedImage; written: string[] }> {
  requireMediaEditor(scope);
  if (input.bytes.length === 0) throw refusedFile(input.language, "required", input.pointer);
  if (input.bytes.length > IMAGE_MAX_BYTES) throw refusedFile(input.language, "tooLarge", input.pointer);
  const processed = await processImage(input.bytes);
  if (!processed) throw refusedFile(input.language, "notAnImage", input.pointer);
  const storage = mediaStorage();
  const written: string[] = [];
  try {
    for (const file of processed.files) {
      const key = variantKey(scope.tenantId, processed.key, file);
      if (await storage.put(key, file.body)) written.push(key);
    }
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  return { processed, written };
}

export async function removeFiles(keys: string[]): Promise<void> {
  const storage = mediaStorage();
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}

export async function insertUpload(tx: Tx, scope: MediaScope & { fileName: string; byteSize: number; processed: ProcessedImage; now: Date }): Promise<UploadResource> {
  const user = requireMediaEditor(scope);
  const { processed } = scope;
  const [row] = await tx
    .insert(uploads)
    .values({
      tenantId: scope.tenantId,
      centerId: scope.centerId,
      fileKey: processed.key,
      originalName: cleanFileName(scope.fileName),
      contentType: IMAGE_CONTENT_TYPES[processed.type],
      byteSize: scope.byteSize,
      width: processed.width,
      height: processed.height,
      variants: processed.files.map((file) => ({
        name: `${processed.key}-${file.width}.${FILE_EXTENSIONS[file.format]}`,
        width: file.width,
        height: file.height,
        format: file.format,
        bytes: file.body.length,
      })),
      createdById: user.id,
      createdAt: scope.now,
    })
    .returning();
  return toUploadResource(row!);
}

/** The name as uploaded, for people to recognise it: no directories, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
  return clean || "image";
}

export async function listUploads(tx: Tx, scope: MediaScope & { page: { size: number; offset: number } }): Promise<{ rows: UploadResource[]; total: number }> {
  requireMediaEditor(scope);
  const where = and(eq(uploads.tenantId, scope.tenantId), eq(uploads.centerId, scope.centerId));
  const [rows, counted] = await Promise.all([
    tx.select().from(uploads).where(where).orderBy(desc(uploads.createdAt), desc(uploads.id)).limit(scope.page.size).offset(scope.page.offset),
    tx.select({ value: count() }).from(uploads).where(where),
  ]);
  return { rows: rows.map(toUploadResource), total: counted[0]?.value ?? 0 };
}

export async function findUpload(tx: Tx, scope: MediaScope & { id: string }): Promise<UploadResource> {
  requireMediaEditor(scope);
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.tenantId, scope.tenantId), eq(uploads.centerId, scope.centerId), eq(uploads.id, scope.id)));
  if (!row) throw notFound();
  return toUploadResource(row);
}

/**
 * Deletes an upload and the files no other upload of the tenant shares (the same image uploaded twice). An
 * upload a stock image shows is kept: 409 naming the stock image. Returns the files to remove once the
 * transaction has committed.
 */
export async function deleteUpload(tx: Tx, scope: MediaScope & { id: string; language: Language }): Promise<string[]> {
  const user = requireMediaEditor(scope);
  if (!mayDeleteMedia(user)) throw forbidden();
  const upload = await findUpload(tx, scope);
  const [stock] = await tx.select({ name: stockImages.name }).from(stockImages).where(and(eq(stockImages.tenantId, scope.tenantId), eq(stockImages.uploadId, upload.id))).limit(1);
  if (stock) {
    throw new AppError({ status: 409, code: "in_use", title: "Conflict", detail: String(tFor(scope.language, "media")("errors.inUse", { name: stock.name })) });
  }
  await tx.delete(uploads).where(and(eq(uploads.tenantId, scope.tenantId), eq(uploads.id, upload.id)));
  const [shared] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.tenantId, scope.tenantId), eq(uploads.fileKey, upload.fileKey), ne(uploads.id, upload.id)))
    .limit(1);
  return shared ? [] : upload.variants.map((variant) => variantKey(scope.tenantId, upload.fileKey, variant));
}
