import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { ACCESS_PERMISSIONS } from "~/modules/forms/constants";

export type Option = { value: string; label: string };

/** Title, description, organization and access permission: the same fields on "new" and "edit". */
export function FormDetailsFields({
  fields,
  organizations,
  organizationRequired,
}: {
  fields: { title: FieldMetadata<string>; description: FieldMetadata<string>; organizationId: FieldMetadata<string | null>; accessPermission: FieldMetadata<string> };
  organizations: Option[];
  /** Organization members must pick one of theirs; center roles may leave it empty (the whole center). */
  organizationRequired: boolean;
}) {
  const { t } = useTranslation("forms");
  return (
    <>
      <Field label={t("details.title")} errors={fields.title.errors} inputProps={{ ...getInputProps(fields.title, { type: "text" }), required: true }} />
      <TextareaField label={t("details.description")} hint={t("details.descriptionHint")} errors={fields.description.errors} textareaProps={getTextareaProps(fields.description)} />
      <SelectField
        label={t("details.organization")}
        errors={fields.organizationId.errors}
        selectProps={{ ...getSelectProps(fields.organizationId as FieldMetadata<string>), required: organizationRequired }}
        options={organizations}
        placeholder={organizationRequired ? undefined : t("details.organizationNone")}
      />
      <SelectField
        label={t("details.access")}
        errors={fields.accessPermission.errors}
        selectProps={{ ...getSelectProps(fields.accessPermission), required: true }}
        options={ACCESS_PERMISSIONS.map((value) => ({ value, label: t(`access.${value}`) }))}
      />
    </>
  );
}
