import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { RelativeTime } from "~/components/feedback/relative-time";
import { PageTitle } from "~/components/page-title";
import { linkButtonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import {
  DeleteIntentSchema,
  LISTED_STATUSES,
  ORGANIZATION_PAGE_SIZES,
  organizationApiFilter,
  parseOrganizationList,
} from "~/modules/organizations/manage-schema";
import { DeleteConfirmation } from "~/modules/organizations/delete-confirmation";
import { apiOf, requireCenterRole } from "~/modules/organizations/pages.server";
import { statusCounts } from "~/modules/api-client/client.server";
import { runRowAction } from "~/lib/row-action.server";
import { ORGANIZATION_TYPES } from "~/modules/organizations/schema";
import {
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
  useHrefWith,
} from "~/components/list-kit";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/list";

export type OrganizationListItem = { id: string; name: string; organizationType: string; status: string; city: string | null; createdAt: string };

const isId = (value: string | null): value is string => !!value && /^[0-9a-f-]{36}$/i.test(value);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireCenterRole(context, request);
  const url = new URL(request.url);
  const list = parseOrganizationList(url.searchParams);
  const api = apiOf(context);
  const filter = organizationApiFilter(list);
  const confirmId = url.searchParams.get("confirm") === "delete" ? url.searchParams.get("id") : null;
  // The approve link counts the whole queue, as /organizations/approve shows it whatever this list's filters. The
  // tabs' pending count is that number unless a search or type narrows the counts (the status filter does not).
  const narrowed = Boolean(list.q || list.type);
  const [{ rows: organizations, total, pageCount, meta }, queued, confirming] = await Promise.all([
    api.getPage<OrganizationListItem>("/api/v1/organizations", { query: { ...filter, "page[size]": list.perPage, "page[number]": list.page } }),
    narrowed ? api.getPage<unknown>("/api/v1/organizations", { query: { "filter[status]": "pending", "page[size]": 1 } }).then(({ total }) => total) : null,
    isId(confirmId) ? api.get<OrganizationListItem>(`/api/v1/organizations/${confirmId}`).then(({ data }) => data) : Promise.resolve(null),
  ]);
  // The API counts each status under the other filters in the list's meta (one grouped count), for the tabs.
  const counts = statusCounts(meta, LISTED_STATUSES);
  return { list, organizations, total, pageCount, counts, pending: queued ?? counts.pending, confirming };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireCenterRole(context, request);
  const api = apiOf(context);
  return runRowAction(context, request, DeleteIntentSchema, async ({ id }) => {
    const { data: organization } = await api.get<OrganizationListItem>(`/api/v1/organizations/${id}`);
    await api.delete(`/api/v1/organizations/${id}`);
    return { key: "organizations:delete.done", values: { name: organization.name } };
  });
}

export default function Organizations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("organizations");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  const { list, organizations, total, pageCount, counts, pending, confirming } = loaderData;
  const actionsOf = (organization: OrganizationListItem) => {
    const action = (name: string) => ({ text: t(`list.actions.${name}Short`), label: t(`list.actions.${name}`, { name: organization.name }) });
    return [
      { ...action("view"), to: lp(`/organizations/${organization.id}`) },
      { ...action("edit"), to: lp(`/organizations/${organization.id}/edit`) },
      { ...action("delete"), to: hrefWith({ confirm: "delete", id: organization.id }), danger: true },
    ];
  };
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("list.title")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t("list.title")}</h1>
        <div className="flex flex-wrap gap-3">
          <Link to={lp("/organizations/approve")} className={linkClass + " self-center"}>
            {t("list.approveQueue", { count: pending })}
          </Link>
          <Link to={lp("/organizations/add")} className={linkButtonClass}>
            {t("list.add")}
          </Link>
        </div>
      </div>

      {confirming ? <DeleteConfirmation organization={confirming} cancelHref={hrefWith({ confirm: undefined, id: undefined })} /> : null}

      <StatusTabs
        label={t("list.statusTabs")}
        statuses={LISTED_STATUSES}
        current={list.status}
        counts={counts}
        allLabel={t("list.allStatuses")}
        statusLabel={(status) => t(`statuses.${status}`)}
      />

      <FilterForm
        label={t("list.filters")}
        perPage={{ value: list.perPage, sizes: ORGANIZATION_PAGE_SIZES }}
        resetTo={lp("/organizations")}
      >
        <FilterInput name="q" label={t("list.q")} value={list.q} />
        <FilterSelect name="type" label={t("list.type")} value={list.type} anyLabel={t("list.anyType")} options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))} />
        <FilterSelect
          name="status"
          label={t("list.status")}
          value={list.status}
          anyLabel={t("list.anyStatus")}
          options={LISTED_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
      </FilterForm>

      <DataTable
        caption={t("list.caption", { count: total })}
        rows={organizations}
        rowKey={(organization) => organization.id}
        page={list.page}
        // The header's add link is the page's one (an empty list offers no second one).
        empty={<EmptyState title={t("list.empty")} hint={t("list.emptyHint")} />}
        columns={[
          {
            id: "name",
            header: t("list.columns.name"),
            rowHeader: true,
            cell: (organization) => (
              <Link to={lp(`/organizations/${organization.id}/edit`)} className={linkClass}>
                {organization.name}
              </Link>
            ),
          },
          { id: "type", header: t("list.columns.type"), cell: (organization) => t(`types.${organization.organizationType}`) },
          {
            id: "status",
            header: t("list.columns.status"),
            cell: (organization) => <StatusBadge status={organization.status === "approved" ? "published" : organization.status} label={t(`statuses.${organization.status}`)} />,
          },
          { id: "city", header: t("common:address.city"), cell: (organization) => organization.city ?? "—" },
          { id: "createdAt", header: t("list.columns.createdAt"), cell: (organization) => <RelativeTime date={organization.createdAt} /> },
          { id: "actions", header: t("list.columns.actions"), cell: (organization) => <RowActions actions={actionsOf(organization)} /> },
        ]}
      />
      <Pagination page={list.page} pageCount={pageCount} />
    </section>
  );
}

export const handle = { i18n: ["organizations"] } satisfies I18nHandle;
