import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext, tenancyContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { DeleteConfirmation } from "~/modules/organizations/delete-confirmation";
import { organizationAttributes, OrganizationFormSchema } from "~/modules/organizations/manage-schema";
import { OrganizationForm, type EditableOrganization } from "~/modules/organizations/organization-form";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { apiOf, isCenterRole, ORGANIZATION_FORM_ERRORS, superuserOf, toast } from "~/modules/organizations/pages.server";
import { requireUser } from "~/modules/users/session-user.server";
import { linkClass, StatusBadge } from "~/components/list-kit";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/edit";

/** Who may edit: the people who run the center, and the organization's own superusers (not its status or type). */
async function requireEditor(context: Route.LoaderArgs["context"], request: Request, id: string) {
  const user = await requireUser(context, request);
  const api = apiOf(context);
  const { data: organization } = await api.get<EditableOrganization>(`/api/v1/organizations/${id}`, { query: { include: "address,profile" } });
  const centerRole = isCenterRole(user);
  if (!centerRole && !(await superuserOf(api, user, organization.id))) throw data({ message: "Forbidden" }, { status: 403 });
  return { organization, centerRole };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { organization, centerRole } = await requireEditor(context, request, params.id);
  const confirming = centerRole && new URL(request.url).searchParams.get("confirm") === "delete";
  return { organization, centerRole, confirming, canMove: centerRole && context.get(tenancyContext).tenant.flags.enableOrganizationsMoving };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { centerRole } = await requireEditor(context, request, params.id);
  const submission = parseWithZod(await request.formData(), { schema: OrganizationFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { status, organizationType, ...attributes } = organizationAttributes(submission.value);
  try {
    await apiOf(context).put(`/api/v1/organizations/${params.id}`, {
      body: { data: { type: "organizations", id: params.id, attributes: centerRole ? { status, organizationType, ...attributes } : attributes } },
    });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, ORGANIZATION_FORM_ERRORS);
  }
  toast(context, "success", "organizations:form.saved", { name: submission.value.name });
  throw redirect(localizedPath(`/organizations/${params.id}/edit`, context.get(localeContext)));
}

export default function EditOrganization({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizations");
  const lp = useLocalizedPath();
  const { organization, centerRole, confirming, canMove } = loaderData;
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <PageTitle title={t("form.editTitle", { name: organization.name })} />
      {centerRole ? (
        <p>
          <Link to={lp("/organizations")} className={linkClass}>
            {t("backToList")}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("form.editTitle", { name: organization.name })}</h1>
        <p>
          <StatusBadge status={organization.status === "approved" ? "published" : organization.status} label={t(`statuses.${organization.status}`)} />
        </p>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to={lp(`/organizations/${organization.id}`)} className={linkClass}>
              {t("list.actions.viewShort")}
            </Link>
          </li>
          {centerRole && organization.status === "pending" ? (
            <li>
              <Link to={lp("/organizations/approve")} className={linkClass}>
                {t("show.approve")}
              </Link>
            </li>
          ) : null}
          {canMove ? (
            <li>
              <Link to={lp(`/organizations/${organization.id}/move`)} className={linkClass}>
                {t("show.move")}
              </Link>
            </li>
          ) : null}
          {centerRole ? (
            <li>
              <Link to="?confirm=delete" className={linkClass + " text-danger"}>
                {t("show.delete")}
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
      {confirming ? <DeleteConfirmation organization={organization} cancelHref="?" action={lp("/organizations")} /> : null}
      <OrganizationForm
        key={organization.updatedAt}
        organization={organization}
        centerRole={centerRole}
        lastResult={actionData}
        submitLabel={t("form.save")}
      />
    </section>
  );
}

export const handle = { i18n: ["organizations"] } satisfies I18nHandle;
