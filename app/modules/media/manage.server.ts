import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";
import { MEDIA_PAGE_SIZES, UploadFormSchema } from "./schema";

/** The upload list's URL parameters: a bad value falls back instead of failing. */
export function parseMediaList(params: URLSearchParams) {
  const perPage = Number(params.get("perPage"));
  return {
    perPage: (MEDIA_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : MEDIA_PAGE_SIZES[0],
    page: Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1)),
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
    await context.get(apiContext).post("/api/v1/uploads", {
      body: { data: { type: "uploads", attributes: { fileName: file.name, content: Buffer.from(await file.arrayBuffer()).toString("base64") } } },
    });
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error || error.status !== 422) throw thrown;
    return data(submission.reply({ fieldErrors: { file: error.errors.map((e) => e.detail || e.title) } }), { status: 422 });
  }
  context.get(sessionContext).flash("toast", { color: "success", message: String(t("media:upload.uploaded", { name: file.name })) });
  const url = new URL(request.url);
  throw redirect(url.pathname);
}
