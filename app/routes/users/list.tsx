import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { linkButtonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { parseUserList, USER_PAGE_SIZES, USER_ROLES, USER_STATUSES } from "~/modules/users/form-schema";
import { apiOf, grantableBy, requireUserManager, type UserItem } from "~/modules/users/pages.server";
import { loadOrganizationFilter, readOrganizationFilter } from "~/modules/organizations/organization-filter.server";
import { OrganizationFilterField, OrganizationNotice, useOrganizationFilter } from "~/components/organization-filter";
import { DataTable, EmptyState, FilterForm, FilterInput, FilterSelect, Pagination, StatusBadge } from "~/components/list-kit";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/list";
import { linkClass, statusTone } from "./ui";

export async function loader({ context, request }: Route.LoaderArgs) {
  const manager = await requireUserManager(context, request);
  const parsed = parseUserList(new URL(request.url).searchParams);
  const api = apiOf(context);
  // The managers' lists' organization filter: center roles find the organization by name.
  const { organization, organizationName } = await readOrganizationFilter(api, manager, request, parsed.organization);
  const list = { ...parsed, organization };
  const filter: Record<string, string | undefined> = {
    "filter[with_role]": list.role,
    "filter[status]": list.status,
    "filter[organization_id_eq]": list.organization,
    "filter[q]": list.q,
  };
  const [result, organizationFilter] = await Promise.all([
    api.getPage<UserItem>("/api/v1/users", {
      query: { ...filter, include: "roles,organizations", "page[size]": list.perPage, "page[number]": list.page },
    }),
    loadOrganizationFilter(api, manager, organization),
  ]);
  return {
    list,
    users: result.rows,
    total: result.total,
    pageCount: result.pageCount,
    organizationFilter,
    organizationName,
    canAdd: grantableBy(manager).length > 0,
  };
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("users");
  const lp = useLocalizedPath();
  const { list, users, total, pageCount, organizationFilter, organizationName, canAdd } = loaderData;
  const organization = useOrganizationFilter(organizationFilter, list.organization, organizationName);
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("list.title")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t("list.title")}</h1>
        {canAdd ? (
          <Link to={lp("/users/add")} className={linkButtonClass}>
            {t("list.add")}
          </Link>
        ) : null}
      </div>

      <FilterForm label={t("list.filters")} perPage={{ value: list.perPage, sizes: USER_PAGE_SIZES }} resetTo={lp("/users")}>
        <FilterInput name="q" label={t("list.q")} value={list.q} />
        <FilterSelect name="role" label={t("list.role")} value={list.role} anyLabel={t("list.anyRole")} options={USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
        <FilterSelect
          name="status"
          label={t("list.status")}
          value={list.status}
          anyLabel={t("list.anyStatus")}
          options={USER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <OrganizationFilterField {...organization.field} />
      </FilterForm>
      {organization.notice ? <OrganizationNotice {...organization.notice} /> : null}

      <DataTable
        caption={t("list.caption", { count: total })}
        rows={users}
        rowKey={(user) => user.id}
        page={list.page}
        empty={<EmptyState title={t("list.empty")} hint={t("list.emptyHint")} />}
        columns={[
          {
            id: "name",
            header: t("list.columns.name"),
            rowHeader: true,
            cell: (user) => (
              <Link to={lp(`/users/${user.id}`)} className={linkClass}>
                {user.fullName || user.email}
              </Link>
            ),
          },
          { id: "email", header: t("list.columns.email"), className: "break-all", cell: (user) => user.email },
          { id: "roles", header: t("list.columns.roles"), cell: (user) => (user.roles ?? []).map((role) => t(`roles.${role.name}`)).join(", ") || "—" },
          { id: "organizations", header: t("list.columns.organizations"), cell: (user) => (user.organizations ?? []).map((o) => o.name).join(", ") || "—" },
          { id: "status", header: t("list.columns.status"), cell: (user) => <StatusBadge status={statusTone(user.status)} label={t(`statuses.${user.status}`)} /> },
          { id: "signupMethod", header: t("list.columns.signupMethod"), cell: (user) => t(`signupMethods.${user.signupMethod}`) },
        ]}
      />
      <Pagination page={list.page} pageCount={pageCount} />
    </section>
  );
}

export const handle = { i18n: ["users", "manage"] } satisfies I18nHandle;
