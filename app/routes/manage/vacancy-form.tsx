import { getCollectionProps, getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { keepServerErrors } from "~/components/server-errors";
import { useTranslation } from "~/modules/i18n/use-translation";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { AddressFields, useAddressLabels } from "~/components/address-fields";
import { CheckboxField, Field, fieldAndItemErrors, FieldLabels, groupOptionId, ReservedErrorList, SelectField } from "~/components/forms";
import { RichTextEditor } from "~/components/rich-text-editor";
import { Button } from "~/components/ui/button";
import { AGE_GROUPS, VACANCY_FREQUENCIES, VACANCY_TAGS, VACANCY_TYPES } from "~/modules/vacancies/constants";
import { z } from "zod";
import { statusChoices, vacancyFormDefaults, type EditableVacancy } from "~/modules/vacancies/form-values";
import { VacancyFormSchema, type VacancyForm as VacancyFormValue } from "~/modules/vacancies/manage-schema";
import { ORGANIZATION_PART_FIELDS } from "./vacancy-organization-part";

/*
 * The add and edit form of a vacancy: every attribute the API accepts. It
 * posts to its route's action and works without JavaScript; with
 * JavaScript fields validate when they lose focus, the description gets the
 * tiptap editor and leaving with unsaved changes asks first.
 */

type Option = { value: string; label: string };

const validate = (formData: FormData) => parseWithZod(formData, { schema: VacancyFormSchema });
const NOT_VALIDATED = z.object({});

/** An answer that saved nothing: a failed submission, or the form shown again for another organization (adding). */
const notSaved = (answer: unknown) =>
  typeof answer === "object" && answer !== null && ((answer as { status?: unknown }).status === "error" || "organizationChange" in answer);

const fieldsetClass = "flex flex-col gap-4 rounded-lg border border-border bg-surface p-4";
const legendClass = "px-1 text-lg font-semibold";

export function VacancyForm({
  vacancy,
  organizationId,
  contacts,
  lastResult,
  submitLabel,
  organizationField,
  action,
  unsaved,
  onSubmit,
}: {
  vacancy: EditableVacancy | null;
  organizationId: string;
  contacts: Option[];
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
  /** The organization's own field (adding): it then sends `organizationId` itself, and its button no validation. */
  organizationField?: React.ReactNode;
  /**
   * Where the form posts, when not to the page's URL as it is (adding: the URL names the organization the form is for,
   * so that what the page loads again after an answer is for it). Its answers then take the page's place in the
   * history: the same page, not another step back.
   */
  action?: string;
  /** What the form starts with was typed, not saved (shown again after a change of organization): leaving asks first. */
  unsaved?: boolean;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const [form, fields] = useForm<z.input<typeof VacancyFormSchema>, VacancyFormValue>({
    lastResult,
    // Form values are text: numbers and booleans as the browser would send them.
    defaultValue: vacancyFormDefaults(vacancy, organizationId) as unknown as z.input<typeof VacancyFormSchema>,
    constraint: getZodConstraint(VacancyFormSchema),
    // A button with an intent (the organization field's) sends the form as it is, to be shown again: not validated.
    onValidate: ({ formData }) => (formData.has("intent") ? (parseWithZod(formData, { schema: NOT_VALIDATED }) as unknown as ReturnType<typeof validate>) : keepServerErrors(validate(formData), lastResult)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  const statuses = statusChoices(vacancy?.status ?? null);
  const formProps = getFormProps(form);
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same, in the form's order. Which
  // organization is a part of its own (adding) or a hidden input, not a field here.
  const labels = {
    title: t("form.title"),
    vacancyType: t("form.vacancyType"),
    status: t("form.status"),
    description: t("form.description"),
    contactPersonId: t("form.contactPerson"),
    contactPhoneVisible: t("form.contactPhoneVisible"),
    ...useAddressLabels(),
    frequency: t("form.frequency"),
    startDate: t("form.startDate"),
    endDate: t("form.endDate"),
    tags: t("form.tags"),
    ageGroupIds: t("form.ageGroups"),
    youtubeUrl: t("form.youtubeUrl"),
    expiresAt: t("form.expiresAt"),
  };
  return (
    <GuardedForm
      method="post"
      action={action}
      replace={action ? true : undefined}
      unsaved={unsaved}
      // Only the organization changed (adding) puts nothing typed at risk: leaving does not ask for it.
      ignore={organizationField ? ORGANIZATION_PART_FIELDS : undefined}
      isFailure={notSaved}
      {...formProps}
      onSubmit={(event) => {
        onSubmit?.(event);
        formProps.onSubmit(event);
      }}
      className="flex flex-col gap-6"
    >
      <AuthenticityTokenInput name="csrf" />
      {organizationField ?? <input {...getInputProps(fields.organizationId, { type: "hidden" })} key={fields.organizationId.key} />}
      <FieldLabels labels={labels} summary={{ form, result: lastResult }}>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t("form.sections.basics")}</legend>
          <Field errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: "text" })} />
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              errors={fields.vacancyType.errors}
              selectProps={getSelectProps(fields.vacancyType)}
              options={VACANCY_TYPES.map((type) => ({ value: type, label: tv(`types.${type}`) }))}
            />
            <SelectField
              hint={vacancy ? t("form.statusHint") : undefined}
              errors={fields.status.errors}
              selectProps={getSelectProps(fields.status)}
              options={statuses.map((status) => ({ value: status, label: tv(`statuses.${status}`) }))}
            />
          </div>
          <RichTextEditor
            key={fields.description.key}
            id={fields.description.id}
            name={fields.description.name}
            label={labels.description}
            hint={t("form.descriptionHint")}
            defaultValue={(fields.description.initialValue as string | undefined) ?? ""}
            errors={fields.description.errors}
          />
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t("form.sections.contact")}</legend>
          <SelectField
            hint={t("form.contactPersonHint")}
            errors={fields.contactPersonId.errors}
            selectProps={getSelectProps(fields.contactPersonId)}
            options={contacts}
            // A new vacancy without a choice gets the center's default contact person (decision 045).
            placeholder={vacancy ? t("form.noContactPerson") : t("form.defaultContactPerson")}
          />
          <CheckboxField
            errors={fields.contactPhoneVisible.errors}
            inputProps={getInputProps(fields.contactPhoneVisible, { type: "checkbox" })}
          />
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t("form.sections.placeAndTime")}</legend>
          <AddressFields fields={fields} autofill="off" variant="group" />
          <div className="grid gap-4 md:grid-cols-3">
            <SelectField
              errors={fields.frequency.errors}
              selectProps={getSelectProps(fields.frequency)}
              options={VACANCY_FREQUENCIES.map((f) => ({ value: f, label: tv(`frequencies.${f}`) }))}
              placeholder={t("form.noFrequency")}
            />
            <Field errors={fields.startDate.errors} inputProps={getInputProps(fields.startDate, { type: "date" })} />
            <Field errors={fields.endDate.errors} inputProps={getInputProps(fields.endDate, { type: "date" })} />
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t("form.sections.details")}</legend>
          <CheckboxGroup legend={labels.tags} errorId={fields.tags.errorId} errors={fieldAndItemErrors(fields.tags.allErrors)}>
            {getCollectionProps(fields.tags, { type: "checkbox", options: [...VACANCY_TAGS], ariaInvalid: "allErrors" }).map(({ key, ...props }, index) => (
              <label key={key} className="flex items-center gap-2">
                <input {...props} id={groupOptionId(fields.tags.id, props.id, index)} className="size-4 accent-primary" />
                {tv(`tags.${props.value}`)}
              </label>
            ))}
          </CheckboxGroup>
          <CheckboxGroup legend={labels.ageGroupIds} errorId={fields.ageGroupIds.errorId} errors={fieldAndItemErrors(fields.ageGroupIds.allErrors)}>
            {getCollectionProps(fields.ageGroupIds, { type: "checkbox", options: AGE_GROUPS.map((g) => String(g.id)), ariaInvalid: "allErrors" }).map(({ key, ...props }, index) => (
              <label key={key} className="flex items-center gap-2">
                <input {...props} id={groupOptionId(fields.ageGroupIds.id, props.id, index)} className="size-4 accent-primary" />
                {tv(`ageGroups.${AGE_GROUPS.find((g) => String(g.id) === props.value)!.key}`)}
              </label>
            ))}
          </CheckboxGroup>
          <Field
            hint={t("form.youtubeUrlHint")}
            errors={fields.youtubeUrl.errors}
            inputProps={getInputProps(fields.youtubeUrl, { type: "url" })}
          />
          <Field
            hint={t("form.expiresAtHint")}
            errors={fields.expiresAt.errors}
            inputProps={getInputProps(fields.expiresAt, { type: "date" })}
          />
        </fieldset>

        <div>
          <Button type="submit">{submitLabel}</Button>
        </div>
      </FieldLabels>
    </GuardedForm>
  );
}

function CheckboxGroup({ legend, errorId, errors, children }: { legend: string; errorId: string; errors?: string[]; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">
        {legend} <span className="text-sm font-normal text-muted">({t("optional")})</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">{children}</div>
      {/* conform's checkboxes name this id in aria-describedby once there are errors. */}
      <ReservedErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
