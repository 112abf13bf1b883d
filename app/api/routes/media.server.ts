import { Hono, type Context } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import { StockImageCreateSchema, StockImageUpdateSchema, UploadCreateSchema, type StockImageFilters } from "~/modules/media/schema";
import { createStockImage, deleteStockImage, findStockImage, listStockImages, updateStockImage } from "~/modules/media/stock-images.server";
import { stockImageResource, uploadResource } from "~/modules/media/transformers.server";
import { deleteUpload, findUpload, insertUpload, listUploads, prepareUpload, removeFiles, requireMediaEditor } from "~/modules/media/uploads.server";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { languageOfAcceptLanguage } from "~/modules/i18n/accept-language";
import { inTenant } from "../guards.server";
import { jsonApi, listDocument, toDocument } from "../jsonapi.server";

/*
 * Uploads and stock images (issue 12, decision 026): a center's images for its content editors. Uploads are
 * checked and made into their variants before the transaction; a refused or unsaved upload leaves no file.
 */
export const mediaRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;

function scopeOf(c: C) {
  const centerId = c.var.tenancy.centerId ?? c.var.currentUser?.centerId;
  if (!centerId) throw notFound();
  return { tenantId: c.var.tenancy.tenant.id, centerId, user: c.var.currentUser };
}

const idParam = (c: C) => {
  const id = c.req.param("id");
  if (!z.guid().safeParse(id).success) throw notFound();
  return id!;
};

const language = (c: C) => languageOfAcceptLanguage(c.req.header("accept-language"));

/** The file of a multipart post (`file`) or of a JSON document (file_name and base64 content). */
async function readUpload(c: C): Promise<{ fileName: string; bytes: Uint8Array; pointer: string }> {
  if ((c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const form = await c.req.parseBody();
    const file = form.file;
    const pointer = "/data/attributes/file";
    if (!(file instanceof File)) return { fileName: "", bytes: new Uint8Array(0), pointer };
    return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), pointer };
  }
  const values = UploadCreateSchema.parse(await readAttributes(c));
  return { fileName: values.fileName, bytes: Buffer.from(values.content, "base64"), pointer: "/data/attributes/content" };
}

mediaRoutes.get("/uploads", async (c) => {
  const { page, fields } = uploadResource.readListQuery(c);
  const { rows, total } = await inTenant(c, (tx) => listUploads(tx, { ...scopeOf(c), page }));
  return jsonApi(c, listDocument(c, rows, uploadResource.transformer(), page, total, { fields }));
});

mediaRoutes.get("/uploads/:id", async (c) => {
  const { fields } = uploadResource.readQuery(c);
  const row = await inTenant(c, (tx) => findUpload(tx, { ...scopeOf(c), id: idParam(c) }));
  return jsonApi(c, toDocument(row, uploadResource.transformer(), { fields }));
});

mediaRoutes.post("/uploads", async (c) => {
  const scope = scopeOf(c);
  // Who may upload is settled before the body is read and an image decoded.
  requireMediaEditor(scope);
  const input = await readUpload(c);
  const { processed, written } = await prepareUpload(scope, { ...input, language: language(c) });
  try {
    const row = await inTenant(c, (tx) => insertUpload(tx, { ...scope, fileName: input.fileName, byteSize: input.bytes.length, processed, now: c.var.deps.now() }));
    return jsonApi(c, toDocument(row, uploadResource.transformer()), 201);
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
});

mediaRoutes.delete("/uploads/:id", async (c) => {
  const id = idParam(c);
  const files = await inTenant(c, (tx) => deleteUpload(tx, { ...scopeOf(c), id, language: language(c) }));
  await removeFiles(files);
  return c.body(null, 204);
});

mediaRoutes.get("/stock-images", async (c) => {
  const { filters, page, fields, include } = stockImageResource.readListQuery<StockImageFilters>(c);
  const { rows, total } = await inTenant(c, (tx) => listStockImages(tx, { ...scopeOf(c), filters, page }));
  return jsonApi(c, listDocument(c, rows, stockImageResource.transformer(), page, total, { fields, include }));
});

mediaRoutes.get("/stock-images/:id", async (c) => {
  const { fields, include } = stockImageResource.readQuery(c);
  const row = await inTenant(c, (tx) => findStockImage(tx, { ...scopeOf(c), id: idParam(c) }));
  return jsonApi(c, toDocument(row, stockImageResource.transformer(), { fields, include }));
});

mediaRoutes.post("/stock-images", async (c) => {
  const values = StockImageCreateSchema.parse(await readAttributes(c));
  const row = await inTenant(c, (tx) => createStockImage(tx, { ...scopeOf(c), values, now: c.var.deps.now(), language: language(c) }));
  return jsonApi(c, toDocument(row, stockImageResource.transformer()), 201);
});

async function updateStock(c: C) {
  const id = idParam(c);
  const values = StockImageUpdateSchema.parse(await readAttributes(c));
  const row = await inTenant(c, (tx) => updateStockImage(tx, { ...scopeOf(c), id, values, now: c.var.deps.now(), language: language(c) }));
  return jsonApi(c, toDocument(row, stockImageResource.transformer()));
}
mediaRoutes.patch("/stock-images/:id", updateStock);
mediaRoutes.put("/stock-images/:id", updateStock);

mediaRoutes.delete("/stock-images/:id", async (c) => {
  const id = idParam(c);
  await inTenant(c, (tx) => deleteStockImage(tx, { ...scopeOf(c), id }));
  return c.body(null, 204);
});
