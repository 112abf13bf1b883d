import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { i18nContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { displayName, RoleChangeFormSchema } from "~/modules/users/form-schema";
import { apiOf, flash, loadUser, permissionsOn, requireUserManager } from "~/modules/users/pages.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/roles";
import { filterClass, linkClass } from "./ui";
import { Panel } from "~/components/panel";
import { ConfirmActions, ConfirmPanel } from "~/components/list-kit";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const manager = await requireUserManager(context, request);
  const user = await loadUser(apiOf(context), params.id);
  const { grantable, changeRoles } = permissionsOn(manager, user);
  if (!changeRoles) throw data({ message: "Forbidden" }, { status: 403 });
  const current = (user.roles ?? []).map((role) => role.name);
  // Removing a role asks first (`?confirm=remove&role=…`): a panel with a plain form, so it works without JavaScript.
  const url = new URL(request.url);
  const asked = url.searchParams.get("role");
  const confirmRemove = (url.searchParams.get("confirm") === "remove" && grantable.find((role) => role === asked && current.includes(role))) || null;
  return { user, current, grantable, addable: grantable.filter((role) => !current.includes(role)), confirmRemove };
}

/** One role added (PUT add_role) or removed (DELETE remove_role) per post. */
export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUserManager(context, request);
  const parsed = RoleChangeFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ message: "Bad request" }, { status: 400 });
  const { intent, role } = parsed.data;
  const api = apiOf(context);
  const user = await loadUser(api, params.id);
  const roleName = context.get(i18nContext).t(`users:roles.${role}`);
  try {
    if (intent === "add") await api.put(`/api/v1/users/${user.id}/add_role`, { body: { role } });
    else await api.delete(`/api/v1/users/${user.id}/remove_role`, { body: { role } });
    flash(context, "success", `users:rolesPage.${intent === "add" ? "added" : "removed"}`, { role: roleName, name: displayName(user) });
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error || error.status >= 500) throw thrown;
    flash(context, "danger", "users:show.failed", { detail: error.message });
  }
  throw redirect(localizedPath(`/users/${user.id}/add_role`, context.get(localeContext)));
}

export default function UserRoles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("users");
  const lp = useLocalizedPath();
  const { user, current, grantable, addable, confirmRemove } = loaderData;
  const name = displayName(user);
  const here = lp(`/users/${user.id}/add_role`);
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <PageTitle title={t("rolesPage.title", { name })} />
      <p>
        <Link to={lp(`/users/${user.id}`)} className={linkClass}>
          {t("common.backTo", { name })}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("rolesPage.title", { name })}</h1>
      {confirmRemove ? (
        <ConfirmPanel title={t("rolesPage.confirmRemove.title")}>
          <p>{t("rolesPage.confirmRemove.question", { name, role: t(`roles.${confirmRemove}`) })}</p>
          <ConfirmActions
            intent="remove"
            values={{ role: confirmRemove }}
            action={here}
            confirmLabel={t("rolesPage.confirmRemove.submit")}
            danger
            cancelLabel={t("common.cancel")}
            cancelTo={here}
          />
        </ConfirmPanel>
      ) : null}
      <Panel id="current-roles" title={t("rolesPage.current")}>
        {current.length === 0 ? (
          <p>{t("show.noRoles")}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="current-roles">
            {current.map((role) => (
              <li key={role} className="flex flex-wrap items-center justify-between gap-3">
                <span>{t(`roles.${role}`)}</span>
                {grantable.includes(role) && role !== confirmRemove ? (
                  <Link to={`${here}?${new URLSearchParams({ confirm: "remove", role })}`} className={linkClass + " text-danger"} aria-label={t("rolesPage.removeLabel", { role: t(`roles.${role}`) })}>
                    {t("rolesPage.remove")}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel id="add-role" title={t("rolesPage.add")}>
        {addable.length === 0 ? (
          <p>{t("rolesPage.nothingToAdd")}</p>
        ) : (
          <GuardedForm method="post" className="flex flex-wrap items-end gap-3">
            <AuthenticityTokenInput name="csrf" />
            <input type="hidden" name="intent" value="add" />
            <div className="flex flex-col gap-1">
              <label htmlFor="role-to-add" className="font-medium">
                {t("rolesPage.role")}
              </label>
              <select id="role-to-add" name="role" required className={filterClass}>
                {addable.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit">{t("rolesPage.addSubmit")}</Button>
          </GuardedForm>
        )}
      </Panel>
    </section>
  );
}

export const handle = { i18n: ["users"] } satisfies I18nHandle;
