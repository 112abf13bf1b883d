import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ContentLinks, Thumbnail, useMediaMessage } from "~/components/content/media-bits";
import { RelativeTime } from "~/components/feedback/relative-time";
import { Field, FieldLabels, useZodForm } from "~/components/forms";
import { ConfirmDeleteForm, DataTable, EmptyState, linkClass, Pagination, PerPageSelect, RowActions, useHrefWith } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control";
import { runRowAction } from "~/lib/row-action.server";
import { apiContext } from "~/middleware/context";
import { mayDeletePages, requireContentEditor } from "~/modules/content/manage.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { formatBytes, IMAGE_MAX_BYTES } from "~/modules/media/limits";
import { parseMediaList, uploadFromForm, type UploadItem } from "~/modules/media/manage.server";
import { MEDIA_PAGE_SIZES, UploadFormSchema, UploadRowActionSchema } from "~/modules/media/schema";
import type { Route } from "./+types/file-upload";

/** /content/file-upload (spec §2 Content): the center's uploaded images, newest first, and the upload form. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireContentEditor(context, request);
  const url = new URL(request.url);
  const list = parseMediaList(url.searchParams);
  const api = context.get(apiContext);
  const confirmId = url.searchParams.get("confirm") === "delete" ? url.searchParams.get("id") : null;
  const [result, confirming] = await Promise.all([
    api.getPage<UploadItem>("/api/v1/uploads", { query: { "page[size]": list.perPage, "page[number]": list.page } }),
    confirmId && /^[0-9a-f-]{36}$/i.test(confirmId) ? api.get<UploadItem>(`/api/v1/uploads/${confirmId}`).then(({ data }) => data) : Promise.resolve(null),
  ]);
  return { list, uploads: result.rows, total: result.total, pageCount: result.pageCount, confirming, mayDelete: mayDeletePages(user), origin: url.origin };
}

/** Upload an image (multipart, works without JavaScript) or delete one after its confirmation. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireContentEditor(context, request);
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "upload") return uploadFromForm(context, request);
  const api = context.get(apiContext);
  return runRowAction(context, request, UploadRowActionSchema, async ({ id }) => {
    const { data: upload } = await api.get<UploadItem>(`/api/v1/uploads/${id}`);
    await api.delete(`/api/v1/uploads/${id}`);
    return { key: "media:upload.deleted", values: { name: upload.originalName } };
  });
}

export default function FileUpload({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const hrefWith = useHrefWith();
  const { list, uploads, total, pageCount, confirming, mayDelete, origin } = loaderData;
  const actionsOf = (upload: UploadItem) => [
    { text: t("upload.actions.view"), label: t("upload.actions.viewLabel", { name: upload.originalName }), to: upload.url },
    mayDelete && { text: t("upload.actions.delete"), label: t("upload.actions.deleteLabel", { name: upload.originalName }), to: hrefWith({ confirm: "delete", id: upload.id }), danger: true },
  ];
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("upload.title")} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("upload.title")}</h1>
        <div className="flex flex-wrap gap-3">
          <ContentLinks current="file-upload" />
        </div>
      </div>
      {confirming ? (
        <ConfirmDeleteForm
          title={t("upload.confirmDelete", { name: confirming.originalName })}
          id={confirming.id}
          confirmLabel={t("upload.delete")}
          cancelLabel={t("upload.cancel")}
          cancelTo={hrefWith({ confirm: undefined, id: undefined })}
        >
          <p>{t("upload.confirmDeleteHint")}</p>
        </ConfirmDeleteForm>
      ) : null}
      <UploadForm lastResult={actionData} />
      <DataTable
        caption={t("upload.caption", { count: total })}
        rows={uploads}
        rowKey={(upload) => upload.id}
        page={list.page}
        empty={<EmptyState title={t("upload.empty")} hint={t("upload.emptyHint")} />}
        columns={[
          { id: "preview", header: t("upload.columns.preview"), cell: (upload) => <Thumbnail sources={upload.sources} /> },
          { id: "name", header: t("upload.columns.name"), rowHeader: true, cell: (upload) => upload.originalName },
          { id: "size", header: t("upload.columns.size"), cell: (upload) => t("upload.dimensions", { width: upload.width, height: upload.height, size: formatBytes(upload.byteSize) }) },
          { id: "address", header: t("upload.columns.address"), cell: (upload) => <CopyableUrl url={`${origin}${upload.url}`} name={upload.originalName} /> },
          { id: "createdAt", header: t("upload.columns.createdAt"), cell: (upload) => <RelativeTime date={upload.createdAt} /> },
          { id: "actions", header: t("upload.columns.actions"), cell: (upload) => <RowActions actions={actionsOf(upload)} /> },
        ]}
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Form method="get" className="flex items-end gap-2">
          <PerPageSelect value={list.perPage} sizes={MEDIA_PAGE_SIZES} />
          <Button type="submit">{t("upload.show")}</Button>
        </Form>
        <Pagination page={list.page} pageCount={pageCount} />
      </div>
    </section>
  );
}

function UploadForm({ lastResult }: { lastResult: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("media");
  const [form, fields] = useZodForm(UploadFormSchema, lastResult as never, { id: "upload" });
  const size = formatBytes(IMAGE_MAX_BYTES);
  const text = useMediaMessage();
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex max-w-xl flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <h2 className="text-xl font-semibold">{t("upload.formTitle")}</h2>
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="intent" value="upload" />
      <FieldLabels labels={{ file: t("upload.file") }} summary={{ form, result: lastResult }}>
        <Field
          hint={t("upload.fileHint", { size })}
          errors={fields.file.errors?.map(text)}
          inputProps={{ ...getInputProps(fields.file, { type: "file" }), accept: "image/jpeg,image/png,image/webp,image/gif,image/avif" }}
        />
      </FieldLabels>
      <Button type="submit" className="self-start">
        {t("upload.submit")}
      </Button>
    </Form>
  );
}

/** The image's address in a read-only field to select; a copy button once JavaScript runs. */
function CopyableUrl({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation("media");
  const [scripted, setScripted] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setScripted(true), []);
  return (
    <div className="flex min-w-64 items-center gap-2">
      <input readOnly value={url} aria-label={t("upload.addressOf", { name })} className={controlClass + " text-sm"} onFocus={(event) => event.currentTarget.select()} />
      {scripted ? (
        <button type="button" className={linkClass} aria-label={t("upload.copyLabel", { name })} onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}>
          {copied ? t("upload.copied") : t("upload.copy")}
        </button>
      ) : null}
    </div>
  );
}

export const handle = { i18n: ["media"] } satisfies I18nHandle;
