import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Form, Link, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { displayName, SETTABLE_STATUSES, UserActionSchema } from "~/modules/users/form-schema";
import { apiOf, flash, loadUser, permissionsOn, requireUserManager } from "~/modules/users/pages.server";
import { startImpersonation } from "~/modules/users/session-user.server";
import { ConfirmActions, ConfirmPanel, StatusBadge, useFormatDate } from "~/components/list-kit";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/show";
import { Detail, linkClass, statusTone } from "./ui";
import { Panel } from "~/components/panel";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const manager = await requireUserManager(context, request);
  const user = await loadUser(apiOf(context), params.id);
  const permissions = permissionsOn(manager, user);
  const confirmDelete = new URL(request.url).searchParams.get("confirm") === "delete" && permissions.manageAccount;
  return { user, permissions, confirmDelete };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUserManager(context, request);
  const parsed = UserActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ message: "Bad request" }, { status: 400 });
  const api = apiOf(context);
  const locale = context.get(localeContext);
  const here = localizedPath(`/users/${params.id}`, locale);
  const user = await loadUser(api, params.id);
  const name = displayName(user);
  try {
    switch (parsed.data.intent) {
      case "resend":
        await api.post(`/api/v1/users/${user.id}/resend_confirmation_instructions`);
        flash(context, "success", "users:show.resent", { email: user.email });
        break;
      case "status":
        await api.patch(`/api/v1/users/${user.id}`, { body: { data: { type: "users", id: user.id, attributes: { status: parsed.data.status } } } });
        flash(context, "success", `users:show.statusDone.${parsed.data.status}`, { name });
        break;
      case "delete":
        await api.delete(`/api/v1/users/${user.id}`);
        flash(context, "success", "users:show.deleted", { name });
        throw redirect(localizedPath("/users", locale));
      case "impersonate":
        await startImpersonation(context, user.id);
        flash(context, "success", "users:impersonation.started", { name });
        throw redirect(localizedPath("/dashboard", locale));
    }
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error || error.status >= 500) throw thrown;
    flash(context, "danger", "users:show.failed", { detail: error.message });
  }
  throw redirect(here);
}

export default function UserPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("users");
  const lp = useLocalizedPath();
  const formatDate = useFormatDate();
  const { user, permissions, confirmDelete } = loaderData;
  const name = displayName(user);
  const roles = user.roles ?? [];
  const organizations = user.organizations ?? [];
  const statusChoices = SETTABLE_STATUSES.filter((status) => status !== user.status && !(user.status === "invited" && status === "active"));
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={name} />
      <p>
        <Link to={lp("/users")} className={linkClass}>
          {t("show.back")}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{name}</h1>
        <StatusBadge status={statusTone(user.status)} label={t(`statuses.${user.status}`)} />
      </div>

      {confirmDelete ? (
        <ConfirmPanel title={t("show.confirmDelete.title")}>
          <p>{t("show.confirmDelete.question", { name })}</p>
          <ConfirmActions intent="delete" confirmLabel={t("show.confirmDelete.submit")} cancelLabel={t("common.cancel")} cancelTo={lp(`/users/${user.id}`)} />
        </ConfirmPanel>
      ) : null}

      <Panel id="details-title" title={t("show.details")}>
        <dl className="flex flex-col gap-2">
          <Detail term={t("fields.email")}>{user.email}</Detail>
          <Detail term={t("fields.phoneNumber")}>{user.phoneNumber || "—"}</Detail>
          <Detail term={t("fields.jobTitle")}>{user.jobTitle || "—"}</Detail>
          <Detail term={t("fields.gender")}>{user.gender ? t(`genders.${user.gender}`) : "—"}</Detail>
          <Detail term={t("fields.status")}>{t(`statuses.${user.status}`)}</Detail>
          <Detail term={t("fields.signupMethod")}>{t(`signupMethods.${user.signupMethod}`)}</Detail>
          <Detail term={t("fields.confirmed")}>{user.confirmed ? t("common.yes") : t("common.no")}</Detail>
          <Detail term={t("fields.createdAt")}>{formatDate(user.createdAt)}</Detail>
        </dl>
      </Panel>

      <div className="grid gap-6 md:grid-cols-2">
        <Panel id="roles-title" title={t("fields.roles")}>
          {roles.length > 0 ? (
            <ul className="list-inside list-disc" data-testid="user-roles">
              {roles.map((role) => (
                <li key={role.id}>{t(`roles.${role.name}`)}</li>
              ))}
            </ul>
          ) : (
            <p>{t("show.noRoles")}</p>
          )}
          {permissions.changeRoles ? (
            <Link to={lp(`/users/${user.id}/add_role`)} className={linkClass}>
              {t("show.manageRoles")}
            </Link>
          ) : null}
        </Panel>
        <Panel id="organizations-title" title={t("fields.organizations")}>
          {organizations.length > 0 ? (
            <ul className="list-inside list-disc">
              {organizations.map((organization) => (
                <li key={organization.id}>{organization.name}</li>
              ))}
            </ul>
          ) : (
            <p>{t("show.noOrganizations")}</p>
          )}
        </Panel>
      </div>

      <Panel id="actions-title" title={t("show.actions")}>
        <div className="flex flex-wrap items-center gap-3">
          {permissions.editProfile ? (
            <Link to={lp(`/users/${user.id}/edit`)} className={linkClass}>
              {t("show.edit")}
            </Link>
          ) : null}
          {permissions.resend ? (
            <Form method="post">
              <AuthenticityTokenInput name="csrf" />
              <input type="hidden" name="intent" value="resend" />
              <Button type="submit" variant="secondary">
                {user.status === "invited" ? t("show.resendInvitation") : t("show.resendConfirmation")}
              </Button>
            </Form>
          ) : null}
          {permissions.manageAccount
            ? statusChoices.map((status) => (
                <Form method="post" key={status}>
                  <AuthenticityTokenInput name="csrf" />
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="status" value={status} />
                  <Button type="submit" variant="secondary">
                    {t(`show.setStatus.${status}`)}
                  </Button>
                </Form>
              ))
            : null}
          {permissions.manageAccount && !confirmDelete ? (
            <Link to={lp(`/users/${user.id}?confirm=delete`)} className={linkClass + " text-danger"}>
              {t("show.delete")}
            </Link>
          ) : null}
        </div>
        {permissions.impersonate ? (
          <Form method="post" className="flex flex-col items-start gap-2 border-t border-border pt-3">
            <AuthenticityTokenInput name="csrf" />
            <input type="hidden" name="intent" value="impersonate" />
            <p className="text-sm text-muted">{t("show.impersonateHint")}</p>
            <Button type="submit">{t("show.impersonate")}</Button>
          </Form>
        ) : null}
      </Panel>
    </section>
  );
}

export const handle = { i18n: ["users"] } satisfies I18nHandle;
