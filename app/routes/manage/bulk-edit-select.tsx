import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { DataTable, EmptyState, FilterForm, FilterInput, FilterSelect, inputClass, Pagination, selectionInputId, StatusBadge, useFormatDate } from "~/components/list-kit";
import { ErrorList, FormErrors, ReservedErrorList } from "~/components/forms";
import { OrganizationFilterField, OrganizationNotice, useOrganizationFilter } from "~/components/organization-filter";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { useTranslation } from "~/modules/i18n/use-translation";
import { VACANCY_TAGS, VACANCY_TYPES } from "~/modules/vacancies/constants";
import type { OrganizationFilter, UnresolvedName } from "~/modules/organizations/name-match";
import { NameChoiceField } from "~/components/name-choice";
import {
  BULK_ACTIONS,
  BulkEditFormSchema,
  CONTACT_PERSON_NAMES,
  unresolvedPersonError,
  type ContactPersonState,
  MANAGE_PAGE_SIZES,
  MANAGED_STATUSES,
  onlyFilters,
  type ManageVacancyList,
} from "~/modules/vacancies/manage-schema";
import type { Option } from "./manage.server";
import type { VacancyListItem } from "./vacancies";

/** Where a center user's person field asks for suggestions as one types (`?q=`). */
const PERSON_SUGGESTIONS_PATH = "/users/suggesties.json";

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
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BulkEditFormSchema }),
    // Spec §5: a field is checked when it loses focus; sending checks everything.
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  const checked = new Set<string>([fields.ids.initialValue ?? []].flat() as string[]);
  const selection = (fields.selection.initialValue as string | undefined) ?? "ids";
  const initialList = (field: { initialValue?: unknown }) => new Set<string>([field.initialValue ?? []].flat() as string[]);
  const addTags = initialList(fields.addTags);
  const removeTags = initialList(fields.removeTags);
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

      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
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

        <fieldset className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
          <legend className="px-1 text-lg font-semibold">{t("bulk.changes")}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            <ChangeSelect
              name="changeStatus"
              label={t("bulk.changeStatus")}
              defaultValue={fields.changeStatus.initialValue as string | undefined}
              options={MANAGED_STATUSES.map((s) => ({ value: s, label: tv(`statuses.${s}`) }))}
              errors={fields.changeStatus.errors}
            />
            <ChangeSelect
              name="action"
              label={t("bulk.action")}
              defaultValue={fields.action.initialValue as string | undefined}
              options={BULK_ACTIONS.map((a) => ({ value: a, label: t(`bulk.actions.${a}`) }))}
              errors={fields.action.errors}
            />
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t("bulk.expiresAt")}</span>
              <input type="date" name="expiresAt" defaultValue={(fields.expiresAt.initialValue as string | undefined) ?? ""} className={inputClass} />
              <ErrorList errors={fields.expiresAt.errors} />
            </label>
            {contacts ? (
              <ChangeSelect
                name="contactPersonId"
                label={t("bulk.contactPerson")}
                defaultValue={fields.contactPersonId.initialValue as string | undefined}
                options={contacts}
                errors={fields.contactPersonId.errors}
              />
            ) : (
              <ContactPersonField state={contactPerson} errors={fields.contactPersonId.errors} />
            )}
          </div>
          <TagBoxes name="addTags" legend={t("bulk.addTags")} checked={addTags} />
          <TagBoxes name="removeTags" legend={t("bulk.removeTags")} checked={removeTags} />
        </fieldset>
        <div>
          <Button type="submit">{t("bulk.previewSubmit")}</Button>
        </div>
      </Form>
    </>
  );
}

/** Center roles' contact person: a search by name or e-mail address (decision 056); empty changes nothing. */
function ContactPersonField({ state, errors }: { state: ContactPersonState | null; errors?: string[] }) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  return (
    <NameChoiceField
      label={t("bulk.contactPerson")}
      hint={t("bulk.contactPersonHint")}
      names={CONTACT_PERSON_NAMES}
      chosen={state?.chosen ?? null}
      unresolved={state?.unresolved ?? null}
      unresolvedError={unresolvedPersonError}
      errors={errors}
      suggestionsUrl={(text) => `${lp(PERSON_SUGGESTIONS_PATH)}?q=${encodeURIComponent(text)}`}
      words={{
        countText: (shown, found) => (shown < found ? t("bulk.personSearch.someOf", { count: found, shown }) : t("bulk.personSearch.found", { count: shown })),
        noneText: t("bulk.personSearch.none"),
        choose: (typed) => t("bulk.personSearch.choose", { typed }),
        more: (count) => t("bulk.personSearch.more", { count }),
      }}
    />
  );
}

function ChangeSelect({ name, label, defaultValue, options, errors }: { name: string; label: string; defaultValue?: string; options: Option[]; errors?: string[] }) {
  const { t } = useTranslation("manage");
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label}</span>
      <select name={name} defaultValue={defaultValue ?? ""} className={inputClass}>
        <option value="">{t("bulk.noChange")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList errors={errors} />
    </label>
  );
}

function TagBoxes({ name, legend, checked }: { name: string; legend: string; checked: Set<string> }) {
  const { t: tv } = useTranslation("vacancies");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
        {VACANCY_TAGS.map((tag) => (
          <label key={tag} className="flex items-center gap-2">
            <input type="checkbox" name={name} value={tag} defaultChecked={checked.has(tag)} className="size-4 accent-primary" />
            {tv(`tags.${tag}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The chosen values again, as hidden fields of the confirmation form. */
