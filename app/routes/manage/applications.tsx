import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { OrganizationFilterField, OrganizationNotice, useOrganizationFilter } from "~/components/organization-filter";
import { RelativeTime } from "~/components/feedback/relative-time";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { VacancyFilterField, VacancyNotice, useVacancyFilter } from "~/components/vacancy-filter";
import { redirectToChosen, resolveNameFilter } from "~/lib/name-search.server";
import { APPLICATION_STATUS_FILTERS, applicationApiFilter, ApplicationListSchema, MANAGE_PAGE_SIZES, readApplicationDates, VACANCY_FILTER_PARAMS } from "~/modules/vacancies/manage-schema";
import { managedVacancyTitles } from "~/modules/vacancies/title-search.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/applications";
import { apiOf, isManager, requireManager } from "./manage.server";
import { loadOrganizationFilter, resolveOrganizationFilter } from "~/modules/organizations/organization-filter.server";
import { OwnApplications } from "~/components/applications/own-applications";
import { loadOwnApplications } from "~/modules/applications/own-pages.server";
import { requireUser } from "~/modules/users/session-user.server";
import { dateMessages } from "~/lib/validation-messages";
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
  const params = new URL(request.url).searchParams;
  const parsed = ApplicationListSchema.parse(Object.fromEntries(params));
  // Dates the list cannot use are said at their field, and the list is then not filtered by date.
  const dates = readApplicationDates(params);
  const datesFailed = Boolean(dates.errors.from || dates.errors.to);
  const api = apiOf(context);
  // The organization by a typed name, then the vacancy by a typed title among the organization's (decision 056);
  // one redirect for both, as one form sent them.
  const organizationRead = await resolveOrganizationFilter(api, manager, request, parsed.organization);
  const vacancyTitles = managedVacancyTitles(api, organizationRead.id);
  const vacancyRead = await resolveNameFilter(request, VACANCY_FILTER_PARAMS, parsed.vacancy, vacancyTitles);
  redirectToChosen(request, [organizationRead, vacancyRead]);
  const { id: organization, unresolved: organizationName } = organizationRead;
  const { id: vacancy, unresolved: vacancyTitle } = vacancyRead;
  const list = { ...parsed, organization, vacancy, ...(datesFailed ? { from: undefined, to: undefined } : {}) };
  const [found, organizationFilter, chosenVacancy] = await Promise.all([
    api.getPage<ApplicationItem>("/api/v1/applications", {
      query: { ...applicationApiFilter(list), "page[size]": list.perPage, "page[number]": list.page },
    }),
    loadOrganizationFilter(api, manager, organization),
    vacancy ? vacancyTitles.load(vacancy) : null,
  ]);
  return {
    view: "manage" as const,
    list,
    applications: found.rows,
    total: found.total,
    pageCount: found.pageCount,
    organizationFilter,
    organizationName,
    vacancyFilter: { chosen: chosenVacancy, lost: Boolean(vacancy) && !chosenVacancy },
    vacancyTitle,
    typedDates: dates.typed,
    dateErrors: dates.errors,
  };
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "own") return <OwnApplications {...loaderData} />;
  return <ManagedApplications loaderData={loaderData} />;
}

function ManagedApplications({ loaderData }: { loaderData: Extract<Route.ComponentProps["loaderData"], { view: "manage" }> }) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  const { list, applications, total, pageCount, organizationFilter, organizationName, vacancyFilter, vacancyTitle, typedDates, dateErrors } = loaderData;
  const organization = useOrganizationFilter(organizationFilter, list.organization, organizationName);
  const vacancy = useVacancyFilter(vacancyFilter, vacancyTitle);
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
        <VacancyFilterField {...vacancy.field} organization={list.organization} />
        <OrganizationFilterField {...organization.field} />
        {/* A value a date input cannot hold ("2026-13-45") is shown as typed in a text field beside its message. */}
        <FilterInput type={dateErrors.from ? "text" : "date"} name="from" label={t("applications.from")} value={typedDates.from} error={dateErrors.from} />
        <FilterInput type={dateErrors.to === dateMessages.invalidDate ? "text" : "date"} name="to" label={t("applications.to")} value={typedDates.to} error={dateErrors.to} />
      </FilterForm>
      {dateErrors.from || dateErrors.to ? (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-3 text-sm text-danger">
          {t("applications.datesIgnored")}
        </p>
      ) : null}
      {organization.notice ? <OrganizationNotice {...organization.notice} /> : null}
      {vacancy.notice ? <VacancyNotice {...vacancy.notice} /> : null}

      <DataTable
        caption={t("applications.caption", { count: total })}
        rows={applications}
        rowKey={(application) => application.id}
        page={list.page}
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
