import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { linkButtonClass } from "~/components/ui/button";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/builder-list";
import { apiOf } from "./forms.server";
import type { BuilderForm } from "./types";
import { FilterInput } from "~/components/list-kit";
import { linkClass, useDateTime } from "./ui";

/** /form_builder: the forms the user manages (center roles: the center's; organization members: their organizations'). */
export async function loader({ context, request }: Route.LoaderArgs) {
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
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <FilterInput name="q" label={t("list.search")} value={q} />
        <Button type="submit" variant="secondary">
          {t("list.filter")}
        </Button>
      </Form>
      {forms.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-2">{t("list.columns.title")}</th>
                <th scope="col" className="p-2">{t("list.columns.access")}</th>
                <th scope="col" className="p-2">{t("list.columns.organization")}</th>
                <th scope="col" className="p-2 text-right">{t("list.columns.questions")}</th>
                <th scope="col" className="p-2 text-right">{t("list.columns.submissions")}</th>
                <th scope="col" className="p-2">{t("list.columns.created")}</th>
              </tr>
            </thead>
            <tbody>
              {forms.map((form) => (
                <tr key={form.id} className="border-b border-border">
                  <td className="p-2">
                    <Link to={lp(`/form_builder/${form.id}`)} className={linkClass}>
                      {form.purpose === "contact" ? `${t("list.contact")}: ${form.title}` : form.title}
                    </Link>
                  </td>
                  <td className="p-2">{t(`accessShort.${form.accessPermission}`)}</td>
                  <td className="p-2">{form.organizationName ?? t("list.noOrganization")}</td>
                  <td className="p-2 text-right">{form.questionCount}</td>
                  <td className="p-2 text-right">{form.submissionCount}</td>
                  <td className="p-2">{dateTime(form.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export const handle = { i18n: ["forms", "manage"] } satisfies I18nHandle;
