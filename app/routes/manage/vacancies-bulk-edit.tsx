import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Form, Link, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorList, FormErrors } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { camelizeKeys } from "~/lib/case";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { VACANCY_TAGS, VACANCY_TYPES } from "~/modules/vacancies/constants";
import {
  BULK_ACTIONS,
  BulkEditFormSchema,
  bulkUpdateBody,
  listSearchParams,
  MANAGE_PAGE_SIZES,
  MANAGED_STATUSES,
  parseManageVacancyList,
  vacancyApiFilter,
  type BulkEditForm,
  type ManageVacancyList,
} from "~/modules/vacancies/manage-schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/vacancies-bulk-edit";
import { readBulkResult, storeBulkResult, type BulkResultRow, type BulkSummary } from "./bulk-edit.server";
import { apiOf, flashSuccess, loadContactPersons, loadOrganizations, requireManager, type Option } from "./manage.server";
import { DataTable, EmptyState, FilterForm, FilterInput, FilterSelect, inputClass, linkClass, Pagination, secondaryLinkClass, StatusBadge, useFormatDate } from "~/components/list-kit";
import type { VacancyListItem } from "./vacancies";

const filterQuery = (filter: Record<string, string>) => Object.fromEntries(Object.entries(filter).map(([name, value]) => [`filter[${name}]`, value]));
const onlyFilters = (list: ManageVacancyList) => listSearchParams({ status: list.status, type: list.type, organization: list.organization, q: list.q }).toString();

export async function loader({ context, request }: Route.LoaderArgs) {
  const manager = await requireManager(context, request);
  const url = new URL(request.url);
  const list = parseManageVacancyList(url.searchParams);
  const api = apiOf(context);
  const resultId = url.searchParams.get("result");
  const stored = resultId ? await readBulkResult(request, resultId) : null;
  if (stored) {
    // Titles and current statuses, read again: the cookie keeps ids only.
    const rows = await Promise.all(
      stored.rows.map(async ([id, outcome, reason]) => {
        const vacancy = await api
          .get<VacancyListItem>(`/api/v1/vacancies/${id}`)
          .then((r) => r.data)
          .catch(() => null);
        return { id, outcome, reason, title: vacancy?.title ?? null, status: vacancy?.status ?? null };
      }),
    );
    return { mode: "result" as const, list, result: { summary: stored.summary, rows } };
  }
  const [found, organizations, contacts] = await Promise.all([
    api.get<VacancyListItem[]>("/api/v1/vacancies", {
      query: { ...filterQuery(vacancyApiFilter(list)), sort: list.sort, include: "organization", "page[size]": list.perPage, "page[number]": list.page },
    }),
    loadOrganizations(api, manager),
    loadContactPersons(api),
  ]);
  return {
    mode: "select" as const,
    list,
    vacancies: found.data,
    total: Number(found.meta.total ?? 0),
    pageCount: Number(found.meta.pageCount ?? 1),
    organizations,
    contacts,
  };
}

type Preview = { kind: "preview"; value: BulkEditForm; summary: BulkSummary; results: BulkResultRow[] };

export async function action({ context, request }: Route.ActionArgs) {
  await requireManager(context, request);
  const submission = parseWithZod(await request.formData(), { schema: BulkEditFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  const preview = value.intent === "preview";
  let outcome: { summary: BulkSummary; results: BulkResultRow[] };
  try {
    const response = await apiOf(context).post("/api/v1/vacancies/bulk_update", { body: bulkUpdateBody(value, preview) });
    outcome = camelizeKeys<{ meta: { summary: BulkSummary; results: BulkResultRow[] } }>(await response.json()).meta;
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error || error.status !== 422) throw thrown;
    return data(submission.reply({ formErrors: error.errors.map((e) => e.detail || e.title) }), { status: 422 });
  }
  if (preview) return { kind: "preview", value, ...outcome } satisfies Preview;

  const { id, setCookie } = await storeBulkResult(outcome.summary, outcome.results);
  flashSuccess(context, "manage:bulk.done", { count: outcome.summary.changed });
  const params = new URLSearchParams(value.filterQuery);
  params.set("result", id);
  throw redirect(`${localizedPath("/vacancies/bulk-edit", context.get(localeContext))}?${params}`, { headers: { "Set-Cookie": setCookie } });
}

export default function BulkEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("manage");
  const preview = actionData && "kind" in actionData ? (actionData as Preview) : null;
  const lastResult = actionData && !("kind" in actionData) ? (actionData as SubmissionResult<string[]>) : null;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("bulk.title")} />
      <h1 className="text-3xl font-bold">{t("bulk.title")}</h1>
      {loaderData.mode === "result" ? (
        <ResultStep result={loaderData.result} list={loaderData.list} />
      ) : preview ? (
        <PreviewStep preview={preview} contacts={loaderData.contacts} />
      ) : (
        <SelectStep data={loaderData} lastResult={lastResult} />
      )}
    </section>
  );
}

