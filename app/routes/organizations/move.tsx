import { getFormProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Link, redirect, type RouterContextProvider } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldLabels, SelectField, useZodForm } from "~/components/forms";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext, tenancyContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { codeKeys } from "~/modules/api-client/form-errors.server";
import { MoveFormSchema } from "~/modules/organizations/manage-schema";
import { apiOf, requireCenterRole, toast } from "~/modules/organizations/pages.server";
import { ConfirmActions, ConfirmPanel, EmptyState, linkClass } from "~/components/list-kit";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/move";

type Center = { id: string; name: string };
type MovedOrganization = { id: string; name: string; volunteerCenterId: string };

/** Moving exists only where the tenant's configuration has enableOrganizationsMoving (spec §1); elsewhere 404. */
async function loadMove(context: Readonly<RouterContextProvider>, request: Request, id: string) {
  if (!context.get(tenancyContext).tenant.flags.enableOrganizationsMoving) throw data({ message: "Not found" }, { status: 404 });
  await requireCenterRole(context, request);
  const api = apiOf(context);
  const [{ data: organization }, { data: centers }] = await Promise.all([
    api.get<MovedOrganization>(`/api/v1/organizations/${id}`),
    api.get<Center[]>("/api/v1/volunteer_centers"),
  ]);
  return { organization, centers };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { organization, centers } = await loadMove(context, request, params.id);
  return {
    organization,
    current: centers.find((center) => center.id === organization.volunteerCenterId) ?? null,
    others: centers.filter((center) => center.id !== organization.volunteerCenterId),
  };
}

const MOVE_ERROR = codeKeys({ invalid_center: "organizations:move.invalidCenter" });

export async function action({ context, request, params }: Route.ActionArgs) {
  const { organization, centers } = await loadMove(context, request, params.id);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: MoveFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const center = centers.find((c) => c.id === submission.value.volunteerCenterId);
  // The other center takes the organization over and this one cannot take it back: asked first, as deletes are.
  if (formData.get("intent") !== "confirm") return { confirm: { volunteerCenterId: submission.value.volunteerCenterId, center: center?.name ?? "" } };
  try {
    await apiOf(context).put(`/api/v1/organizations/${params.id}/move`, {
      body: { data: { type: "organizations", id: params.id, attributes: { volunteerCenterId: submission.value.volunteerCenterId } } },
    });
  } catch (thrown) {
    const error = asApiError(thrown);
    if (error?.status !== 422) throw thrown;
    // The API's refusal of the target center in the page's language; anything else in the API's words.
    return data(submission.reply({ fieldErrors: { volunteerCenterId: error.errors.map(MOVE_ERROR) } }), { status: 422 });
  }
  toast(context, "success", "organizations:move.done", { name: organization.name, center: center?.name ?? "" });
  // The organization now belongs to the other center: back to this center's list.
  throw redirect(localizedPath("/organizations", context.get(localeContext)));
}

export default function MoveOrganization({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizations");
  const lp = useLocalizedPath();
  const { organization, current, others } = loaderData;
  const confirm = actionData && "confirm" in actionData ? actionData.confirm : null;
  const result = actionData && !("confirm" in actionData) ? actionData : undefined;
  const [form, fields] = useZodForm(MoveFormSchema, result);
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <PageTitle title={t("move.title", { name: organization.name })} />
      <p>
        <Link to={lp(`/organizations/${organization.id}/edit`)} className={linkClass}>
          {t("form.editTitle", { name: organization.name })}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("move.title", { name: organization.name })}</h1>
      <p>{t("move.intro")}</p>
      {current ? (
        <p>
          <span className="font-medium">{t("move.current")}:</span> {current.name}
        </p>
      ) : null}
      {confirm ? (
        <ConfirmPanel title={t("move.confirmTitle", { name: organization.name, center: confirm.center })}>
          <p>{t("move.confirmText", { center: confirm.center })}</p>
          <ConfirmActions
            intent="confirm"
            values={{ volunteerCenterId: confirm.volunteerCenterId }}
            confirmLabel={t("move.confirmSubmit")}
            cancelLabel={t("move.cancel")}
            cancelTo={lp(`/organizations/${organization.id}/move`)}
          />
        </ConfirmPanel>
      ) : others.length === 0 ? (
        <EmptyState>
          <p>{t("move.noOtherCenters")}</p>
        </EmptyState>
      ) : (
        <GuardedForm method="post" {...getFormProps(form)} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
          <AuthenticityTokenInput name="csrf" />
          <FieldLabels labels={{ volunteerCenterId: t("move.center") }} summary={{ form, result }}>
            <SelectField
              errors={fields.volunteerCenterId.errors}
              selectProps={getSelectProps(fields.volunteerCenterId)}
              options={others.map((center) => ({ value: center.id, label: center.name }))}
              placeholder={t("move.choose")}
            />
          </FieldLabels>
          <div>
            <Button type="submit">{t("move.submit")}</Button>
          </div>
        </GuardedForm>
      )}
    </section>
  );
}

export const handle = { i18n: ["organizations"] } satisfies I18nHandle;
