import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { data, Link, useLocation } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ContentLinks, Thumbnail, useMediaMessage } from "~/components/content/media-bits";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { Field, FormErrors, SelectField, TextareaField, useZodForm } from "~/components/forms";
import { ConfirmDeleteForm, DataTable, EmptyState, FilterForm, FilterInput, linkClass, Pagination, RowActions, useHrefWith } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { runRowAction } from "~/lib/row-action.server";
import { apiContext } from "~/middleware/context";
import { mayDeletePages, requireContentEditor } from "~/modules/content/manage.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { formatBytes, IMAGE_MAX_BYTES } from "~/modules/media/limits";
import { parseMediaList, saveStockImageFromForm, type StockImageItem, type UploadItem } from "~/modules/media/manage.server";
import { MEDIA_PAGE_SIZES, StockImageFormSchema, UploadRowActionSchema } from "~/modules/media/schema";
import type { Route } from "./+types/stock-images";

const uuid = (value: string | null) => (value && /^[0-9a-f-]{36}$/i.test(value) ? value : null);

/**
 * /content/stock-images (spec §2 Content, §3 Stock image): the center's image library, searchable and paged, for
 * its content editors; admins, center superusers and content managers add pictures (from an upload or a new
 * file), change and remove them. Everyone else gets 403.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireContentEditor(context, request);
  const mayManage = mayDeletePages(user);
  const url = new URL(request.url);
  const list = parseMediaList(url.searchParams);
  const api = context.get(apiContext);
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

/** Add or change a picture (multipart, works without JavaScript), or remove one after its confirmation. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireContentEditor(context, request);
  if (!mayDeletePages(user)) throw data({ message: "Forbidden" }, { status: 403 });
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "save") return saveStockImageFromForm(context, request);
  const api = context.get(apiContext);
  return runRowAction(context, request, UploadRowActionSchema, async ({ id }) => {
    const { data: stock } = await api.get<StockImageItem>(`/api/v1/stock-images/${id}`);
    await api.delete(`/api/v1/stock-images/${id}`);
    return { key: "media:stock.deleted", values: { name: stock.name } };
  });
}

export default function StockImages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  // A saved picture comes back by a redirect (a new location): the form starts afresh for the next one.
  const { key: locationKey } = useLocation();
  const { list, stockImages, total, pageCount, uploads, editing, confirming, mayManage } = loaderData;
  const actionsOf = (stock: StockImageItem) =>
    mayManage
      ? [
          { text: t("stock.actions.edit"), label: t("stock.actions.editLabel", { name: stock.name }), to: `${hrefWith({ edit: stock.id, confirm: undefined, id: undefined })}#stock-form` },
          { text: t("stock.actions.delete"), label: t("stock.actions.deleteLabel", { name: stock.name }), to: hrefWith({ confirm: "delete", id: stock.id, edit: undefined }), danger: true },
        ]
      : [];
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("stock.title")} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("stock.title")}</h1>
        <div className="flex flex-wrap gap-3">
          <ContentLinks current="stock-images" />
        </div>
      </div>
      <p className="max-w-3xl">{t(mayManage ? "stock.intro" : "stock.introReadOnly")}</p>
      {confirming ? (
        <ConfirmDeleteForm
          title={t("stock.confirmDelete", { name: confirming.name })}
          id={confirming.id}
          confirmLabel={t("stock.delete")}
          cancelLabel={t("stock.cancel")}
          cancelTo={hrefWith({ confirm: undefined, id: undefined })}
        >
          <p>{t("stock.confirmDeleteHint")}</p>
        </ConfirmDeleteForm>
      ) : null}
      {mayManage ? <StockImageForm key={`${editing?.id ?? "new"}-${locationKey}`} editing={editing} uploads={uploads} lastResult={actionData} /> : null}
      <FilterForm label={t("stock.search")} perPage={{ value: list.perPage, sizes: MEDIA_PAGE_SIZES }} submitLabel={t("stock.searchButton")} resetTo={lp("/content/stock-images")}>
        <FilterInput name="q" label={t("stock.q")} value={list.q} />
      </FilterForm>
      <DataTable
        caption={t("stock.caption", { count: total })}
        rows={stockImages}
        rowKey={(stock) => stock.id}
        empty={<EmptyState title={t(list.q ? "stock.noResults" : "stock.empty")} hint={t(list.q ? "stock.noResultsHint" : "stock.emptyHint")} />}
        columns={[
          { id: "preview", header: t("stock.columns.preview"), cell: (stock) => <Thumbnail sources={stock.image} /> },
          { id: "name", header: t("stock.columns.name"), rowHeader: true, cell: (stock) => stock.name },
          { id: "shortDescription", header: t("stock.columns.shortDescription"), cell: (stock) => stock.shortDescription },
          { id: "keywords", header: t("stock.columns.keywords"), cell: (stock) => stock.keywords.join(", ") },
          ...(mayManage ? [{ id: "actions", header: t("stock.columns.actions"), cell: (stock: StockImageItem) => <RowActions actions={actionsOf(stock)} /> }] : []),
        ]}
      />
      <Pagination page={list.page} pageCount={pageCount} />
    </section>
  );
}

/** Adds a picture, or changes `editing`: its texts, and its image from the center's uploads or a new file. */
function StockImageForm({ editing, uploads, lastResult }: { editing: StockImageItem | null; uploads: readonly UploadItem[]; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation("media");
  const hrefWith = useHrefWith();
  const text = useMediaMessage();
  const [form, fields] = useZodForm(StockImageFormSchema, lastResult, {
    id: `stock-image-${editing?.id ?? "new"}`,
    defaultValue: editing
      ? { intent: "save", id: editing.id, name: editing.name, shortDescription: editing.shortDescription, description: editing.description, keywords: editing.keywords.join(", ") }
      : { intent: "save" },
  });
  const title = editing ? t("stock.form.editTitle", { name: editing.name }) : t("stock.form.addTitle");
  return (
    <section id="stock-form" tabIndex={-1} aria-labelledby="stock-form-title" className="flex max-w-2xl flex-col gap-4 rounded-lg border border-border bg-surface p-4 outline-none">
      <h2 id="stock-form-title" className="text-xl font-semibold">
        {title}
      </h2>
      <GuardedForm method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label={t("stock.form.name")} errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
        <Field label={t("stock.form.shortDescription")} hint={t("stock.form.shortDescriptionHint")} errors={fields.shortDescription.errors} inputProps={getInputProps(fields.shortDescription, { type: "text" })} />
        <TextareaField label={t("stock.form.description")} errors={fields.description.errors} textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }} />
        <Field label={t("stock.form.keywords")} hint={t("stock.form.keywordsHint")} errors={fields.keywords.errors} inputProps={getInputProps(fields.keywords, { type: "text" })} />
        <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 font-medium">{t("stock.form.image")}</legend>
          {editing ? (
            <div className="flex items-center gap-3">
              <Thumbnail sources={editing.image} />
              <span className="text-sm text-muted">{t("stock.form.current")}</span>
            </div>
          ) : null}
          <SelectField
            label={t("stock.form.uploadId")}
            hint={t("stock.form.uploadIdHint")}
            errors={fields.uploadId.errors?.map(text)}
            selectProps={getSelectProps(fields.uploadId)}
            placeholder={t(editing ? "stock.form.keepImage" : "stock.form.chooseUpload")}
            options={uploads.map((upload) => ({ value: upload.id, label: t("stock.form.uploadOption", { name: upload.originalName, width: upload.width, height: upload.height }) }))}
          />
          <Field
            label={t("stock.form.file")}
            hint={t("stock.form.fileHint", { size: formatBytes(IMAGE_MAX_BYTES) })}
            errors={fields.file.errors?.map(text)}
            inputProps={{ ...getInputProps(fields.file, { type: "file" }), accept: "image/jpeg,image/png,image/webp,image/gif,image/avif" }}
          />
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{editing ? t("stock.form.save") : t("stock.form.add")}</Button>
          {editing ? (
            <Link to={hrefWith({ edit: undefined })} className={linkClass}>
              {t("stock.cancel")}
            </Link>
          ) : null}
        </div>
      </GuardedForm>
    </section>
  );
}

export const handle = { i18n: ["media"] } satisfies I18nHandle;
