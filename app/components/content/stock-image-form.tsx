import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Thumbnail, useMediaMessage } from "~/components/content/media-bits";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { Field, FieldLabels, SelectField, TextareaField, useZodForm } from "~/components/forms";
import { linkClass, useHrefWith } from "~/components/list-kit";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/modules/i18n/use-translation";
import { formatBytes, IMAGE_MAX_BYTES } from "~/modules/media/limits";
import type { StockImageItem, UploadItem } from "~/modules/media/manage.server";
import { StockImageFormSchema } from "~/modules/media/schema";

/** Adds a picture, or changes `editing`: its texts, and its image from the center's uploads or a new file (/content/stock-images). */
export function StockImageForm({ editing, uploads, lastResult }: { editing: StockImageItem | null; uploads: readonly UploadItem[]; lastResult: SubmissionResult<string[]> | null | undefined }) {
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
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same, in the form's order.
  const labels = {
    name: t("stock.form.name"),
    shortDescription: t("stock.form.shortDescription"),
    description: t("stock.form.description"),
    keywords: t("stock.form.keywords"),
    uploadId: t("stock.form.uploadId"),
    file: t("stock.form.file"),
  };
  return (
    <section id="stock-form" tabIndex={-1} aria-labelledby="stock-form-title" className="flex max-w-2xl flex-col gap-4 rounded-lg border border-border bg-surface p-4 outline-none">
      <h2 id="stock-form-title" className="text-xl font-semibold">
        {title}
      </h2>
      <GuardedForm method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FieldLabels labels={labels} summary={{ form, result: lastResult, message: text }}>
          <Field errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
          <Field hint={t("stock.form.shortDescriptionHint")} errors={fields.shortDescription.errors} inputProps={getInputProps(fields.shortDescription, { type: "text" })} />
          <TextareaField errors={fields.description.errors} textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }} />
          <Field hint={t("stock.form.keywordsHint")} errors={fields.keywords.errors} inputProps={getInputProps(fields.keywords, { type: "text" })} />
          <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
            <legend className="px-1 font-medium">{t("stock.form.image")}</legend>
            {editing ? (
              <div className="flex items-center gap-3">
                <Thumbnail sources={editing.image} />
                <span className="text-sm text-muted">{t("stock.form.current")}</span>
              </div>
            ) : null}
            <SelectField
              hint={t("stock.form.uploadIdHint")}
              errors={fields.uploadId.errors?.map(text)}
              selectProps={getSelectProps(fields.uploadId)}
              placeholder={t(editing ? "stock.form.keepImage" : "stock.form.chooseUpload")}
              options={uploads.map((upload) => ({ value: upload.id, label: t("stock.form.uploadOption", { name: upload.originalName, width: upload.width, height: upload.height }) }))}
            />
            <Field
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
        </FieldLabels>
      </GuardedForm>
    </section>
  );
}
