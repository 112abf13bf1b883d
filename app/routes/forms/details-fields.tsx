import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Field, FieldLabels, SelectField, TextareaField, type SummaryResult } from "~/components/forms";
import { OrganizationChoiceField } from "~/components/organization-choice";
import { ACCESS_PERMISSIONS } from "~/modules/forms/constants";
import type { OrganizationFieldState } from "./forms.server";

export type Option = { value: string; label: string };

/**
 * The form's errors, then title, description, organization and access permission: the same fields on "new" and
 * "edit". After a post with errors the error summary (decision 062) links to them; the center roles' organization
 * search has no element of the field's id and keeps its error at the field.
 */
export function FormDetailsFields({
  form,
  lastResult,
  fields,
  organizations,
  organizationField,
}: {
  form: { id: string; errorId: string; errors?: string[] };
  lastResult: SummaryResult;
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
  const labels = {
    title: t("details.title"),
    description: t("details.description"),
    ...(organizations.centerRole ? {} : { organizationId: t("details.organization") }),
    accessPermission: t("details.access"),
  };
  return (
    <FieldLabels labels={labels} summary={{ form, result: lastResult }}>
      <Field errors={fields.title.errors} inputProps={{ ...getInputProps(fields.title, { type: "text" }), required: true }} />
      <TextareaField hint={t("details.descriptionHint")} errors={fields.description.errors} textareaProps={getTextareaProps(fields.description)} />
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
          errors={fields.organizationId.errors}
          selectProps={{ ...getSelectProps(fields.organizationId as FieldMetadata<string>), required: true }}
          options={organizations.organizations}
        />
      )}
      <SelectField
        errors={fields.accessPermission.errors}
        selectProps={{ ...getSelectProps(fields.accessPermission), required: true }}
        options={ACCESS_PERMISSIONS.map((value) => ({ value, label: t(`access.${value}`) }))}
      />
    </FieldLabels>
  );
}
