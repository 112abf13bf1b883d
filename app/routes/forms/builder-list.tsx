import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { linkButtonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/builder-list";
import { apiOf, ensureContactForms } from "./forms.server";
import type { BuilderForm } from "./types";
import { DataTable, EmptyState, FilterForm, FilterInput } from "~/components/list-kit";
import { linkClass, useDateTime } from "./ui";

/** /form_builder: the forms the user manages (center roles: the center's; organization members: their organizations'). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await ensureContactForms(context, request);
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const { data: forms } = await apiOf(context).get<BuilderForm[]>("/api/v1/forms", { query: { "page[size]": 1000, ...(q ? { "filter[q]": q } : {}) } });
  return { forms, q };
}

export default function FormBuilderList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const lp = useLocalizedPath();
  const dateTime = useDateTime();
  const { forms, q } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t("list.title")} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("list.title")}</h1>
        <Link to={lp("/form_builder/new")} className={linkButtonClass}>
          {t("list.new")}
        </Link>
      </div>
      <p>{t("list.intro")}</p>
      <FilterForm label={t("list.search")} submitLabel={t("list.filter")} resetTo={q ? lp("/form_builder") : undefined}>
        <FilterInput name="q" label={t("list.search")} value={q} />
      </FilterForm>
      <DataTable
        caption={t("list.caption", { count: forms.length })}
        rows={forms}
        rowKey={(form) => form.id}
        empty={<EmptyState title={q ? t("list.noMatches") : t("list.empty")} />}
        columns={[
          {
            id: "title",
            header: t("list.columns.title"),
            rowHeader: true,
            cell: (form) => (
              <Link to={lp(`/form_builder/${form.id}`)} className={linkClass}>
                {form.purpose === "contact" ? `${t(`list.contactIn.${form.language}`)}: ${form.title}` : form.title}
              </Link>
            ),
          },
          { id: "access", header: t("list.columns.access"), cell: (form) => t(`accessShort.${form.accessPermission}`) },
          { id: "organization", header: t("list.columns.organization"), cell: (form) => form.organizationName ?? t("list.noOrganization") },
          { id: "questions", header: t("list.columns.questions"), align: "end", cell: (form) => form.questionCount },
          { id: "submissions", header: t("list.columns.submissions"), align: "end", cell: (form) => form.submissionCount },
          { id: "created", header: t("list.columns.created"), cell: (form) => dateTime(form.createdAt) },
        ]}
      />
    </div>
  );
}

export const handle = { i18n: ["forms"] } satisfies I18nHandle;
