import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useMediaMessage } from "~/components/content/media-bits";
import { Field, FieldLabels, useZodForm } from "~/components/forms";
import { ConfirmActions, ConfirmPanel, linkClass } from "~/components/list-kit";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/modules/i18n/use-translation";
import { formatBytes, IMAGE_MAX_BYTES } from "~/modules/media/limits";
import { ProfilePhotoFormSchema } from "~/modules/volunteer-pool/schema";

/**
 * The volunteer's own photo on their profile page (decision 048): the current picture, a multipart form for a new
 * one and one to remove it. A refused file is a message on the field; the saved photo and profile stay as they were.
 * Removing asks first: the link opens `?confirm=removePhoto` (`here` with the question), a panel with a plain form.
 */
export function ProfilePhotoForm({
  photoUrl,
  name,
  lastResult,
  here,
  confirmRemove,
}: {
  photoUrl: string | null;
  name: string;
  lastResult: SubmissionResult<string[]> | undefined;
  here: string;
  confirmRemove: boolean;
}) {
  const { t } = useTranslation("profile");
  const [form, fields] = useZodForm(ProfilePhotoFormSchema, lastResult as never, { id: "volunteer-photo" });
  const text = useMediaMessage();
  return (
    <section aria-labelledby="volunteer-photo-heading" className="flex flex-col gap-3 border-b border-border pb-6">
      <h3 id="volunteer-photo-heading" className="text-lg font-semibold">
        {t("edit.volunteer.photo.heading")}
      </h3>
      <p>{t("edit.volunteer.photo.intro")}</p>
      {photoUrl ? <img src={photoUrl} alt={t("pool.photoAlt", { name })} className="h-32 w-32 rounded-full object-cover" /> : <p className="text-muted">{t("edit.volunteer.photo.none")}</p>}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-3">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="photo" />
        <FieldLabels labels={{ photo: t("edit.volunteer.photo.file") }} summary={{ form, result: lastResult }}>
          <Field
            hint={t("edit.volunteer.photo.fileHint", { size: formatBytes(IMAGE_MAX_BYTES) })}
            errors={fields.photo.errors?.map(text)}
            // Optional, as the text above says: a photo is no part of the profile one must give. The schema's "required"
            // is this upload form's (no file, nothing to upload), so the field gets no marker nor the browser's check.
            inputProps={{ ...getInputProps(fields.photo, { type: "file" }), accept: "image/jpeg,image/png,image/webp,image/gif,image/avif", required: false }}
          />
        </FieldLabels>
        <div>
          <Button type="submit">{t("edit.volunteer.photo.save")}</Button>
        </div>
      </Form>
      {photoUrl && confirmRemove ? (
        <ConfirmPanel title={t("edit.volunteer.photo.confirmRemove.title")}>
          <p>{t("edit.volunteer.photo.confirmRemove.question")}</p>
          <ConfirmActions
            intent="removePhoto"
            action={here}
            confirmLabel={t("edit.volunteer.photo.confirmRemove.submit")}
            danger
            cancelLabel={t("edit.volunteer.photo.confirmRemove.cancel")}
            cancelTo={here}
          />
        </ConfirmPanel>
      ) : photoUrl ? (
        <p>
          <Link to={`${here}?confirm=removePhoto`} className={linkClass + " text-danger"}>
            {t("edit.volunteer.photo.remove")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
