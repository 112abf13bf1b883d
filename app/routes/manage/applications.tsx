import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { OrganizationFilterField, OrganizationNotice, useOrganizationFilter } from "~/components/organization-filter";
import { RelativeTime } from "~/components/feedback/relative-time";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { APPLICATION_STATUS_FILTERS, applicationApiFilter, ApplicationListSchema, MANAGE_PAGE_SIZES } from "~/modules/vacancies/manage-schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/applications";
import { apiOf, isManager, requireManager, type Option } from "./manage.server";
import { loadOrganizationFilter, readOrganizationFilter } from "~/modules/organizations/organization-filter.server";
import { OwnApplications } from "~/components/applications/own-applications";
import { loadOwnApplications } from "~/modules/applications/own-pages.server";
import { requireUser } from "~/modules/users/session-user.server";
import { DataTable, EmptyState, FilterForm, FilterInput, FilterSelect, linkClass, Pagination, StatusBadge } from "~/components/list-kit";

export type ApplicationItem = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  status: "accepted" | "rejected" | null;
  vacancyId: string;
  vacancyTitle: string;
  organizationId: string;
  canManage: boolean;
  createdAt: string;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  // Volunteers (no management role) see their own responses here (spec §2); managers keep their table.
  if (!isManager(await requireUser(context, request))) return loadOwnApplications(context, request);
  const manager = await requireManager(context, request);
  const parsed = ApplicationListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const api = apiOf(context);
  const { organization, organizationName } = await readOrganizationFilter(api, manager, request, parsed.organization);
  const list = { ...parsed, organization };
  const [found, organizationFilter, vacancies] = await Promise.all([
    api.getPage<ApplicationItem>("/api/v1/applications", {
      query: { ...applicationApiFilter(list), "page[size]": list.perPage, "page[number]": list.page },
    }),
    loadOrganizationFilter(api, manager, organization),
    api.get<Array<{ id: string; title: string }>>("/api/v1/vacancies", { query: { "filter[scope]": "managed", sort: "title", "page[size]": 100 } }),
  ]);
  const vacancyOptions: Option[] = vacancies.data.map((v) => ({ value: v.id, label: v.title }));
  // A vacancy chosen elsewhere (a link from its edit page) may be beyond the first hundred.
  if (list.vacancy && !vacancyOptions.some((o) => o.value === list.vacancy)) {
    const chosen = await api
      .get<{ id: string; title: string }>(`/api/v1/vacancies/${list.vacancy}`)
      .then((r) => r.data)
      .catch(() => null);
    if (chosen) vacancyOptions.unshift({ value: chosen.id, label: chosen.title });
  }
  return {
    view: "manage" as const,
    list,
    applications: found.rows,
    total: found.total,
    pageCount: found.pageCount,
    organizationFilter,
    organizationName,
    vacancies: vacancyOptions,
  };
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "own") return <OwnApplications {...loaderData} />;
  return <ManagedApplications loaderData={loaderData} />;
}

function ManagedApplications({ loaderData }: { loaderData: Extract<Route.ComponentProps["loaderData"], { view: "manage" }> }) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  const { list, applications, total, pageCount, organizationFilter, organizationName, vacancies } = loaderData;
  const organization = useOrganizationFilter(organizationFilter, list.organization, organizationName);
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("applications.title")} />
      <h1 className="text-3xl font-bold">{t("applications.title")}</h1>
      <FilterForm
        label={t("applications.filters")}
        perPage={{ value: list.perPage, sizes: MANAGE_PAGE_SIZES }}
        resetTo={lp("/applications")}
      >
        <FilterInput name="q" label={t("applications.q")} value={list.q} />
        <FilterSelect
          name="status"
          label={t("applications.status")}
          value={list.status}
          anyLabel={t("applications.anyStatus")}
          options={APPLICATION_STATUS_FILTERS.map((status) => ({ value: status, label: t(`applications.statuses.${status}`) }))}
        />
        <FilterSelect name="vacancy" label={t("applications.vacancy")} value={list.vacancy} anyLabel={t("applications.anyVacancy")} options={vacancies} wide />
        <OrganizationFilterField {...organization.field} />
        <FilterInput type="date" name="from" label={t("applications.from")} value={list.from} />
        <FilterInput type="date" name="to" label={t("applications.to")} value={list.to} />
      </FilterForm>
      {organization.notice ? <OrganizationNotice {...organization.notice} /> : null}

      <DataTable
        caption={t("applications.caption", { count: total })}
        rows={applications}
        rowKey={(application) => application.id}
        empty={<EmptyState title={t("applications.empty")} />}
        columns={[
          {
            id: "name",
            header: t("applications.columns.name"),
            rowHeader: true,
            cell: (application) => (
              <Link to={lp(`/applications/${application.id}`)} className={linkClass}>
                {application.name}
              </Link>
            ),
          },
          { id: "email", header: t("applications.columns.email"), cell: (application) => application.email },
          { id: "vacancy", header: t("applications.columns.vacancy"), cell: (application) => application.vacancyTitle },
          {
            id: "status",
            header: t("applications.columns.status"),
            cell: (application) => <StatusBadge status={application.status ?? "new"} label={t(`applications.statuses.${application.status ?? "new"}`)} />,
          },
          { id: "createdAt", header: t("applications.columns.createdAt"), cell: (application) => <RelativeTime date={application.createdAt} /> },
        ]}
      />
      <Pagination page={list.page} pageCount={pageCount} />
    </section>
  );
}

export const handle = { i18n: ["manage"] } satisfies I18nHandle;
