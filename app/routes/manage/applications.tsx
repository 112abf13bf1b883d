import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { RelativeTime } from "~/components/feedback/relative-time";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { APPLICATION_STATUS_FILTERS, applicationApiFilter, ApplicationListSchema, MANAGE_PAGE_SIZES } from "~/modules/vacancies/manage-schema";
import type { Route } from "./+types/applications";
import { apiOf, loadOrganizations, requireManager, type Option } from "./manage.server";
import { EmptyState, inputClass, linkClass, Pagination, PerPageSelect, StatusBadge } from "./ui";

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
  const manager = await requireManager(context, request);
  const list = ApplicationListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const api = apiOf(context);
  const [found, organizations, vacancies] = await Promise.all([
    api.get<ApplicationItem[]>("/api/v1/applications", {
      query: { ...applicationApiFilter(list), "page[size]": list.perPage, "page[number]": list.page },
    }),
    loadOrganizations(api, manager),
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
    list,
    applications: found.data,
    total: Number(found.meta.total ?? 0),
    pageCount: Number(found.meta.pageCount ?? 1),
    organizations,
    vacancies: vacancyOptions,
  };
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  const { list, applications, total, pageCount, organizations, vacancies } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("applications.title")} />
      <h1 className="text-3xl font-bold">{t("applications.title")}</h1>
      <Form method="get" role="search" aria-label={t("applications.filters")} className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-4">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("applications.q")}</span>
          <input type="search" name="q" defaultValue={list.q ?? ""} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("applications.status")}</span>
          <select name="status" defaultValue={list.status ?? ""} className={inputClass}>
            <option value="">{t("applications.anyStatus")}</option>
            {APPLICATION_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`applications.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("applications.vacancy")}</span>
          <select name="vacancy" defaultValue={list.vacancy ?? ""} className={inputClass + " max-w-64"}>
            <option value="">{t("applications.anyVacancy")}</option>
            {vacancies.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {organizations.length > 1 ? (
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t("list.organization")}</span>
            <select name="organization" defaultValue={list.organization ?? ""} className={inputClass + " max-w-64"}>
              <option value="">{t("list.anyOrganization")}</option>
              {organizations.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("applications.from")}</span>
          <input type="date" name="from" defaultValue={list.from ?? ""} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("applications.to")}</span>
          <input type="date" name="to" defaultValue={list.to ?? ""} className={inputClass} />
        </label>
        <PerPageSelect value={list.perPage} sizes={MANAGE_PAGE_SIZES} />
        <Button type="submit">{t("list.filter")}</Button>
        <Link to={lp("/applications")} className={linkClass + " self-center"}>
          {t("list.reset")}
        </Link>
      </Form>

      {applications.length === 0 ? (
        <EmptyState>
          <p className="font-semibold">{t("applications.empty")}</p>
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-surface">
          <table className="w-full text-left">
            <caption className="p-3 text-left font-semibold">{t("applications.caption", { count: total })}</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="p-3">{t("applications.columns.name")}</th>
                <th scope="col" className="p-3">{t("applications.columns.email")}</th>
                <th scope="col" className="p-3">{t("applications.columns.vacancy")}</th>
                <th scope="col" className="p-3">{t("applications.columns.status")}</th>
                <th scope="col" className="p-3">{t("applications.columns.createdAt")}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => {
                const status = application.status ?? "new";
                return (
                  <tr key={application.id} className="border-t border-border">
                    <th scope="row" className="p-3 font-medium">
                      <Link to={lp(`/applications/${application.id}`)} className={linkClass}>
                        {application.name}
                      </Link>
                    </th>
                    <td className="p-3">{application.email}</td>
                    <td className="p-3">{application.vacancyTitle}</td>
                    <td className="p-3">
                      <StatusBadge status={status} label={t(`applications.statuses.${status}`)} />
                    </td>
                    <td className="p-3">
                      <RelativeTime date={application.createdAt} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={list.page} pageCount={pageCount} total={total} />
    </section>
  );
}
