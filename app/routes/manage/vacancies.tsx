import { useTranslation } from "~/modules/i18n/use-translation";
import { runRowAction } from "~/lib/row-action.server";
import { Link } from "react-router";
import { RelativeTime } from "~/components/feedback/relative-time";
import { PageTitle } from "~/components/page-title";
import { OrganizationFilterField, OrganizationNotice, useOrganizationFilter } from "~/components/organization-filter";
import { linkButtonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { VACANCY_TYPES } from "~/modules/vacancies/constants";
import {
  MANAGE_PAGE_SIZES,
  MANAGE_SORTS,
  MANAGED_STATUSES,
  filterParams,
  parseManageVacancyList,
  vacancyApiFilter,
  VacancyRowActionSchema,
} from "~/modules/vacancies/manage-schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/vacancies";
import { apiOf, countVacanciesByStatus, requireManager } from "./manage.server";
import { loadOrganizationFilter, readOrganizationFilter } from "~/modules/organizations/organization-filter.server";
import {
  ConfirmActions,
  ConfirmPanel,
  DataTable,
  EmptyState,
  FilterForm,
  FilterInput,
  FilterSelect,
  linkClass,
  Pagination,
  RowActions,
  StatusBadge,
  StatusTabs,
  useFormatDate,
  useHrefWith,
} from "~/components/list-kit";

export type VacancyListItem = {
  id: string;
  title: string;
  status: string;
  vacancyType: string;
  expiresAt: string | null;
  createdAt: string;
  city: string | null;
  organization?: { id: string; name: string } | null;
  canManage: boolean;
};

/*
 * Only what the table shows (sparse fieldsets): the rows go into the page's
 * data as well as its HTML, and a vacancy's description, tags and address
 * made up most of both (issue 10).
 */
const LIST_FIELDS = {
  "fields[vacancies]": "title,status,vacancy_type,expires_at,created_at,city,can_manage,organization",
  "fields[organizations]": "name",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const manager = await requireManager(context, request);
  const url = new URL(request.url);
  const api = apiOf(context);
  const parsed = parseManageVacancyList(url.searchParams);
  const { organization, organizationName } = await readOrganizationFilter(api, manager, request, parsed.organization);
  const list = { ...parsed, organization };
  const filter = vacancyApiFilter(list);
  const confirm = url.searchParams.get("confirm");
  const confirmId = url.searchParams.get("id");
  const [result, counts, organizationFilter, confirming] = await Promise.all([
    api.getPage<VacancyListItem>("/api/v1/vacancies", {
      query: { ...filterParams(filter), sort: list.sort, include: "organization", ...LIST_FIELDS, "page[size]": list.perPage, "page[number]": list.page },
    }),
    countVacanciesByStatus(api, filter),
    loadOrganizationFilter(api, manager, list.organization),
    (confirm === "archive" || confirm === "delete") && confirmId && /^[0-9a-f-]{36}$/i.test(confirmId)
      ? api.get<VacancyListItem>(`/api/v1/vacancies/${confirmId}`).then(({ data: vacancy }) => ({ action: confirm, vacancy }))
      : Promise.resolve(null),
  ]);
  return {
    list,
    vacancies: result.rows,
    total: result.total,
    pageCount: result.pageCount,
    counts,
    organizationFilter,
    organizationName,
    confirming,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireManager(context, request);
  const api = apiOf(context);
  return runRowAction(context, request, VacancyRowActionSchema, async ({ intent, id }) => {
    if (intent === "delete") await api.delete(`/api/v1/vacancies/${id}`);
    else await api.put(`/api/v1/vacancies/${id}/${intent}`);
    return { key: `manage:list.done.${intent}` };
  });
}

export default function Vacancies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  const formatDate = useFormatDate();
  const { list, vacancies, total, pageCount, counts, organizationFilter, organizationName, confirming } = loaderData;
  const organization = useOrganizationFilter(organizationFilter, list.organization, organizationName);
  const actionsOf = (vacancy: VacancyListItem) => {
    const action = (name: string) => ({ text: t(`list.actions.${name}Short`), label: t(`list.actions.${name}`, { title: vacancy.title }) });
    return [
      { ...action("edit"), to: lp(`/vacancies/${vacancy.id}/edit`) },
      { ...action("view"), to: lp(`/vacancies/${vacancy.id}`) },
      vacancy.status === "archived"
        ? { ...action("restore"), post: { intent: "restore", id: vacancy.id } }
        : { ...action("archive"), to: hrefWith({ confirm: "archive", id: vacancy.id }) },
      { ...action("delete"), to: hrefWith({ confirm: "delete", id: vacancy.id }), danger: true },
    ];
  };
  const bulkParams = new URLSearchParams(Object.entries({ status: list.status, type: list.type, organization: list.organization, q: list.q }).filter((e): e is [string, string] => !!e[1]));
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("list.title")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t("list.title")}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={lp(`/vacancies/bulk-edit${bulkParams.size ? `?${bulkParams}` : ""}`)} className={linkClass + " self-center"}>
            {t("list.bulkEdit")}
          </Link>
          {/* The page's one add link (an empty list offers no second one); a list narrowed to one organization adds for it. */}
          <Link to={lp(`/vacancies/add${list.organization ? `?${new URLSearchParams({ organization: list.organization })}` : ""}`)} className={linkButtonClass}>
            {t("list.add")}
          </Link>
        </div>
      </div>

      {confirming ? (
        <ConfirmPanel title={t(`list.confirm.${confirming.action}.title`)}>
          <p>{t(`list.confirm.${confirming.action}.question`, { title: confirming.vacancy.title })}</p>
          <ConfirmActions
            intent={confirming.action}
            values={{ id: confirming.vacancy.id }}
            confirmLabel={t(`list.confirm.${confirming.action}.submit`)}
            cancelLabel={t("list.confirm.cancel")}
            cancelTo={hrefWith({ confirm: undefined, id: undefined })}
          />
        </ConfirmPanel>
      ) : null}

      <StatusTabs
        label={t("list.statusTabs")}
        statuses={MANAGED_STATUSES}
        current={list.status}
        counts={counts}
        allLabel={t("list.allStatuses")}
        statusLabel={(status) => tv(`statuses.${status}`)}
      />

      <FilterForm label={t("list.filters")} perPage={{ value: list.perPage, sizes: MANAGE_PAGE_SIZES }} resetTo={lp("/vacancies")}>
        {list.status ? <input type="hidden" name="status" value={list.status} /> : null}
        <FilterInput name="q" label={t("list.q")} value={list.q} />
        <FilterSelect name="type" label={t("list.type")} value={list.type} anyLabel={t("list.anyType")} options={VACANCY_TYPES.map((type) => ({ value: type, label: tv(`types.${type}`) }))} />
        <OrganizationFilterField {...organization.field} />
        <FilterSelect name="sort" label={t("list.sort")} value={list.sort} options={MANAGE_SORTS.map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) }))} />
      </FilterForm>
      {organization.notice ? <OrganizationNotice {...organization.notice} /> : null}

      <DataTable
        caption={t("list.caption", { count: total })}
        rows={vacancies}
        rowKey={(vacancy) => vacancy.id}
        sort={list.sort}
        page={list.page}
        empty={<EmptyState title={t("list.empty")} />}
        columns={[
          {
            id: "title",
            header: t("list.columns.title"),
            rowHeader: true,
            sort: { asc: "title", desc: "-title" },
            cell: (vacancy) => (
              <Link to={lp(`/vacancies/${vacancy.id}/edit`)} className={linkClass}>
                {vacancy.title}
              </Link>
            ),
          },
          { id: "organization", header: t("list.columns.organization"), cell: (vacancy) => vacancy.organization?.name },
          { id: "type", header: t("list.columns.type"), cell: (vacancy) => tv(`types.${vacancy.vacancyType}`) },
          { id: "status", header: t("list.columns.status"), cell: (vacancy) => <StatusBadge status={vacancy.status} label={tv(`statuses.${vacancy.status}`)} /> },
          {
            id: "expiresAt",
            header: t("list.columns.expiresAt"),
            sort: { asc: "expires_at", desc: "-expires_at" },
            cell: (vacancy) => (vacancy.expiresAt ? formatDate(vacancy.expiresAt) : "—"),
          },
          {
            id: "createdAt",
            header: t("list.columns.createdAt"),
            sort: { asc: "created_at", desc: "-created_at", first: "desc" },
            cell: (vacancy) => <RelativeTime date={vacancy.createdAt} />,
          },
          { id: "actions", header: t("list.columns.actions"), cell: (vacancy) => <RowActions actions={actionsOf(vacancy)} /> },
        ]}
      />
      <Pagination page={list.page} pageCount={pageCount} />
    </section>
  );
}

export const handle = { i18n: ["manage", "vacancies"] } satisfies I18nHandle;