function SelectStep({ data: loaded, lastResult }: { data: Extract<Route.ComponentProps["loaderData"], { mode: "select" }>; lastResult: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const formatDate = useFormatDate();
  const { list, vacancies, total, pageCount, organizations, contacts } = loaded;
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
        {organizations.length > 1 ? (
          <FilterSelect name="organization" label={t("list.organization")} value={list.organization} anyLabel={t("list.anyOrganization")} options={organizations} wide />
        ) : null}
      </FilterForm>

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
          <ErrorList id={fields.ids.errorId} errors={fields.ids.errors} />
          {vacancies.length === 0 ? (
            <EmptyState title={t("list.empty")} />
          ) : (
            <DataTable
              caption={t("list.caption", { count: total })}
              columns={[
                { label: <span className="sr-only">{t("bulk.select")}</span>, className: "w-12" },
                t("list.columns.title"),
                t("list.columns.organization"),
                t("list.columns.status"),
                t("list.columns.expiresAt"),
              ]}
            >
              {vacancies.map((vacancy) => (
                <tr key={vacancy.id} className="border-t border-border">
                  <td className="p-3">
                    <input
                      type="checkbox"
                      name="ids"
                      value={vacancy.id}
                      id={`select-${vacancy.id}`}
                      defaultChecked={checked.has(vacancy.id)}
                      aria-label={t("bulk.selectOne", { title: vacancy.title })}
                      className="size-4 accent-primary"
                    />
                  </td>
                  <th scope="row" className="p-3 font-medium">
                    <label htmlFor={`select-${vacancy.id}`}>{vacancy.title}</label>
                  </th>
                  <td className="p-3">{vacancy.organization?.name}</td>
                  <td className="p-3">
                    <StatusBadge status={vacancy.status} label={tv(`statuses.${vacancy.status}`)} />
                  </td>
                  <td className="p-3">{vacancy.expiresAt ? formatDate(vacancy.expiresAt) : "—"}</td>
                </tr>
              ))}
            </DataTable>
          )}
          <p className="text-sm text-muted">{t("bulk.perPageNote")}</p>
        </fieldset>
        <Pagination page={list.page} pageCount={pageCount} total={total} />

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
            <ChangeSelect
              name="contactPersonId"
              label={t("bulk.contactPerson")}
              defaultValue={fields.contactPersonId.initialValue as string | undefined}
              options={contacts}
              errors={fields.contactPersonId.errors}
            />
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
function HiddenValues({ value }: { value: BulkEditForm }) {
  const entries: Array<[string, string]> = [];
  for (const [name, raw] of Object.entries(value)) {
    if (name === "intent" || raw === undefined) continue;
    for (const item of Array.isArray(raw) ? raw : [raw]) entries.push([name, String(item)]);
  }
  return (
    <>
      {entries.map(([name, item], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={item} />
      ))}
    </>
  );
}

function useDescribeChange() {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const formatDate = useFormatDate();
  const tagList = (tags: unknown) => ((tags as string[]) ?? []).map((tag) => tv(`tags.${tag}`)).join(", ") || "—";
  return (name: string, change: { from: unknown; to: unknown }) => {
    switch (name) {
      case "status":
        return t("bulk.change.status", { from: tv(`statuses.${change.from}`), to: tv(`statuses.${change.to}`) });
      case "expiresAt":
        return t("bulk.change.expiresAt", { from: formatDate(change.from as string) || "—", to: formatDate(change.to as string) || "—" });
      case "tags":
        return t("bulk.change.tags", { from: tagList(change.from), to: tagList(change.to) });
      default:
        return t("bulk.change.contactPerson");
    }
  };
}

const PREVIEW_ROWS = 100;

function PreviewStep({ preview, contacts }: { preview: Preview; contacts: Option[] }) {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const describe = useDescribeChange();
  const formatDate = useFormatDate();
  const { value, summary, results } = preview;
  const cannot = results.filter((r) => r.outcome === "cannot");
  const changing = results.filter((r) => r.outcome === "changed");
  const chosen = [
    value.changeStatus ? t("bulk.chosen.status", { status: tv(`statuses.${value.changeStatus}`) }) : null,
    value.action ? t(`bulk.actions.${value.action}`) : null,
    value.expiresAt ? t("bulk.chosen.expiresAt", { date: formatDate(`${value.expiresAt}T12:00:00Z`) }) : null,
    value.addTags.length ? t("bulk.chosen.addTags", { tags: value.addTags.map((tag) => tv(`tags.${tag}`)).join(", ") }) : null,
    value.removeTags.length ? t("bulk.chosen.removeTags", { tags: value.removeTags.map((tag) => tv(`tags.${tag}`)).join(", ") }) : null,
    value.contactPersonId ? t("bulk.chosen.contactPerson", { name: contacts.find((c) => c.value === value.contactPersonId)?.label ?? value.contactPersonId }) : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-6">
      <h2 id="preview-heading" className="text-2xl font-semibold">
        {t("bulk.previewTitle")}
      </h2>
      <div>
        <h3 className="font-semibold">{t("bulk.chosenHeading")}</h3>
        <ul className="mt-1 list-inside list-disc">
          {chosen.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <SummaryList summary={summary} />
      {cannot.length > 0 ? (
        <ResultTable caption={t("bulk.cannotCaption", { count: cannot.length })} rows={cannot.slice(0, PREVIEW_ROWS)} more={cannot.length - PREVIEW_ROWS} />
      ) : null}
      {changing.length > 0 ? (
        <DataTable
          caption={t("bulk.changingCaption", { count: changing.length })}
          columns={[t("list.columns.title"), t("bulk.columns.changes")]}
          footer={changing.length > PREVIEW_ROWS ? <p className="p-3">{t("bulk.more", { count: changing.length - PREVIEW_ROWS })}</p> : null}
        >
          {changing.slice(0, PREVIEW_ROWS).map((row) => (
            <tr key={row.id} className="border-t border-border align-top">
              <th scope="row" className="p-3 font-medium">{row.title}</th>
              <td className="p-3">
                <ul>
                  {Object.entries(row.changes ?? {}).map(([name, change]) => (
                    <li key={name}>{describe(name, change)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="apply" />
        <HiddenValues value={value} />
        {summary.changed > 0 ? <Button type="submit">{t("bulk.confirm", { count: summary.changed })}</Button> : <p>{t("bulk.nothingToDo")}</p>}
        <Link to={lp(`/vacancies/bulk-edit${value.filterQuery ? `?${value.filterQuery}` : ""}`)} className={secondaryLinkClass}>
          {t("bulk.back")}
        </Link>
      </Form>
    </section>
  );
}

function SummaryList({ summary }: { summary: BulkSummary }) {
  const { t } = useTranslation("manage");
  return (
    <dl className="grid max-w-2xl grid-cols-2 gap-3 md:grid-cols-4" aria-label={t("bulk.summary")}>
      {(["matched", "changed", "unchanged", "cannot"] as const).map((name) => (
        <div key={name} className="rounded-lg border border-border bg-surface p-3">
          <dt className="text-sm text-muted">{t(`bulk.counts.${name}`)}</dt>
          <dd className="text-2xl font-bold" data-testid={`count-${name}`}>
            {summary[name]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ResultTable({ caption, rows, more }: { caption: string; rows: Array<{ id: string; title: string | null; outcome: string; reason?: string; status?: string | null }>; more: number }) {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const showStatus = rows.some((row) => row.status !== undefined);
  return (
    <DataTable
      caption={caption}
      columns={[t("list.columns.title"), t("bulk.columns.outcome"), showStatus && t("bulk.columns.status")]}
      footer={more > 0 ? <p className="p-3">{t("bulk.more", { count: more })}</p> : null}
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-border">
          <th scope="row" className="p-3 font-medium">
            {row.title ? (
              <Link to={lp(`/vacancies/${row.id}/edit`)} className={linkClass}>
                {row.title}
              </Link>
            ) : (
              t("bulk.unknownVacancy")
            )}
          </th>
          <td className="p-3">
            {t(`bulk.outcomes.${row.outcome}`)}
            {row.reason ? `: ${t(`bulk.reasons.${row.reason}`)}` : ""}
          </td>
          {showStatus ? <td className="p-3">{row.status ? <StatusBadge status={row.status} label={tv(`statuses.${row.status}`)} /> : "—"}</td> : null}
        </tr>
      ))}
    </DataTable>
  );
}

function ResultStep({
  result,
  list,
}: {
  result: { summary: BulkSummary; rows: Array<{ id: string; outcome: string; reason?: string; title: string | null; status: string | null }> };
  list: ManageVacancyList;
}) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  const filters = onlyFilters(list);
  return (
    <section aria-labelledby="result-heading" className="flex flex-col gap-6">
      <h2 id="result-heading" className="text-2xl font-semibold">
        {t("bulk.resultTitle")}
      </h2>
      <SummaryList summary={result.summary} />
      <ResultTable caption={t("bulk.resultCaption")} rows={result.rows} more={result.summary.matched - result.rows.length} />
      <p className="flex flex-wrap gap-4">
        <Link to={lp(`/vacancies${filters ? `?${filters}` : ""}`)} className={linkClass}>
          {t("bulk.toList")}
        </Link>
        <Link to={lp(`/vacancies/bulk-edit${filters ? `?${filters}` : ""}`)} className={linkClass}>
          {t("bulk.again")}
        </Link>
      </p>
    </section>
  );
}

export const handle = { i18n: ["manage", "vacancies"] } satisfies I18nHandle;
