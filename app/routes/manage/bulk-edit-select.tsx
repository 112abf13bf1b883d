import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { keepServerErrors } from "~/components/server-errors";
import { Form } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { DataTable, EmptyState, FilterForm, FilterInput, FilterSelect, Pagination, selectionInputId, StatusBadge, useFormatDate } from "~/components/list-kit";
import { FormErrors, ReservedErrorList } from "~/components/forms";
import { OrganizationFilterField, OrganizationNotice, useOrganizationFilter } from "~/components/organization-filter";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { useTranslation } from "~/modules/i18n/use-translation";
import { VACANCY_TYPES } from "~/modules/vacancies/constants";
import type { OrganizationFilter, UnresolvedName } from "~/modules/organizations/name-match";
import {
  BulkEditFormSchema,
  type ContactPersonState,
  MANAGE_PAGE_SIZES,
  MANAGED_STATUSES,
  onlyFilters,
  type ManageVacancyList,
} from "~/modules/vacancies/manage-schema";
import type { Option } from "./manage.server";
import type { VacancyListItem } from "./vacancies";
import { ChangesFieldset, focusChangesWhenNoneChosen } from "./bulk-edit-changes";

/*
 * The bulk editor's first step: which vacancies (the boxes ticked on this page, or everything the
 * filter matches) and what changes. Sending asks the API for a preview (the second step).
 */

export type SelectStepData = {
  list: ManageVacancyList;
  vacancies: VacancyListItem[];
  total: number;
  pageCount: number;
  organizationFilter: OrganizationFilter;
  organizationName: UnresolvedName | null;
  /** Organization superusers' own people (a select); null for center roles, who find the contact person by name. */
  contacts: Option[] | null;
};

export function SelectStep({
  data: loaded,
  lastResult,
  contactPerson,
}: {
  data: SelectStepData;
  lastResult: SubmissionResult<string[]> | null;
  /** The center roles' contact person field as the action answered (a typed name that chose nobody, or who was chosen). */
  contactPerson: ContactPersonState | null;
}) {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const formatDate = useFormatDate();
  const { list, vacancies, total, pageCount, organizationFilter, organizationName, contacts } = loaded;
  const organization = useOrganizationFilter(organizationFilter, list.organization, organizationName);
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { selection: "ids", intent: "preview", filterQuery: onlyFilters(list) },
    constraint: getZodConstraint(BulkEditFormSchema),
    onValidate: ({ formData }) => keepServerErrors(parseWithZod(formData, { schema: BulkEditFormSchema }), lastResult),
    // Spec §5: a field is checked when it loses focus; sending checks everything.
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  const formProps = getFormProps(form);
  const checked = new Set<string>([fields.ids.initialValue ?? []].flat() as string[]);
  const selection = (fields.selection.initialValue as string | undefined) ?? "ids";
  return (
    <>
      <p className="max-w-3xl">{t("bulk.intro")}</p>
      <FilterForm
        label={t("list.filters")}
        perPage={{ value: list.perPage, sizes: MANAGE_PAGE_SIZES }}
        resetTo={lp("/vacancies/bulk-edit")}
      >
        <FilterInput name="q" label={t("list.q")} value={list.q} />
        <FilterSelect
          name="status"
          label={t("list.status")}
          value={list.status}
          anyLabel={t("list.allStatuses")}
          options={MANAGED_STATUSES.map((status) => ({ value: status, label: tv(`statuses.${status}`) }))}
        />
        <FilterSelect name="type" label={t("list.type")} value={list.type} anyLabel={t("list.anyType")} options={VACANCY_TYPES.map((type) => ({ value: type, label: tv(`types.${type}`) }))} />
        <OrganizationFilterField {...organization.field} />
      </FilterForm>
      {organization.notice ? <OrganizationNotice {...organization.notice} /> : null}

      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          if (event.defaultPrevented) focusChangesWhenNoneChosen(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        }}
        className="flex flex-col gap-6"
      >
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="preview" />
        <input type="hidden" name="filterQuery" value={onlyFilters(list)} />
        <FormErrors id={form.errorId} errors={form.errors} />

        <fieldset className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
          <legend className="px-1 text-lg font-semibold">{t("bulk.selection")}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="selection" value="ids" defaultChecked={selection !== "filter"} className="size-4 accent-primary" />
            {t("bulk.selectChecked")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="selection" value="filter" defaultChecked={selection === "filter"} disabled={total === 0} className="size-4 accent-primary" />
            {t("bulk.selectAllMatching", { count: total })}
          </label>
          {/* Said as the boxes lose focus (JavaScript): in room kept for it, so the list below does not move. */}
          <ReservedErrorList id={fields.ids.errorId} errors={fields.ids.errors} />
          <DataTable
            caption={t("list.caption", { count: total })}
            rows={vacancies}
            rowKey={(vacancy) => vacancy.id}
            selection={{ name: "ids", label: (vacancy) => t("bulk.selectOne", { title: vacancy.title }), checked }}
            page={list.page}
            empty={<EmptyState title={t("list.empty")} />}
            columns={[
              { id: "title", header: t("list.columns.title"), rowHeader: true, cell: (vacancy) => <label htmlFor={selectionInputId("ids", vacancy.id)}>{vacancy.title}</label> },
              { id: "organization", header: t("list.columns.organization"), cell: (vacancy) => vacancy.organization?.name },
              { id: "status", header: t("list.columns.status"), cell: (vacancy) => <StatusBadge status={vacancy.status} label={tv(`statuses.${vacancy.status}`)} /> },
              { id: "expiresAt", header: t("list.columns.expiresAt"), cell: (vacancy) => (vacancy.expiresAt ? formatDate(vacancy.expiresAt) : "—") },
            ]}
          />
          <p className="text-sm text-muted">{t("bulk.perPageNote")}</p>
        </fieldset>
        <Pagination page={list.page} pageCount={pageCount} />

        <ChangesFieldset formId={form.id} fields={fields} errors={form.allErrors.changes} contacts={contacts} contactPerson={contactPerson} />
        <div>
          <Button type="submit">{t("bulk.previewSubmit")}</Button>
        </div>
      </Form>
    </>
  );
}

/** The chosen values again, as hidden fields of the confirmation form. */
