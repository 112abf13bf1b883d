import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { organizationAttributes, OrganizationFormSchema } from "~/modules/organizations/manage-schema";
import { OrganizationForm } from "~/modules/organizations/organization-form";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { apiOf, ORGANIZATION_FORM_ERRORS, requireCenterRole, toast } from "~/modules/organizations/pages.server";
import { linkClass } from "~/components/list-kit";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/add";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireCenterRole(context, request);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireCenterRole(context, request);
  const submission = parseWithZod(await request.formData(), { schema: OrganizationFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let id: string;
  try {
    const response = await apiOf(context).post("/api/v1/organizations", {
      body: { data: { type: "organizations", attributes: organizationAttributes(submission.value) } },
    });
    id = ((await response.json()) as { data: { id: string } }).data.id;
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, ORGANIZATION_FORM_ERRORS);
  }
  toast(context, "success", "organizations:form.created", { name: submission.value.name });
  throw redirect(localizedPath(`/organizations/${id}/edit`, context.get(localeContext)));
}

export default function AddOrganization({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizations");
  const lp = useLocalizedPath();
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <PageTitle title={t("form.addTitle")} />
      <p>
        <Link to={lp("/organizations")} className={linkClass}>
          {t("backToList")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("form.addTitle")}</h1>
      <OrganizationForm organization={null} centerRole lastResult={actionData} submitLabel={t("form.create")} />
    </section>
  );
}

export const handle = { i18n: ["organizations"] } satisfies I18nHandle;
