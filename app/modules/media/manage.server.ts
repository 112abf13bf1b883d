import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { backTo } from "~/lib/back-to";
import { pageNumberParam } from "~/lib/page-number";
import type { RowActionDone } from "~/lib/row-action.server";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { asApiError, type ApiClient } from "~/modules/api-client/client.server";
import { flattenDocument, type JsonApiDocument } from "~/modules/api-client/flatten";
import { attributeOrRelationshipField, replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { MEDIA_PAGE_SIZES, StockImageFormSchema, UploadFormSchema } from "./schema";
import type { ImageSources } from "./sources";

export type UploadItem = { id: string; originalName: string; width: number; height: number; byteSize: number; url: string; sources: ImageSources; createdAt: string };
export type StockImageItem = { id: string; name: string; description: string; shortDescription: string; keywords: string[]; imageUrl: string; image: ImageSources };

/** The upload and stock image lists' URL parameters: a bad value falls back instead of failing. */
export function parseMediaList(params: URLSearchParams) {
  const perPage = Number(params.get("perPage"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    perPage: (MEDIA_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : MEDIA_PAGE_SIZES[0],
    page: pageNumberParam(params.get("page")),
  };
}

/**
 * The upload form's post: checked with the form's schema, then sent to /api/v1/uploads as a JSON:API
 * document (the file in base64), as any client could. The API's refusal (size, not an image) is shown on
 * the file field; success is a toast and the list again, the new upload first.
 */
export async function uploadFromForm(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: UploadFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const file = submission.value.file;
  const t = context.get(i18nContext).t;
  try {
    await postUpload(context.get(apiContext), file);
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error || error.status !== 422) throw thrown;
    return data(submission.reply({ fieldErrors: { file: error.errors.map((e) => e.detail || e.title) } }), { status: 422 });
  }
  context.get(sessionContext).flash("toast", { color: "success", message: String(t("media:upload.uploaded", { name: file.name })) });
  const url = new URL(request.url);
  throw redirect(url.pathname);
}

/** Sends a file to /api/v1/uploads as a JSON:API document (the bytes in base64), as any client could. */
export async function postUpload(api: ApiClient, file: File): Promise<UploadItem> {
  const response = await api.post("/api/v1/uploads", {
    body: { data: { type: "uploads", attributes: { fileName: file.name, content: Buffer.from(await file.arrayBuffer()).toString("base64") } } },
  });
  return flattenDocument<UploadItem>((await response.json()) as JsonApiDocument).data;
}

const uuid = (value: string | null) => (value && /^[0-9a-f-]{36}$/i.test(value) ? value : null);

/**
 * What /content/stock-images shows: a page of the library (searched), and for those who manage it the center's
 * uploads to choose from, the picture being changed (`?edit=`) and the one asked about before removal
 * (`?confirm=delete&id=`).
 */
export async function loadStockImagesPage(api: ApiClient, url: URL, mayManage: boolean) {
  const list = parseMediaList(url.searchParams);
  const editId = mayManage ? uuid(url.searchParams.get("edit")) : null;
  const confirmId = mayManage && url.searchParams.get("confirm") === "delete" ? uuid(url.searchParams.get("id")) : null;
  const one = (id: string | null) => (id ? api.get<StockImageItem>(`/api/v1/stock-images/${id}`).then(({ data }) => data) : Promise.resolve(null));
  const [result, uploads, editing, confirming] = await Promise.all([
    api.getPage<StockImageItem>("/api/v1/stock-images", { query: { ...(list.q ? { "filter[q]": list.q } : {}), "page[size]": list.perPage, "page[number]": list.page } }),
    mayManage
      ? api.getPage<UploadItem>("/api/v1/uploads", { query: { "page[size]": 100, "fields[uploads]": "original_name,width,height,byte_size" } }).then(({ rows }) => rows)
      : Promise.resolve([]),
    one(editId),
    one(confirmId),
  ]);
  return { list, stockImages: result.rows, total: result.total, pageCount: result.pageCount, uploads, editing, confirming, mayManage };
}

/** The stock image list's delete, after its confirmation: through the API (its upload stays); the toast names the picture. */
export async function removeStockImage(api: ApiClient, id: string): Promise<RowActionDone> {
  const { data: stock } = await api.get<StockImageItem>(`/api/v1/stock-images/${id}`);
  await api.delete(`/api/v1/stock-images/${id}`);
  return { key: "media:stock.deleted", values: { name: stock.name } };
}

const STOCK_FIELDS = ["name", "shortDescription", "description", "keywords", "uploadId"] as const;

/**
 * The stock image form's post (/content/stock-images): a new picture from one of the center's uploads or a new
 * file (uploaded first; removed again when the picture is refused), or a change of one. The API's 422s are shown
 * at their fields; success is a toast and the list without the edit form.
 */
export async function saveStockImageFromForm(context: Readonly<RouterContextProvider>, request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: StockImageFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { id, intent: _intent, file, uploadId, ...attributes } = submission.value;
  const api = context.get(apiContext);
  let uploaded: UploadItem | null = null;
  if (file && file.size > 0) {
    try {
      uploaded = await postUpload(api, file);
    } catch (thrown) {
      const error = asApiError(thrown);
      if (!error || error.status !== 422) throw thrown;
      return data(submission.reply({ fieldErrors: { file: error.errors.map((e) => e.detail || e.title) } }), { status: 422 });
    }
  }
  const upload = uploaded?.id ?? uploadId;
  const document = { type: "stock_images", ...(id ? { id } : {}), attributes, ...(upload ? { relationships: { upload: { data: { type: "uploads", id: upload } } } } : {}) };
  let saved: StockImageItem;
  try {
    const response = id ? await api.patch(`/api/v1/stock-images/${id}`, { body: { data: document } }) : await api.post("/api/v1/stock-images", { body: { data: document } });
    saved = flattenDocument<StockImageItem>((await response.json()) as JsonApiDocument).data;
  } catch (thrown) {
    if (uploaded) await api.delete(`/api/v1/uploads/${uploaded.id}`);
    return replyWithApiErrors(submission, thrown, { fields: STOCK_FIELDS, fieldOf: attributeOrRelationshipField });
  }
  const t = context.get(i18nContext).t;
  context.get(sessionContext).flash("toast", { color: "success", message: String(t(id ? "media:stock.saved" : "media:stock.added", { name: saved.name })) });
  throw redirect(backTo(request, ["edit"]));
}
