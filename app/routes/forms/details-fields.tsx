import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { OrganizationChoiceField } from "~/components/organization-choice";
import { ACCESS_PERMISSIONS } from "~/modules/forms/constants";
import type { OrganizationFieldState } from "./forms.server";

export type Option = { value: string; label: string };

/** Title, description, organization and access permission: the same fields on "new" and "edit". */
export function FormDetailsFields({
  fields,
  organizations,
  organizationField,
}: {
  fields: { title: FieldMetadata<string>; description: FieldMetadata<string>; organizationId: FieldMetadata<string | null>; accessPermission: FieldMetadata<string> };
  /**
   * Organization members must pick one of their own (`organizations`, a select); center roles search the center's
   * by name and may leave it empty (the whole center; decision 052).
   */
  organizations: { centerRole: boolean; organizations: Option[] };
  /** The center roles' field: the organization chosen, or a typed name that chose none. */
  organizationField: OrganizationFieldState;
}) {
  const { t } = useTranslation("forms");
  return (
    <>
      <Field label={t("details.title")} errors={fields.title.errors} inputProps={{ ...getInputProps(fields.title, { type: "text" }), required: true }} />
      <TextareaField label={t("details.description")} hint={t("details.descriptionHint")} errors={fields.description.errors} textareaProps={getTextareaProps(fields.description)} />
      {organizations.centerRole ? (
        <OrganizationChoiceField
          label={t("details.organization")}
          hint={t("details.organizationHint")}
          idName={fields.organizationId.name}
          chosen={organizationField.chosen}
          unresolved={organizationField.unresolved}
          errors={fields.organizationId.errors}
        />
      ) : (
        <SelectField
          label={t("details.organization")}
          errors={fields.organizationId.errors}
          selectProps={{ ...getSelectProps(fields.organizationId as FieldMetadata<string>), required: true }}
          options={organizations.organizations}
        />
      )}
      <SelectField
        label={t("details.access")}
        errors={fields.accessPermission.errors}
        selectProps={{ ...getSelectProps(fields.accessPermission), required: true }}
        options={ACCESS_PERMISSIONS.map((value) => ({ value, label: t(`access.${value}`) }))}
      />
    </>
  );
}
