import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { keepServerErrors } from "~/components/server-errors";
import { useTranslation } from "~/modules/i18n/use-translation";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { z } from "zod";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { AddressFields, useAddressLabels } from "~/components/address-fields";
import { CheckboxField, ChoiceGroupField, Field, FieldLabels, SelectField, TextareaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { OrganizationFormSchema, type OrganizationForm as OrganizationFormValue } from "./manage-schema";
import { ACTIVITY_TYPES, NON_PROFIT_TYPES } from "./profile-types";
import { ORGANIZATION_TYPES, SETTABLE_ORGANIZATION_STATUSES } from "./schema";

/*
 * The add and edit form of an organization: details, contact, address and
 * the non-profit profile. It posts to its route's action and works without
 * JavaScript; with JavaScript fields validate when they lose focus and
 * leaving with unsaved changes asks first.
 */

export type EditableOrganization = {
  id: string;
  name: string;
  organizationType: string;
  status: string;
  website: string | null;
  email: string | null;
  phoneNumber: string | null;
  description: string | null;
  address?: { street: string | null; houseNumber: string | null; postalCode: string | null; city: string | null } | null;
  profile?: { nonProfitTypeId: number | null; showOnSocialMap: boolean; activityTypeIds: number[] } | null;
  updatedAt: string;
};

function defaultsOf(organization: EditableOrganization | null) {
  if (!organization) return { type: "NonProfit", status: "approved", activityTypeIds: [] };
  const { address, profile } = organization;
  return {
    name: organization.name,
    type: organization.organizationType,
    status: organization.status,
    website: organization.website ?? "",
    email: organization.email ?? "",
    phoneNumber: organization.phoneNumber ?? "",
    description: organization.description ?? "",
    street: address?.street ?? "",
    houseNumber: address?.houseNumber ?? "",
    postalCode: address?.postalCode ?? "",
    city: address?.city ?? "",
    nonProfitTypeId: profile?.nonProfitTypeId ? String(profile.nonProfitTypeId) : "",
    showOnSocialMap: profile?.showOnSocialMap ? "on" : "",
    activityTypeIds: (profile?.activityTypeIds ?? []).map(String),
  };
}

const fieldsetClass = "flex flex-col gap-4 rounded-lg border border-border bg-surface p-4";
const legendClass = "px-1 text-lg font-semibold";

export function OrganizationForm({
  organization,
  centerRole,
  lastResult,
  submitLabel,
}: {
  organization: EditableOrganization | null;
  /** Status and type are for the people who run the center. */
  centerRole: boolean;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
}) {
  const { t } = useTranslation("organizations");
  const [form, fields] = useForm<z.input<typeof OrganizationFormSchema>, OrganizationFormValue>({
    lastResult,
    // Form values are text: numbers and booleans as the browser would send them.
    defaultValue: defaultsOf(organization) as unknown as z.input<typeof OrganizationFormSchema>,
    constraint: getZodConstraint(OrganizationFormSchema),
    onValidate: ({ formData }) => keepServerErrors(parseWithZod(formData, { schema: OrganizationFormSchema }), lastResult),
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same, in the form's order. Type and
  // status are hidden fields for others than the center: no link to them.
  const labels = {
    name: t("form.name"),
    ...(centerRole ? { type: t("form.type"), status: t("form.status") } : {}),
    description: t("form.description"),
    website: t("form.website"),
    email: t("form.email"),
    phoneNumber: t("form.phoneNumber"),
    ...useAddressLabels(),
    nonProfitTypeId: t("form.nonProfitType"),
    showOnSocialMap: t("form.showOnSocialMap"),
    activityTypeIds: t("form.activityTypes"),
  };
  return (
    <GuardedForm method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <AuthenticityTokenInput name="csrf" />
      <FieldLabels labels={labels} summary={{ form, result: lastResult }}>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t("form.sections.basics")}</legend>
          <Field errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "organization" }} />
          {centerRole ? (
            <div className="grid gap-4 md:grid-cols-2">
              <SelectField
                errors={fields.type.errors}
                selectProps={getSelectProps(fields.type)}
                options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              />
              <SelectField
                errors={fields.status.errors}
                selectProps={getSelectProps(fields.status)}
                options={SETTABLE_ORGANIZATION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
              />
            </div>
          ) : (
            <>
              <input {...getInputProps(fields.type, { type: "hidden" })} key={fields.type.key} />
              <input {...getInputProps(fields.status, { type: "hidden" })} key={fields.status.key} />
            </>
          )}
          <TextareaField errors={fields.description.errors} textareaProps={getTextareaProps(fields.description)} />
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t("form.sections.contact")}</legend>
          <Field
            hint={t("form.websiteHint")}
            errors={fields.website.errors}
            inputProps={{ ...getInputProps(fields.website, { type: "url" }), autoComplete: "url" }}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <Field errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
            <Field errors={fields.phoneNumber.errors} inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "tel" }} />
          </div>
        </fieldset>

        <AddressFields fields={fields} autofill="off" variant="section" />

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t("form.sections.profile")}</legend>
          <p className="text-sm text-muted">{t("form.profileHint")}</p>
          <SelectField
            errors={fields.nonProfitTypeId.errors}
            selectProps={getSelectProps(fields.nonProfitTypeId)}
            options={NON_PROFIT_TYPES.map((type) => ({ value: String(type.id), label: t(`nonProfitTypes.${type.key}`) }))}
            placeholder={t("form.noNonProfitType")}
          />
          <CheckboxField
            errors={fields.showOnSocialMap.errors}
            inputProps={getInputProps(fields.showOnSocialMap, { type: "checkbox" })}
          />
          <ChoiceGroupField
            errors={fields.activityTypeIds.errors}
            options={getCollectionProps(fields.activityTypeIds, { type: "checkbox", options: ACTIVITY_TYPES.map((a) => String(a.id)) }).map((props) => ({
              ...props,
              label: t(`activityTypes.${ACTIVITY_TYPES.find((a) => String(a.id) === props.value)!.key}`),
            }))}
          />
        </fieldset>

        <div>
          <Button type="submit">{submitLabel}</Button>
        </div>
      </FieldLabels>
    </GuardedForm>
  );
}
