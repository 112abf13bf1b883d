import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { AppError, forbidden, notFound } from "~/lib/app-error";
import type { Tx } from "~/modules/db/client.server";
import { stockImages, uploads } from "~/modules/db/schema";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { containsPattern } from "~/modules/organizations/filters.server";
import type { StockImageCreate, StockImageFilters, StockImageUpdate } from "./schema";
import { mayDeleteMedia, requireMediaEditor, toUploadResource, type MediaScope, type UploadResource } from "./uploads.server";

/*
 * A center's stock image library (spec §3 Stock image): pictures with a name, descriptions and keywords to
 * pick from in every image field. Content editors read and search it; those who may delete pages (admin,
 * center_superuser, content_manager) add, change and remove pictures. The picture itself is an upload.
 */

export type StockImageRow = typeof stockImages.$inferSelect;
export type StockImageResource = StockImageRow & { upload: UploadResource; imageUrl: string };

const columns = { stock: stockImages, upload: uploads };

function resource(found: { stock: StockImageRow; upload: typeof uploads.$inferSelect }): StockImageResource {
  const upload = toUploadResource(found.upload);
  return { ...found.stock, upload, imageUrl: upload.url };
}

function requireLibrarian(scope: MediaScope) {
  const user = requireMediaEditor(scope);
  if (!mayDeleteMedia(user)) throw forbidden();
  return user;
}

const inCenter = (scope: MediaScope) => and(eq(stockImages.tenantId, scope.tenantId), eq(stockImages.centerId, scope.centerId));

export async function listStockImages(
  tx: Tx,
  scope: MediaScope & { filters: StockImageFilters; page: { size: number; offset: number } },
): Promise<{ rows: StockImageResource[]; total: number }> {
  requireMediaEditor(scope);
  const q = scope.filters.q;
  const where = and(
    inCenter(scope),
    q
      ? or(
          ilike(stockImages.name, containsPattern(q)),
          ilike(stockImages.description, containsPattern(q)),
          ilike(stockImages.shortDescription, containsPattern(q)),
          sql`array_to_string(${stockImages.keywords}, ' ') ilike ${containsPattern(q)}`,
        )
      : undefined,
  );
  const [rows, counted] = await Promise.all([
    tx.select(columns).from(stockImages).innerJoin(uploads, eq(uploads.id, stockImages.uploadId)).where(where).orderBy(asc(stockImages.name), asc(stockImages.id)).limit(scope.page.size).offset(scope.page.offset),
    tx.select({ value: count() }).from(stockImages).where(where),
  ]);
  return { rows: rows.map(resource), total: counted[0]?.value ?? 0 };
}

export async function findStockImage(tx: Tx, scope: MediaScope & { id: string }): Promise<StockImageResource> {
  requireMediaEditor(scope);
  const [found] = await tx.select(columns).from(stockImages).innerJoin(uploads, eq(uploads.id, stockImages.uploadId)).where(and(inCenter(scope), eq(stockImages.id, scope.id)));
  if (!found) throw notFound();
  return resource(found);
}

/** The upload a stock image shows must be the center's own: any other id is a 422 on the relationship. */
async function checkUpload(tx: Tx, scope: MediaScope & { uploadId: string; language: Language }) {
  const [found] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.tenantId, scope.tenantId), eq(uploads.centerId, scope.centerId), eq(uploads.id, scope.uploadId)));
  if (!found) {
    throw new AppError({
      status: 422,
      code: "invalid",
      title: "Invalid attribute",
      detail: String(tFor(scope.language, "media")("errors.unknownUpload")),
      source: { pointer: "/data/relationships/upload" },
    });
  }
}

export async function createStockImage(tx: Tx, scope: MediaScope & { values: StockImageCreate; now: Date; language: Language }): Promise<StockImageResource> {
  const user = requireLibrarian(scope);
  await checkUpload(tx, { ...scope, uploadId: scope.values.uploadId });
  const [row] = await tx
    .insert(stockImages)
    .values({ ...scope.values, tenantId: scope.tenantId, centerId: scope.centerId, createdById: user.id, createdAt: scope.now, updatedAt: scope.now })
    .returning({ id: stockImages.id });
  return findStockImage(tx, { ...scope, id: row!.id });
}

export async function updateStockImage(tx: Tx, scope: MediaScope & { id: string; values: StockImageUpdate; now: Date; language: Language }): Promise<StockImageResource> {
  requireLibrarian(scope);
  const current = await findStockImage(tx, scope);
  if (scope.values.uploadId) await checkUpload(tx, { ...scope, uploadId: scope.values.uploadId });
  await tx
    .update(stockImages)
    .set({ ...scope.values, updatedAt: scope.now })
    .where(and(eq(stockImages.tenantId, scope.tenantId), eq(stockImages.id, current.id)));
  return findStockImage(tx, scope);
}

/** Removes the picture from the library; its upload stays (it may be on pages). */
export async function deleteStockImage(tx: Tx, scope: MediaScope & { id: string }): Promise<void> {
  requireLibrarian(scope);
  const current = await findStockImage(tx, scope);
  await tx.delete(stockImages).where(and(eq(stockImages.tenantId, scope.tenantId), eq(stockImages.id, current.id)));
}
